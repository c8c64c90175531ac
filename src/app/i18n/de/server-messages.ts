import type { ServerMessage } from '../../../resources/messages';

/**
 * Was der Server auf Englisch sagt (src/resources/messages.ts), auf Deutsch; `{{name}}` sind die
 * Werte des Satzes, Zustände und Ressourcen schon übersetzt (`theResource`: „Diese Bestellung“).
 */
export const serverMessages: Record<ServerMessage, string> = {
  fieldsNeedAttention: 'Bitte prüfen Sie die markierten Felder',
  roleMayNot: 'Ihre Rolle darf das nicht',
  internal: 'Etwas ist schiefgelaufen',
  noSuch: '{{resource}} nicht gefunden',
  clashes: '{{theResource}} überschneidet sich mit einem vorhandenen Eintrag',
  changedMeanwhile:
    '{{theResource}} wurde von jemand anderem geändert; laden Sie neu, um die Änderungen zu sehen',
  transition:
    '{{resource}} im Status „{{from}}“ kann nicht zu „{{to}}“ wechseln, nur zu {{allowed}}',
  transitionFinal:
    '{{resource}} im Status „{{from}}“ kann nicht zu „{{to}}“ wechseln: „{{from}}“ ist endgültig',
  emailTaken: 'Diese E-Mail-Adresse wird bereits verwendet',
  lastAdmin: 'Dies ist der letzte aktive Admin; ernennen Sie zuerst einen weiteren Admin',
  ownStatus: 'Ihr eigenes Konto können Sie nicht sperren',
  ownRole: 'Ihre eigene Rolle können Sie nicht ändern',
  ownDelete: 'Ihr eigenes Konto können Sie nicht löschen',
  customerHasOrders: 'Dieser Kunde hat Bestellungen',
  customerHasOrdersDisable: 'Dieser Kunde hat Bestellungen; sperren Sie stattdessen das Konto',
  commonPassword: 'Dieses Passwort ist zu verbreitet; wählen Sie ein anderes',
  wrongPassword: 'Das ist nicht Ihr aktuelles Passwort',
  chooseCustomer: 'Bitte einen vorhandenen Kunden wählen',
  shipsWithPackage: 'Eine Bestellung wird erst mit mindestens einem Paket versandt',
  deliveredWithPackages:
    'Eine Bestellung ist erst zugestellt, wenn alle ihre Pakete zugestellt sind',
  orderLocked:
    'Kunde, Positionen und Adresse lassen sich nur ändern, solange die Bestellung offen oder bestätigt ist',
  orderLeftCancel:
    'Bestellung {{number}} kann nicht gelöscht werden: ihre Pakete haben das Lager verlassen; stornieren Sie sie stattdessen',
  orderLeft:
    'Bestellung {{number}} kann nicht gelöscht werden: ihre Pakete haben das Lager verlassen',
  orderKeepsPackage:
    'Bestellung {{number}} kann nicht gelöscht werden: eine Bestellung im Status „{{orderStatus}}“ behält mindestens ein Paket',
  orderHasPackages: 'Bestellung {{number}} hat Pakete: löschen Sie zuerst diese',
  chooseOrder: 'Bitte eine vorhandene Bestellung wählen',
  orderTakesNoPackages: 'Eine Bestellung im Status „{{orderStatus}}“ nimmt keine neuen Pakete an',
  packageFinal:
    'Ein Paket im Status „{{packageStatus}}“ ist abgeschlossen: seine Angaben ändern sich nicht mehr',
  returnOnly:
    'Nach {{count}} gescheiterten Zustellversuchen kann ein Paket nur noch zurückgesandt werden',
  packageLeft:
    'Paket {{trackingNumber}} hat das Lager verlassen: löschen lässt sich nur ein Paket, dessen Label unbenutzt ist',
  lastPackage:
    'Die Bestellung im Status „{{orderStatus}}“ braucht dieses Paket: es ist ihr letztes',
  viewNameTaken: 'Sie haben schon eine Ansicht dieser Liste mit diesem Namen',
  viewLimit: 'Sie können höchstens {{count}} Ansichten behalten; löschen Sie zuerst eine',
};
