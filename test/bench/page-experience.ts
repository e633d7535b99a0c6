// What a shopper and Lighthouse notice on the demo listing, measured the way web-vitals does (the Event
// Timing, Layout Instability and Largest Contentful Paint APIs), each beside the same page without our
// script in the same run: INP per action at 4x CPU slowdown, CLS on a phone and a desktop, LCP, TTI, requests
// and console messages on a visit without a cart, and the widget's bytes fetched until the cart shows.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { BUDGETS } from './budgets.ts';
import { type LoadPairs, measureLoadPairs } from './load-pairs.ts';
import { isApiCall, openPage, type PxWindow, settled, widgetReady } from './page-load.ts';
import { median } from './page-metrics.ts';
import { sizeOf } from './sizes.ts';

const DIST = resolve(import.meta.dirname, '../../dist');

const LOAD_PAIRS_PER_RUN = 3;

interface Product {
  id: string;
  name: string;
}

/** The longest interaction not counted yet (a visit's INP with one interaction is that interaction's). */
async function interactionSince(page: Page, seen: Set<number>): Promise<number> {
  await settled(page);
  const events = await page.evaluate(() => (window as unknown as PxWindow).__px.events);
  const durations = new Map<number, number>();
  for (const e of events)
    if (!seen.has(e.id)) durations.set(e.id, Math.max(durations.get(e.id) ?? 0, e.duration));
  for (const e of events) seen.add(e.id);
  return Math.max(0, ...durations.values());
}

export interface PageExperience {
  runs: number;
  /** INP of each action at 4x CPU slowdown, the pointer resting on the control first (median ms). */
  inp: { buy: number; open: number; quantity: number; baselineClick: number };
  /** CLS of add, estimate, quantity change, new estimate (300 ms platform), and of the page alone. */
  cls: { phone: number; desktop: number; baselinePhone: number; baselineDesktop: number };
  /**
   * Largest Contentful Paint at 4x, with the widget and without (median ms), and `ratio`: the median of
   * each pair's ratio, with their spread (what the budget holds); Time to Interactive at 4x as Lighthouse
   * computes it, the same way (load-pairs.ts).
   */
  lcp: LoadPairs['lcp'];
  tti: LoadPairs['tti'];
  /**
   * A visit without a cart: platform API requests and console messages while the page loads, and console
   * messages until its first add shows (`said`: all of them).
   */
  noCartVisit: {
    requests: number;
    consoleMessages: number;
    consoleMessagesThroughFirstAdd: number;
    said: string[];
  };
  /**
   * The widget's code fetched from the page load until the cart shows: `gzip`, its files at gzip level 9
   * (design.md §4's unit), and `bytes` as the demo's server sent them (`encoding`).
   */
  bytesUntilCart: {
    bytes: number;
    encoding: string;
    files: number;
    gzip: number;
    /** Each file fetched, in the order fetched, with its gzip size: what to cut or defer. */
    fetched: Array<{ path: string; gzip: number }>;
  };
}

