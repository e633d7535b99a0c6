import type { HalfCatalog } from './en.ts';

// Spanish texts of product cards and stock bindings (es-ui.ts loads them).
export const texts: HalfCatalog<'cards'> = {
  // Fichas de producto y disponibilidad en las páginas de la tienda.
  'stock.inStock': 'En stock',
  'stock.low': '{count, plural, one {Solo queda #} many {Solo quedan # de unidades} other {Solo quedan #}}',
  'stock.soldOut': 'Agotado',
  'stock.preorder': 'Disponible en preventa',
  'card.addLabel': 'Añadir {name} a la cesta',
  'card.preorder': 'Reservar',
  'card.preorderLabel': 'Reservar {name}',
  'card.chooseOptions': 'Elegir opciones',
  'card.chooseLabel': 'Elegir opciones de {name}',
  'card.quantity': 'Cantidad de {name}',
  'card.wasPrice': 'Antes {price}',
};
