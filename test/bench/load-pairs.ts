// LCP and TTI of the demo listing with the widget over the same page without it, taken in pairs of loads
// (page-experience.ts reports them). Both vary by hundreds of milliseconds from one load to the next on
// these shared cores (the page's picture, an SVG painted at a 4x slowdown, with or without the widget; TTI
// waits for five quiet seconds): a ratio of two medians swung from 0.7x to 1.2x between runs. So each load
// with the widget is paired with one without, right after or right before it (the order alternates, so
// neither always gets the warmer cache or the quieter moment), and the budget holds the median of the
// pairs' ratios, printed with their spread. One load each way first warms the browser's caches and is not
// counted.
import type { Browser, Page } from 'playwright-core';
import { openPage, type PxWindow, settled, widgetReady } from './page-load.ts';
import { decides, median, type PairedRatio, pairedRatio } from './page-metrics.ts';
import { knownAt, type TtiInput, timeToInteractive } from './tti.ts';

/**
 * The page's Time to Interactive as Lighthouse computes it (tti.ts): watched until 5 s without a long
 * task nor more than two requests at once have passed, 30 s at most.
 */
async function interactiveAt(page: Page): Promise<TtiInput & { tti: number | undefined }> {
  const gaveUpAt = Date.now() + 30_000;
  for (;;) {
    const input = await page.evaluate((): TtiInput => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        domContentLoaded: navigation.domContentLoadedEventEnd,
        longTasks: (window as unknown as PxWindow).__px.longTasks,
        requests: [navigation, ...resources].map((r) => ({ start: r.startTime, end: r.responseEnd })),
        observedUntil: performance.now(),
      };
    });
    const tti = timeToInteractive(input);
    // Never five quiet seconds in 30 (a machine busy with other work): no TTI for this load.
    if (tti !== undefined || Date.now() >= gaveUpAt) return { ...input, tti };
    // Until the page has been quiet for long enough to tell (later than that if it was busy meanwhile),
    // waited for here, not in the page: polling there (Playwright's waitForFunction checks every frame)
    // is work on the very main thread being watched for quiet, and on a busy machine some of those frames
    // became long tasks of their own. The page's clock runs at this process's pace.
    await new Promise((resolve) => setTimeout(resolve, Math.max(50, knownAt(input) - input.observedUntil)));
  }
}

/** One load's figures; `lastLongTask`: the long task TTI waited for, and whether it ran our code. */
export interface PageLoad {
  paint: number;
  interactive: number | undefined;
  lastLongTask?: { start: number; duration: number; ours: string[] };
}

export async function loadOnce(browser: Browser, siteUrl: string, withWidget: boolean): Promise<PageLoad> {
  const page = await openPage(browser, siteUrl, { cpu: 4, withWidget });
  try {
    if (withWidget) await widgetReady(page);
    await settled(page);
    const paint = await page.evaluate(() => (window as unknown as PxWindow).__px.lcp);
    const { tti, longTasks } = await interactiveAt(page);
    const last = longTasks.filter((t) => tti !== undefined && t.start + t.duration <= tti).at(-1);
    if (!last) return { paint, interactive: tti };
    const scripts = await page.evaluate(() => (window as unknown as PxWindow).__px.ourScripts);
    const ours = scripts
      .filter((s) => s.start < last.start + last.duration && s.start + s.duration > last.start)
      .map((s) => `${s.invoker} ${s.source.replace(/.*\//, '')} ${s.duration.toFixed(0)} ms`);
    return { paint, interactive: tti, lastLongTask: { ...last, ours } };
  } finally {
    await page.context().close();
  }
}

export interface LoadPairs {
  lcp: { withWidget: number; without: number; ratio: PairedRatio };
  tti: { withWidget: number; without: number; ratio: PairedRatio };
  /** Every pair as measured, the load with the widget first. */
  pairs: Array<[PageLoad, PageLoad]>;
}

/** How many pairs: `pairs` at least, and up to `most` while a ratio's median does not yet decide its budget. */
export interface PairCount {
  pairs: number;
  most: number;
  limits: { lcp: number; tti: number };
}

export async function measureLoadPairs(
  browser: Browser,
  siteUrl: string,
  { pairs: least, most, limits }: PairCount,
): Promise<LoadPairs> {
  await loadOnce(browser, siteUrl, true);
  await loadOnce(browser, siteUrl, false);
  const pairs: Array<[PageLoad, PageLoad]> = [];
  let figures = summarize(pairs);
  // A median whose interval straddles its budget passes or fails by chance: more pairs narrow it (on a busy
  // machine the ratios spread widely, and the first pairs alone swung the verdict from run to run).
  while (
    pairs.length < least ||
    (pairs.length < most &&
      !(decides(figures.lcp.ratio, limits.lcp) && decides(figures.tti.ratio, limits.tti)))
  ) {
    const pair = new Map<boolean, PageLoad>();
    for (const withWidget of pairs.length % 2 === 0 ? [true, false] : [false, true])
      pair.set(withWidget, await loadOnce(browser, siteUrl, withWidget));
    pairs.push([pair.get(true)!, pair.get(false)!]);
    figures = summarize(pairs);
  }
  return figures;
}

function summarize(pairs: Array<[PageLoad, PageLoad]>): LoadPairs {
  const lcp = {
    withWidget: pairs.map(([ours]) => ours.paint),
    without: pairs.map(([, plain]) => plain.paint),
  };
  // A pair counts for TTI only when both loads had one: the printed count of pairs says how many did.
  const timed = pairs.filter(
    ([ours, plain]) => ours.interactive !== undefined && plain.interactive !== undefined,
  );
  const tti = {
    withWidget: timed.map(([ours]) => ours.interactive!),
    without: timed.map(([, plain]) => plain.interactive!),
  };
  return {
    lcp: {
      withWidget: median(lcp.withWidget),
      without: median(lcp.without),
      ratio: pairedRatio(lcp.withWidget, lcp.without),
    },
    tti: {
      withWidget: median(tti.withWidget),
      without: median(tti.without),
      ratio: pairedRatio(tti.withWidget, tti.without),
    },
    pairs,
  };
}
