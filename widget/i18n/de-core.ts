import type { CoreCatalog } from './en.ts';

export const deCore: CoreCatalog = {
  'announce.added': '{name} in den Warenkorb gelegt',
  'announce.updated': 'Warenkorb aktualisiert',
  'announce.removed': '{name} aus dem Warenkorb entfernt',
  'checkout.failed': 'Der Bezahlvorgang konnte nicht starten: {reason}',
  'coupon.applied': 'Gutschein {code} eingelöst',
  'coupon.empty': 'Bitte zuerst einen Gutscheincode eingeben.',
  'coupon.refused': 'Der Gutschein wurde nicht angenommen: {reason}',
  'error.network': 'Der Shop ist nicht erreichbar. Bitte versuche es erneut.',
  'error.generic': 'Etwas ist schiefgelaufen: {reason}',
  'error.rolledBack': 'Deine Änderung konnte nicht gespeichert werden: {reason}',
  'error.outcomeUnknown':
    'Deine Änderung ließ sich nicht bestätigen; der Warenkorb zeigt jetzt den Stand des Shops.',
  'network.retrying': 'Der Shop antwortet langsam. Neuer Versuch …',
  'error.attribute': 'Diese Schaltfläche ist nicht richtig eingerichtet ({attribute}).',
  'error.dismiss': 'Schließen',
  'line.adding': 'Wird hinzugefügt…',
  'options.soldOut': 'Ausverkauft',
  'signin.failed': 'Anmeldung fehlgeschlagen: {reason}',
  'signin.notStartedHere':
    'Ein Anmeldelink, der nicht auf dieser Seite gestartet wurde, wurde ignoriert. Du bist nicht angemeldet.',
  'totals.failed': 'Die Summen konnten gerade nicht berechnet werden.',
};
