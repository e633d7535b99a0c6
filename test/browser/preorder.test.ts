// A product out of stock that takes pre-orders (Catalog V3 `preorderStatus` ENABLED, the variant's
// `inventoryStatus {inStock: false, preorderEnabled: true}`; the seed's Ocean Waves Poster), as a shopper
// and a store owner meet it in Chromium: the card and the stock binding say "Available for pre-order"
// (they said "In stock"), the card's button says "Pre-order", the owner's own buy button is marked
// `data-dropcart-state="preorder"` and stays enabled, and the pre-order reaches the cart.
// Needs `npm run build` first.
import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { useHostPagesWorld } from './fixtures/hostile-world.ts';
import { widgetReady } from './support/store.ts';
import { cartDrawer } from './support/widget.ts';

const world = useHostPagesWorld({ hostPages: true });
afterEach(() => expect(world.store.pageErrors.splice(0)).toEqual([]));

const POSTER = seedProductId('ocean-waves-poster');
const NAME = 'Ocean Waves Poster';

async function openPage(): Promise<Page> {
  const { store, host } = world;
  host.page(
    '/preorder.html',
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Posters</title>
<script async src="/dropcart/loader.js" data-client-id="demo" data-api="${store.api}"></script></head>
<body><main><h1>Posters</h1>
<div data-dropcart-product="${POSTER}"></div>
<p>Stock: <span id="stock" data-dropcart-stock="${POSTER}">…</span></p>
<button id="buy" type="button" data-dropcart-add="${POSTER}">Order the poster</button>
</main></body></html>`,
  );
  const context = await store.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${host.url}/preorder.html`);
  await widgetReady(page);
  return page;
}

it('says "Available for pre-order" and "Pre-order" where it said "In stock" and "Add to cart"', async () => {
  const page = await openPage();
  try {
    const card = page.locator('[data-dropcart-product]').getByRole('article', { name: NAME });
    await card.waitFor();
    expect(await card.locator('.card-stock').textContent()).toBe('Available for pre-order');
    const button = card.getByRole('button', { name: `Pre-order ${NAME}` });
    expect(await button.textContent()).toBe('Pre-order');
    expect(await button.isEnabled()).toBe(true);

    const stock = page.locator('#stock');
    await expect.poll(() => stock.getAttribute('data-dropcart-state')).toBe('preorder');
    expect(await stock.textContent()).toBe('Available for pre-order');
    const buy = page.locator('#buy');
    await expect.poll(() => buy.getAttribute('data-dropcart-state')).toBe('preorder');
    expect(await buy.isEnabled()).toBe(true);
    expect(await buy.textContent()).toBe('Order the poster'); // the owner's text is the owner's

    await button.click();
    await cartDrawer(page).getByText(NAME, { exact: true }).waitFor();
  } finally {
    await page.context().close();
  }
});
