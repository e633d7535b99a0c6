import type { HalfCatalog } from './en.ts';

// Hebrew texts of the options popover and its rich text (he-ui.ts loads them).
export const texts: HalfCatalog<'options'> = {
  'options.title': 'בחירת אפשרויות',
  'options.unavailable': '{choice} (אזל מהמלאי)',
  'options.close': 'סגירה',
  'options.loading': 'טוענים אפשרויות…',
  'options.chooseAll': 'יש לבחור {option}.',
  'options.optional': '{name} (לא חובה)',
  'options.addedPrice': '{choice} (+{price})',
  'options.preorder': 'הזמנה מוקדמת',
  'options.revealSpoiler': 'הצגת הטקסט המוסתר',
};
