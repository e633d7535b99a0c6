import type { HalfCatalog } from './en.ts';

// Italian texts of the ship-to form (it-ui.ts loads them).
export const texts: HalfCatalog<'shipTo'> = {
  'shipTo.country': 'Paese',
  'shipTo.region': 'Provincia o stato',
  'shipTo.postalCode': 'CAP',
  'shipTo.choose': 'Scegli…',
  'shipTo.save': 'Calcola',
  'shipTo.cancel': 'Annulla',
  'shipTo.invalid.country': 'Scegli il Paese di destinazione dell’ordine.',
  'shipTo.invalid.region': 'Scegli la provincia o lo stato di destinazione dell’ordine.',
  'shipTo.invalid.postalCode': 'Questo CAP non sembra corretto per il Paese.',
};
