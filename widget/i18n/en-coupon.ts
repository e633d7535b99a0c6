// English texts of the coupon refusals, loaded with a coupon’s apply (en-ui.ts loads them).
export const texts = {
  'coupon.notFound': 'There is no coupon with this code. Please check it.',
  'coupon.expired': 'This coupon has expired.',
  'coupon.notActiveYet': 'This coupon is not valid yet.',
  'coupon.disabled': 'This coupon is no longer offered.',
  'coupon.usedUp': 'This coupon has been used up.',
  'coupon.usedByYou': 'You have already used this coupon.',
  'coupon.notApplicable': 'This coupon does not apply to the items in your cart.',
  'coupon.minQuantity': 'This coupon needs more items in your cart.',
  'coupon.minSubtotal': 'Your order is below the minimum for this coupon.',
  'coupon.alreadyApplied': 'This coupon is already applied.',
  'coupon.onlyOne': 'Only one coupon per order: remove the current one first.',
  'coupon.locked': 'The coupon of this order cannot be changed.',
} as const;
