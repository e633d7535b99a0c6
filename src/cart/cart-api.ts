// `client.cart`: the one cart interface over Current Cart V2 and Cart V1 (docs/client.md, "The cart"). Each
// generation implements it (ops-v1.ts, ops-v2.ts); cart.ts picks one per call, with the V2→V1 fallback.
import type {
  Address,
  Cart,
  CartApiVersion,
  CartItemInput,
  CartTotals,
  CartUpdate,
  CheckoutInput,
  DeliveryMethodInput,
} from '../types/cart.ts';
import type { RedirectSession } from '../types/redirects.ts';

/** The current cart, the same on Cart V2 and V1: answers in one normalized shape. */
export interface CartApi {
  /** The current cart; null when there is none yet (any 404 from the current-cart path). */
  get(signal?: AbortSignal): Promise<Cart | null>;
  /** Adds catalog items (V2 sends them as `catalogItems`); creates the cart when there is none. */
  add(p: { lineItems: CartItemInput[] }, signal?: AbortSignal): Promise<{ cart: Cart }>;
  /** Quantity 0 removes the line. The platform may cap a quantity at the stock: compare what comes back. */
  updateQuantities(
    items: Array<{ id: string; quantity: number }>,
    signal?: AbortSignal,
  ): Promise<{ cart: Cart }>;
  removeLineItems(ids: string[], signal?: AbortSignal): Promise<{ cart: Cart }>;
  /** A refused code is an ApiError with the platform's code (V2 `INVALID_COUPON_CODE`, V1 `ERROR_COUPON_…`). */
  applyCoupon(code: string, signal?: AbortSignal): Promise<{ cart: Cart }>;
  /** V2 removes by id: `couponId`, else the last cart's coupon, else the cart's as read first. */
  removeCoupon(couponId?: string, signal?: AbortSignal): Promise<{ cart: Cart }>;
  /** Buyer, delivery address, billing address (V2 only) and note. */
  update(p: CartUpdate, signal?: AbortSignal): Promise<{ cart: Cart }>;
  /** The delivery method by its code (V2 also takes the carrier's `appId`). */
  setDeliveryMethod(method: DeliveryMethodInput, signal?: AbortSignal): Promise<{ cart: Cart }>;
  /** Cart V2 only: a DropcartError `NOT_SUPPORTED_ON_CART_V1` on V1. */
  removeDeliveryMethod(signal?: AbortSignal): Promise<{ cart: Cart }>;
  /** Cart V2 only: a DropcartError `NOT_SUPPORTED_ON_CART_V1` on V1. */
  addGiftCard(code: string, signal?: AbortSignal): Promise<{ cart: Cart }>;
  /** Cart V2 only; `id` is the cart's gift card id. */
  removeGiftCard(id: string, signal?: AbortSignal): Promise<{ cart: Cart }>;
  /** The totals. A read, retried like one (V2 stores a new address or method on the cart first). */
  estimate(
    p?: { deliveryAddress?: Address; deliveryMethod?: DeliveryMethodInput },
    signal?: AbortSignal,
  ): Promise<CartTotals>;
  /** The hand-off to the hosted checkout: navigate to `redirectSession.fullUrl`. */
  checkout(
    p: CheckoutInput,
    signal?: AbortSignal,
  ): Promise<{ checkoutId: string; redirectSession: RedirectSession }>;
  delete(signal?: AbortSignal): Promise<void>;
  /** The generation in use for this site, after any fallback. */
  api(): Promise<CartApiVersion>;
  /**
   * Calls `listener` when another client of this client id changed the cart: one in another tab, or another
   * client on this page (the widget's, beside the page's own). Read the cart again then. Returns the stop.
   */
  onChangedElsewhere(listener: () => void): () => void;
}
