import type { HalfCatalog } from './en.ts';

// Hebrew texts of product cards and stock bindings (he-ui.ts loads them).
export const texts: HalfCatalog<'cards'> = {
  // כרטיסי מוצר ומצב מלאי בדפי האתר.
  'stock.inStock': 'במלאי',
  'stock.low': 'נשארו רק {count}',
  'stock.soldOut': 'אזל מהמלאי',
  'card.addLabel': 'הוספת {name} לעגלה',
  'card.chooseOptions': 'בחירת אפשרויות',
  'card.chooseLabel': 'בחירת אפשרויות עבור {name}',
  'card.quantity': 'הכמות של {name}',
  'card.wasPrice': 'במקום {price}',
};
