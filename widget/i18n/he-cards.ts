import type { HalfCatalog } from './en.ts';

// Hebrew texts of product cards and stock bindings (he-ui.ts loads them).
export const texts: HalfCatalog<'cards'> = {
  // כרטיסי מוצר ומצב מלאי בדפי האתר.
  'stock.inStock': 'במלאי',
  'stock.low': 'נשארו רק {count}',
  'stock.soldOut': 'אזל מהמלאי',
  'stock.preorder': 'זמין בהזמנה מוקדמת',
  'card.addLabel': 'הוספת {name} לעגלה',
  'card.preorder': 'הזמנה מוקדמת',
  'card.preorderLabel': 'הזמנה מוקדמת של {name}',
  'card.chooseOptions': 'בחירת אפשרויות',
  'card.chooseLabel': 'בחירת אפשרויות עבור {name}',
  'card.quantity': 'הכמות של {name}',
  'card.wasPrice': 'במקום {price}',
};
