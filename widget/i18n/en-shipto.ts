// English texts of the ship-to form (en-ui.ts loads them).
export const texts = {
  'shipTo.country': 'Country',
  'shipTo.region': 'State or province',
  'shipTo.postalCode': 'Postal code',
  'shipTo.choose': 'Choose…',
  'shipTo.save': 'Calculate',
  'shipTo.cancel': 'Cancel',
  'shipTo.invalid.country': 'Choose the country the order goes to.',
  'shipTo.invalid.region': 'Choose the state or province the order goes to.',
  'shipTo.invalid.postalCode': 'This postal code does not look right for the country.',
} as const;
