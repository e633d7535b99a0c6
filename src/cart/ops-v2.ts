// `client.cart` on Current Cart V2 (platform-2026.md §2): the raw V2 calls, their answers normalized.
import type { SessionCore } from '../auth/session.ts';
import { orNull } from '../http/or-null.ts';
import { compact } from '../http/values.ts';
import { createRedirectSession } from '../redirects/redirects.ts';
import type { Address, DeliveryMethodInput } from '../types/cart.ts';
import type { CartV2Response } from '../types/cart-v2.ts';
import { cartFromV2, totalsFromV2 } from './normalize-v2.ts';
import { type CartOps, type LastCart, noCart } from './ops.ts';
import type { CartV2Api } from './v2.ts';

/** An estimate that calculates everything a total shows (every flag defaults to false on the platform). */
const ESTIMATE_FLAGS = {
  calculateDelivery: true,
  calculateAdditionalFees: true,
  calculateTax: true,
  calculateGiftCards: true,
} as const;

const same = (a: Address | undefined, b: Address | undefined) => JSON.stringify(a) === JSON.stringify(b);

export function cartV2Ops(core: SessionCore, raw: CartV2Api, last: LastCart): CartOps {
  const normalized = async (answer: Promise<CartV2Response>) => ({ cart: cartFromV2((await answer).cart) });
  const setMethod = (m: DeliveryMethodInput, signal?: AbortSignal) =>
    raw.setDeliveryMethod({ code: m.code, ...compact({ appId: m.appId ?? m.carrierId }) }, signal);

  const ops: CartOps = {
    get: async (signal) => {
      const answer = await orNull(raw.get(signal));
      return answer && cartFromV2(answer.cart);
    },
    add: ({ lineItems }, signal) => normalized(raw.addLineItems({ catalogItems: lineItems }, signal)),
    async updateQuantities(items, signal) {
      // V2's smallest quantity is 1: a 0 removes the line, as V1 does.
      const removed = items.filter((i) => i.quantity === 0).map((i) => i.id);
      const changed = items
        .filter((i) => i.quantity !== 0)
        .map((i) => ({ lineItemId: i.id, quantity: { newQuantity: i.quantity } }));
      let answer: CartV2Response | undefined;
      if (changed.length > 0 || removed.length === 0) answer = await raw.updateLineItems(changed, signal);
      if (removed.length > 0) answer = await raw.removeLineItems(removed, signal);
      return { cart: cartFromV2((answer as CartV2Response).cart) };
    },
    removeLineItems: (ids, signal) => normalized(raw.removeLineItems(ids, signal)),
    applyCoupon: (code, signal) => normalized(raw.addCoupon(code, signal)),
    async removeCoupon(couponId, signal) {
      // V2 removes a coupon by its id: the one given, else the last cart's, else the cart's as read now.
      let id = couponId ?? last()?.coupon?.id;
      if (!id) {
        const cart = await ops.get(signal);
        if (!cart) throw noCart('removeCoupon');
        if (!cart.coupon) return { cart };
        id = cart.coupon.id;
      }
      return normalized(raw.removeCoupon(id, signal));
    },
    update: ({ buyer, deliveryAddress, billingAddress, note }, signal) =>
      normalized(
        raw.update(
          compact({
            note,
            customerInfo: buyer,
            deliveryInfo: deliveryAddress && { address: deliveryAddress },
            paymentInfo: billingAddress && { billingAddress },
          }),
          signal,
        ),
      ),
    setDeliveryMethod: (method, signal) => normalized(setMethod(method, signal)),
    removeDeliveryMethod: (signal) => normalized(raw.removeDeliveryMethod(signal)),
    addGiftCard: (code, signal) => normalized(raw.addGiftCard({ code }, signal)),
    removeGiftCard: (id, signal) => normalized(raw.removeGiftCard(id, signal)),
    async estimate({ deliveryAddress, deliveryMethod } = {}, signal) {
      // V2 estimates the cart as stored: a destination or method given here is stored first, when new.
      const known = last();
      if (deliveryAddress && !same(deliveryAddress, known?.deliveryAddress))
        await raw.update({ deliveryInfo: { address: deliveryAddress } }, signal);
      if (deliveryMethod && deliveryMethod.code !== known?.deliveryMethod?.code)
        await setMethod(deliveryMethod, signal);
      return totalsFromV2(await raw.estimate(ESTIMATE_FLAGS, signal));
    },
    async checkout({ postFlowUrl, thankYouPageUrl, cartPageUrl, email, deliveryMethod }, signal) {
      // No checkout entity in V2: the cart's id goes to the hosted checkout (an inference, docs/client.md).
      let cartId = last()?.id;
      if (email) cartId = (await raw.update({ customerInfo: { email } }, signal)).cart.id;
      if (deliveryMethod) cartId = (await setMethod(deliveryMethod, signal)).cart.id;
      cartId ??= (await ops.get(signal))?.id;
      if (!cartId) throw noCart('checkout');
      const { redirectSession } = await createRedirectSession(
        core,
        {
          ecomCheckout: { checkoutId: cartId },
          callbacks: { postFlowUrl, ...compact({ thankYouPageUrl, cartPageUrl }) },
        },
        signal,
      );
      return { checkoutId: cartId, redirectSession };
    },
    delete: (signal) => raw.delete(signal),
  };
  return ops;
}
