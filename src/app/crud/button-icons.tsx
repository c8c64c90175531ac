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
  // The page header's own back arrow is a `div` that Tab passes by: the title draws a button
  // instead (PageTitle).
  goBack: false,
  listButtonProps: { icon: buttonIcons.list },
  editButtonProps: { icon: buttonIcons.edit },
  refreshButtonProps: { icon: buttonIcons.refresh },
  // Undo in the notice for a few seconds before the delete is sent (refine's undoable mode).
  deleteButtonProps: { icon: buttonIcons.delete, mutationMode: 'undoable' as const },
};
