import type { HalfCatalog } from './en.ts';

// Portuguese texts of product cards and stock bindings (pt-ui.ts loads them).
export const texts: HalfCatalog<'cards'> = {
  // Cards de produto e estoque nas páginas da loja.
  'stock.inStock': 'Em estoque',
  'stock.low': '{count, plural, one {Resta só #} many {Restam só # de unidades} other {Restam só #}}',
  'stock.soldOut': 'Esgotado',
  'stock.preorder': 'Disponível em pré-venda',
  'card.addLabel': 'Adicionar {name} ao carrinho',
  'card.preorder': 'Comprar na pré-venda',
  'card.preorderLabel': 'Comprar {name} na pré-venda',
  'card.chooseOptions': 'Escolher opções',
  'card.chooseLabel': 'Escolher opções de {name}',
  'card.quantity': 'Quantidade de {name}',
  'card.wasPrice': 'De {price}',
};