export async function measurePageExperience(
  browser: Browser,
  siteUrl: string,
  api: string,
  product: Product,
  runs: number,
  setLatency: (ms: number) => void,
): Promise<PageExperience> {
  const buy = `[data-dropcart-add="${product.id}"]`;
  const inp = {
    buy: [] as number[],
    open: [] as number[],
    quantity: [] as number[],
    baseline: [] as number[],
  };
  for (let i = 0; i < runs; i++) {
    const page = await openPage(browser, siteUrl, { cpu: 4 });
    await widgetReady(page);
    await settled(page);
    const seen = new Set<number>();
    await interactionSince(page, seen); // none yet, or the page's own
    await page.hover(buy);
    await settled(page);
    await page.click(buy);
    await page.locator('dropcart-root .line-name', { hasText: product.name }).first().waitFor();
    inp.buy.push(await interactionSince(page, seen));
    await page.getByRole('button', { name: 'Close cart' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor({ state: 'hidden' });
    await interactionSince(page, seen);
    const open = page.locator('[data-dropcart-open]').first();
    await open.hover();
    await settled(page);
    await open.click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    inp.open.push(await interactionSince(page, seen));
    const more = page.getByRole('button', { name: `One more ${product.name}` });
    await more.hover();
    await settled(page);
    await more.click();
    inp.quantity.push(await interactionSince(page, seen));
    await page.context().close();

    const plain = await openPage(browser, siteUrl, { cpu: 4, withWidget: false });
    await settled(plain);
    const plainSeen = new Set<number>();
    await plain.hover(buy);
    await settled(plain);
    await plain.click(buy);
    inp.baseline.push(await interactionSince(plain, plainSeen));
    await plain.context().close();
  }
  // Three times as many pairs as the other rows' runs, and up to twice that while a median does not yet
  // decide its budget (load-pairs.ts says why pairs).
  const { lcp, tti } = await measureLoadPairs(browser, siteUrl, {
    pairs: runs * LOAD_PAIRS_PER_RUN,
    most: 2 * runs * LOAD_PAIRS_PER_RUN,
    limits: { lcp: BUDGETS.lcpRatio, tti: BUDGETS.ttiRatio },
  });

  const cls = {
    phone: [] as number[],
    desktop: [] as number[],
    baselinePhone: [] as number[],
    baselineDesktop: [] as number[],
  };
  setLatency(300);
  try {
    for (let i = 0; i < runs; i++)
      for (const [name, viewport] of [
        ['phone', { width: 375, height: 740 }],
        ['desktop', { width: 1280, height: 720 }],
      ] as const) {
        const page = await openPage(browser, siteUrl, { context: { viewport } });
        await widgetReady(page);
        await page.click(buy);
        const drawer = page.getByRole('dialog', { name: 'Your cart' });
        await drawer.locator('dd.total:not(.placeholder)').waitFor();
        await drawer.getByRole('button', { name: `One more ${product.name}` }).click();
        await drawer.locator('dd.total:not(.placeholder)').waitFor();
        await settled(page);
        const shifts = await page.evaluate(() => (window as unknown as PxWindow).__px.shifts);
        cls[name].push(shifts.reduce((a, b) => a + b, 0));
        await page.context().close();
        const plain = await openPage(browser, siteUrl, { context: { viewport }, withWidget: false });
        await settled(plain);
        const plainShifts = await plain.evaluate(() => (window as unknown as PxWindow).__px.shifts);
        cls[name === 'phone' ? 'baselinePhone' : 'baselineDesktop'].push(
          plainShifts.reduce((a, b) => a + b, 0),
        );
        await plain.context().close();
      }
  } finally {
    setLatency(0);
  }

  const { noCartVisit, bytesUntilCart } = await measureNoCartVisit(browser, siteUrl, api, product);

  return {
    runs,
    inp: {
      buy: median(inp.buy),
      open: median(inp.open),
      quantity: median(inp.quantity),
      baselineClick: median(inp.baseline),
    },
    cls: {
      phone: median(cls.phone),
      desktop: median(cls.desktop),
      baselinePhone: median(cls.baselinePhone),
      baselineDesktop: median(cls.baselineDesktop),
    },
    lcp,
    tti,
    noCartVisit,
    bytesUntilCart,
  };
}

export interface FirstDrawWindow {
  __lineDrawnAt?: number;
}

/**
 * Runs in the page (a string: the test runner's helpers are not there): notes `performance.now()` in the
 * first animation frame whose DOM has a visible line named `name` in the widget (in any of its shadow
 * roots), the frame that paints it.
 */
export const watchFirstDraw = (name: string) => `{
  const name = ${JSON.stringify(name)};
  const line = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.matches('.line-name') && el.textContent.includes(name)) return el;
      const inner = el.shadowRoot && line(el.shadowRoot);
      if (inner) return inner;
    }
  };
  const frame = () => {
    const root = document.querySelector('dropcart-root');
    const found = root && line(root.shadowRoot ?? root);
    const box = found?.getBoundingClientRect();
    if (found?.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0)
      window.__lineDrawnAt = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}`;

/**
 * A visit without a cart (platform API requests and console messages while the page loads), then a first
 * add on it: the widget's JavaScript fetched until the added item shows, as served (compressed).
 */
export async function measureNoCartVisit(
  browser: Browser,
  siteUrl: string,
  api: string,
  product: Product,
): Promise<Pick<PageExperience, 'noCartVisit' | 'bytesUntilCart'>> {
  // Nothing asked, nothing said, while the page loads.
  const buy = `[data-dropcart-add="${product.id}"]`;
  const visit = await browser.newContext();
  const visitPage = await visit.newPage();
  const asked: string[] = [];
  const said: string[] = [];
  visitPage.on('request', (r) => {
    if (isApiCall(r.url(), api)) asked.push(r.url());
  });
  visitPage.on('console', (m) => said.push(`${m.type()}: ${m.text()}`));
  await visitPage.goto(siteUrl, { waitUntil: 'load' });
  await widgetReady(visitPage);
  await settled(visitPage);
  const requests = asked.length;
  const consoleMessages = said.length;

  // Then the shopper adds: the widget's files whose fetch started before the line was first drawn, as
  // served. The page notes the frame that first has the line (not when a poll from here sees it: the
  // totals' code, fetched once the platform has answered, started meanwhile and was counted).
  const widgetFiles = /\/dropcart\/.*\.js$/;
  const finished: Array<Promise<unknown>> = [];
  // Its answer's wait rejects only once the page is closed below (Playwright's "Target page, context or
  // browser has been closed"): a file the widget asked for after the frame, in its idle work, which the
  // bench does not wait for. Without the catch, that rejection, unhandled, ended the run.
  const onRequest = (r: Request) => {
    if (widgetFiles.test(r.url()))
      finished.push(
        r
          .response()
          .then((response) => response?.finished())
          .catch(() => undefined),
      );
  };
  visitPage.on('request', onRequest);
  await visitPage.evaluate(watchFirstDraw(product.name));
  await visitPage.click(buy);
  await visitPage.locator('dropcart-root .line-name', { hasText: product.name }).first().waitFor();
  const drawn = await visitPage.waitForFunction(() => (window as FirstDrawWindow).__lineDrawnAt);
  const drawnAt = Number(await drawn.jsonValue());
  // A file asked for before that frame counts even if it arrives after it.
  await Promise.all(finished);
  visitPage.off('request', onRequest);
  const fetched = await visitPage.evaluate(
    ([before, files]) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < before && new RegExp(files).test(e.name))
        .map((e) => ({
          path: new URL(e.name).pathname,
          served: (e as PerformanceResourceTiming).encodedBodySize,
        })),
    [drawnAt, widgetFiles.source] as const,
  );
  const served = fetched.map((file) => file.served);
  // The demo's server sends dist/ under /dropcart/.
  const gzipped = fetched.map((file) => ({
    path: file.path.slice('/dropcart/'.length),
    gzip: sizeOf(readFileSync(join(DIST, file.path.slice('/dropcart/'.length)))).gzip,
  }));
  const gzip = gzipped.reduce((total, file) => total + file.gzip, 0);
  const loader = await visitPage.request.get(`${siteUrl}dropcart/loader.js`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  await visit.close();

  return {
    noCartVisit: { requests, consoleMessages, consoleMessagesThroughFirstAdd: said.length, said },
    bytesUntilCart: {
      bytes: served.reduce((a, b) => a + b, 0),
      encoding: loader.headers()['content-encoding'] ?? 'none',
      files: served.length,
      gzip,
      fetched: gzipped,
    },
  };
}
