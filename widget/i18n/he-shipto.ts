import type { HalfCatalog } from './en.ts';

// Hebrew texts of the ship-to form (he-ui.ts loads them).
export const texts: HalfCatalog<'shipTo'> = {
  'shipTo.country': 'מדינה',
  'shipTo.region': 'מדינה או מחוז',
  'shipTo.postalCode': 'מיקוד',
  'shipTo.choose': 'בחירה…',
  'shipTo.save': 'חישוב',
  'shipTo.cancel': 'ביטול',
  'shipTo.invalid.country': 'יש לבחור את המדינה שאליה נשלחת ההזמנה.',
  'shipTo.invalid.region': 'יש לבחור את המדינה או המחוז שאליהם נשלחת ההזמנה.',
  'shipTo.invalid.postalCode': 'המיקוד הזה לא נראה תקין עבור המדינה.',
};
