// English texts the first load needs: announcements, errors and toasts. The rest (en-ui.ts) loads with
// the drawer, dialogs and popovers.
export const enCore = {
  'announce.added': '{name} added to cart',
  'announce.updated': 'Cart updated',
  'announce.removed': '{name} removed from cart',
  'checkout.failed': 'Checkout could not start: {reason}',
  'coupon.applied': 'Coupon {code} applied',
  'coupon.empty': 'Enter a coupon code first.',
  'coupon.refused': 'The coupon was not accepted: {reason}',
  'error.network': 'The store could not be reached. Please try again.',
  'error.generic': 'Something went wrong: {reason}',
  'error.rolledBack': 'Your change could not be saved: {reason}',
  'error.outcomeUnknown': 'We could not confirm your change, so the cart now shows what the store has.',
  'network.retrying': 'The store is slow to answer. Trying again…',
  'error.attribute': 'This button is not set up correctly ({attribute}).',
  'error.dismiss': 'Dismiss',
  'line.adding': 'Adding…',
  'options.soldOut': 'Sold out',
  'signin.failed': 'Sign-in failed: {reason}',
  'signin.notStartedHere':
    'A sign-in link that was not started on this page was ignored. You are not signed in.',
  'totals.failed': 'Totals could not be estimated right now.',
} as const;
