import type { HalfCatalog } from './en.ts';

// German texts of the ship-to form (de-ui.ts loads them).
export const texts: HalfCatalog<'shipTo'> = {
  'shipTo.country': 'Land',
  'shipTo.region': 'Bundesstaat oder Provinz',
  'shipTo.postalCode': 'Postleitzahl',
  'shipTo.choose': 'Bitte wählen…',
  'shipTo.save': 'Berechnen',
  'shipTo.cancel': 'Abbrechen',
  'shipTo.invalid.country': 'Wählen Sie das Land, in das die Bestellung geht.',
  'shipTo.invalid.region': 'Wählen Sie den Bundesstaat oder die Provinz, in die die Bestellung geht.',
  'shipTo.invalid.postalCode': 'Diese Postleitzahl passt nicht zu dem Land.',
};
