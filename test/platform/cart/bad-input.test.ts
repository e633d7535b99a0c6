// Junk sent to every commerce endpoint gets a 4xx in the platform's error shape, never a 500, and leaves
// the catalog and the cart as they were.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../demo/platform/catalog/types.ts';
import { emulatorFetch, usePlatform } from '../../support/platform.ts';
import { ADMIN_KEY, type CartJson, call, visitorToken } from '../catalog/api.ts';
import { byOptions, product } from './shop.ts';

const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const base = () => platform.current.url;
let token: string;
let tee: Product;

const JUNK: unknown[] = [
  [],
  'text',
  42,
  null,
  { lineItems: [null] },
  { lineItems: [{ catalogReference: { catalogItemId: 5, options: 5 }, quantity: {} }] },
  { lineItems: [{ id: null, quantity: [] }], lineItemIds: [null, 3] },
  { product: [], variants: [null, 'x'], media: [null, { url: 5 }], ids: 'x', set: [], adjust: null },
  { query: { filter: { $or: 'x' }, sort: 'name', paging: 'all' } },
  { query: { filter: { price: { $in: 4 } } } },
  { collection: 'x', productIds: [{}] },
  { couponCode: { code: 'WELCOME10' }, cartInfo: [], shippingAddress: [], selectedShippingOption: 'fast' },
  { options: [], choices: 'x', variantIds: 'x', paging: { limit: -1 } },
  { checkoutId: ['x'], email: 5, productId: 7, quantity: 'many' },
];

beforeAll(async () => {
  token = await visitorToken(base());
  tee = product(platform.current, 'organic-cotton-tee');
  await call(base(), 'POST', '/ecom/v1/carts/current/add-to-cart', {
    token,
    body: { lineItems: [byOptions(tee.id, 1, { Size: 'M', Color: 'Black' })] },
  });
});

// Each endpoint gets its own test: all of them in one test (about 450 requests) outgrew the timeout on a
// loaded machine. `{id}` is the tee's id, known once the platform runs; `token` the visitor's token.
const ENDPOINTS: Array<[method: string, path: string, authorization: string]> = [
  ['POST', '/ecom/v1/carts/current/add-to-cart', 'token'],
  ['PATCH', '/ecom/v1/carts/current', 'token'],
  ['POST', '/ecom/v1/carts/current/update-line-items-quantity', 'token'],
  ['POST', '/ecom/v1/carts/current/remove-line-items', 'token'],
  ['POST', '/ecom/v1/carts/current/estimate-totals', 'token'],
  ['PATCH', '/ecom/v2/carts/current', 'token'],
  ['POST', '/ecom/v2/carts/current/add-line-items', 'token'],
  ['POST', '/ecom/v2/carts/current/update-line-items', 'token'],
  ['POST', '/ecom/v2/carts/current/remove-line-items', 'token'],
  ['POST', '/ecom/v2/carts/current/add-coupon', 'token'],
  ['POST', '/ecom/v2/carts/current/remove-coupon', 'token'],
  ['POST', '/ecom/v2/carts/current/add-gift-card', 'token'],
  ['POST', '/ecom/v2/carts/current/remove-gift-card', 'token'],
  ['POST', '/ecom/v2/carts/current/set-delivery-method', 'token'],
  ['POST', '/ecom/v2/carts/current/estimate', 'token'],
  ['POST', '/stores-reader/v1/products/query-platformized', 'token'],
  ['POST', '/stores-reader/v1/products/{id}/productOptionsAvailability', 'token'],
  ['POST', '/stores-reader/v1/products/{id}/variants/query', 'token'],
  ['POST', '/stores-reader/v1/variants/query', 'token'],
  ['POST', '/v2/collections/query', 'token'],
  ['POST', '/stores/v1/products', ADMIN_KEY],
  ['PATCH', '/stores/v1/products/{id}', ADMIN_KEY],
  ['PATCH', '/stores/v1/products/{id}/variants', ADMIN_KEY],
  ['POST', '/stores/v1/products/{id}/media', ADMIN_KEY],
  ['POST', '/stores/v1/products/{id}/media/delete', ADMIN_KEY],
  ['PATCH', '/stores/v1/products/{id}/choices/media', ADMIN_KEY],
  ['POST', '/stores/v1/products/{id}/choices/media/delete', ADMIN_KEY],
  ['POST', '/stores/v1/collections', ADMIN_KEY],
  ['POST', '/stores/v1/collections/c0a1b2c3-0001-4000-8000-00000000a001/productIds', ADMIN_KEY],
  ['POST', '/stores/v1/bulk/products/update', ADMIN_KEY],
  ['POST', '/stores/v1/bulk/products/adjust-properties', ADMIN_KEY],
  ['POST', '/_emulator/stock', ADMIN_KEY],
  ['POST', '/_hosted/checkout/place', ADMIN_KEY],
];

describe('bad input', () => {
  let cartBefore: CartJson;
  let catalogBefore: string;
  beforeAll(async () => {
    cartBefore = (await call<{ cart: CartJson }>(base(), 'GET', '/ecom/v1/carts/current', { token })).body
      .cart;
    catalogBefore = JSON.stringify(platform.current.platform.state.slice('products', () => []));
  });

  it.each(ENDPOINTS)(
    '%s %s answers junk with 4xx errors in the platform shape',
    async (method, template, which) => {
      const path = template.replace('{id}', tee.id);
      const auth = which === 'token' ? token : which;
      for (const junk of JUNK) {
        const response = await emulatorFetch(base(), path, {
          method,
          headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(junk),
        });
        const body = (await response.json()) as { message?: string; details?: Record<string, unknown> };
        const shaped = typeof body.message === 'string' && typeof body.details === 'object';
        // A few endpoints accept some junk as "nothing asked" (e.g. an estimate ignoring unknown keys).
        expect(
          response.status === 200 || (response.status >= 400 && response.status < 500 && shaped),
          `${JSON.stringify(junk)} → ${response.status}`,
        ).toBe(true);
      }
    },
  );

  it('leaves the catalog and the cart as they were', async () => {
    expect(JSON.stringify(platform.current.platform.state.slice('products', () => []))).toBe(catalogBefore);
    const cartAfter = (await call<{ cart: CartJson }>(base(), 'GET', '/ecom/v1/carts/current', { token }))
      .body.cart;
    expect(cartAfter.lineItems).toEqual(cartBefore.lineItems);
    expect(cartAfter.appliedDiscounts).toEqual([]);
  });
});
