import type { HalfCatalog } from './en.ts';

// French texts of the ship-to form (fr-ui.ts loads them).
export const texts: HalfCatalog<'shipTo'> = {
  'shipTo.country': 'Pays',
  'shipTo.region': 'État ou province',
  'shipTo.postalCode': 'Code postal',
  'shipTo.choose': 'Choisir…',
  'shipTo.save': 'Calculer',
  'shipTo.cancel': 'Annuler',
  'shipTo.invalid.country': 'Choisissez le pays de livraison.',
  'shipTo.invalid.region': 'Choisissez l’État ou la province de livraison.',
  'shipTo.invalid.postalCode': 'Ce code postal ne correspond pas au pays.',
};
