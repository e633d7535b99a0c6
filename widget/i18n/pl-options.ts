import type { HalfCatalog } from './en.ts';

// Polish texts of the options popover and its rich text (pl-ui.ts loads them).
export const texts: HalfCatalog<'options'> = {
  'options.title': 'Wybierz opcje',
  'options.unavailable': '{choice} (wyprzedane)',
  'options.close': 'Zamknij',
  'options.loading': 'Wczytywanie opcji…',
  'options.chooseAll': 'Wybierz: {option}.',
  'options.optional': '{name} (opcjonalnie)',
  'options.addedPrice': '{choice} (+{price})',
  'options.preorder': 'Zamów w przedsprzedaży',
  'options.revealSpoiler': 'Pokaż ukryty tekst',
};
