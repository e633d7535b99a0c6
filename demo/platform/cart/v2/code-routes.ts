// The Current Cart V2 routes that put a code on the caller's open cart or take it off: a coupon, a gift card,
// a delivery method (a shipping rule's code). Each is checked as create checks it (checks.ts); a second one
// of a kind is refused, as a cart holds one.
import { applicationError } from '../../http/errors.ts';
import type { Route } from '../../http/router.ts';
import type { Platform } from '../../platform.ts';
import { v2Checks } from './checks.ts';
import { BASE, currentCartV2 } from './current-cart.ts';
import { objectAt, requiredText } from './input.ts';

export function cartV2CodeRoutes(platform: Platform): Route[] {
  const { change } = currentCartV2(platform);
  const { checkedCoupon, checkedGiftCard, checkedDelivery } = v2Checks(platform);

  return [
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
  ];
}
