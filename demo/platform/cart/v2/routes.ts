// Current Cart V2 (platform-2026.md §2.1): `/ecom/v2/carts/current…`, on the same stored cart as Cart V1.
// Every answer is `{cart}` or `{cart, summary}`; declared application errors follow §2.5's status split
// (input shape 400, state 428). `GET /ecom/v2/carts/{cartId}` (cartV2.getCart) reads one of the caller's
// carts by id, so a cart an order was placed from can still be seen (`orderPlaced`, `orderId`).
import type { JsonObject } from '../../catalog/json.ts';
import { applicationError, PlatformError, validationError, violation } from '../../http/errors.ts';
import type { RequestContext, Route } from '../../http/router.ts';
import type { Platform } from '../../platform.ts';
import { refreshedLines, withoutLines } from '../edit.ts';
import { readItems } from '../resolve.ts';
import {
  cartOwner,
  carts,
  createCart,
  deleteCurrentCart,
  findCart,
  type Owner,
  openOrCreateCart,
  touch,
} from '../store.ts';
import type { StoredCart, StoredLine } from '../types.ts';
import { onlyCode, v2Checks } from './checks.ts';
import { objectAt, readCartPatch, readEstimateFlags, readLineUpdates, requiredText } from './input.ts';
import { v2AddedLines, v2Quantities } from './refusals.ts';
import { type SummaryFlags, summarize } from './summary.ts';
import { cartV2View, v2Priced } from './view.ts';
import type { CartAnswer, CartWithSummary } from './wire.ts';

const BASE = '/ecom/v2/carts/current';

const notFound = () =>
  applicationError(404, 'CURRENT_CART_NOT_FOUND', 'There is no current cart: add line items to create one');

/**
 * The refusal of `refuseCartV2ForVisitors` (open question 1): a 403 with no code and no description, the form
 * a missing permission scope would take and the hardest for a client to tell apart from any other 403.
 */
const visitorRefused = () => new PlatformError(403, { message: '', details: {} });

