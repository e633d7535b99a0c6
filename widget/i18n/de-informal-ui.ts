import type { UiCatalog } from './en.ts';

/** German with "du": the texts that differ from the formal default (de-ui.ts), laid over it. */
export const deInformalUi: Partial<UiCatalog> = {
  'cart.title': 'Dein Warenkorb',
  'cart.empty': 'Dein Warenkorb ist leer.',
  'line.quantityNotNumber': 'Bitte gib die Anzahl als Zahl ein.',
  'cart.emptyHint': 'Leg etwas hinein, das dir gefällt; es wartet hier auf dich.',
  'ui.partFailed': 'Das konnte leider nicht angezeigt werden. Bitte versuch es noch einmal.',
  'checkout.held': 'Einige Artikel sind so nicht kaufbar. Passe sie an, um zur Kasse zu gehen.',
  'order.title': 'Danke für deine Bestellung',
  'order.placed':
    'Deine Bestellung ist aufgegeben. Die Bestellnummer steht in der Bestätigung, die dir der Shop per E-Mail schickt.',
  'signin.verifyTitle': 'Prüfe deine E-Mails',
  'signin.verifyHint': 'Wir haben einen Code an {email} gesendet. Gib ihn ein, um fortzufahren.',
  'signin.mfaHint': 'Gib den Code aus deiner App oder Nachricht ein.',
  'signin.approval':
    'Dein Konto wartet auf die Freigabe durch den Shop. Wir schreiben dir, sobald es bereit ist.',
  'signin.missingCaptchaToken': 'Bitte löse das Captcha, um fortzufahren.',
  'signin.invalidCaptchaToken': 'Die Captcha-Prüfung ist fehlgeschlagen. Bitte versuche es erneut.',
  'signin.resetPassword': 'Dein Passwort muss zurückgesetzt werden. Nutze „Passwort vergessen?“.',
  'signin.emailAlreadyExists': 'Es gibt bereits ein Konto mit dieser E-Mail. Bitte melde dich an.',
  'signin.tooManyAttempts': 'Zu viele Anmeldeversuche. Bitte warte ein paar Minuten und versuche es erneut.',
  'signin.notAllowed': 'Dieser Shop lässt diese Anmeldung nicht zu. Bitte wende dich an den Shop.',
  'shipTo.invalid.country': 'Wähle das Land, in das die Bestellung geht.',
  'shipTo.invalid.region': 'Wähle den Bundesstaat oder die Provinz, in die die Bestellung geht.',
  'signin.factorHint.SMS': 'Wir haben dir einen Code per SMS an {where} gesendet.',
  'signin.factorHint.CALL': 'Wir rufen {where} an und sagen dir einen Code an.',
  'signin.factorHint.TOTP': 'Gib den Code ein, den deine Authenticator-App zeigt.',
  'signin.pushTitle': 'Bestätige die Anmeldung auf deinem Handy',
  'signin.pushSentTo':
    'Wir haben eine Anfrage an {where} gesendet. Sobald du sie bestätigst, geht es hier weiter.',
  'signin.pushExpired':
    'Die Anfrage auf deinem Handy ist abgelaufen. Fordere eine neue an oder wähle eine andere Methode.',
  'signin.chooseFactor': 'Wähle, wie du bestätigst, dass du es bist.',
  'freeShipping.more': 'Füge noch {amount} hinzu für kostenlosen Versand',
  'freeShipping.reached': 'Deine Bestellung wird kostenlos versandt',
  'reason.pushDenied': 'Die Anmeldung wurde auf deinem Handy abgelehnt.',
};
