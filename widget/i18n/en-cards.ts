// English texts of product cards and stock bindings (en-ui.ts loads them).
export const texts = {
  // Issue 27: product cards and the live stock binding on the owner's markup.
  'stock.inStock': 'In stock',
  'stock.low': 'Only {count} left',
  'stock.soldOut': 'Sold out',
  'stock.preorder': 'Available for pre-order',
  'card.addLabel': 'Add {name} to cart',
  'card.preorder': 'Pre-order',
  'card.preorderLabel': 'Pre-order {name}',
  'card.chooseOptions': 'Choose options',
  'card.chooseLabel': 'Choose options for {name}',
  'card.quantity': 'Quantity of {name}',
  'card.wasPrice': 'Was {price}',
} as const;
