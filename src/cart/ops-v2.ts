// `client.cart` on Current Cart V2 (platform-2026.md §2): the V2 calls, their answers normalized. What a
// storefront does on a page load and a buy click (read, add, change quantities, coupons) is here; the rest
// (totals, buyer and delivery details, gift cards, checkout, delete) loads on first use (ops-v2-more.ts).
import type { SessionCore } from '../auth/session.ts';
import { orNull } from '../http/or-null.ts';
import { onDemand } from '../on-demand.ts';
import type { CartV2Response } from '../types/cart-v2.ts';
import { cartFromV2, cartAnswerFromV2 as normalized } from './normalize-v2.ts';
import { type CartOps, type LastCart, noCart } from './ops.ts';
import type { MoreCartV2Ops } from './ops-v2-more.ts';
import { cartV2Calls } from './v2.ts';

type MoreOp = keyof MoreCartV2Ops;
/** The calls whose code loads on first use (ops-v2-more.ts); typed, so none is missing from `client.cart`. */
const MORE: Record<MoreOp, true> = {
  estimate: true,
  update: true,
  setDeliveryMethod: true,
  removeDeliveryMethod: true,
  addGiftCard: true,
  removeGiftCard: true,
  checkout: true,
  delete: true,
};

export function cartV2Ops(core: SessionCore, last: LastCart): CartOps {
  const calls = cartV2Calls(core);
  const { withCart } = calls;
  const more = onDemand(() =>
    import('./ops-v2-more.ts').then((module) => module.moreCartV2Ops(core, calls, last, ops.get)),
  );

  const ops = {
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
  } satisfies Omit<CartOps, MoreOp> as CartOps;
  for (const name of Object.keys(MORE) as MoreOp[])
    (ops as unknown as Record<MoreOp, unknown>)[name] = async (...args: unknown[]) =>
      ((await more())[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  return ops;
}
