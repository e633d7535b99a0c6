import type { HalfCatalog } from './en.ts';

// Dutch texts of the ship-to form (nl-ui.ts loads them).
export const texts: HalfCatalog<'shipTo'> = {
  'shipTo.country': 'Land',
  'shipTo.region': 'Provincie of staat',
  'shipTo.postalCode': 'Postcode',
  'shipTo.choose': 'Kies…',
  'shipTo.save': 'Berekenen',
  'shipTo.cancel': 'Annuleren',
  'shipTo.invalid.country': 'Kies het land waar de bestelling naartoe gaat.',
  'shipTo.invalid.region': 'Kies de provincie of staat waar de bestelling naartoe gaat.',
  'shipTo.invalid.postalCode': 'Deze postcode lijkt niet te kloppen voor het land.',
};
