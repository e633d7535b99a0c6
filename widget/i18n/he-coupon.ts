import type { HalfCatalog } from './en.ts';

// Hebrew texts of the coupon refusals, loaded with a coupon’s apply (he-ui.ts loads them).
export const texts: HalfCatalog<'coupon'> = {
  'coupon.notFound': 'אין קופון עם הקוד הזה. כדאי לבדוק אותו שוב.',
  'coupon.expired': 'תוקף הקופון הזה פג.',
  'coupon.notActiveYet': 'הקופון הזה עדיין לא בתוקף.',
  'coupon.disabled': 'הקופון הזה כבר לא מוצע.',
  'coupon.usedUp': 'הקופון הזה נוצל עד תומו.',
  'coupon.usedByYou': 'כבר השתמשת בקופון הזה.',
  'coupon.notApplicable': 'הקופון הזה לא חל על הפריטים שבעגלה.',
  'coupon.minQuantity': 'כדי להשתמש בקופון הזה צריך יותר פריטים בעגלה.',
  'coupon.minSubtotal': 'סכום ההזמנה נמוך מהמינימום של הקופון הזה.',
  'coupon.alreadyApplied': 'הקופון הזה כבר הופעל.',
  'coupon.onlyOne': 'קופון אחד בלבד להזמנה: יש להסיר קודם את הקופון הנוכחי.',
  'coupon.locked': 'אי אפשר לשנות את הקופון של ההזמנה הזו.',
};
