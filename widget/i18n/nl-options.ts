import type { HalfCatalog } from './en.ts';

// Dutch texts of the options popover and its rich text (nl-ui.ts loads them).
export const texts: HalfCatalog<'options'> = {
  'options.title': 'Kies je opties',
  'options.unavailable': '{choice} (uitverkocht)',
  'options.close': 'Sluiten',
  'options.loading': 'Opties worden geladen…',
  'options.chooseAll': 'Kies {option}.',
  'options.optional': '{name} (optioneel)',
  'options.addedPrice': '{choice} (+{price})',
  'options.preorder': 'Pre-order',
  'options.revealSpoiler': 'Verborgen tekst tonen',
};
