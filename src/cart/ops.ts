// What one cart generation does for the generation-independent `client.cart` (CLIENT-API.md): implemented
// by ops-v1.ts and ops-v2.ts over the raw adapters, chosen per call (with the V2→V1 fallback) by cart.ts.
import { DropcartError } from '../errors/dropcart-error.ts';
import type {
  Address,
  Cart,
  CartItemInput,
  CartTotals,
  CartUpdate,
  CheckoutInput,
  DeliveryMethodInput,
} from '../types/cart.ts';
import type { RedirectSession } from '../types/redirects.ts';

type Signal = AbortSignal | undefined;

export interface CartOps {
  get(signal?: Signal): Promise<Cart | null>;
  add(p: { lineItems: CartItemInput[] }, signal?: Signal): Promise<{ cart: Cart }>;
  updateQuantities(items: Array<{ id: string; quantity: number }>, signal?: Signal): Promise<{ cart: Cart }>;
  removeLineItems(ids: string[], signal?: Signal): Promise<{ cart: Cart }>;
  applyCoupon(code: string, signal?: Signal): Promise<{ cart: Cart }>;
  removeCoupon(couponId?: string, signal?: Signal): Promise<{ cart: Cart }>;
  update(p: CartUpdate, signal?: Signal): Promise<{ cart: Cart }>;
  setDeliveryMethod(method: DeliveryMethodInput, signal?: Signal): Promise<{ cart: Cart }>;
  removeDeliveryMethod(signal?: Signal): Promise<{ cart: Cart }>;
  addGiftCard(code: string, signal?: Signal): Promise<{ cart: Cart }>;
  removeGiftCard(id: string, signal?: Signal): Promise<{ cart: Cart }>;
  estimate(
    p?: { deliveryAddress?: Address; deliveryMethod?: DeliveryMethodInput },
    signal?: Signal,
  ): Promise<CartTotals>;
  checkout(
    p: CheckoutInput,
    signal?: Signal,
  ): Promise<{ checkoutId: string; redirectSession: RedirectSession }>;
  delete(signal?: Signal): Promise<void>;
}

/** The cart this client saw last (from any call), for the calls that need its id, coupon or address. */
export type LastCart = () => Cart | undefined;

/** A call that needs a cart when there is none. */
export const noCart = (operation: string) =>
  new DropcartError(`${operation}: there is no current cart (add something first)`, 'NO_CART');
