// The merchant's cart by id: Cart V1 `POST /ecom/v1/carts/{id}/add-to-cart` (`addToCart` of
// @wix/auto_sdk_ecom_cart) and Cart V2 `POST /ecom/v2/carts/{cartId}/add-line-items` (`addLineItems` of
// @wix/auto_sdk_ecom_cart-v-2). This is how a store's server adds custom line items to a shopper's cart: they
// need a scope a visitor's or member's token has not (custom-lines.ts), and the API key has no current
// cart. Any other caller is refused as a missing scope is (the platform may let a cart's own shopper add
// catalog items by id; nothing here needs that, so the emulator takes the harder answer). docs/emulator.md.
import { applicationError, missingScope } from '../http/errors.ts';
import type { RequestContext, Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { v1Additions } from './add-to-cart.ts';
import { carts, touch } from './store.ts';
import type { StoredCart } from './types.ts';
import { v2Additions } from './v2/additions.ts';
import { cartV2View } from './v2/view.ts';
import { cartView } from './view.ts';

export function cartByIdRoutes(platform: Platform): Route[] {
  const { addToCart } = v1Additions(platform);
  const addedLines = v2Additions(platform);

  /** The cart with the path's id, for the merchant only; one an order was placed from cannot change. */
  const merchantsCart = (ctx: RequestContext, id: string | undefined): StoredCart => {
    if (platform.identify(ctx).kind !== 'merchant') throw missingScope();
    const cart = carts(platform).find((c) => c.id === id);
    if (!cart) throw applicationError(404, 'CART_NOT_FOUND', 'There is no cart with this id');
    if (cart.orderId)
      throw applicationError(428, 'CART_ALREADY_ORDERED', 'An order was already placed from this cart', {
        cartId: cart.id,
        orderId: cart.orderId,
      });
    return cart;
  };

  return [
    {
      method: 'POST',
      path: '/ecom/v1/carts/:id/add-to-cart',
      handler: (ctx) => {
        const cart = merchantsCart(ctx, ctx.params.id);
        const { lines, location } = addToCart(cart, ctx);
        cart.lines = lines;
        if (location) cart.businessLocationId = location;
        touch(platform, cart);
        return { cart: cartView(platform, cart, ctx.baseUrl) };
      },
    },
    {
      method: 'POST',
      path: '/ecom/v2/carts/:cartId/add-line-items',
      handler: (ctx) => {
        const cart = merchantsCart(ctx, ctx.params.cartId);
        cart.lines = addedLines(cart.lines, ctx);
        touch(platform, cart);
        return { cart: cartV2View(platform, cart, ctx.baseUrl) };
      },
    },
  ];
}
