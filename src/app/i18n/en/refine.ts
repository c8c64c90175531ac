/** The keys refine's own hooks and @refinedev/antd components translate. */
export const refine = {
  buttons: {
    back: 'Back',
    create: 'Create',
    save: 'Save',
    logout: 'Log out',
    delete: 'Delete',
    edit: 'Edit',
    cancel: 'Cancel',
    confirm: 'Are you sure?',
    filter: 'Filter',
    clear: 'Clear',
    refresh: 'Refresh',
    show: 'Show',
    list: 'List',
    undo: 'Undo',
    import: 'Import',
    export: 'Export CSV',
    clone: 'Clone',
    notAccessTitle: 'Your role may not do this',
    notAccessTooltip: 'Your role may not do this',
  },
  warnWhenUnsavedChanges: 'Leave this page? Your changes are not saved.',
  notifications: {
    success: 'Done',
    error: 'Error (status {{statusCode}})',
    undoable: 'You have {{seconds}} seconds to undo',
    createSuccess: '{{resource}} created',
    createError: 'Could not create {{resource}} (status {{statusCode}})',
    editSuccess: '{{resource}} saved',
    editError: 'Could not save (status {{statusCode}})',
    deleteSuccess: '{{resource}} deleted',
    deleteError: 'Could not delete (status {{statusCode}})',
    importProgress: 'Importing: {{processed}}/{{total}}',
  },
  loading: 'Loading',
  autoSave: {
    idle: 'Waiting for changes',
    loading: 'Saving…',
    success: 'Saved',
    error: 'Autosave failed',
  },
  actions: { list: 'List', create: 'Create', edit: 'Edit', show: 'Show', clone: 'Clone' },
  table: { actions: 'Actions' },
  documentTitle: { default: 'Operations', suffix: ' | Operations' },
  pages: {
    error: {
      info: 'The page “{{action}}” of {{resource}} does not exist.',
      backHome: 'Back to the dashboard',
    },
  },
  // refine names a resource in its notifications and buttons as `<name>.<name>` and `<name>.titles.*`.
  orders: {
    orders: 'Order',
    titles: { list: 'Orders', create: 'New order', edit: 'Edit order', show: 'Order' },
  },
  packages: {
    packages: 'Package',
    titles: { list: 'Packages', create: 'New package', edit: 'Edit package', show: 'Package' },
  },
  products: {
    products: 'Product',
    titles: { list: 'Products', create: 'New product', edit: 'Edit product', show: 'Product' },
  },
  users: {
    users: 'User',
    titles: { list: 'Users', create: 'New user', edit: 'Edit user', show: 'User' },
  },
  stats: {
    stats: 'Day',
    titles: { list: 'Daily stats', create: 'New day', edit: 'Edit day', show: 'Day' },
  },
};
