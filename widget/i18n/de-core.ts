import type { CoreCatalog } from './en.ts';

// German. What the first cart says addresses no one ("Bitte erneut versuchen."), so "Sie" and "du" share
// it and the first load carries one German core; the drawer's texts say "Sie" (de-ui.ts), or "du" with
// the overlay of `formality: 'informal'` (de-informal-ui.ts).
export const core: CoreCatalog = {
  'announce.added': '{name} in den Warenkorb gelegt',
  'announce.updated': 'Warenkorb aktualisiert',
  'announce.removed': '{name} aus dem Warenkorb entfernt',
  'toast.added': 'Hinzugefügt: {name}',
  'toast.viewCart': 'Warenkorb ansehen',
  'add.dropped': '{name} konnte nicht hinzugefügt werden: Der Shop verkauft es gerade nicht.',
  'add.soldOut': '{name} ist ausverkauft und wurde nicht hinzugefügt.',
  'add.limited': 'Von {name} sind gerade nur {count} erhältlich.',
  'error.unsafeUrl':
    'Der Shop hat eine Adresse geschickt, die nicht sicher zu öffnen ist. Diese Seite bleibt geöffnet.',
  'error.network': 'Der Shop ist nicht erreichbar. Bitte erneut versuchen.',
  'error.generic': 'Etwas ist schiefgelaufen: {reason}',
  'error.rolledBack': 'Die Änderung konnte nicht gespeichert werden: {reason}',
  'error.outcomeUnknown':
    'Die Änderung ließ sich nicht bestätigen; der Warenkorb zeigt jetzt den Stand des Shops.',
  'reason.unknown': 'Der Shop konnte das gerade nicht ausführen. Bitte erneut versuchen.',
  'reason.storeFailed': 'Beim Shop ist ein Fehler aufgetreten. Bitte gleich noch einmal versuchen.',
  'reason.tooMany': 'Zu viele Versuche. Bitte einen Moment warten und erneut versuchen.',
  'reason.sessionEnded': 'Die Sitzung ist abgelaufen. Bitte die Seite neu laden und erneut versuchen.',
  'reason.cartGone': 'Der Warenkorb ist nicht mehr verfügbar. Bitte die Seite neu laden.',
  'reason.signInNotFromHere': 'Diese Anmeldung wurde nicht auf dieser Seite begonnen. Bitte erneut anmelden.',
  'reason.signInRefused': 'Die Anmeldeseite hat die Anmeldung nicht abgeschlossen. Bitte erneut versuchen.',
  'reason.signInTimeout': 'Die Anmeldung hat zu lange gedauert. Bitte erneut versuchen.',
  'network.retrying': 'Der Shop antwortet langsam. Neuer Versuch …',
  'error.itemUnavailable': 'Dieser Artikel ist gerade nicht erhältlich.',
  'error.unavailable': 'Das ist gerade nicht verfügbar.',
  'error.dismiss': 'Schließen',
  'line.adding': 'Wird hinzugefügt…',
  'options.soldOut': 'Ausverkauft',
  // Issue 25: Cart V2's declared refusals, in the shopper's words (cart/refusal.ts).
  'refusal.onlyLeft': 'Nur noch {count} von {name} verfügbar.',
  'refusal.soldOut': '{name} ist ausverkauft.',
  'refusal.notSold': 'Dieser Artikel wird nicht mehr verkauft: {name}.',
  'refusal.cartFull': 'Der Warenkorb ist voll: Für einen weiteren Artikel bitte zuerst einen entfernen.',
  'refusal.alreadyOrdered': 'Dieser Warenkorb wurde bereits bestellt: Ein neuer Warenkorb wurde begonnen.',
  'refusal.notEnough': 'Von diesem Artikel ist nicht genug auf Lager.',
  'refusal.notSoldShort': 'Dieser Artikel wird nicht mehr verkauft.',
};
