// Abandoned carts (protocol §9.4): a cart with items left untouched for `config.abandonAfterMs` is
// reported once as abandoned; if it is later checked out, it is reported as recovered.
import { carts } from '../cart/store.ts';
import type { StoredCart } from '../cart/types.ts';
import { v1Priced } from '../cart/view.ts';
import { formatUsd } from '../catalog/money.ts';
import { checkoutSessionUrl } from '../checkout/session-url.ts';
import type { Platform } from '../platform.ts';
import { EVENT_TYPES } from './types.ts';

/** How often carts are checked for abandonment in real time (the emulator clock may also jump: index.ts). */
export const ABANDON_CHECK_MS = 200;

export function checkAbandonedCarts(platform: Platform, baseUrl: string): number {
  const now = platform.now();
  let found = 0;
  for (const cart of carts(platform)) {
    if (cart.abandonedDate || cart.orderId || cart.lines.length === 0) continue;
    if (now - Date.parse(cart.updatedDate) < platform.config.abandonAfterMs) continue;
    cart.abandonedDate = new Date(now).toISOString();
    found++;
    const priced = v1Priced(platform, cart);
    platform.emitEvent(EVENT_TYPES.cartAbandoned, {
      cartId: cart.id,
      creationTime: cart.createdDate,
      abandonTime: cart.abandonedDate,
      buyerInfo: cart.buyer.memberId
        ? { memberId: cart.buyer.memberId }
        : { visitorId: cart.buyer.visitorId },
      itemsCount: cart.lines.reduce((sum, l) => sum + l.quantity, 0),
      ...(priced.coupon ? { couponId: priced.coupon.coupon.id } : {}),
      totals: {
        subtotal: priced.subtotal,
        total: priced.subtotalAfterDiscounts,
        formattedSubtotal: formatUsd(priced.subtotal),
        formattedTotal: formatUsd(priced.subtotalAfterDiscounts),
      },
      ...(cart.checkoutId
        ? {
            checkoutId: cart.checkoutId,
            // A link for the buyer (the store mails it): through a checkout session of theirs (access.ts).
            checkoutUrl: checkoutSessionUrl(platform, cart.buyer, cart.checkoutId, baseUrl),
          }
        : {}),
    });
  }
  return found;
}

/** Called when an order is placed from `cart`: an abandoned cart that checks out has been recovered. */
export function reportRecovery(platform: Platform, cart: StoredCart, checkoutId: string): void {
  if (!cart.abandonedDate) return;
  platform.emitEvent(EVENT_TYPES.cartRecovered, {
    cartId: cart.id,
    recoveredTime: new Date(platform.now()).toISOString(),
    creationTime: cart.createdDate,
    abandonedTime: cart.abandonedDate,
    checkoutId,
  });
}
