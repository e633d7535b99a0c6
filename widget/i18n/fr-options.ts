import type { HalfCatalog } from './en.ts';

// French texts of the options popover and its rich text (fr-ui.ts loads them).
export const texts: HalfCatalog<'options'> = {
  'options.title': 'Choisir les options',
  'options.unavailable': '{choice} (épuisé)',
  'options.close': 'Fermer',
  'options.loading': 'Chargement des options…',
  'options.chooseAll': 'Choisissez {option}.',
  'options.optional': '{name} (facultatif)',
  'options.addedPrice': '{choice} (+{price})',
  'options.preorder': 'Précommander',
  'options.revealSpoiler': 'Afficher le texte masqué',
};
