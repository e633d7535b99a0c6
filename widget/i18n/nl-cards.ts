import type { HalfCatalog } from './en.ts';

// Dutch texts of product cards and stock bindings (nl-ui.ts loads them).
export const texts: HalfCatalog<'cards'> = {
  // Productkaarten en voorraad op de pagina's van de winkel.
  'stock.inStock': 'Op voorraad',
  'stock.low': 'Nog maar {count} op voorraad',
  'stock.soldOut': 'Uitverkocht',
  'stock.preorder': 'Beschikbaar als pre-order',
  'card.addLabel': '{name} in winkelwagen',
  'card.preorder': 'Pre-order',
  'card.preorderLabel': '{name} vooraf bestellen',
  'card.chooseOptions': 'Opties kiezen',
  'card.chooseLabel': 'Opties kiezen voor {name}',
  'card.quantity': 'Aantal van {name}',
  'card.wasPrice': 'Was {price}',
};
