import type { HalfCatalog } from './en.ts';

// Italian texts of the options popover and its rich text (it-ui.ts loads them).
export const texts: HalfCatalog<'options'> = {
  'options.title': 'Scegli le opzioni',
  'options.unavailable': '{choice} (esaurito)',
  'options.close': 'Chiudi',
  'options.loading': 'Caricamento delle opzioni…',
  'options.chooseAll': 'Scegli {option}.',
  'options.optional': '{name} (facoltativo)',
  'options.addedPrice': '{choice} (+{price})',
  'options.preorder': 'Preordina',
  'options.revealSpoiler': 'Mostra il testo nascosto',
};
