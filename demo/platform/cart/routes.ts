// The current cart (protocol §6.1): `/ecom/v1/carts/current…`: reading and changing it. Totals and
// checkout are in checkout-routes.ts.

import { randomUUID } from 'node:crypto';
import { isObj, type JsonObject } from '../catalog/json.ts';
import { validationError, violation } from '../http/errors.ts';
import type { RequestContext, Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { readContactInfo } from './contact.ts';
import { couponProblem, findCoupon, unknownCoupon } from './coupons.ts';
import { withAddedItems, withoutLines, withQuantities } from './edit.ts';
import { readShippingChoice } from './input.ts';
import { priceCart } from './pricing.ts';
import { resolveLineItems } from './resolve.ts';
import { cartOwner, carts, coupons, findCart, type Owner, requireCart, touch } from './store.ts';
import type { StoredCart, StoredLine } from './types.ts';
import { cartView } from './view.ts';

const BASE = '/ecom/v1/carts/current';

function rejectCustomLines(payload: JsonObject): void {
  if (Array.isArray(payload.customLineItems) && payload.customLineItems.length)
    throw validationError([
      violation(
        'customLineItems',
        'are not supported by this store: add catalog items with lineItems',
        'FIELD_NOT_ALLOWED',
      ),
    ]);
}

export function cartRoutes(platform: Platform): Route[] {
  const answer = (cart: StoredCart, ctx: RequestContext) => ({ cart: cartView(platform, cart, ctx.baseUrl) });

  const getOrCreate = (owner: Owner): StoredCart => {
    const existing = findCart(platform, owner.key);
    if (existing) return existing;
    const now = new Date(platform.now()).toISOString();
    const cart: StoredCart = {
      id: randomUUID(),
      owner: owner.key,
      buyer: owner.buyer,
      lines: [],
      createdDate: now,
      updatedDate: now,
      revision: 0,
    };
    carts(platform).push(cart);
    return cart;
  };

  /** Checks a coupon against the lines it would apply to; returns the code as the store spells it. */
  const checkedCoupon = (code: unknown, lines: StoredLine[]): string => {
    if (typeof code !== 'string' || !code.trim())
      throw validationError([
        violation('couponCode', 'must be a non-empty coupon code', 'MIN_LENGTH', { min: 1 }),
      ]);
    const coupon = findCoupon(coupons(platform), code);
    if (!coupon) throw unknownCoupon(code.trim());
    const problem = couponProblem(coupon, priceCart(platform, lines, undefined).subtotal, platform.now());
    if (problem) throw problem;
    return coupon.code;
  };

  /** Runs a change on the caller's cart and answers with the cart. */
  const change =
    (edit: (cart: StoredCart, ctx: RequestContext) => void, create = false) =>
    (ctx: RequestContext) => {
      const owner = cartOwner(platform, ctx);
      const cart = create ? getOrCreate(owner) : requireCart(platform, owner);
      try {
        edit(cart, ctx);
      } catch (error) {
        // A cart created for a refused request would be an empty cart the caller never asked for.
        if (create && cart.revision === 0) carts(platform).splice(carts(platform).indexOf(cart), 1);
        throw error;
      }
      touch(platform, cart);
      return answer(cart, ctx);
    };

  return [
    {
      method: 'GET',
      path: BASE,
      handler: (ctx) => answer(requireCart(platform, cartOwner(platform, ctx)), ctx),
    },
    {
      method: 'PATCH',
      path: BASE,
      handler: change((cart, ctx) => {
        const p = ctx.payload;
        rejectCustomLines(p);
        const info = p.cartInfo;
        if (info !== undefined && info !== null && !isObj(info))
          throw validationError([violation('cartInfo', 'must be an object', 'FORMAT')]);
        const note = isObj(info) ? info.buyerNote : undefined;
        if (note !== undefined && (typeof note !== 'string' || note.length > 1000))
          throw validationError([
            violation('cartInfo.buyerNote', 'must be a string of at most 1000 characters', 'MAX_LENGTH', {
              max: 1000,
            }),
          ]);
        const shipping = readShippingChoice(
          isObj(info) ? info.selectedShippingOption : undefined,
          'cartInfo.selectedShippingOption',
        );
        const contact = readContactInfo(isObj(info) ? info.contactInfo : undefined, 'cartInfo.contactInfo');
        const lines =
          p.lineItems === undefined
            ? cart.lines
            : withAddedItems(cart.lines, resolveLineItems(platform, p.lineItems));
        const code = p.couponCode === undefined ? undefined : checkedCoupon(p.couponCode, lines);
        cart.lines = lines;
        if (code) cart.couponCode = code;
        if (typeof note === 'string') cart.buyerNote = note;
        if (shipping) cart.selectedShippingOption = shipping;
        if (contact) cart.contactInfo = contact;
      }, true),
    },
    {
      method: 'POST',
      path: `${BASE}/add-to-cart`,
      handler: change((cart, ctx) => {
        rejectCustomLines(ctx.payload);
        cart.lines = withAddedItems(cart.lines, resolveLineItems(platform, ctx.payload.lineItems));
      }, true),
    },
    {
      method: 'POST',
      path: `${BASE}/remove-line-items`,
      handler: change((cart, ctx) => {
        cart.lines = withoutLines(cart.lines, ctx.payload.lineItemIds);
      }),
    },
    {
      method: 'POST',
      path: `${BASE}/update-line-items-quantity`,
      handler: change((cart, ctx) => {
        cart.lines = withQuantities(platform, cart.lines, ctx.payload.lineItems);
      }),
    },
    {
      method: 'POST',
      path: `${BASE}/remove-coupon`,
      handler: change((cart) => {
        delete cart.couponCode;
      }),
    },
    {
      method: 'DELETE',
      path: BASE,
      handler: (ctx) => {
        const cart = findCart(platform, cartOwner(platform, ctx).key);
        // Deleting a cart that is not there succeeds, so that a retried delete does too.
        if (cart) carts(platform).splice(carts(platform).indexOf(cart), 1);
        platform.state.changed();
        return {};
      },
    },
  ];
}
