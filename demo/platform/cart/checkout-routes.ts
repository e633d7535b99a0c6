// `estimate-totals` and `create-checkout` on the current cart (protocol §6.1).
import { randomUUID } from 'node:crypto';
import { validationError, violation } from '../http/errors.ts';
import type { Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { readAddress, readEmail } from './address.ts';
import { membershipOptions } from './benefits.ts';
import { computeTotals, estimateView } from './estimate.ts';
import { CHANNEL_TYPES, readShippingChoice } from './input.ts';
import { cartOwner, checkouts, requireV1Cart, touch } from './store.ts';
import { cartView } from './view.ts';

const BASE = '/ecom/v1/carts/current';

export function cartCheckoutRoutes(platform: Platform): Route[] {
  return [
    {
      method: 'POST',
      path: `${BASE}/estimate-totals`,
      handler: (ctx) => {
        const cart = requireV1Cart(platform, cartOwner(platform, ctx));
        const p = ctx.payload;
        // Without an address in the call, the cart's delivery address is the destination; with neither,
        // the answer has the items' totals only.
        const shippingAddress = readAddress(p.shippingAddress, 'shippingAddress') ?? cart.deliveryAddress;
        readAddress(p.billingAddress, 'billingAddress');
        const choice = readShippingChoice(p.selectedShippingOption, 'selectedShippingOption');
        const totals = computeTotals(platform, {
          lines: cart.lines,
          coupon: cart.coupon,
          owner: cart.owner,
          shippingAddress,
          selectedShippingCode: choice?.code,
          preferredShippingCode: cart.deliveryMethod?.code,
          calculateShipping: p.calculateShipping !== false,
          calculateTax: p.calculateTax !== false,
        });
        const memberships = membershipOptions(
          totals.priced,
          cart.owner,
          platform.now(),
          p.selectedMemberships,
        );
        return { cart: cartView(platform, cart, ctx.baseUrl), ...estimateView(totals, memberships) };
      },
    },
    {
      method: 'POST',
      path: `${BASE}/create-checkout`,
      handler: (ctx) => {
        const owner = cartOwner(platform, ctx);
        const cart = requireV1Cart(platform, owner);
        const p = ctx.payload;
        const channelType = p.channelType ?? 'WEB';
        if (typeof channelType !== 'string' || !CHANNEL_TYPES.includes(channelType))
          throw validationError([
            violation('channelType', `must be one of ${CHANNEL_TYPES.join(', ')}`, 'INVALID_ENUM_VALUE'),
          ]);
        const email = readEmail(p.email, 'email') ?? cart.buyerDetails?.email;
        // Without an address in the call, the cart's contact address is the destination.
        const shippingAddress = readAddress(p.shippingAddress, 'shippingAddress') ?? cart.deliveryAddress;
        const billingAddress = readAddress(p.billingAddress, 'billingAddress');
        const requested = readShippingChoice(p.selectedShippingOption, 'selectedShippingOption');
        if (!cart.lines.length)
          throw validationError([
            violation('cart.lineItems', 'the cart is empty: add an item before checking out', 'MIN_SIZE', {
              min: 1,
            }),
          ]);
        // Checks a requested shipping choice for the destination now rather than on the hosted page; the
        // cart's earlier choice is kept only if it still fits.
        const totals = computeTotals(platform, {
          lines: cart.lines,
          coupon: cart.coupon,
          owner: cart.owner,
          shippingAddress,
          selectedShippingCode: requested?.code,
          preferredShippingCode: cart.deliveryMethod?.code,
        });
        const choice = requested ?? (totals.selected ? { code: totals.selected.code } : undefined);
        const checkout = {
          id: randomUUID(),
          cartId: cart.id,
          owner: owner.key,
          buyer: owner.buyer,
          channelType,
          ...(email ? { email } : {}),
          ...(shippingAddress ? { shippingAddress } : {}),
          ...(billingAddress ? { billingAddress } : {}),
          ...(choice ? { selectedShippingOption: choice } : {}),
          ...(cart.coupon ? { coupon: cart.coupon } : {}),
          lines: structuredClone(cart.lines),
          createdDate: new Date(platform.now()).toISOString(),
        };
        checkouts(platform).push(checkout);
        cart.checkoutId = checkout.id;
        touch(platform, cart);
        return { checkoutId: checkout.id };
      },
    },
  ];
}
