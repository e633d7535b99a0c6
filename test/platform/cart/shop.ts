// Helpers for the cart, checkout and redirect tests: seeded products read from the emulator's own store (so
// they work on a V1 and a V3 site alike), catalog items in each generation's form, and cart calls over HTTP.

import type { CartAnswer, CartWithSummary } from '../../../demo/platform/cart/v2/wire.ts';
import { v3DefaultVariantId } from '../../../demo/platform/catalog/ids.ts';
import { catalog } from '../../../demo/platform/catalog/store.ts';
import { DEFAULT_VARIANT_ID, type Product } from '../../../demo/platform/catalog/types.ts';
import type { RunningPlatform } from '../../../demo/platform/index.ts';
import { type Answer, type CartJson, call, type EstimateJson, STORES_APP_ID } from '../catalog/api.ts';

export { ADMIN_KEY, appError, STORES_APP_ID, violations, visitorToken } from '../catalog/api.ts';
export type { Answer, CartJson, EstimateJson };

export const V1_CART = '/ecom/v1/carts/current';
export const V2_CART = '/ecom/v2/carts/current';

/** A seeded product by slug, as the emulator stores it (V1 shape, visible or not). */
export function product(running: RunningPlatform, slug: string): Product {
  const found = catalog(running.platform).products.find((p) => p.slug === slug);
  if (!found) throw new Error(`no product ${slug}`);
  return found;
}

/** The id of the variant with `choices` (or the product's only one), as a site of `version` names it. */
export function variantId(
  p: Product,
  choices: Record<string, string> = {},
  version: 'V1' | 'V3' = 'V3',
): string {
  const variant = p.variants.find((v) => Object.entries(choices).every(([k, c]) => v.choices[k] === c));
  if (!variant) throw new Error(`${p.slug} has no variant ${JSON.stringify(choices)}`);
  return version === 'V3' && variant.id === DEFAULT_VARIANT_ID ? v3DefaultVariantId(p.id) : variant.id;
}

/** A catalog item naming its variant by id (what V3 requires), for V2 `catalogItems` or V1 `lineItems`. */
export const byVariant = (
  p: Product,
  quantity: number,
  choices: Record<string, string> = {},
  version: 'V1' | 'V3' = 'V3',
) => ({
  catalogReference: {
    catalogItemId: p.id,
    appId: STORES_APP_ID,
    options: { variantId: variantId(p, choices, version) },
  },
  quantity,
});

/** A V1 non-managed catalog item naming each option by its choice's name: `{Size: 'M', Color: 'Black'}`. */
export const byOptions = (productId: string, quantity: number, options?: Record<string, string>) => ({
  catalogReference: {
    catalogItemId: productId,
    appId: STORES_APP_ID,
    ...(options ? { options: { options } } : {}),
  },
  quantity,
});

export type V2Cart = CartAnswer['cart'];
export type V2Summary = CartWithSummary['summary'];

/** Cart calls of both generations against one running emulator. */
export function carts(running: () => RunningPlatform) {
  const base = () => running().url;
  return {
    v1: <T = { cart: CartJson }>(
      token: string,
      method: string,
      path: string,
      body?: unknown,
    ): Promise<Answer<T>> =>
      call<T>(base(), method, `${V1_CART}${path}`, { token, ...(body === undefined ? {} : { body }) }),
    v2: <T = CartAnswer>(token: string, method: string, path: string, body?: unknown): Promise<Answer<T>> =>
      call<T>(base(), method, `${V2_CART}${path}`, { token, ...(body === undefined ? {} : { body }) }),
    estimateV1: (token: string, body: unknown = {}) =>
      call<EstimateJson>(base(), 'POST', `${V1_CART}/estimate-totals`, { token, body }),
    estimateV2: (token: string, body: unknown = {}) =>
      call<CartWithSummary>(base(), 'POST', `${V2_CART}/estimate`, { token, body }),
    addV1: (token: string, ...items: unknown[]) =>
      call<{ cart: CartJson }>(base(), 'POST', `${V1_CART}/add-to-cart`, {
        token,
        body: { lineItems: items },
      }),
    addV2: (token: string, ...items: unknown[]) =>
      call<CartAnswer>(base(), 'POST', `${V2_CART}/add-line-items`, { token, body: { catalogItems: items } }),
  };
}

/** The amounts of a V2 price summary, by name. */
export const amounts = (summary: { priceSummary: Record<string, { amount: string }> }) =>
  Object.fromEntries(Object.entries(summary.priceSummary).map(([k, v]) => [k, v.amount]));

/** Every key anywhere in a JSON value, for shape assertions (e.g. no `formattedAmount`). */
export function allKeys(value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null)
      for (const [k, inner] of Object.entries(v)) {
        keys.add(k);
        walk(inner);
      }
  };
  walk(value);
  return keys;
}

export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
