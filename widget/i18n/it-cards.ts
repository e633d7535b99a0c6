import type { HalfCatalog } from './en.ts';

// Italian texts of product cards and stock bindings (it-ui.ts loads them).
export const texts: HalfCatalog<'cards'> = {
  // Schede prodotto e disponibilità nelle pagine del negozio.
  'stock.inStock': 'Disponibile',
  'stock.low':
    '{count, plural, one {Ne resta solo #} many {Ne restano solo # di pezzi} other {Ne restano solo #}}',
  'stock.soldOut': 'Esaurito',
  'stock.preorder': 'Disponibile in preordine',
  'card.addLabel': 'Aggiungi {name} al carrello',
  'card.preorder': 'Preordina',
  'card.preorderLabel': 'Preordina {name}',
  'card.chooseOptions': 'Scegli le opzioni',
  'card.chooseLabel': 'Scegli le opzioni di {name}',
  'card.quantity': 'Quantità di {name}',
  'card.wasPrice': 'Prima {price}',
};
