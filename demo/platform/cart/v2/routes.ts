// Current Cart V2 (platform-2026.md §2.1): `/ecom/v2/carts/current…`, on the same stored cart as Cart V1.
// Every answer is `{cart}` or `{cart, summary}`; declared application errors follow §2.5's status split
// (input shape 400, state 428). `GET /ecom/v2/carts/{cartId}` (cartV2.getCart) reads one of the caller's
// carts by id, so a cart an order was placed from can still be seen (`orderPlaced`, `orderId`). This file
// serves the cart itself and its lines; a coupon, gift card or delivery method is code-routes.ts, the totals
// estimate-routes.ts (spliced in below in the order the routes always had).
import { applicationError } from '../../http/errors.ts';
import type { Route } from '../../http/router.ts';
import type { Platform } from '../../platform.ts';
import { refreshedLines, withoutLines } from '../edit.ts';
import { carts, createCart, deleteCurrentCart, findCart, openOrCreateCart, touch } from '../store.ts';
import { v2Additions } from './additions.ts';
import { onlyCode, v2Checks } from './checks.ts';
import { cartV2CodeRoutes } from './code-routes.ts';
import { BASE, currentCartV2, notFound } from './current-cart.ts';
import { cartV2EstimateRoutes } from './estimate-routes.ts';
import { objectAt, readCartPatch, readLineUpdates } from './input.ts';
import { v2Quantities } from './refusals.ts';

export function cartV2Routes(platform: Platform): Route[] {
  const { owner, answer, change } = currentCartV2(platform);

  const addedLines = v2Additions(platform);

  const { checkedCoupon, checkedGiftCard, checkedDelivery } = v2Checks(platform);

  return [
    {
      method: 'GET',
      path: BASE,
      handler: (ctx) => {
        const cart = findCart(platform, owner(ctx).key);
        // A cart an order was placed from is no longer current (open question 8).
        if (!cart || cart.orderId) throw notFound();
        return answer(cart, ctx);
      },
    },
    {
      method: 'POST',
      path: BASE,
      handler: (ctx) => {
        const who = owner(ctx);
        const p = ctx.payload;
        const lines = p.catalogItems === undefined && p.customItems === undefined ? [] : addedLines([], ctx);
        const patch = p.cart === undefined ? {} : readCartPatch(p);
        const couponCode = onlyCode(p.coupons, 'coupons', 'MAX_COUPONS_PER_CART_EXCEEDED');
        const coupon = couponCode === undefined ? undefined : checkedCoupon(couponCode, who, lines);
        const cardCode = onlyCode(p.giftCards, 'giftCards', 'MAX_GIFT_CARDS_PER_CART_EXCEEDED');
        const giftCard = cardCode === undefined ? undefined : checkedGiftCard(cardCode);
        const deliveryMethod =
          p.deliveryMethod === undefined
            ? undefined
            : checkedDelivery(objectAt(p, 'deliveryMethod', 'deliveryMethod'), {
                lines,
                owner: who.key,
                coupon,
                deliveryAddress: patch.deliveryAddress,
              });
        // Everything is checked: the new cart takes the place of the current one.
        const cart = createCart(platform, who);
        cart.lines = lines;
        if (patch.note !== undefined) cart.note = patch.note;
        if (patch.buyerDetails) cart.buyerDetails = patch.buyerDetails;
        if (patch.deliveryAddress) cart.deliveryAddress = patch.deliveryAddress;
        if (patch.billingAddress) cart.billingAddress = patch.billingAddress;
        if (patch.locationId) cart.businessLocationId = patch.locationId;
        if (coupon) cart.coupon = coupon;
        if (giftCard) cart.giftCard = giftCard;
        if (deliveryMethod) cart.deliveryMethod = deliveryMethod;
        touch(platform, cart);
        return answer(cart, ctx);
      },
    },
    {
      method: 'POST',
      path: `${BASE}/add-line-items`,
      handler: (ctx) => {
        const who = owner(ctx);
        const existing = findCart(platform, who.key);
        const lines = addedLines(existing && !existing.orderId ? existing.lines : [], ctx);
        const cart = openOrCreateCart(platform, who);
        cart.lines = lines;
        touch(platform, cart);
        return answer(cart, ctx);
      },
    },
    {
      method: 'POST',
      path: `${BASE}/update-line-items`,
      handler: change((cart, ctx) => {
        cart.lines = v2Quantities(platform, cart.lines, readLineUpdates(ctx.payload.lineItems));
      }),
    },
    {
      method: 'POST',
      path: `${BASE}/remove-line-items`,
      handler: change((cart, ctx) => {
        cart.lines = withoutLines(cart.lines, ctx.payload.lineItemIds);
      }),
    },
    ...cartV2CodeRoutes(platform),
    {
      method: 'PATCH',
      path: BASE,
      handler: change((cart, ctx) => {
        const patch = readCartPatch(ctx.payload);
        if (patch.note !== undefined) cart.note = patch.note;
        if (patch.buyerDetails) cart.buyerDetails = { ...cart.buyerDetails, ...patch.buyerDetails };
        if (patch.deliveryAddress) cart.deliveryAddress = patch.deliveryAddress;
        if (patch.billingAddress) cart.billingAddress = patch.billingAddress;
        if (patch.locationId) cart.businessLocationId = patch.locationId;
      }),
    },
    ...cartV2EstimateRoutes(platform),
    {
      method: 'POST',
      path: `${BASE}/refresh`,
      handler: change((cart) => {
        cart.lines = refreshedLines(platform, cart.lines);
      }),
    },
    {
      method: 'DELETE',
      path: BASE,
      handler: (ctx) => {
        // Deleting a cart that is not there succeeds, so that a retried delete does too.
        deleteCurrentCart(platform, owner(ctx));
        return {};
      },
    },
    {
      method: 'GET',
      path: '/ecom/v2/carts/:cartId',
      handler: (ctx) => {
        const who = owner(ctx);
        const cart = carts(platform).find((c) => c.id === ctx.params.cartId && c.owner === who.key);
        if (!cart) throw applicationError(404, 'CART_NOT_FOUND', 'There is no cart of yours with this id');
        return answer(cart, ctx);
      },
    },
  ];
}
