// What one cart generation does for the generation-independent `client.cart` (docs/client.md): implemented
// by ops-v1.ts and ops-v2.ts over the raw adapters, chosen per call (with the V2→V1 fallback) by cart.ts.
import { DropcartError } from '../errors/dropcart-error.ts';
import type { Cart } from '../types/cart.ts';
import type { CartApi } from './cart-api.ts';

/** The calls of `client.cart` that each generation answers (which one is in use is cart.ts's to say). */
export type CartOps = Omit<CartApi, 'api' | 'onChangedElsewhere'>;

/** The cart this client saw last (from any call), for the calls that need its id, coupon or address. */
export type LastCart = () => Cart | undefined;

/** A call that needs a cart when there is none. */
export const noCart = (operation: string) =>
  new DropcartError(`${operation}: there is no current cart (add something first)`, 'NO_CART');
