import type { HalfCatalog } from './en.ts';

/** German with "du": the texts of de-signin.ts that differ, laid over them. */
export const texts: Partial<HalfCatalog<'signin'>> = {
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
  'signin.factorHint.SMS': 'Wir haben dir einen Code per SMS an {where} gesendet.',
  'signin.factorHint.CALL': 'Wir rufen {where} an und sagen dir einen Code an.',
  'signin.factorHint.TOTP': 'Gib den Code ein, den deine Authenticator-App zeigt.',
  'signin.pushTitle': 'Bestätige die Anmeldung auf deinem Handy',
  'signin.pushSentTo':
    'Wir haben eine Anfrage an {where} gesendet. Sobald du sie bestätigst, geht es hier weiter.',
  'signin.pushExpired':
    'Die Anfrage auf deinem Handy ist abgelaufen. Fordere eine neue an oder wähle eine andere Methode.',
  'signin.chooseFactor': 'Wähle, wie du bestätigst, dass du es bist.',
  'reason.pushDenied': 'Die Anmeldung wurde auf deinem Handy abgelehnt.',
};
