// The host page is not ours (issue 17; issue 18, hole 5): what a store's own page does must not change the
// widget, and the widget must not change the page. A root font size of 62.5% (Milligram), a Bootstrap-style
// fixed navbar, a page with its own banner and contentinfo, `body { transform }` and `body { filter }`.
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from './ensure-chromium.mjs';
import type { HostServer } from './fixtures/host-pages.ts';
import { useHostPagesWorld } from './fixtures/hostile-world.ts';
import { PRODUCTS } from './support/emulator.ts';
import { type Store, widgetReady } from './support/store.ts';
import { cartDrawer, isUncovered, signInDialog, totalsValue } from './support/widget.ts';

const world = useHostPagesWorld({ hostPages: true });
let store: Store;
let host: HostServer;
beforeAll(() => {
  ({ store, host } = world);
});

interface PageOptions {
  /** The page's own stylesheet, after the base one. */
  css?: string;
  /** `data-theme` of the loader tag. */
  theme?: 'light' | 'dark';
}

/**
 * A store page as a theme would build it: a fixed navbar in the page's banner, a main, a contentinfo
 * footer, a tall body, buy buttons (the print needs a choice of size) and a sign-in button.
 */
function shopPage(api: string, { css = '', theme }: PageOptions = {}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A theme's shop</title>
<style>
  body { margin: 0; font-family: sans-serif; }
  .fixed-top { position: fixed; top: 0; left: 0; right: 0; z-index: 1030; height: 56px; display: flex;
    align-items: center; gap: 16px; padding: 0 16px; background: #212529; color: #fff; }
  .fixed-top a, .fixed-top button { color: #fff; background: #212529; }
  main { padding: 72px 16px 16px; }
  .tall { height: 3000px; }
  ${css}
</style>
<script async src="/dropcart/loader.js" data-client-id="demo" data-api="${api}"${theme ? ` data-theme="${theme}"` : ''}></script></head>
<body>
<header class="fixed-top"><a href="#top">Shop</a>
  <button type="button" id="open" data-dropcart-open>Cart (<span data-dropcart-count>0</span>)</button>
  <button type="button" id="login" data-dropcart-login>Sign in</button></header>
<main><h1>Products</h1>
  <button type="button" id="buy-mug" data-dropcart-add="${PRODUCTS.mug.id}">Buy the mug</button>
  <button type="button" id="buy-print" data-dropcart-add="${PRODUCTS.print.id}">Buy the print</button>
  <div class="tall"></div></main>
<footer><p>The shop's footer</p></footer>
</body></html>`;
}

let served = 0;
/** Opens a new page of the host with `options` (in a new context: a new visitor), the widget ready. */
async function open(
  options: PageOptions = {},
  browser?: Browser,
  contextOptions: BrowserContextOptions = {},
): Promise<Page> {
  const path = `/shop-${++served}.html`;
  host.page(path, shopPage(store.api, options));
  const context = browser ? await browser.newContext(contextOptions) : await store.newContext(contextOptions);
  const page = await context.newPage();
  await page.goto(`${host.url}${path}`);
  await widgetReady(page);
  return page;
}

async function addMug(page: Page): Promise<void> {
  await page.click('#buy-mug');
  const drawer = cartDrawer(page);
  await drawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  await drawer.getByText('Estimated total').waitFor();
}

describe('the host page’s styles do not reach the widget', () => {
  /** Font sizes and box sizes of the drawer's parts, as the shopper sees them. */
  const measure = (page: Page) =>
    cartDrawer(page).evaluate((drawer): Record<string, string> => {
      const parts = [
        'h2',
        '.line-name',
        '.line-price',
        '.muted',
        '.stepper button',
        'dd.total',
        '.button.wide',
      ];
      return {
        drawerWidth: drawer.getBoundingClientRect().width.toFixed(1),
        ...Object.fromEntries(
          parts.map((selector) => {
            const element = drawer.querySelector(selector);
            if (!element) return [selector, 'missing'];
            const box = element.getBoundingClientRect();
            return [selector, `${getComputedStyle(element).fontSize} ${box.height.toFixed(1)}`];
          }),
        ),
      };
    });

  it('sizes nothing by the page’s root font size: a 62.5% root (Milligram) changes nothing', async () => {
    const plain = await open();
    await addMug(plain);
    const expected = await measure(plain);
    expect(expected.h2).toMatch(/^19\.2px/);
    const small = await open({ css: 'html { font-size: 62.5%; } body { font-size: 1.6rem; }' });
    await addMug(small);
    expect(await measure(small)).toEqual(expected);
    await plain.context().close();
    await small.context().close();
  });
});

describe('the scroll lock moves nothing of the host page', () => {
  let classic: Browser;
  beforeAll(async () => {
    // Playwright hides scrollbars in headless Chromium; a desktop shopper's classic scrollbar takes 15 px.
    classic = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu'],
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
  });
  afterAll(() => classic?.close());

  it('keeps the width of fixed elements, the content’s place and the scroll position', async () => {
    const page = await open({}, classic);
    await page.evaluate(() => window.scrollTo(0, 500));
    const layout = () =>
      page.evaluate(() => ({
        navbar: document.querySelector('.fixed-top')!.getBoundingClientRect().width,
        content: document.querySelector('h1')!.getBoundingClientRect().left,
        scrollY: window.scrollY,
      }));
    // A classic scrollbar, or this proves nothing.
    expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBe(15);
    const before = await layout();
    await page.click('#open');
    await cartDrawer(page).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    expect(await layout()).toEqual(before);
    // The page behind does not scroll while the drawer is open.
    await page.evaluate(() => {
      const page = window as unknown as { __wheeled: Promise<void> };
      page.__wheeled = new Promise((resolve) =>
        window.addEventListener('wheel', () => resolve(), { capture: true, once: true }),
      );
    });
    await page.mouse.move(100, 300);
    await page.mouse.wheel(0, 400);
    await page.evaluate(() => (window as unknown as { __wheeled: Promise<void> }).__wheeled);
    // A wheel scrolls within the next frames, if it scrolls at all.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect((await layout()).scrollY).toBe(before.scrollY);
    await cartDrawer(page).getByRole('button', { name: 'Close cart' }).click();
    await cartDrawer(page).waitFor({ state: 'hidden' });
    expect(await layout()).toEqual(before);
    await page.context().close();
  });
});

describe('the widget adds no accessibility violation to the page', () => {
  const AXE = 'node_modules/axe-core/axe.min.js';
  /** axe-core on the whole page (its default rules: WCAG A and AA and best practices, landmarks among them). */
  async function audit(page: Page): Promise<string[]> {
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
    return page.evaluate(async () => {
      type Result = { violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> };
      const axe = (window as unknown as { axe: { run(c: unknown): Promise<Result> } }).axe;
      const result = await axe.run(document);
      return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    });
  }

  it('the page alone has none (or the audits below would prove nothing of ours)', async () => {
    const page = await open();
    expect(await audit(page)).toEqual([]);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)(
    'none with the cart open, %s theme: empty, then with a line',
    async (theme) => {
      const page = await open({ theme });
      await page.click('#open');
      await cartDrawer(page).getByText('Your cart is empty.').waitFor();
      expect(await audit(page), 'empty cart').toEqual([]);
      await cartDrawer(page).getByRole('button', { name: 'Close cart' }).click();
      await addMug(page);
      expect(await audit(page), 'a line in the cart').toEqual([]);
      await cartDrawer(page).getByRole('button', { name: 'Sign in' }).click();
      // The drawer is named by what it shows: "Sign in" now.
      await signInDialog(page).getByLabel('Email').waitFor();
      expect(await audit(page), 'sign-in in the drawer').toEqual([]);
      await page.context().close();
    },
  );

  it('none in the sign-in dialog and in the options popover', async () => {
    const page = await open();
    await page.click('#login');
    await signInDialog(page).getByLabel('Email').waitFor();
    expect(await audit(page), 'sign-in dialog').toEqual([]);
    await signInDialog(page).getByRole('button', { name: 'Close sign-in' }).click();
    await signInDialog(page).waitFor({ state: 'hidden' });
    await page.click('#buy-print');
    const popover = page.getByRole('dialog', { name: PRODUCTS.print.name });
    await popover.getByLabel('50x70').waitFor();
    expect(await audit(page), 'options popover').toEqual([]);
    await page.context().close();
  });
});

describe('a host page that makes body a containing block (issue 18, hole 5)', () => {
  it.each([
    ['transform', 'body { transform: translateX(0); }'],
    ['filter', 'body { filter: saturate(1.1); }'],
  ])(
    'body { %s }: the drawer has the viewport’s size, Check out is on screen, the page does not jump',
    async (_, css) => {
      const page = await open({ css });
      await page.evaluate(() => window.scrollTo(0, 1200));
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBe(1200);
      // Added through the API: a click on the buy button would scroll the page to the button first.
      await page.evaluate(
        (productId) =>
          void (window as unknown as { Dropcart: { add(r: unknown): Promise<unknown> } }).Dropcart.add({
            productId,
          }),
        PRODUCTS.mug.id,
      );
      const drawer = cartDrawer(page);
      await drawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
      // Where the drawer rests, once its slide-in has finished.
      await drawer.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
      const viewport = page.viewportSize()!;
      const box = await drawer.boundingBox();
      expect(box).toMatchObject({ y: 0, height: viewport.height });
      expect(box!.x + box!.width).toBeCloseTo(viewport.width, 0);
      const checkout = drawer.getByRole('button', { name: 'Check out' });
      await checkout.waitFor();
      const button = (await checkout.boundingBox())!;
      expect(button.y + button.height).toBeLessThanOrEqual(viewport.height);
      expect(await isUncovered(checkout)).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await page.context().close();
    },
  );
});

describe('the widget moves nothing once shown (cumulative layout shift)', () => {
  /** Every layout shift of the page since it started, as the Layout Instability API reports them. */
  const SHIFTS = `window.__shifted = [];
    window.__shifts = new PerformanceObserver((list) => window.__shifted.push(...list.getEntries()));
    window.__shifts.observe({ type: 'layout-shift', buffered: true });`;
  const shifted = (page: Page) =>
    page.evaluate(async () => {
      type Shift = PerformanceEntry & { value: number };
      const w = window as unknown as { __shifts: PerformanceObserver; __shifted: Shift[] };
      // Entries of the frames painted so far are queued by the next frame.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      w.__shifted.push(...(w.__shifts.takeRecords() as Shift[]));
      return w.__shifted.reduce((sum, entry) => sum + entry.value, 0);
    });

  it.each([
    ['a phone', { width: 375, height: 740 }],
    ['a desktop', { width: 1280, height: 720 }],
  ])(
    'on %s, with a 300 ms platform: add, estimate, quantity change, new estimate: shifts under 0.01',
    async (_, viewport) => {
      // Slow answers put the estimate more than 500 ms after the click, where its shifts count.
      store.platform.faults.set({ latencyMs: 300 });
      try {
        const page = await open({}, undefined, { viewport });
        await page.addInitScript(SHIFTS);
        await page.reload();
        await widgetReady(page);
        await addMug(page);
        const drawer = cartDrawer(page);
        const total = totalsValue(drawer, 'Estimated total');
        expect(await total.textContent()).toBe('$12.00');
        await drawer.getByRole('button', { name: `One more ${PRODUCTS.mug.name}` }).click();
        await expect.poll(() => total.textContent(), { timeout: 10_000 }).toBe('$24.00');
        expect(await shifted(page)).toBeLessThan(0.01);
        await page.context().close();
      } finally {
        store.platform.faults.reset();
      }
    },
  );
});

describe('a visit without a cart costs nothing', () => {
  it('the demo store’s listing: no API request and no console message while the page loads', async () => {
    const context = await store.newContext();
    const page = await context.newPage();
    const asked: string[] = [];
    const said: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      // The page's own product pictures come from the platform's media host, with or without the widget.
      if (url.startsWith(store.api) && !url.startsWith(`${store.api}/_media/`)) asked.push(url);
    });
    page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
    await page.goto(store.url('/'));
    await widgetReady(page);
    // Whatever the boot left for later (its tasks, an idle callback, a frame) has run.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        ),
    );
    expect(asked).toEqual([]);
    expect(said).toEqual([]);
    // The shopper acts (the pointer reaches a buy button): now the product is read.
    await page.hover('[data-dropcart-add]:not([data-dropcart-options])');
    await expect.poll(() => asked.some((url) => url.includes('/products/'))).toBe(true);
    await context.close();
  });
});
