// The current cart v1 (spec §7 "Cart", protocol §6.1): nine calls, wire-shaped answers with Date fields.
import type { SessionCore } from '../auth/session.ts';
import { CART } from '../http/prefixes.ts';
import type { Method } from '../http/send.ts';
import type {
  AddLineItem,
  CartV1,
  ChannelType,
  EstimateTotalsResponse,
  WireAddress,
} from '../types/commerce.ts';
import type { CustomLineItem } from '../types/custom-items.ts';
import type { SelectedMembership } from '../types/memberships.ts';
import { explainCustomLinesRefusal } from './custom-lines.ts';
import { cartFromWire, estimateFromWire } from './dates.ts';

const BASE = `${CART}/v1/carts/current`;

export interface UpdateCartParams {
  cartInfo?: Record<string, unknown>;
  /** Applies a coupon; a refused coupon is an ApiError whose details.applicationError.description says why. */
  couponCode?: string;
  merchantDiscounts?: Array<Record<string, unknown>>;
  lineItems?: Array<Record<string, unknown>>;
  /** Priced by the caller, not read from the catalog; appended as lines of their own. */
  customLineItems?: CustomLineItem[];
  /** Field names; sent joined with commas as `cartFieldmask`, the name the SDK's request builder uses. */
  fieldMask?: string[];
}

export interface AddToCartParams {
  lineItems?: AddLineItem[];
  /** Priced by the caller, not read from the catalog; each a line of its own. */
  customLineItems?: CustomLineItem[];
  /** The cart's business location (a GUID); refused when the cart has another: change it with `update`'s `cartInfo`. */
  businessLocationId?: string;
}

export interface CreateCheckoutParams {
  channelType: ChannelType;
  shippingAddress?: WireAddress;
  billingAddress?: WireAddress;
  selectedShippingOption?: { code: string; carrierId?: string };
  email?: string;
}

export interface EstimateTotalsParams {
  selectedShippingOption?: { code: string; carrierId?: string };
  shippingAddress?: WireAddress;
  billingAddress?: WireAddress;
  /** Memberships to pay lines with, among the estimate's `membershipOptions.eligibleMemberships`. */
  selectedMemberships?: { memberships: SelectedMembership[] };
  calculateTax?: boolean;
  calculateShipping?: boolean;
}

/** Cart V1 as the platform answers it (`client.cartV1`); the platform removes it on 2027-02-01. */
export interface CartV1Api {
  /** The current cart. Throws ApiError `OWNED_CART_NOT_FOUND` (404) when the visitor has no cart yet. */
  get(signal?: AbortSignal): Promise<CartV1>;
  /** PATCH of the current cart: buyer info, a coupon code, line items; `fieldMask` names what changes. */
  update(p: UpdateCartParams, signal?: AbortSignal): Promise<CartV1>;
  /** `add-to-cart`: creates the cart when there is none. */
  add(p: AddToCartParams, signal?: AbortSignal): Promise<{ cart: CartV1 }>;
  removeLineItems(lineItemIds: string[], signal?: AbortSignal): Promise<{ cart: CartV1 }>;
  /** `update-line-items-quantity`: the new quantity of each line, by line id. */
  updateQuantities(
    lineItems: Array<{ id: string; quantity: number }>,
    signal?: AbortSignal,
  ): Promise<{ cart: CartV1 }>;
  /** A checkout of the cart, for a redirect session's `ecomCheckout.checkoutId`. */
  createCheckout(p: CreateCheckoutParams, signal?: AbortSignal): Promise<{ checkoutId: string }>;
  removeCoupon(signal?: AbortSignal): Promise<{ cart: CartV1 }>;
  /** A read although it is a POST (it changes nothing), so it is retried like one. */
  estimateTotals(p: EstimateTotalsParams, signal?: AbortSignal): Promise<EstimateTotalsResponse>;
  delete(signal?: AbortSignal): Promise<void>;
}

export function createCartV1Api(core: SessionCore): CartV1Api {
  const call = <T>(method: Method, path: string, payload?: object, signal?: AbortSignal, idempotent?: true) =>
    core.call<T>({
      method,
      path: BASE + path,
      payload: payload as Record<string, unknown> | undefined,
      signal,
      ...(idempotent ? { idempotent } : {}),
    });
  const withCart = async (method: Method, path: string, payload?: object, signal?: AbortSignal) => {
    const res = await call<{ cart: unknown }>(method, path, payload, signal);
    return { cart: cartFromWire(res.cart) };
  };
  const explainCustomLines = <T>(call: Promise<T>, operation: string, custom?: CustomLineItem[]) =>
    explainCustomLinesRefusal(call, `${operation} with customLineItems`, custom, 'carts.addToCartV1');
  return {
    get: async (signal?: AbortSignal): Promise<CartV1> => (await withCart('GET', '', undefined, signal)).cart,
    update: async ({ fieldMask, ...rest }: UpdateCartParams, signal?: AbortSignal): Promise<CartV1> => {
      const payload = fieldMask ? { ...rest, cartFieldmask: fieldMask.join(',') } : rest;
      const patched = withCart('PATCH', '', payload, signal);
      return (await explainCustomLines(patched, 'cartV1.update', rest.customLineItems)).cart;
    },
    add: (p: AddToCartParams, signal?: AbortSignal) =>
      explainCustomLines(withCart('POST', '/add-to-cart', p, signal), 'cartV1.add', p.customLineItems),
    removeLineItems: (lineItemIds: string[], signal?: AbortSignal) =>
      withCart('POST', '/remove-line-items', { lineItemIds }, signal),
    updateQuantities: (lineItems: Array<{ id: string; quantity: number }>, signal?: AbortSignal) =>
      withCart('POST', '/update-line-items-quantity', { lineItems }, signal),
    createCheckout: (p: CreateCheckoutParams, signal?: AbortSignal) =>
      call<{ checkoutId: string }>('POST', '/create-checkout', p, signal),
    removeCoupon: (signal?: AbortSignal) => withCart('POST', '/remove-coupon', {}, signal),
    estimateTotals: async (p: EstimateTotalsParams, signal?: AbortSignal): Promise<EstimateTotalsResponse> =>
      estimateFromWire(await call('POST', '/estimate-totals', p, signal, true)),
    delete: async (signal?: AbortSignal): Promise<void> => {
      await call('DELETE', '', undefined, signal);
    },
  };
}
