import type { shell as en } from '../en/shell';
import type { SameKeys } from '../types';

/** Die Oberfläche, Anmeldung, Übersicht, Einstellungen, Aktivität und die Seite „nicht gefunden“. */
export const shell: SameKeys<typeof en> = {
  shell: {
    appName: 'Fulfilment Desk',
    appTagline: 'Betriebs-Dashboard',
    menu: {
      dashboard: 'Übersicht',
      activity: 'Aktivität',
      settings: 'Einstellungen',
      open: 'Menü öffnen',
      collapse: 'Menü einklappen',
      expand: 'Menü ausklappen',
      navigation: 'Hauptnavigation',
    },
    search: {
      button: 'Suchen …',
      open: 'Suchen ({{shortcut}})',
      ctrlShortcut: 'Strg K',
      placeholder: 'Bestellungen, Pakete und Benutzer suchen',
      label: 'Alles durchsuchen',
      hint: 'Mindestens zwei Buchstaben eingeben. ↑ ↓ zum Wählen, Enter zum Öffnen, Esc zum Schließen.',
      searching: 'Suche läuft …',
      empty: 'Nichts passt zu „{{query}}“.',
      failed: 'Die Suche ist fehlgeschlagen: {{message}}',
      results: 'Ergebnisse',
    },
    voice: {
      start: 'Per Sprache suchen',
      listening: 'Ich höre zu … klicken zum Beenden',
      unsupported:
        'Die Sprachsuche braucht einen Browser mit Spracherkennung, etwa Chrome oder Edge',
      noMicrophone:
        'Kein Mikrofon gefunden; schließen Sie eines an und klicken Sie, um es erneut zu versuchen',
      failed:
        'Die Sprachsuche ist fehlgeschlagen (der Sprachdienst ist vielleicht nicht erreichbar); klicken, um es erneut zu versuchen',
      denied:
        'Der Zugriff auf das Mikrofon wurde verweigert; erlauben Sie ihn im Browser, um per Sprache zu suchen',
    },
    newOrder: { title: 'Neue Bestellung', open: '{{number}} öffnen' },
    refresh: 'Daten dieser Seite neu laden',
    sound: {
      on: 'Ton bei neuen Bestellungen ist an; klicken zum Stummschalten',
      off: 'Ton bei neuen Bestellungen ist aus; klicken zum Einschalten',
    },
    colorMode: {
      toLight: 'Zum hellen Modus wechseln',
      toDark: 'Zum dunklen Modus wechseln',
    },
    keyboard: {
      skip: 'Zum Inhalt springen',
      title: 'Tastenkürzel',
      search: 'In dieser Liste suchen',
      orders: 'Bestellungen öffnen',
      packages: 'Pakete öffnen',
      users: 'Benutzer öffnen',
      stats: 'Tagesstatistik öffnen',
      help: 'Diese Tastenkürzel anzeigen',
      palette: 'Alles durchsuchen',
      followedBy: 'dann',
    },
    user: {
      menu: 'Kontomenü von {{name}}',
      settings: 'Einstellungen',
      logout: 'Abmelden',
    },
    languages: {
      en: 'English',
      de: 'Deutsch',
    },
    roles: {
      admin: 'Admin',
      operator: 'Bearbeitung',
      viewer: 'Lesezugriff',
      customer: 'Kunde',
    },
  },
  login: {
    title: 'Anmelden',
    subtitle: 'Melden Sie sich mit Ihrem Arbeitskonto am Fulfilment Desk an.',
    email: 'E-Mail',
    emailRequired: 'Geben Sie Ihre E-Mail-Adresse ein',
    emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein',
    password: 'Passwort',
    passwordRequired: 'Geben Sie Ihr Passwort ein',
    remember: 'Auf diesem Gerät angemeldet bleiben',
    submit: 'Anmelden',
    language: 'Sprache',
    errors: {
      invalidCredentials: 'E-Mail oder Passwort ist falsch.',
      rateLimited_one: 'Zu viele Versuche. Versuchen Sie es in {{count}} Minute erneut.',
      rateLimited_other: 'Zu viele Versuche. Versuchen Sie es in {{count}} Minuten erneut.',
      rateLimitedSoon:
        'Zu viele Versuche. Warten Sie ein paar Minuten und versuchen Sie es dann erneut.',
      noDashboardAccess:
        'Dieses Konto kann das Dashboard nicht nutzen. Fragen Sie eine Administratorin oder einen Administrator nach Zugang.',
      unreachable:
        'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      unknown: 'Die Anmeldung ist fehlgeschlagen: {{message}}',
    },
  },
  dashboard: {
    greeting: {
      morning: 'Guten Morgen, {{name}}',
      afternoon: 'Guten Tag, {{name}}',
      evening: 'Guten Abend, {{name}}',
    },
  },
  settings: {
    title: 'Einstellungen',
    subtitle: 'Ihr Profil, Ihr Passwort und wie das Dashboard aussieht und klingt.',
    profile: {
      title: 'Profil',
      name: 'Name',
      nameRequired: 'Geben Sie Ihren Namen ein',
      nameLength: '2 bis 80 Zeichen',
      email: 'E-Mail',
      emailHelp: 'Ihre E-Mail-Adresse ändert eine Administratorin oder ein Administrator.',
      phone: 'Telefon',
      phoneHelp: 'Internationales Format, zum Beispiel +49 30 1234 5678',
      phoneInvalid: '+ und 8 bis 15 Ziffern',
      save: 'Profil speichern',
      saved: 'Ihr Profil ist gespeichert.',
    },
    password: {
      title: 'Passwort',
      current: 'Aktuelles Passwort',
      currentRequired: 'Geben Sie Ihr aktuelles Passwort ein',
      new: 'Neues Passwort',
      newHelp: '12 bis 128 Zeichen. Ein langer Satz ist leicht zu merken und schwer zu erraten.',
      newLength: '12 bis 128 Zeichen',
      confirm: 'Neues Passwort wiederholen',
      confirmMismatch: 'Die beiden Passwörter unterscheiden sich',
      submit: 'Passwort ändern',
      changed: 'Ihr Passwort ist geändert. Melden Sie sich mit dem neuen erneut an.',
      signOutNotice: 'Die Änderung meldet Sie überall ab, auch in diesem Browser.',
    },
    appearance: {
      title: 'Darstellung',
      light: 'Hell',
      dark: 'Dunkel',
      system: 'System',
      help: '„System“ folgt der Einstellung Ihres Geräts.',
    },
    language: {
      title: 'Sprache',
      help: 'Die Sprache des Dashboards in diesem Browser.',
    },
    notifications: {
      title: 'Benachrichtigungen',
      sound: 'Ton abspielen, wenn eine neue Bestellung eingeht',
      soundHelp:
        'Wird in diesem Browser gespeichert; der Lautsprecher-Knopf oben bewirkt dasselbe.',
    },
    failed: 'Speichern fehlgeschlagen: {{message}}',
  },
  activity: {
    title: 'Aktivität',
    subtitle: 'Wer hat was wann getan, das Neueste zuerst.',
    notAllowed: 'Nur Administratorinnen und Administratoren dürfen das Aktivitätsprotokoll lesen.',
    allResources: 'Alle Bereiche',
    allActions: 'Alle Aktionen',
    filterResource: 'Nach Bereich filtern',
    filterAction: 'Nach Aktion filtern',
    filterActor: 'Nach Person filtern',
    allActors: 'Alle Personen',
    filterAt: 'Nach Datum filtern',
    moreChanges: '{{count}} weitere zeigen',
    fewerChanges: 'Weniger zeigen',
    columns: {
      at: 'Wann',
      actor: 'Wer',
      action: 'Aktion',
      record: 'Datensatz',
      changes: 'Änderungen',
      ip: 'IP-Adresse',
    },
    unknownActor: 'Unbekannt',
    recordDeleted: 'Dieser Datensatz wurde inzwischen gelöscht',
    noChanges: '—',
    resources: {
      auth: 'Anmeldung',
    },
    actions: {
      create: 'angelegt',
      update: 'geändert',
      delete: 'gelöscht',
      status: 'Status geändert',
      login: 'angemeldet',
      login_failed: 'Anmeldung fehlgeschlagen',
      logout: 'abgemeldet',
      password: 'Passwort geändert',
    },
  },
  notFound: {
    title: 'Seite nicht gefunden',
    subtitle: 'Die gewünschte Seite gibt es nicht oder sie ist umgezogen.',
    home: 'Zurück zur Übersicht',
  },
  forbidden: {
    title: 'Nicht erlaubt',
    resource:
      'Ihre Rolle darf {{resource}} nicht {{action}}. Fragen Sie eine Administratorin oder einen Administrator, wenn Sie das brauchen.',
    actions: { list: 'auflisten', show: 'ansehen', create: 'anlegen', edit: 'bearbeiten' },
  },
};
