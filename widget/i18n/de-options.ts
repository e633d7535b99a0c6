import type { HalfCatalog } from './en.ts';

// German texts of the options popover and its rich text (de-ui.ts loads them).
export const texts: HalfCatalog<'options'> = {
  'options.title': 'Optionen wählen',
  'options.unavailable': '{choice} (ausverkauft)',
  'options.close': 'Schließen',
  'options.loading': 'Optionen werden geladen…',
  'options.chooseAll': 'Bitte {option} wählen.',
  'options.optional': '{name} (optional)',
  'options.addedPrice': '{choice} (+{price})',
  'options.preorder': 'Vorbestellen',
  'options.revealSpoiler': 'Verborgenen Text zeigen',
};
