import type { HalfCatalog } from './en.ts';

// German texts of product cards and stock bindings (de-ui.ts loads them).
export const texts: HalfCatalog<'cards'> = {
  'stock.inStock': 'Auf Lager',
  'stock.low': 'Nur noch {count} verfügbar',
  'stock.soldOut': 'Ausverkauft',
  'stock.preorder': 'Vorbestellbar',
  'card.addLabel': '{name} in den Warenkorb legen',
  'card.preorder': 'Vorbestellen',
  'card.preorderLabel': '{name} vorbestellen',
  'card.chooseOptions': 'Optionen wählen',
  'card.chooseLabel': 'Optionen für {name} wählen',
  'card.quantity': 'Menge von {name}',
  'card.wasPrice': 'Vorher {price}',
};
