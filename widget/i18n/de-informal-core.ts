import type { CoreCatalog } from './en.ts';

/** German with "du": the texts that differ from the formal default (de-core.ts), laid over it. */
export const deInformalCore: Partial<CoreCatalog> = {
  'coupon.notFound': 'Es gibt keinen Gutschein mit diesem Code. Bitte prüfe ihn.',
  'coupon.usedByYou': 'Du hast diesen Gutschein schon eingelöst.',
  'coupon.notApplicable': 'Dieser Gutschein gilt nicht für die Artikel in deinem Warenkorb.',
  'coupon.minQuantity': 'Für diesen Gutschein brauchst du mehr Artikel im Warenkorb.',
  'coupon.minSubtotal': 'Deine Bestellung liegt unter dem Mindestwert dieses Gutscheins.',
  'coupon.onlyOne': 'Nur ein Gutschein pro Bestellung: Entferne zuerst den jetzigen.',
  'error.unsafeUrl':
    'Der Shop hat eine Adresse geschickt, die nicht sicher zu öffnen ist. Du bleibst auf dieser Seite.',
  'error.network': 'Der Shop ist nicht erreichbar. Bitte versuche es erneut.',
  'error.rolledBack': 'Deine Änderung konnte nicht gespeichert werden: {reason}',
  'error.outcomeUnknown':
    'Deine Änderung ließ sich nicht bestätigen; der Warenkorb zeigt jetzt den Stand des Shops.',
  'reason.unknown': 'Der Shop konnte das gerade nicht ausführen. Bitte versuche es erneut.',
  'reason.storeFailed': 'Beim Shop ist ein Fehler aufgetreten. Bitte versuche es gleich noch einmal.',
  'reason.tooMany': 'Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.',
  'reason.sessionEnded': 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu und versuche es erneut.',
  'reason.cartGone': 'Dein Warenkorb ist nicht mehr verfügbar. Bitte lade die Seite neu.',
  'reason.passwordTooShort': 'Dieses Passwort ist zu kurz. Bitte wähle ein längeres.',
  'reason.passwordTooLong': 'Dieses Passwort ist zu lang. Bitte wähle ein kürzeres.',
  'reason.email': 'Bitte gib eine gültige E-Mail-Adresse ein.',
  'reason.wrongCode': 'Dieser Code stimmt nicht. Bitte prüfe ihn und versuche es erneut.',
  'reason.codeExpired': 'Dieser Code ist abgelaufen. Bitte beginne von vorn.',
  'reason.linkExpired': 'Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte fordere einen neuen an.',
  'reason.blocked': 'Mit diesem Konto ist keine Anmeldung möglich. Bitte wende dich an den Shop.',
  'reason.signInNotFromHere':
    'Diese Anmeldung wurde nicht auf dieser Seite begonnen. Bitte melde dich erneut an.',
  'reason.signInRefused': 'Die Anmeldeseite hat dich nicht angemeldet. Bitte versuche es erneut.',
  'reason.signInTimeout': 'Die Anmeldung hat zu lange gedauert. Bitte versuche es erneut.',
  'signin.expired': 'Die Anmeldung ist abgelaufen, bitte versuche es erneut.',
  'signin.notStartedHere':
    'Ein Anmeldelink, der nicht auf dieser Seite gestartet wurde, wurde ignoriert. Du bist nicht angemeldet.',
  'member.signedOut': 'Du bist abgemeldet.',
  'refusal.cartFull': 'Dein Warenkorb ist voll: Entferne einen Artikel, um einen weiteren hinzuzufügen.',
};
