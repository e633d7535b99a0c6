import type { HalfCatalog } from './en.ts';

// Polish texts of product cards and stock bindings (pl-ui.ts loads them).
export const texts: HalfCatalog<'cards'> = {
  // Karty produktów i stan magazynu na stronach sklepu.
  'stock.inStock': 'Dostępny',
  'stock.low':
    '{count, plural, one {Została tylko # sztuka} few {Zostały tylko # sztuki} many {Zostało tylko # sztuk} other {Zostało tylko # sztuki}}',
  'stock.soldOut': 'Wyprzedane',
  'stock.preorder': 'Dostępny w przedsprzedaży',
  'card.addLabel': 'Dodaj {name} do koszyka',
  'card.preorder': 'Zamów w przedsprzedaży',
  'card.preorderLabel': 'Zamów {name} w przedsprzedaży',
  'card.chooseOptions': 'Wybierz opcje',
  'card.chooseLabel': 'Wybierz opcje: {name}',
  'card.quantity': 'Liczba sztuk: {name}',
  'card.wasPrice': 'Wcześniej {price}',
};
