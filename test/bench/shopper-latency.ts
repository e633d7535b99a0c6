import type { Browser, BrowserContext, Page } from 'playwright-core';
import { isApiCall } from './page-load.ts';
import { type BenchWindow, median, PAGE_METRICS_SCRIPT } from './page-metrics.ts';

export interface ShopperLatency {
  /** The widget booted, its UI code not loaded yet (nothing was shown): a click with no hover before it. */
  clickToCartMs: number;
  /** The same with the pointer resting on the button for 150 ms before the click, as a mouse does. */
  clickAfterHoverToCartMs: number;
  clickToCartBeforeLoadMs: number;
  quantityToLineTotalMs: number;
  quantityToEstimatedTotalMs: number;
  requestsOnLoadWithCart: number;
  preflightsOnLoadWithCart: number;
  requestPathsOnLoadWithCart: string[];
}

interface Product {
  id: string;
  name: string;
}

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(PAGE_METRICS_SCRIPT);
  return page;
}

/**
 * Resolves once no platform API request has been in flight for `quietMs`. (Playwright's `networkidle`
 * never comes while the live-update stream is open.)
 */
async function apiIdle(page: Page, api: string, quietMs = 400): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const track = (delta: number) => (r: { url(): string }) => {
    if (!isApiCall(r.url(), api)) return;
    inFlight += delta;
    lastChange = Date.now();
  };
  const start = track(1);
  const end = track(-1);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(50);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

const widgetReady = (page: Page) =>
  page.waitForFunction(() => (window as unknown as BenchWindow).__bench.readyAt !== null, null, {
    timeout: 30_000,
  });

/**
 * A page in a new context, the widget "already loaded": booted, the shopper's pointer moved over the page
 * (as before any mouse click; the buy buttons' products are asked for then, not on load), and those
 * requests settled. Waited for by their answer, not by a quiet moment: on a busy machine the read went out
 * after 400 ms of quiet, and the click then measured a product read too.
 */
export async function bootedPage(browser: Browser, siteUrl: string, api: string): Promise<Page> {
  const page = await newPage(await browser.newContext());
  await page.goto(siteUrl);
  await widgetReady(page);
  const read = page.waitForResponse(
    (r) => isApiCall(r.url(), api) && r.request().method() !== 'OPTIONS' && /\/products\//.test(r.url()),
    { timeout: 30_000 },
  );
  await page.mouse.move(5, 5);
  await page.mouse.move(10, 10);
  await read;
  await apiIdle(page, api);
  return page;
}

/** From the click on a buy button to its line in the open cart. */
export const clickToLine = (page: Page, product: Product) =>
  page.evaluate(
    ({ id, name }) =>
      (window as unknown as BenchWindow).__timeUntil(
        () => (document.querySelector(`[data-dropcart-add="${id}"]`) as HTMLElement).click(),
        (root) => [...(root?.querySelectorAll('.line-name') ?? [])].some((n) => n.textContent === name),
      ),
    product,
  );

/**
 * A first visit whose widget entry is held on its way until `release()`, at the moment the loader has run
 * (an async script: a click before it runs reaches no script at all). Holding it makes a click always land
 * before the widget: waiting for the moment to come by itself missed it on a busy machine, where the widget
 * mounted between two polls of the page and the wait never ended.
 */
export async function pageBeforeLoad(context: BrowserContext, siteUrl: string) {
  const page = await newPage(context);
  let release = () => {};
  const clicked = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/dropcart\/widget\/dropcart-[^/]+\.js$/, async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto(siteUrl, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => 'Dropcart' in window);
  /** Lets the widget's entry go once the page's script has set `window.__clicked`. */
  const releaseWhenClicked = async () => {
    await page.waitForFunction(() => (window as { __clicked?: boolean }).__clicked === true);
    release();
  };
  return { page, releaseWhenClicked };
}

/**
 * A first visit's click before the widget has loaded (the loader captures it, the widget replays it).
 * `watch` sees the page before the click (click-before-load.ts records its requests there), and what it
 * returns runs once the line is shown; the click's moment is `window.__clickedAt` (milliseconds since 1970).
 */
export async function clickBeforeLoadToLine(
  browser: Browser,
  siteUrl: string,
  product: Product,
  watch?: (page: Page) => (() => Promise<void>) | undefined,
): Promise<number> {
  const context = await browser.newContext();
  try {
    const { page, releaseWhenClicked } = await pageBeforeLoad(context, siteUrl);
    const watched = watch?.(page);
    const measured = page.evaluate(({ id, name }) => {
      const bench = window as unknown as BenchWindow & { __clicked?: boolean; __clickedAt?: number };
      return bench.__timeUntil(
        () => {
          bench.__clickedAt = performance.timeOrigin + performance.now();
          (document.querySelector(`[data-dropcart-add="${id}"]`) as HTMLElement).click();
          bench.__clicked = true;
        },
        (root) => [...(root?.querySelectorAll('.line-name') ?? [])].some((n) => n.textContent === name),
      );
    }, product);
    await releaseWhenClicked();
    const ms = await measured;
    await watched?.();
    return ms;
  } finally {
    await context.close();
  }
}

