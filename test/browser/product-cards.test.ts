// Product cards and live price/stock bindings (issue 27) on the demo's cards page (demo/site/cards.ts),
// as a shopper sees them in Chromium: drawn from the emulator's catalog, the owner's fallback kept until
// then without moving the page, the price of a product whose variants differ as a range, and the stock
// following a change the emulator pushes. Needs `npm run build` first.
import { expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { auditWidget } from './support/artifacts.ts';
import { PRODUCTS, setStock } from './support/emulator.ts';
import { layoutShiftTotal, watchLayoutShifts } from './support/layout-shifts.ts';
import { widgetReady } from './support/store.ts';
import { useStore } from './support/use-store.ts';

const store = useStore();

const TUMBLER = seedProductId('sunrise-travel-tumbler');
const cardOf = (id: string) => `[data-dropcart-product="${id}"]:not([data-layout])`;

it('draws a card from the catalog: picture, name, price with the compare-at price, ribbon, stock', async () => {
  const page = await store.visit('/cards.html');
  try {
    const card = page.locator(cardOf(TUMBLER)).getByRole('article', { name: 'Sunrise Travel Tumbler' });
    await card.waitFor();
    // 25 % off $28.00: the selling price, the price before it struck through (and said as such).
    expect(await card.locator('.card-current').textContent()).toBe('$21.00');
    expect(await card.locator('s').textContent()).toBe('$28.00');
    expect(await card.getByText('Was $28.00').count()).toBe(1);
    expect(await card.locator('.card-ribbon').textContent()).toBe('Sale');
    expect(await card.locator('.card-stock').textContent()).toBe('In stock');
    expect(await card.locator('img').getAttribute('src')).toMatch(/^http/);
    await card.getByRole('button', { name: 'Add Sunrise Travel Tumbler to cart' }).waitFor();
    // The owner's fallback is still in the page for crawlers, no longer shown.
    const fallback = page.locator(`${cardOf(TUMBLER)} > article.card`);
    expect(await fallback.count()).toBe(1);
    expect(await fallback.isVisible()).toBe(false);
  } finally {
    await page.context().close();
  }
});

it('shows a range for a product whose variants differ in price', async () => {
  const page = await store.visit('/cards.html');
  try {
    const price = page.locator(`td[data-dropcart-price="${PRODUCTS.print.id}"]`);
    await price.scrollIntoViewIfNeeded();
    await expect.poll(() => price.textContent()).toBe('$35.00 – $49.00');
  } finally {
    await page.context().close();
  }
});

it('keeps a stock binding in step with the stock the emulator pushes', async () => {
  const page = await store.visit('/cards.html');
  const stock = page.locator(`td[data-dropcart-stock="${PRODUCTS.poster.id}"]`);
  try {
    await stock.scrollIntoViewIfNeeded();
    await expect.poll(() => stock.getAttribute('data-dropcart-state')).toBe('in-stock');
    expect(await stock.textContent()).toBe('In stock');
    await setStock(store.api, PRODUCTS.poster.id, 0);
    await expect.poll(() => stock.getAttribute('data-dropcart-state')).toBe('sold-out');
    expect(await stock.textContent()).toBe('Sold out');
    await setStock(store.api, PRODUCTS.poster.id, 15);
    await expect.poll(() => stock.getAttribute('data-dropcart-state')).toBe('in-stock');
  } finally {
    await page.context().close();
    await setStock(store.api, PRODUCTS.poster.id, 15);
  }
});

it.each(['light', 'dark'] as const)(
  'has no axe violations on the cards, in %s mode with the demo’s accent',
  async (colorScheme) => {
    const page = await store.visit('/cards.html', { colorScheme });
    try {
      const row = page.locator('[data-dropcart-product][data-layout="row"]').first().getByRole('article');
      await page.locator(cardOf(TUMBLER)).getByRole('article').waitFor();
      await row.waitFor();
      expect(await auditWidget(page, '[data-dropcart-product]')).toEqual([]);
      // With choices made: the checked faces too.
      await row.getByRole('radio', { name: 'M', exact: true }).check();
      await row.getByRole('radio', { name: 'Black' }).check();
      expect(await auditWidget(page, '[data-dropcart-product]')).toEqual([]);
    } finally {
      await page.context().close();
    }
  },
);

it('keeps the fallback in place until the card replaces it, moving nothing (CLS < 0.01)', async () => {
  const context = await store.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    // Every layout shift from the first paint on, the card's replacing of the fallback included.
    await watchLayoutShifts(page);
    await page.goto(store.url('/cards.html'));
    const host = page.locator(cardOf(TUMBLER));
    // Before the product is read the owner's content shows, in the page's styles.
    await page.locator(`${cardOf(TUMBLER)} > article.card`).waitFor({ state: 'visible' });
    const before = await host.boundingBox();
    await host.getByRole('article', { name: 'Sunrise Travel Tumbler' }).waitFor();
    const after = await host.boundingBox();
    expect(after).toEqual(before);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  } finally {
    await context.close();
  }
});

