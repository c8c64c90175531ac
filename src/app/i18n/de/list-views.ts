import type { listViews as en } from '../en/list-views';
import type { SameKeys } from '../types';

/** Die gespeicherten Ansichten und die Spaltenauswahl der Listen. */
export const listViews: SameKeys<typeof en> = {
  listViews: {
    views: 'Ansichten',
    none: 'Noch keine gespeicherten Ansichten dieser Liste',
    save: 'Ansicht speichern…',
    manage: 'Ansichten umbenennen oder löschen…',
    saveTitle: 'Diese Ansicht speichern',
    saveHint: 'Behält Filter, Sortierung, Suche, Spalten und Seitengröße, wie sie jetzt sind.',
    name: 'Name',
    nameRequired: 'Geben Sie der Ansicht einen Namen',
    saved: 'Ansicht „{{name}}“ gespeichert',
    manageTitle: 'Ihre Ansichten dieser Liste',
    nameOf: 'Name der Ansicht „{{name}}“',
    rename: 'Umbenennen',
    renameView: '„{{name}}“ umbenennen',
    renamed: 'Ansicht umbenannt in „{{name}}“',
    delete: 'Löschen',
    deleteView: '„{{name}}“ löschen',
    deleted: 'Ansicht „{{name}}“ gelöscht',
    columns: 'Spalten',
    columnsTitle: 'Spalten dieser Liste',
    columnsHint:
      'Die gezeigten Spalten in ihrer Reihenfolge. Ihre Wahl bleibt für Sie in diesem Browser.',
    moveUp: '{{column}} nach oben',
    moveDown: '{{column}} nach unten',
    reset: 'Alle zeigen, in der üblichen Reihenfolge',
    done: 'Fertig',
  },
};