/** The median of `runs` first visits' clicks before load (`clickBeforeLoadToLine`) on the page at `siteUrl`. */
export async function measureClickBeforeLoad(
  browser: Browser,
  siteUrl: string,
  product: Product,
  runs: number,
): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await clickBeforeLoadToLine(browser, siteUrl, product));
  return median(samples);
}

/** Rests the pointer on the buy button (the widget loads its UI then) before `clickToLine`. */
async function hoverThenClickToLine(page: Page, product: Product): Promise<number> {
  await page.hover(`[data-dropcart-add="${product.id}"]`);
  await page.waitForTimeout(150);
  return clickToLine(page, product);
}

/** From a click on the stepper's "one more" to a change of the text at `selector` in the cart. */
const increaseUntilChanged = (page: Page, product: Product, selector: string) =>
  page.evaluate(
    ({ name, selector }) => {
      const root = document.querySelector('dropcart-root')?.shadowRoot;
      const before = root?.querySelector(selector)?.textContent ?? '';
      return (window as unknown as BenchWindow).__timeUntil(
        (shadow) => shadow!.querySelector<HTMLElement>(`button[aria-label="One more ${name}"]`)!.click(),
        (shadow) => {
          const now = shadow?.querySelector(selector)?.textContent;
          return now !== undefined && now !== before;
        },
      );
    },
    { name: product.name, selector },
  );

/**
 * Platform API requests a second page load makes when tokens and a cart already exist. The demo page's
 * own product images also come from the emulator's origin and are not ours; the live-update stream is
 * one long-lived connection, counted apart like the CORS preflights.
 */
async function requestsOnReload(context: BrowserContext, siteUrl: string, api: string) {
  const page = await newPage(context);
  const seen: Array<{ method: string; path: string }> = [];
  page.on('request', (r) => {
    if (r.url().startsWith(api)) seen.push({ method: r.method(), path: new URL(r.url()).pathname });
  });
  await page.goto(siteUrl);
  await widgetReady(page);
  await apiIdle(page, api, 1000);
  const calls = seen.filter((r) => isApiCall(api + r.path, api));
  const sent = calls.filter((r) => r.method !== 'OPTIONS');
  return { requests: sent.length, preflights: calls.length - sent.length, paths: sent.map((r) => r.path) };
}

/** Shopper-facing times with the emulator answering slowly (set by the caller); medians of `runs`. */
export async function measureShopperLatency(
  browser: Browser,
  siteUrl: string,
  api: string,
  product: Product,
  runs: number,
): Promise<ShopperLatency> {
  const samples = {
    click: [] as number[],
    hover: [] as number[],
    cold: [] as number[],
    line: [] as number[],
    total: [] as number[],
  };
  let reload = { requests: 0, preflights: 0, paths: [] as string[] };
  for (let i = 0; i < runs; i++) {
    const page = await bootedPage(browser, siteUrl, api);
    const context = page.context();
    samples.click.push(await clickToLine(page, product));
    // The add's answer has arrived, so the stepper acts on the confirmed line.
    await apiIdle(page, api);
    samples.line.push(await increaseUntilChanged(page, product, '.line-price'));
    // The estimated total itself, not the placeholder that keeps its place while it is computed.
    samples.total.push(await increaseUntilChanged(page, product, 'dd.total:not(.placeholder)'));
    const counted = await requestsOnReload(context, siteUrl, api);
    if (counted.requests >= reload.requests) reload = counted;
    await context.close();

    const hoverPage = await bootedPage(browser, siteUrl, api);
    samples.hover.push(await hoverThenClickToLine(hoverPage, product));
    await hoverPage.context().close();

    samples.cold.push(await clickBeforeLoadToLine(browser, siteUrl, product));
  }
  return {
    clickToCartMs: median(samples.click),
    clickAfterHoverToCartMs: median(samples.hover),
    clickToCartBeforeLoadMs: median(samples.cold),
    quantityToLineTotalMs: median(samples.line),
    quantityToEstimatedTotalMs: median(samples.total),
    requestsOnLoadWithCart: reload.requests,
    preflightsOnLoadWithCart: reload.preflights,
    requestPathsOnLoadWithCart: reload.paths,
  };
}
