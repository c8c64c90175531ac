import type { refine as en } from '../en/refine';
import type { SameKeys } from '../types';

/** Die Schlüssel, die refine und @refinedev/antd selbst übersetzen. */
export const refine: SameKeys<typeof en> = {
  buttons: {
    back: 'Zurück',
    create: 'Anlegen',
    save: 'Speichern',
    logout: 'Abmelden',
    delete: 'Löschen',
    edit: 'Bearbeiten',
    cancel: 'Abbrechen',
    confirm: 'Sind Sie sicher?',
    filter: 'Filtern',
    clear: 'Zurücksetzen',
    refresh: 'Aktualisieren',
    show: 'Anzeigen',
    list: 'Liste',
    undo: 'Rückgängig',
    import: 'Importieren',
    export: 'CSV exportieren',
    clone: 'Duplizieren',
    notAccessTitle: 'Ihre Rolle darf das nicht',
    notAccessTooltip: 'Ihre Rolle darf das nicht',
  },
  warnWhenUnsavedChanges: 'Seite verlassen? Ihre Änderungen sind nicht gespeichert.',
  notifications: {
    success: 'Erledigt',
    error: 'Fehler (Status {{statusCode}})',
    undoable: 'Sie haben {{seconds}} Sekunden zum Rückgängigmachen',
    createSuccess: '{{resource}} angelegt',
    createError: '{{resource}} konnte nicht angelegt werden (Status {{statusCode}})',
    editSuccess: '{{resource}} gespeichert',
    editError: 'Konnte nicht gespeichert werden (Status {{statusCode}})',
    deleteSuccess: '{{resource}} gelöscht',
    deleteError: 'Konnte nicht gelöscht werden (Status {{statusCode}})',
    importProgress: 'Import: {{processed}}/{{total}}',
  },
  loading: 'Wird geladen',
  autoSave: {
    idle: 'Warten auf Änderungen',
    loading: 'Wird gespeichert…',
    success: 'Gespeichert',
    error: 'Automatisches Speichern fehlgeschlagen',
  },
  actions: {
    list: 'Liste',
    create: 'Anlegen',
    edit: 'Bearbeiten',
    show: 'Anzeigen',
    clone: 'Duplizieren',
  },
  table: { actions: 'Aktionen' },
  documentTitle: { default: 'Operations', suffix: ' | Operations' },
  pages: {
    error: {
      info: 'Die Seite „{{action}}“ von {{resource}} gibt es nicht.',
      backHome: 'Zurück zum Dashboard',
    },
  },
  orders: {
    orders: 'Bestellung',
    titles: {
      list: 'Bestellungen',
      create: 'Neue Bestellung',
      edit: 'Bestellung bearbeiten',
      show: 'Bestellung',
    },
  },
  packages: {
    packages: 'Paket',
    titles: { list: 'Pakete', create: 'Neues Paket', edit: 'Paket bearbeiten', show: 'Paket' },
  },
  products: {
    products: 'Produkt',
    titles: {
      list: 'Produkte',
      create: 'Neues Produkt',
      edit: 'Produkt bearbeiten',
      show: 'Produkt',
    },
  },
  users: {
    users: 'Benutzer',
    titles: {
      list: 'Benutzer',
      create: 'Neuer Benutzer',
      edit: 'Benutzer bearbeiten',
      show: 'Benutzer',
    },
  },
  stats: {
    stats: 'Tag',
    titles: { list: 'Tageswerte', create: 'Neuer Tag', edit: 'Tag bearbeiten', show: 'Tag' },
  },
};
