import type { HalfCatalog } from './en.ts';

// Polish texts of the ship-to form (pl-ui.ts loads them).
export const texts: HalfCatalog<'shipTo'> = {
  'shipTo.country': 'Kraj',
  'shipTo.region': 'Województwo lub region',
  'shipTo.postalCode': 'Kod pocztowy',
  'shipTo.choose': 'Wybierz…',
  'shipTo.save': 'Oblicz',
  'shipTo.cancel': 'Anuluj',
  'shipTo.invalid.country': 'Wybierz kraj, do którego ma trafić zamówienie.',
  'shipTo.invalid.region': 'Wybierz województwo lub region, do którego ma trafić zamówienie.',
  'shipTo.invalid.postalCode': 'Ten kod pocztowy nie wygląda na prawidłowy dla tego kraju.',
};
