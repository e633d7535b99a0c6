import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '../../support/platform.ts';
import {
  ADMIN_KEY,
  type CartJson,
  call,
  lineItem,
  type ProductJson,
  productBySlug,
  visitorToken,
} from './api.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'dropcart-commerce-'));
// The merchant writes and reads below are Catalog V1's, so the site runs V1.
const config = { catalogVersion: 'V1_CATALOG' } as const;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the commerce state', () => {
  // Three emulators start one after another: no time is asserted, the limit only catches a hang.
  it('survives a restart (merchant changes, carts, the webhook key) and is gone after a reset', async () => {
    const first = await startTestPlatform({ dataDir, config });
    const token = await visitorToken(first.url);
    const created = await call<{ product: ProductJson }>(first.url, 'POST', '/stores/v1/products', {
      token: ADMIN_KEY,
      body: { product: { name: 'Persistent Pot', priceData: { price: 11 } } },
    });
    const mug = await productBySlug(first.url, 'classic-white-mug');
    const cart = await call<{ cart: CartJson }>(first.url, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      token,
      body: { lineItems: [lineItem(mug.id, 2)] },
    });
    const key = await (await fetch(`${first.url}/_emulator/public-key`)).text();
    await first.close();

    const second = await startTestPlatform({ dataDir, config });
    try {
      expect((await productBySlug(second.url, 'persistent-pot')).id).toBe(created.body.product.id);
      expect(await (await fetch(`${second.url}/_emulator/public-key`)).text()).toBe(key);
      const again = await call<{ cart: CartJson }>(second.url, 'GET', '/ecom/v1/carts/current', { token });
      // Same cart; only the absolute URLs differ, because the port changed.
      const portless = (c: CartJson) => JSON.parse(JSON.stringify(c).replaceAll(/127\.0\.0\.1:\d+/g, 'host'));
      expect(portless(again.body.cart)).toEqual(portless(cart.body.cart));
    } finally {
      await second.close();
    }
    const reset = await startTestPlatform({ dataDir, reset: true, config });
    try {
      const missing = await call(reset.url, 'POST', '/stores-reader/v1/products/query-platformized', {
        token: ADMIN_KEY,
        body: { query: { filter: { slug: 'persistent-pot' } } },
      });
      expect((missing.body as { products: unknown[] }).products).toEqual([]);
    } finally {
      await reset.close();
    }
  }, 30_000);
});
