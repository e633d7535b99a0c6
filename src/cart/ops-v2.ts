// `client.cart` on Current Cart V2 (platform-2026.md §2): the V2 calls, their answers normalized. What a
// storefront does on every page (read, add, change quantities, coupons, totals) is here; the rest (buyer
// and delivery details, gift cards, checkout, delete) loads on first use (ops-v2-more.ts).
import type { SessionCore } from '../auth/session.ts';
import { orNull } from '../http/or-null.ts';
import { onDemand } from '../on-demand.ts';
import type { CartV2Response } from '../types/cart-v2.ts';
import { cartFromV2, cartAnswerFromV2 as normalized, totalsFromV2 } from './normalize-v2.ts';
import { type CartOps, type LastCart, noCart } from './ops.ts';
import { cartV2Calls } from './v2.ts';

/** An estimate that calculates everything a total shows (every flag defaults to false on the platform). */
const ESTIMATE_FLAGS = {
  calculateDelivery: true,
  calculateAdditionalFees: true,
  calculateTax: true,
  calculateGiftCards: true,
} as const;

export function cartV2Ops(core: SessionCore, last: LastCart): CartOps {
  const calls = cartV2Calls(core);
  const { withCart } = calls;
  const more = onDemand(() =>
    import('./ops-v2-more.ts').then((module) => module.moreCartV2Ops(core, calls, last, ops.get)),
  );

  const ops: CartOps = {
    get: async (signal) => {
      const answer = await orNull(withCart('GET', '', undefined, signal));
      return answer && cartFromV2(answer.cart);
    },
    add: ({ lineItems }, signal) =>
      normalized(withCart('POST', '/add-line-items', { catalogItems: lineItems }, signal)),
    async updateQuantities(items, signal) {
      // V2's smallest quantity is 1: a 0 removes the line, as V1 does.
      const removed = items.filter((i) => i.quantity === 0).map((i) => i.id);
      const lineItems = items
        .filter((i) => i.quantity !== 0)
        .map((i) => ({ lineItemId: i.id, quantity: { newQuantity: i.quantity } }));
      let answer: CartV2Response | undefined;
      if (lineItems.length > 0 || removed.length === 0)
        answer = await withCart('POST', '/update-line-items', { lineItems }, signal);
      if (removed.length > 0)
        answer = await withCart('POST', '/remove-line-items', { lineItemIds: removed }, signal);
      return { cart: cartFromV2((answer as CartV2Response).cart) };
    },
    removeLineItems: (lineItemIds, signal) =>
      normalized(withCart('POST', '/remove-line-items', { lineItemIds }, signal)),
    applyCoupon: (code, signal) => normalized(withCart('POST', '/add-coupon', { coupon: { code } }, signal)),
    async removeCoupon(couponId, signal) {
      // V2 removes a coupon by its id: the one given, else the last cart's, else the cart's as read now.
      let id = couponId ?? last()?.coupon?.id;
      if (!id) {
        const cart = await ops.get(signal);
        if (!cart) throw noCart('removeCoupon');
        if (!cart.coupon) return { cart };
        id = cart.coupon.id;
      }
      return normalized(withCart('POST', '/remove-coupon', { couponId: id }, signal));
    },
    async estimate(destination = {}, signal) {
      // V2 estimates the cart as stored: a destination or method given here is stored first, when new.
      if (destination.deliveryAddress || destination.deliveryMethod)
        await (await more()).storeDestination(destination, signal);
      return totalsFromV2(await calls.estimate(ESTIMATE_FLAGS, signal));
    },
    update: async (p, signal) => (await more()).update(p, signal),
    setDeliveryMethod: async (method, signal) => (await more()).setDeliveryMethod(method, signal),
    removeDeliveryMethod: async (signal) => (await more()).removeDeliveryMethod(signal),
    addGiftCard: async (code, signal) => (await more()).addGiftCard(code, signal),
    removeGiftCard: async (id, signal) => (await more()).removeGiftCard(id, signal),
    checkout: async (p, signal) => (await more()).checkout(p, signal),
    delete: async (signal) => (await more()).delete(signal),
  };
  return ops;
}
