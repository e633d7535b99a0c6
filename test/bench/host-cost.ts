import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import {
  bootTasks,
  median,
  PAGE_METRICS_SCRIPT,
  type PageMetrics,
  totalBlockingTime,
} from './page-metrics.ts';

const BUY_BUTTON = readFileSync(
  resolve(import.meta.dirname, '../../node_modules/@shopify/buy-button-js/dist/buybutton.min.js'),
);
const LOADER_TAG = /<script async src="\/dropcart\/loader\.js"[^>]*><\/script>/;

export type Variant = 'no-script' | 'dropcart' | 'shopify-buy-button';

export interface HostCost {
  variant: Variant;
  runs: number;
  /** Medians over the runs. */
  longTaskCount: number;
  totalBlockingTimeMs: number;
  longestTaskMs: number;
  /** The longest task from the loader's request to a second after the widget is ready (dropcart only). */
  longestBootTaskMs: number | null;
  /** From the load event to `dropcart:ready` (dropcart only). */
  loadToReadyMs: number | null;
}

/**
 * Loads the demo home page in Chromium with a 4x CPU slowdown, with our script, with no script, and with
 * Shopify's Buy Button script included the same way (one async script tag), and reads the long tasks.
 */
export async function measureHostCost(
  browser: Browser,
  siteUrl: string,
  variant: Variant,
  runs: number,
): Promise<HostCost> {
  const samples: Array<PageMetrics & { tbt: number; longest: number; longestBoot: number }> = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(PAGE_METRICS_SCRIPT);
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/bench/buybutton.min.js')
        return route.fulfill({ body: BUY_BUTTON, contentType: 'text/javascript' });
      if (route.request().resourceType() !== 'document') return route.continue();
      // Every variant's page is delivered the same way (whole, through the route), so that the page's
      // own parsing and layout cost the same in each and only the script differs.
      const response = await route.fetch();
      const html = await response.text();
      const replacement =
        variant === 'no-script' ? '' : '<script async src="/bench/buybutton.min.js"></script>';
      const body = variant === 'dropcart' ? html : html.replace(LOADER_TAG, replacement);
      return route.fulfill({ response, body });
    });
    await page.goto(siteUrl, { waitUntil: 'load' });
    const loadAt = await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.duration);
    if (variant === 'dropcart')
      await page.waitForFunction(
        () => (window as never as { __bench: PageMetrics }).__bench.readyAt !== null,
        null,
        { timeout: 30_000 },
      );
    // Give idle-time work its chance to run, so that it is counted.
    await page.waitForTimeout(1500);
    const metrics = await page.evaluate(() => {
      const bench = (window as never as { __bench: PageMetrics }).__bench;
      const loader = performance
        .getEntriesByType('resource')
        .find((e) => /\/dropcart\/loader\.js$/.test(e.name));
      return { ...bench, loaderRequestedAt: loader ? loader.startTime : null };
    });
    samples.push({
      ...metrics,
      loadAt,
      tbt: totalBlockingTime(metrics.longTasks),
      longest: Math.max(0, ...metrics.longTasks.map((t) => t.duration)),
      longestBoot: Math.max(0, ...bootTasks(metrics).map((t) => t.duration)),
    });
    await context.close();
  }
  return {
    variant,
    runs,
    longTaskCount: median(samples.map((s) => s.longTasks.length)),
    totalBlockingTimeMs: median(samples.map((s) => s.tbt)),
    longestTaskMs: median(samples.map((s) => s.longest)),
    longestBootTaskMs: variant === 'dropcart' ? median(samples.map((s) => s.longestBoot)) : null,
    loadToReadyMs:
      variant === 'dropcart' ? median(samples.map((s) => (s.readyAt ?? Number.NaN) - s.loadAt)) : null,
  };
}
