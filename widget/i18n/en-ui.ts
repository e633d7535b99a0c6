import type { PartTexts } from './en.ts';

// English texts of the drawer: what its first frame and a first cart's ordinary use draw, loaded with it.
// The parts' texts (sign-in and member menu, ship-to form, options popover, product cards, coupon
// refusals) load with their parts, each from the table below (index.ts `loadUi`).
export const ui = {
  'cart.title': 'Your cart',
  'cart.close': 'Close cart',
  'cart.empty': 'Your cart is empty.',
  'cart.emptyHint': 'Add something you like and it will wait for you here.',
  'cart.loading': 'Loading your cart…',
  'cart.loadFailed': 'Your cart could not be loaded.',
  'cart.retry': 'Try again',
  'ui.partFailed': 'Sorry, this could not be shown. Please try again.',
  'cart.count': '{count, plural, one {# item} other {# items}}',
  'line.remove': 'Remove {name}',
  'line.removeShort': 'Remove',
  'line.quantity': 'Quantity of {name}',
  'line.quantityNotNumber': 'Please type the number of items.',
  'line.decrease': 'One less {name}',
  'line.increase': 'One more {name}',
  'line.unitPrice': '{price} each',
  'availability.NOT_FOUND': 'No longer sold',
  'availability.NOT_AVAILABLE': 'Sold out',
  'availability.PARTIALLY_AVAILABLE': 'Only {available} left',
  'availability.fixRemove': 'Remove',
  // Issue 15, numbers that never contradict (helper "numbers"): billed amounts, fixes, the held checkout.
  'line.billedUnits': '{count} × {price}',
  'line.notCounted': '(not in the subtotal)',
  'availability.fixReduce': 'Reduce to {available}',
  'availability.removeLabel': 'Remove {name} ({reason})',
  'availability.reduceLabel': 'Reduce {name} to {available}',
  'checkout.held': 'Some items can’t be bought as they are. Fix them to check out.',
  'checkout.fixAll': 'Fix my cart',
  'coupon.label': 'Coupon code',
  'coupon.apply': 'Apply',
  'coupon.remove': 'Remove coupon {code}',
  'totals.title': 'Order summary',
  'totals.subtotal': 'Subtotal',
  'totals.discount': 'Discount',
  'totals.shipping': 'Shipping',
  'totals.shippingOptions': 'Shipping method',
  'totals.tax': 'Tax',
  'totals.total': 'Estimated total',
  'totals.atCheckout': 'Shipping and tax are calculated at checkout.',
  'totals.shippingAtCheckout': 'Shipping is calculated at checkout.',
  'totals.taxAtCheckout': 'Tax is calculated at checkout.',
  'totals.updating': 'Updating totals…',
  // Issue 27: the owner's free-shipping threshold (FreeShippingHint.tsx); their promise, not the platform's.
  'freeShipping.more': 'Add {amount} more for free shipping',
  'freeShipping.reached': 'Your order ships free',
  'freeShipping.progress': 'Progress to free shipping',
  'checkout.button': 'Check out',
  'checkout.working': 'Taking you to checkout…',
  'order.title': 'Thank you for your order',
  // Issue 15 (helper "numbers"): a visitor's or member's token cannot read the order, so no number here.
  'order.placed': 'Your order is placed. Its order number is in the confirmation e-mail the store sends you.',
  'order.dismiss': 'Continue shopping',
  'options.add': 'Add to cart',
  'signin.title': 'Sign in',
  'signin.working': 'Signing in…',
  // Ship to and totals for the destination (issue 15, "Totals for the shopper's destination").
  'shipTo.legend': 'Ship to',
  'shipTo.add': 'Estimate shipping and tax',
  'shipTo.change': 'Change',
  'totals.free': 'Free',
  'totals.taxFor': 'Tax ({place})',
  // Issue 15, members part.
  'signin.backToCart': 'Back to cart',
  // looks (issue 15): the empty state's way back to shopping.
  'cart.continue': 'Continue shopping',
  // Issue 15, the cart a shopper trusts (helper "trust"): Dropcart.checkout() refused while a line needs a fix.
  'checkout.heldBecause': 'Checkout waits until the cart is fixed: {lines}.',
  'checkout.heldRemove': '{name} ({reason}): remove it',
  'checkout.heldReduce': '{name} (only {available} left): reduce it to {available}',
  'totals.held': 'Shipping, tax and the total show once the items above are fixed.',
  'checkout.failed': 'Checkout could not start: {reason}',
  'coupon.applied': 'Coupon {code} applied',
  'coupon.empty': 'Enter a coupon code first.',
  'coupon.notAccepted': 'This coupon cannot be used right now.',
  'totals.failed': 'Totals could not be estimated right now.',
  'totals.announce': 'Estimated total: {total}',
} as const;

/** The parts' halves, each loaded with the part that draws it. */
export const parts: PartTexts = {
  signin: () => import('./en-signin.ts').then((m) => m.texts),
  shipTo: () => import('./en-shipto.ts').then((m) => m.texts),
  options: () => import('./en-options.ts').then((m) => m.texts),
  cards: () => import('./en-cards.ts').then((m) => m.texts),
  coupon: () => import('./en-coupon.ts').then((m) => m.texts),
};
