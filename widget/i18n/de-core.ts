import type { CoreCatalog } from './en.ts';

// German as German shops mostly address their customers: "Sie". The "du" texts are an overlay
// (de-informal-core.ts) for owners who choose `formality: 'informal'`.
export const deCore: CoreCatalog = {
  'announce.added': '{name} in den Warenkorb gelegt',
  'announce.updated': 'Warenkorb aktualisiert',
  'announce.removed': '{name} aus dem Warenkorb entfernt',
  'toast.added': 'Hinzugefügt: {name}',
  'toast.viewCart': 'Warenkorb ansehen',
  'add.dropped': '{name} konnte nicht hinzugefügt werden: Der Shop verkauft es gerade nicht.',
  'add.soldOut': '{name} ist ausverkauft und wurde nicht hinzugefügt.',
  'add.limited': 'Von {name} sind gerade nur {count} erhältlich.',
  'checkout.failed': 'Der Bezahlvorgang konnte nicht starten: {reason}',
  'coupon.applied': 'Gutschein {code} eingelöst',
  'coupon.empty': 'Bitte zuerst einen Gutscheincode eingeben.',
  'coupon.notFound': 'Es gibt keinen Gutschein mit diesem Code. Bitte prüfen Sie ihn.',
  'coupon.expired': 'Dieser Gutschein ist abgelaufen.',
  'coupon.notActiveYet': 'Dieser Gutschein gilt noch nicht.',
  'coupon.disabled': 'Dieser Gutschein wird nicht mehr angeboten.',
  'coupon.usedUp': 'Dieser Gutschein ist aufgebraucht.',
  'coupon.usedByYou': 'Sie haben diesen Gutschein schon eingelöst.',
  'coupon.notApplicable': 'Dieser Gutschein gilt nicht für die Artikel in Ihrem Warenkorb.',
  'coupon.minQuantity': 'Für diesen Gutschein brauchen Sie mehr Artikel im Warenkorb.',
  'coupon.minSubtotal': 'Ihre Bestellung liegt unter dem Mindestwert dieses Gutscheins.',
  'coupon.alreadyApplied': 'Dieser Gutschein ist schon eingelöst.',
  'coupon.onlyOne': 'Nur ein Gutschein pro Bestellung: Entfernen Sie zuerst den jetzigen.',
  'coupon.locked': 'Der Gutschein dieser Bestellung kann nicht geändert werden.',
  'coupon.notAccepted': 'Dieser Gutschein kann gerade nicht eingelöst werden.',
  'error.unsafeUrl':
    'Der Shop hat eine Adresse geschickt, die nicht sicher zu öffnen ist. Sie bleiben auf dieser Seite.',
  'error.network': 'Der Shop ist nicht erreichbar. Bitte versuchen Sie es erneut.',
  'error.generic': 'Etwas ist schiefgelaufen: {reason}',
  'error.rolledBack': 'Ihre Änderung konnte nicht gespeichert werden: {reason}',
  'error.outcomeUnknown':
    'Ihre Änderung ließ sich nicht bestätigen; der Warenkorb zeigt jetzt den Stand des Shops.',
  'reason.unknown': 'Der Shop konnte das gerade nicht ausführen. Bitte versuchen Sie es erneut.',
  'reason.storeFailed': 'Beim Shop ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
  'reason.tooMany': 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'reason.sessionEnded':
    'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  'reason.cartGone': 'Ihr Warenkorb ist nicht mehr verfügbar. Bitte laden Sie die Seite neu.',
  'reason.passwordTooShort': 'Dieses Passwort ist zu kurz. Bitte wählen Sie ein längeres.',
  'reason.passwordTooLong': 'Dieses Passwort ist zu lang. Bitte wählen Sie ein kürzeres.',
  'reason.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'reason.wrongCode': 'Dieser Code stimmt nicht. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
  'reason.codeExpired': 'Dieser Code ist abgelaufen. Bitte beginnen Sie von vorn.',
  'reason.linkExpired':
    'Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte fordern Sie einen neuen an.',
  'reason.blocked': 'Mit diesem Konto ist keine Anmeldung möglich. Bitte wenden Sie sich an den Shop.',
  'reason.signInNotFromHere':
    'Diese Anmeldung wurde nicht auf dieser Seite begonnen. Bitte melden Sie sich erneut an.',
  'reason.signInRefused': 'Die Anmeldeseite hat Sie nicht angemeldet. Bitte versuchen Sie es erneut.',
  'reason.signInTimeout': 'Die Anmeldung hat zu lange gedauert. Bitte versuchen Sie es erneut.',
  'network.retrying': 'Der Shop antwortet langsam. Neuer Versuch …',
  'error.itemUnavailable': 'Dieser Artikel ist gerade nicht erhältlich.',
  'error.unavailable': 'Das ist gerade nicht verfügbar.',
  'error.dismiss': 'Schließen',
  'line.adding': 'Wird hinzugefügt…',
  'options.soldOut': 'Ausverkauft',
  'signin.failed': 'Anmeldung fehlgeschlagen: {reason}',
  'signin.expired': 'Die Anmeldung ist abgelaufen, bitte versuchen Sie es erneut.',
  'signin.notStartedHere':
    'Ein Anmeldelink, der nicht auf dieser Seite gestartet wurde, wurde ignoriert. Sie sind nicht angemeldet.',
  'totals.failed': 'Die Summen konnten gerade nicht berechnet werden.',
  // Ship to and totals for the destination (issue 15, "Totals for the shopper's destination").
  'totals.announce': 'Geschätzte Summe: {total}',
  // Issue 15, members part: said after the platform's logout page sent the shopper back.
  'member.signedOut': 'Sie sind abgemeldet.',
  // Issue 25: Cart V2's declared refusals, in the shopper's words (cart/refusal.ts).
  'refusal.onlyLeft': 'Nur noch {count} von {name} verfügbar.',
  'refusal.soldOut': '{name} ist ausverkauft.',
  'refusal.notSold': 'Dieser Artikel wird nicht mehr verkauft: {name}.',
  'refusal.cartFull': 'Ihr Warenkorb ist voll: Entfernen Sie einen Artikel, um einen weiteren hinzuzufügen.',
  'refusal.alreadyOrdered': 'Dieser Warenkorb wurde bereits bestellt: Ein neuer Warenkorb wurde begonnen.',
  'refusal.notEnough': 'Von diesem Artikel ist nicht genug auf Lager.',
  'refusal.notSoldShort': 'Dieser Artikel wird nicht mehr verkauft.',
};