/** Watches the page's requests to the platform (its product pictures aside, which the page shows anyway). */
function platformRequests(page: import('playwright-core').Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(store.api) && !url.startsWith(`${store.api}/_media/`)) asked.push(url);
  });
  return asked;
}
const productReads = (asked: string[]) => asked.filter((url) => /\/products/.test(url));

it('reads all of the page’s cards and bindings in one query', async () => {
  const context = await store.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const asked = platformRequests(page);
  try {
    await page.goto(store.url('/cards.html'));
    await page.locator(cardOf(TUMBLER)).getByRole('article').waitFor();
    // The price table far below the cards was read with them.
    const price = page.locator(`td[data-dropcart-price="${PRODUCTS.print.id}"]`);
    await expect.poll(() => price.textContent()).toBe('$35.00 – $49.00');
    // The first read is one query naming every product of the page (a later one is the live stream's
    // recheck once it has opened: widget/live).
    const onPage = await page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll('[data-dropcart-product],[data-dropcart-price],[data-dropcart-stock]')]
          .flatMap((e) => ['product', 'price', 'stock'].map((k) => e.getAttribute(`data-dropcart-${k}`)))
          .filter((key): key is string => key !== null),
      ),
    ]);
    expect(onPage.length).toBeGreaterThan(20);
    const [first] = productReads(asked);
    const query = JSON.parse(Buffer.from(new URL(first!).searchParams.get('.r')!, 'base64url').toString());
    const named = JSON.stringify(query.query.filter);
    expect(onPage.filter((key) => !named.includes(`"${key}"`))).toEqual([]);
  } finally {
    await context.close();
  }
});

it('reads nothing while its cards are far from the viewport, and reads them when they come near', async () => {
  const context = await store.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const asked = platformRequests(page);
  // The page's content starts far below the first screen.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const spacer = document.createElement('div');
      spacer.style.height = '6000px';
      document.querySelector('main')?.prepend(spacer);
    }),
  );
  try {
    await page.goto(store.url('/cards.html'));
    await widgetReady(page);
    // The cards' code has looked at the page (its shadow roots are there) and asked for nothing.
    await expect
      .poll(() => page.locator(cardOf(TUMBLER)).evaluate((host) => host.shadowRoot !== null))
      .toBe(true);
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        ),
    );
    expect(productReads(asked)).toEqual([]);
    await page.locator(cardOf(TUMBLER)).scrollIntoViewIfNeeded();
    await page.locator(cardOf(TUMBLER)).getByRole('article', { name: 'Sunrise Travel Tumbler' }).waitFor();
    expect(productReads(asked).length).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});

it('costs a page without cards or bindings neither a request nor the cards’ code', async () => {
  const files = async (path: string) => {
    const context = await store.newContext();
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/dropcart/widget/')) fetched.push(request.url().replace(/.*\//, ''));
    });
    const asked = platformRequests(page);
    await page.goto(store.url(path));
    await widgetReady(page);
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        ),
    );
    if (path === '/cards.html') await page.locator(cardOf(TUMBLER)).getByRole('article').waitFor();
    await context.close();
    return { fetched, asked };
  };
  const plain = await files('/collections/mugs.html');
  const withCards = await files('/cards.html');
  expect(plain.asked.filter((url) => !url.includes('/oauth2/token'))).toEqual([]);
  // The cards' page fetched code the plain page did not: the cards' chunk, left out of every other page.
  expect(withCards.fetched.filter((file) => !plain.fetched.includes(file)).length).toBeGreaterThan(0);
});
