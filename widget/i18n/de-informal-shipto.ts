import type { HalfCatalog } from './en.ts';

/** German with "du": the texts of de-shipto.ts that differ, laid over them. */
export const texts: Partial<HalfCatalog<'shipTo'>> = {
  'shipTo.invalid.country': 'Wähle das Land, in das die Bestellung geht.',
  'shipTo.invalid.region': 'Wähle den Bundesstaat oder die Provinz, in die die Bestellung geht.',
};
