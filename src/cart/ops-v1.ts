// `client.cart` on Cart V1 (protocol §6.1): the raw V1 calls, their answers normalized. V1 is removed by
// the platform on 2027-02-01; what it never had (gift cards, clearing the delivery method) is refused here.
import type { SessionCore } from '../auth/session.ts';
import { DropcartError } from '../errors/dropcart-error.ts';
import { orNull } from '../http/or-null.ts';
import { compact } from '../http/values.ts';
import { createRedirectSession } from '../redirects/redirects.ts';
import type { CartV1 } from '../types/commerce.ts';
import { CART_V1_REMOVAL_DATE } from './generation.ts';
import { memberBuyer } from './member-buyer.ts';
import { cartFromV1, totalsFromV1 } from './normalize-v1.ts';
import type { CartOps } from './ops.ts';
import { type CartV1Api, createCartV1Api } from './v1.ts';

const notOnV1 = (operation: string) => () =>
  Promise.reject(
    new DropcartError(
      `${operation} needs Cart V2: Cart V1 has no such call (this client uses V1, by its cartApi option or after V2 refused its token)`,
      'NOT_SUPPORTED_ON_CART_V1',
    ),
  );

const shippingOption = (m: { code: string; carrierId?: string; appId?: string } | undefined) =>
  m && { code: m.code, ...compact({ carrierId: m.carrierId ?? m.appId }) };

/** Tells the developer, once per client, that Cart V2 refused a visitor and V1 answered instead. */
export function warnV1Fallback(core: SessionCore): void {
  core.platform.console.warn(
    `[dropcart] Cart V2 refused this visitor's token (403), so client ${core.clientId} uses Cart V1 from now on. ` +
      `The platform removes Cart V1 on ${CART_V1_REMOVAL_DATE}: give the site's visitors access to Cart V2.`,
  );
}

export function cartV1Ops(core: SessionCore, raw: CartV1Api = createCartV1Api(core)): CartOps {
  const normalized = async (answer: Promise<{ cart: CartV1 }>) => ({ cart: cartFromV1((await answer).cart) });
  const patched = async (answer: Promise<CartV1>) => ({ cart: cartFromV1(await answer) });
  return {
    get: async (signal) => {
      const cart = await orNull(raw.get(signal));
      return cart && cartFromV1(cart);
    },
    add: ({ lineItems }, signal) => normalized(raw.add({ lineItems }, signal)),
    updateQuantities: (items, signal) => normalized(raw.updateQuantities(items, signal)),
    removeLineItems: (ids, signal) => normalized(raw.removeLineItems(ids, signal)),
    applyCoupon: (code, signal) => patched(raw.update({ couponCode: code }, signal)),
    removeCoupon: (_couponId, signal) => normalized(raw.removeCoupon(signal)),
    update: ({ buyer, deliveryAddress, note }, signal) => {
      const details = compact({
        firstName: buyer?.firstName,
        lastName: buyer?.lastName,
        phone: buyer?.phone,
      });
      const contactInfo = compact({
        address: deliveryAddress,
        contactDetails: Object.keys(details).length > 0 ? details : undefined,
      });
      const cartInfo = compact({
        buyerNote: note,
        buyerInfo: buyer?.email ? { email: buyer.email } : undefined,
        contactInfo: Object.keys(contactInfo).length > 0 ? contactInfo : undefined,
      });
      return patched(raw.update({ cartInfo }, signal));
    },
    setDeliveryMethod: (method, signal) =>
      patched(raw.update({ cartInfo: { selectedShippingOption: shippingOption(method) } }, signal)),
    removeDeliveryMethod: notOnV1('removeDeliveryMethod'),
    addGiftCard: notOnV1('addGiftCard'),
    removeGiftCard: notOnV1('removeGiftCard'),
    async estimate({ deliveryAddress, deliveryMethod } = {}, signal) {
      const answer = await raw.estimateTotals(
        {
          calculateShipping: true,
          calculateTax: true,
          ...compact({
            shippingAddress: deliveryAddress,
            selectedShippingOption: shippingOption(deliveryMethod),
          }),
        },
        signal,
      );
      return totalsFromV1(answer, Boolean(deliveryAddress ?? answer.cart.contactInfo?.address));
    },
    async checkout(
      { postFlowUrl, thankYouPageUrl, cartPageUrl, email, deliveryMethod, deliveryAddress },
      signal,
    ) {
      // A signed-in member's e-mail and saved address, unless given: create-checkout takes both.
      const member = email && deliveryAddress ? {} : await memberBuyer(core, signal);
      const { checkoutId } = await raw.createCheckout(
        {
          channelType: 'WEB',
          ...compact({
            email: email ?? member.email,
            shippingAddress: deliveryAddress ?? member.address,
            selectedShippingOption: shippingOption(deliveryMethod),
          }),
        },
        signal,
      );
      const { redirectSession } = await createRedirectSession(
        core,
        {
          ecomCheckout: { checkoutId },
          callbacks: { postFlowUrl, ...compact({ thankYouPageUrl, cartPageUrl }) },
        },
        signal,
      );
      return { checkoutId, redirectSession };
    },
    delete: (signal) => raw.delete(signal),
  };
}
