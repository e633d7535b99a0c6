// `client.cartV2`: Current Cart V2's raw adapter (createClient only), on the calls client.cart also uses
// (v2.ts). Apart from v2.ts so that the widget, which uses only those calls, carries none of this.

import type { SessionCore } from '../auth/session.ts';
import type { CartItemInput } from '../types/cart.ts';
import type { CartV2Patch, EstimateCartV2Options } from '../types/cart-v2.ts';
import type { CustomItemInput } from '../types/custom-items.ts';
import { explainCustomLinesRefusal } from './custom-lines.ts';
import { type CartV2Api, cartV2Calls } from './v2.ts';

export function createCartV2Api(core: SessionCore): CartV2Api {
  const { call, withCart, estimate } = cartV2Calls(core);
  return {
    get: (signal?: AbortSignal) => withCart('GET', '', undefined, signal),
    addLineItems: (
      p: { catalogItems?: CartItemInput[]; customItems?: CustomItemInput[] },
      signal?: AbortSignal,
    ) =>
      explainCustomLinesRefusal(
        withCart('POST', '/add-line-items', p, signal),
        'cartV2.addLineItems with customItems',
        p.customItems,
        'carts.addLineItemsV2',
      ),
    updateLineItems: (
      lineItems: Array<{ lineItemId: string; quantity: { newQuantity: number } }>,
      signal?: AbortSignal,
    ) => withCart('POST', '/update-line-items', { lineItems }, signal),
    removeLineItems: (lineItemIds: string[], signal?: AbortSignal) =>
      withCart('POST', '/remove-line-items', { lineItemIds }, signal),
    addCoupon: (code: string, signal?: AbortSignal) =>
      withCart('POST', '/add-coupon', { coupon: { code } }, signal),
    removeCoupon: (couponId: string, signal?: AbortSignal) =>
      withCart('POST', '/remove-coupon', { couponId }, signal),
    addGiftCard: (giftCard: { code: string; redeemAmount?: string }, signal?: AbortSignal) =>
      withCart('POST', '/add-gift-card', { giftCard }, signal),
    removeGiftCard: (giftCardId: string, signal?: AbortSignal) =>
      withCart('POST', '/remove-gift-card', { giftCardId }, signal),
    setDeliveryMethod: (deliveryMethod: { code: string; appId?: string }, signal?: AbortSignal) =>
      withCart('POST', '/set-delivery-method', { deliveryMethod }, signal),
    removeDeliveryMethod: (signal?: AbortSignal) => withCart('POST', '/remove-delivery-method', {}, signal),
    update: (cart: CartV2Patch, signal?: AbortSignal) => withCart('PATCH', '', { cart }, signal),
    estimate: (options: EstimateCartV2Options = {}, signal?: AbortSignal) => estimate(options, signal),
    delete: async (signal?: AbortSignal): Promise<void> => {
      await call('DELETE', '', undefined, signal);
    },
  };
}
