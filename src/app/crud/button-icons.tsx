import { ArrowLeft, Eye, List, Pencil, Plus, RefreshCw, Save, Trash2 } from 'lucide-react';

/**
 * Lucide icons for refine's buttons, hidden from screen readers: antd's own icons carry an
 * aria-label ("plus-square", "edit") that becomes part of every button's name.
 */
export const buttonIcons = {
  back: <ArrowLeft size={18} aria-hidden />,
  create: <Plus size={16} aria-hidden />,
  edit: <Pencil size={16} aria-hidden />,
  show: <Eye size={16} aria-hidden />,
  list: <List size={16} aria-hidden />,
  refresh: <RefreshCw size={16} aria-hidden />,
  save: <Save size={16} aria-hidden />,
  delete: <Trash2 size={16} aria-hidden />,
};

/** The header buttons of a record page (show, edit) with those icons. */
export const recordPageButtons = {
  // A bare icon: antd's page header wraps it in its own button, and a button in it would nest.
  goBack: buttonIcons.back,
  listButtonProps: { icon: buttonIcons.list },
  editButtonProps: { icon: buttonIcons.edit },
  refreshButtonProps: { icon: buttonIcons.refresh },
  deleteButtonProps: { icon: buttonIcons.delete },
};
