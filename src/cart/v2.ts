// Current Cart V2 (platform-2026.md §2.1): the official SDK's `currentCartV2` calls, request for request,
// with its answers whole (`{cart}`, `{cart, summary}`), as the SDK returns them; dates become Date objects.
// The way they are sent is here (client.cart's too); the raw adapter `client.cartV2` is v2-api.ts.
import type { SessionCore } from '../auth/session.ts';
import { ApiError } from '../errors/api-error.ts';
import { CART } from '../http/prefixes.ts';
import type { Method } from '../http/send.ts';
import { convertPaths, toDate } from '../http/values.ts';
import type { CartItemInput } from '../types/cart.ts';
import type {
  CartV2,
  CartV2EstimateResponse,
  CartV2Patch,
  CartV2Response,
  EstimateCartV2Options,
} from '../types/cart-v2.ts';
import type { CustomItemInput } from '../types/custom-items.ts';

const BASE = `${CART}/v2/carts/current`;

const DATES = ['createdDate', 'updatedDate', 'lineItems.attributes.image.urlExpirationDate'] as const;

/** Converts the cart's date fields in place. */
export function cartV2FromWire<T extends { cart?: CartV2 }>(answer: T): T {
  if (answer.cart) convertPaths(answer.cart, DATES, toDate);
  return answer;
}

/**
 * The 403 answers of Cart V2 calls. The cart falls back to V1 on these only, never on a 403 of another
 * service (a redirect session, say) met in the same operation.
 */
export const cartV2Refusals = new WeakSet<object>();

/** Current Cart V2 as the platform answers it (`client.cartV2`): `{cart}`, or `{cart, summary}` from estimate. */
export interface CartV2Api {
  /** The current cart; 404 (`CURRENT_CART_NOT_FOUND`) when the visitor has no cart yet. */
  get(signal?: AbortSignal): Promise<CartV2Response>;
  /** Adds catalog items and custom items (priced by the caller, each a line of its own); creates the cart when there is none. */
  addLineItems(
    p: { catalogItems?: CartItemInput[]; customItems?: CustomItemInput[] },
    signal?: AbortSignal,
  ): Promise<CartV2Response>;
  /** `newQuantity` is 1 or more; remove a line with removeLineItems. */
  updateLineItems(
    lineItems: Array<{ lineItemId: string; quantity: { newQuantity: number } }>,
    signal?: AbortSignal,
  ): Promise<CartV2Response>;
  removeLineItems(lineItemIds: string[], signal?: AbortSignal): Promise<CartV2Response>;
  addCoupon(code: string, signal?: AbortSignal): Promise<CartV2Response>;
  /** Takes the cart's `coupons[].id`, not the code. */
  removeCoupon(couponId: string, signal?: AbortSignal): Promise<CartV2Response>;
  addGiftCard(
    giftCard: { code: string; redeemAmount?: string },
    signal?: AbortSignal,
  ): Promise<CartV2Response>;
  /** Takes `paymentInfo.giftCards[].id`. */
  removeGiftCard(giftCardId: string, signal?: AbortSignal): Promise<CartV2Response>;
  setDeliveryMethod(
    deliveryMethod: { code: string; appId?: string },
    signal?: AbortSignal,
  ): Promise<CartV2Response>;
  removeDeliveryMethod(signal?: AbortSignal): Promise<CartV2Response>;
  /** PATCH: buyer info, addresses and note (lists change through their own calls). */
  update(cart: CartV2Patch, signal?: AbortSignal): Promise<CartV2Response>;
  /** A read although it is a POST (it changes nothing), so it is retried like one. */
  estimate(options?: EstimateCartV2Options, signal?: AbortSignal): Promise<CartV2EstimateResponse>;
  delete(signal?: AbortSignal): Promise<void>;
}

/**
 * The way every Cart V2 call is sent: `call` for a bare answer, `withCart` for `{cart}` with its dates. A 403
 * is marked as Cart V2's refusal (cartV2Refusals). Shared by the raw adapter and `client.cart` (ops-v2.ts).
 */
export function cartV2Calls(core: SessionCore) {
  const call = async <T>(
    method: Method,
    path: string,
    payload?: object,
    signal?: AbortSignal,
    idempotent?: true,
  ): Promise<T> => {
    try {
      return await core.call<T>({
        method,
        path: BASE + path,
        payload: payload as Record<string, unknown> | undefined,
        signal,
        ...(idempotent ? { idempotent } : {}),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) cartV2Refusals.add(error);
      throw error;
    }
  };
  const withCart = async (method: Method, path: string, payload?: object, signal?: AbortSignal) =>
    cartV2FromWire(await call<CartV2Response>(method, path, payload, signal));
  /** A read although it is a POST (it changes nothing), so it is retried like one. */
  const estimate = async (options: EstimateCartV2Options, signal?: AbortSignal) =>
    cartV2FromWire(await call<CartV2EstimateResponse>('POST', '/estimate', options, signal, true));
  return { call, withCart, estimate };
}

export type CartV2Calls = ReturnType<typeof cartV2Calls>;
