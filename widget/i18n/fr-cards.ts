import type { HalfCatalog } from './en.ts';

// French texts of product cards and stock bindings (fr-ui.ts loads them).
export const texts: HalfCatalog<'cards'> = {
  // Fiches produit et disponibilité sur les pages du site.
  'stock.inStock': 'En stock',
  'stock.low': 'Plus que {count} en stock',
  'stock.soldOut': 'Épuisé',
  'stock.preorder': 'Disponible en précommande',
  'card.addLabel': 'Ajouter {name} au panier',
  'card.preorder': 'Précommander',
  'card.preorderLabel': 'Précommander {name}',
  'card.chooseOptions': 'Choisir les options',
  'card.chooseLabel': 'Choisir les options de {name}',
  'card.quantity': 'Quantité de {name}',
  'card.wasPrice': 'Au lieu de {price}',
};
