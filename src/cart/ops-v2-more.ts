// The calls of `client.cart` on Current Cart V2 that a page load and a buy click do not make: changing
// quantities and coupons, totals (only an open cart shows them), buyer and delivery details, gift cards, the
// hand-off to checkout and delete. ops-v2.ts loads this on first use, so the widget's first load does not
// carry it (design.md §4).
import type { SessionCore } from '../auth/session.ts';
import { compact } from '../http/values.ts';
import { createRedirectSession } from '../redirects/redirects.ts';
import type { Address, DeliveryMethodInput } from '../types/cart.ts';
import type { CartV2Response } from '../types/cart-v2.ts';
import { memberBuyer } from './member-buyer.ts';
import { cartFromV2, cartAnswerFromV2 as normalized } from './normalize-v2.ts';
import { type CartOps, type LastCart, noCart } from './ops.ts';
import { totalsFromV2 } from './totals-v2.ts';
import type { CartV2Calls } from './v2.ts';

type Destination = { deliveryAddress?: Address; deliveryMethod?: DeliveryMethodInput };

export type MoreCartV2Ops = Pick<
  CartOps,
  | 'updateQuantities'
  | 'removeLineItems'
  | 'applyCoupon'
  | 'removeCoupon'
  | 'estimate'
  | 'update'
  | 'setDeliveryMethod'
  | 'removeDeliveryMethod'
  | 'addGiftCard'
  | 'removeGiftCard'
  | 'checkout'
  | 'delete'
>;

/** An estimate that calculates everything a total shows (every flag defaults to false on the platform). */
const ESTIMATE_FLAGS = {
  calculateDelivery: true,
  calculateTax: true,
  calculateAdditionalFees: true,
  calculateGiftCards: true,
} as const;

/** The fields a shopper gives; the platform may add others to what it stores (names, a formatted line). */
const GIVEN = [
  'country',
  'subdivision',
  'city',
  'postalCode',
  'addressLine',
  'addressLine2',
  'streetAddress',
] as const;
/** Whether the cart already holds this address, so that storing it again is no use. */
const same = (a: Address | undefined, b: Address | undefined) =>
  GIVEN.every((key) => JSON.stringify(a?.[key]) === JSON.stringify(b?.[key]));

// Typed by `satisfies`, not by a return type: go-to-definition on a call of its result lands here.
export function moreCartV2Ops(
  core: SessionCore,
  { call, withCart, estimate }: CartV2Calls,
  last: LastCart,
  get: CartOps['get'],
) {
  const setMethod = (m: DeliveryMethodInput, signal?: AbortSignal) =>
    withCart(
      'POST',
      '/set-delivery-method',
      { deliveryMethod: { code: m.code, ...compact({ appId: m.appId ?? m.carrierId }) } },
      signal,
    );
  const patch = (cart: object, signal?: AbortSignal) => withCart('PATCH', '', { cart }, signal);

  return {
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
        const cart = await get(signal);
        if (!cart) throw noCart('removeCoupon');
        if (!cart.coupon) return { cart };
        id = cart.coupon.id;
      }
      return normalized(withCart('POST', '/remove-coupon', { couponId: id }, signal));
    },
    async estimate({ deliveryAddress, deliveryMethod }: Destination = {}, signal) {
      // V2 estimates the cart as stored: a destination or method given here is stored first, when new.
      const known = last();
      if (deliveryAddress && !same(deliveryAddress, known?.deliveryAddress))
        await patch({ deliveryInfo: { address: deliveryAddress } }, signal);
      if (deliveryMethod && deliveryMethod.code !== known?.deliveryMethod?.code)
        await setMethod(deliveryMethod, signal);
      return totalsFromV2(await estimate(ESTIMATE_FLAGS, signal));
    },
    update: (p, signal) =>
      normalized(
        patch(
          compact({
            note: p.note,
            customerInfo: p.buyer,
            deliveryInfo: p.deliveryAddress && { address: p.deliveryAddress },
            paymentInfo: p.billingAddress && { billingAddress: p.billingAddress },
          }),
          signal,
        ),
      ),
    setDeliveryMethod: (method, signal) => normalized(setMethod(method, signal)),
    removeDeliveryMethod: (signal) => normalized(withCart('POST', '/remove-delivery-method', {}, signal)),
    addGiftCard: (code, signal) =>
      normalized(withCart('POST', '/add-gift-card', { giftCard: { code } }, signal)),
    removeGiftCard: (giftCardId, signal) =>
      normalized(withCart('POST', '/remove-gift-card', { giftCardId }, signal)),
    checkout: async (
      { postFlowUrl, thankYouPageUrl, cartPageUrl, email, deliveryMethod, deliveryAddress },
      signal,
    ) => {
      // No checkout entity in V2: the cart's id goes to the hosted checkout (an inference, docs/client.md).
      // What the hosted checkout should not ask again is stored on the cart first, in one PATCH.
      // A signed-in member's e-mail and saved address go too, unless given or already on the cart.
      const known = last();
      let cartId = known?.id;
      const member =
        (email ?? known?.buyer?.email) && (deliveryAddress ?? known?.deliveryAddress)
          ? {}
          : await memberBuyer(core, signal);
      const buyerEmail = email ?? (known?.buyer?.email ? undefined : member.email);
      const destination = deliveryAddress ?? (known?.deliveryAddress ? undefined : member.address);
      const address = destination && !same(destination, known?.deliveryAddress) ? destination : undefined;
      if (buyerEmail || address)
        cartId = (
          await patch(
            compact({
              customerInfo: buyerEmail && { email: buyerEmail },
              deliveryInfo: address && { address },
            }),
            signal,
          )
        ).cart.id;
      if (deliveryMethod) cartId = (await setMethod(deliveryMethod, signal)).cart.id;
      cartId ??= (await get(signal))?.id;
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
    delete: async (signal) => {
      await call('DELETE', '', undefined, signal);
    },
  } satisfies MoreCartV2Ops;
}
