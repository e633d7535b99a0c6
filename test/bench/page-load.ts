// A page of the demo store opened for the page-experience measures (page-experience.ts, load-pairs.ts):
// the browser's own performance entries recorded as they are reported, the loader's request routed the same
// way with the widget and without, and the waits they share.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { longTaskObservers } from './page-metrics.ts';

/** Installed before the page's scripts: event timings, layout shifts, LCP and long tasks as reported. */
const OBSERVERS = `
  window.__px = { events: [], shifts: [], lcp: 0, lcpElement: '', longTasks: [], ourScripts: [] };
  ${longTaskObservers('window.__px')}
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__px.events.push({ id: e.interactionId, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__px.shifts.push(e.value);
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__px.lcp = e.startTime;
      window.__px.lcpElement = e.element ? e.element.nodeName + '.' + e.element.className : e.url;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

export type PxWindow = Window & {
  __px: {
    events: Array<{ id: number; duration: number }>;
    shifts: number[];
    lcp: number;
    longTasks: Array<{ start: number; duration: number }>;
    ourScripts: Array<{ start: number; duration: number; source: string; invoker: string }>;
  };
};

/** A platform API call (not the page's own images, not the live-update stream). */
export const isApiCall = (url: string, api: string) =>
  url.startsWith(api) && !/^\/_(media|emulator)\//.test(new URL(url).pathname);

export async function openPage(
  browser: Browser,
  url: string,
  {
    withWidget = true,
    cpu = 1,
    context: options = {},
  }: { withWidget?: boolean; cpu?: number; context?: BrowserContextOptions } = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  if (cpu > 1)
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.addInitScript(OBSERVERS);
  // The page is delivered the same way in both variants, straight from the server (Chromium treats a
  // routed page as public and blocks its requests to the emulator on loopback, images included); without
  // the widget, the loader's script is empty. Both variants route the loader: a page with a route has its
  // requests intercepted, a cost that would otherwise fall on the page without the widget alone (its
  // stylesheet later, its DOMContentLoaded later) and flatter the widget's LCP and TTI ratios.
  await page.route('**/dropcart/loader.js', (route) =>
    withWidget ? route.continue() : route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.goto(url, { waitUntil: 'load' });
  return page;
}

/** Waits until the page has painted twice and been idle once: what was left for later has run. */
export const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), {
          timeout: 5000,
        }),
      ),
  );

export const widgetReady = (page: Page) =>
  page.waitForFunction(() => document.querySelector('dropcart-root') !== null && 'Dropcart' in window, null, {
    timeout: 30_000,
  });
