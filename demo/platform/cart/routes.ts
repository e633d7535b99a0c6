// Cart V1 (protocol §6.1): `/ecom/v1/carts/current…`, reading and changing the owner's current cart, the
// same stored cart Current Cart V2 serves (v2/routes.ts). Totals and checkout are in checkout-routes.ts.
import { isObj, type JsonObject } from '../catalog/json.ts';
import { validationError, violation } from '../http/errors.ts';
import type { RequestContext, Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { v1Additions } from './add-to-cart.ts';
import { readContactInfo } from './contact.ts';
import { couponProblem, findCoupon, refusesApply, v1CouponRefusal, v1UnknownCoupon } from './coupons.ts';
import { withoutLines, withQuantities } from './edit.ts';
import { readLocationId, readShippingChoice } from './input.ts';
import { priceCart } from './pricing.ts';
import { quantityViolation } from './resolve.ts';
import {
  cartOwner,
  coupons,
  deleteCurrentCart,
  type Owner,
  openCart,
  openOrCreateCart,
  requireV1Cart,
  touch,
} from './store.ts';
import type { AppliedCouponRef, StoredCart, StoredLine } from './types.ts';
import { cartView } from './view.ts';

const BASE = '/ecom/v1/carts/current';

/** `[{id, quantity}]` of update-line-items-quantity, 1 to 100 (the typings); quantity 0 removes the line. */
function readQuantityChanges(input: unknown): Array<{ id: string; quantity: number }> {
  if (!Array.isArray(input) || input.length === 0)
    throw validationError([
      violation('lineItems', 'must be a non-empty array of {id, quantity}', 'MIN_SIZE', { min: 1 }),
    ]);
  if (input.length > 100)
    throw validationError([violation('lineItems', 'at most 100 items at once', 'MAX_SIZE', { max: 100 })]);
  const problems = input.flatMap((item: unknown, i) => {
    const obj = isObj(item) ? item : {};
    const id =
      typeof obj.id === 'string' && obj.id
        ? []
        : [violation(`lineItems[${i}].id`, 'is required', 'REQUIRED_FIELD')];
    const q = quantityViolation(`lineItems[${i}].quantity`, obj.quantity, 0);
    return q ? [...id, q] : id;
  });
  if (problems.length) throw validationError(problems);
  return input.map((item: JsonObject) => ({ id: String(item.id), quantity: item.quantity as number }));
}

export function cartRoutes(platform: Platform): Route[] {
  const answer = (cart: StoredCart, ctx: RequestContext) => ({ cart: cartView(platform, cart, ctx.baseUrl) });

  const { addedLines, withCustomLines, addToCart } = v1Additions(platform);

  /** Checks a coupon against the lines it would apply to; refusals are V1's codes. */
  const checkedCoupon = (code: unknown, owner: Owner, lines: StoredLine[]): AppliedCouponRef => {
    if (typeof code !== 'string' || !code.trim())
      throw validationError([
        violation('couponCode', 'must be a non-empty coupon code', 'MIN_LENGTH', { min: 1 }),
      ]);
    const coupon = findCoupon(coupons(platform), code);
    if (!coupon) throw v1UnknownCoupon(code.trim());
    const subtotal = priceCart(platform, { lines, owner: owner.key }, 'V1').subtotal;
    const problem = couponProblem(coupon, owner.key, subtotal, platform.now());
    if (refusesApply(problem)) throw v1CouponRefusal(coupon, problem);
    return { id: coupon.id, code: coupon.code };
  };

  /** Runs a change on the caller's open cart and answers with the cart. */
  const change = (edit: (cart: StoredCart, ctx: RequestContext) => void) => (ctx: RequestContext) => {
    const cart = requireV1Cart(platform, cartOwner(platform, ctx));
    edit(cart, ctx);
    touch(platform, cart);
    return answer(cart, ctx);
  };

  return [
    {
      method: 'GET',
      path: BASE,
      handler: (ctx) => answer(requireV1Cart(platform, cartOwner(platform, ctx)), ctx),
    },
    {
      method: 'PATCH',
      path: BASE,
      handler: (ctx) => {
        const owner = cartOwner(platform, ctx);
        const p = ctx.payload;
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
        const location = readLocationId(
          isObj(info) ? info.businessLocationId : undefined,
          'cartInfo.businessLocationId',
        );
        const existing = openCart(platform, owner.key);
        const base = existing?.lines ?? [];
        const lines = withCustomLines(
          p.lineItems === undefined ? base : addedLines(base, p.lineItems),
          p.customLineItems,
          ctx,
        );
        const coupon = p.couponCode === undefined ? undefined : checkedCoupon(p.couponCode, owner, lines);
        // Everything is checked: only now may a cart come into being.
        const cart = existing ?? openOrCreateCart(platform, owner);
        cart.lines = lines;
        if (coupon) cart.coupon = coupon;
        if (typeof note === 'string') cart.note = note;
        if (shipping) cart.deliveryMethod = shipping;
        if (contact?.address) cart.deliveryAddress = contact.address;
        if (contact?.contactDetails) cart.buyerDetails = { ...cart.buyerDetails, ...contact.contactDetails };
        if (location) cart.businessLocationId = location;
        touch(platform, cart);
        return answer(cart, ctx);
      },
    },
    {
      method: 'POST',
      path: `${BASE}/add-to-cart`,
      handler: (ctx) => {
        const owner = cartOwner(platform, ctx);
        const existing = openCart(platform, owner.key);
        const { lines, location } = addToCart(existing, ctx);
        const cart = existing ?? openOrCreateCart(platform, owner);
        cart.lines = lines;
        if (location) cart.businessLocationId = location;
        touch(platform, cart);
        return answer(cart, ctx);
      },
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
        cart.lines = withQuantities(platform, cart.lines, readQuantityChanges(ctx.payload.lineItems));
      }),
    },
    {
      method: 'POST',
      path: `${BASE}/remove-coupon`,
      handler: change((cart) => {
        delete cart.coupon;
      }),
    },
    {
      method: 'DELETE',
      path: BASE,
      handler: (ctx) => {
        // Deleting a cart that is not there succeeds, so that a retried delete does too.
        deleteCurrentCart(platform, cartOwner(platform, ctx));
        return {};
      },
    },
  ];
}
