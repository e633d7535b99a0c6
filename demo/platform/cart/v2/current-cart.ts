// How a Current Cart V2 route finds the caller's cart (routes.ts, code-routes.ts, estimate-routes.ts): who
// the caller is (a visitor refused when `refuseCartV2ForVisitors` is set), their current cart while it is open
// (none is 404, one an order was placed from is 428), and the `{cart}` answer.
import { applicationError, missingScope } from '../../http/errors.ts';
import type { RequestContext } from '../../http/router.ts';
import type { Platform } from '../../platform.ts';
import { cartOwner, findCart, type Owner, touch } from '../store.ts';
import type { StoredCart } from '../types.ts';
import { cartV2View } from './view.ts';
import type { CartAnswer } from './wire.ts';

export const BASE = '/ecom/v2/carts/current';

export const notFound = () =>
  applicationError(404, 'CURRENT_CART_NOT_FOUND', 'There is no current cart: add line items to create one');

export function currentCartV2(platform: Platform) {
  const owner = (ctx: RequestContext): Owner => {
    const who = cartOwner(platform, ctx);
    // Open question 1: a visitor's token may lack Cart V2's scope; refused as a missing scope is.
    if (platform.config.refuseCartV2ForVisitors && !who.buyer.memberId) throw missingScope();
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

  return { owner, openFor, answer, change };
}
