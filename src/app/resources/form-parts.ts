/**
 * The form widgets of every resource's slots, in one chunk for the create and edit pages. The
 * lists read the slots registry but draw no form, and the widgets bring antd's form inputs and
 * the schemas' zod with them; the registry names them with `lazyComponent`, and the form pages
 * load them with the page (`preloadFormWidgets`), so a form never waits for one after it is
 * drawn. One dynamic import per widget would split the bundle into more, smaller shared chunks
 * that the first screens then load.
 */
export { CustomerField } from './orders/customer-field';
export { LineItemsEditor } from './orders/line-items-editor';
export { OrderField } from './packages/order-field';
export { PasswordField } from './users/password-field';
export { RoleField } from './users/role-field';