export function cartV2Routes(platform: Platform): Route[] {
  const owner = (ctx: RequestContext): Owner => {
    const who = cartOwner(platform, ctx);
    if (platform.config.refuseCartV2ForVisitors && !who.buyer.memberId) throw visitorRefused();
    return who;
  };

  /** The owner's current cart, open: none is 404, one an order was placed from is 428. */
  const openFor = (who: Owner): StoredCart => {
    const cart = findCart(platform, who.key);
    if (!cart) throw notFound();
    if (cart.orderId)
      throw applicationError(428, 'CART_ALREADY_ORDERED', 'An order was already placed from this cart', {
        cartId: cart.id,
        orderId: cart.orderId,
      });
    return cart;
  };

  const answer = (cart: StoredCart, ctx: RequestContext): CartAnswer => ({
    cart: cartV2View(platform, cart, ctx.baseUrl),
  });

  /** Runs a change on the caller's open cart and answers `{cart}`. */
  const change = (edit: (cart: StoredCart, ctx: RequestContext) => void) => (ctx: RequestContext) => {
    const cart = openFor(owner(ctx));
    edit(cart, ctx);
    touch(platform, cart);
    return answer(cart, ctx);
  };

  const addedLines = (lines: StoredLine[], payload: JsonObject): StoredLine[] => {
    const custom = payload.customItems;
    if (Array.isArray(custom) && custom.length)
      throw validationError([
        violation('customItems', 'are not supported by this store: add catalog items', 'FIELD_NOT_ALLOWED'),
      ]);
    const items = payload.catalogItems;
    if (items === undefined || (Array.isArray(items) && items.length === 0))
      throw applicationError(400, 'NO_LINE_ITEMS_TO_ADD', 'Give catalogItems to add');
    return v2AddedLines(platform, lines, readItems(items, 'catalogItems'));
  };

  const { checkedCoupon, checkedGiftCard, checkedDelivery } = v2Checks(platform);

  const estimate = (ctx: RequestContext, flags: SummaryFlags & { refreshCart: boolean }): CartWithSummary => {
    const cart = openFor(owner(ctx));
    if (flags.refreshCart) {
      cart.lines = refreshedLines(platform, cart.lines);
      touch(platform, cart);
    }
    const priced = v2Priced(platform, cart);
    return {
      cart: cartV2View(platform, cart, ctx.baseUrl, priced),
      summary: summarize(platform, cart, priced, flags),
    };
  };

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
        const lines = p.catalogItems === undefined && p.customItems === undefined ? [] : addedLines([], p);
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
        const lines = addedLines(existing && !existing.orderId ? existing.lines : [], ctx.payload);
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
    {
      method: 'POST',
      path: `${BASE}/add-coupon`,
      handler: change((cart, ctx) => {
        const code = requiredText(objectAt(ctx.payload, 'coupon', 'coupon'), 'code', 'coupon.code');
        if (cart.coupon?.code === code.toUpperCase())
          throw applicationError(428, 'COUPON_ALREADY_EXISTS', 'This coupon is already applied', {
            couponCode: cart.coupon.code,
          });
        if (cart.coupon)
          throw applicationError(
            400,
            'MAX_COUPONS_PER_CART_EXCEEDED',
            'A cart holds one coupon: remove it first',
          );
        cart.coupon = checkedCoupon(code, { key: cart.owner, buyer: cart.buyer }, cart.lines);
      }),
    },
    {
      method: 'POST',
      path: `${BASE}/remove-coupon`,
      handler: change((cart, ctx) => {
        const couponId = requiredText(ctx.payload, 'couponId', 'couponId');
        if (cart.coupon?.id !== couponId)
          throw applicationError(428, 'COUPON_NOT_FOUND_IN_CART', 'The cart has no coupon with this id', {
            couponId,
          });
        delete cart.coupon;
      }),
    },
    {
      method: 'POST',
      path: `${BASE}/add-gift-card`,
      handler: change((cart, ctx) => {
        const code = requiredText(objectAt(ctx.payload, 'giftCard', 'giftCard'), 'code', 'giftCard.code');
        if (cart.giftCard?.code === code.toUpperCase())
          throw applicationError(428, 'GIFT_CARD_ALREADY_EXISTS', 'This gift card is already on the cart', {
            giftCardCode: cart.giftCard.code,
          });
        if (cart.giftCard)
          throw applicationError(400, 'MAX_GIFT_CARDS_PER_CART_EXCEEDED', 'A cart holds one gift card');
        cart.giftCard = checkedGiftCard(code);
      }),
    },
    {
      method: 'POST',
      path: `${BASE}/remove-gift-card`,
      handler: change((cart, ctx) => {
        const giftCardId = requiredText(ctx.payload, 'giftCardId', 'giftCardId');
        if (cart.giftCard?.id !== giftCardId)
          throw applicationError(
            428,
            'GIFT_CARD_NOT_FOUND_IN_CART',
            'The cart has no gift card with this id',
            {
              giftCardId,
            },
          );
        delete cart.giftCard;
      }),
    },
    {
      method: 'POST',
      path: `${BASE}/set-delivery-method`,
      handler: change((cart, ctx) => {
        cart.deliveryMethod = checkedDelivery(
          objectAt(ctx.payload, 'deliveryMethod', 'deliveryMethod'),
          cart,
        );
      }),
    },
    {
      method: 'POST',
      path: `${BASE}/remove-delivery-method`,
      handler: change((cart) => {
        delete cart.deliveryMethod;
      }),
    },
    {
      method: 'PATCH',
      path: BASE,
      handler: change((cart, ctx) => {
        const patch = readCartPatch(ctx.payload);
        if (patch.note !== undefined) cart.note = patch.note;
        if (patch.buyerDetails) cart.buyerDetails = { ...cart.buyerDetails, ...patch.buyerDetails };
        if (patch.deliveryAddress) cart.deliveryAddress = patch.deliveryAddress;
        if (patch.billingAddress) cart.billingAddress = patch.billingAddress;
      }),
    },
    {
      method: 'POST',
      path: `${BASE}/estimate`,
      handler: (ctx) => estimate(ctx, readEstimateFlags(ctx.payload)),
    },
    {
      method: 'POST',
      path: `${BASE}/calculate`,
      handler: (ctx) =>
        estimate(ctx, {
          refreshCart: ctx.payload.refreshCart === true,
          calculateDelivery: true,
          calculateTax: true,
          calculateGiftCards: true,
          validate: true,
        }),
    },
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
