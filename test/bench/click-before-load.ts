// `npx tsx test/bench/click-before-load.ts [--runs N] [--baseline DIST] [--catalog v1] [--waterfall]`
// (after `npm run build`): the bench's first visit with a click before the widget finished loading, to
// the item in the open cart, the platform answering after 300 ms. With --baseline, the same click on
// another build (a copy of an earlier dist/) in the same run, the two taking turns. With --catalog v1,
// on pages whose tag names the store's catalog. With --waterfall, every request of each run (the
// widget's files and the platform's calls, preflights included) with its start and end after the click.
import { parseArgs } from 'node:util';
import type { Page, Request } from 'playwright-core';
import { BENCH_ROUND_TRIP_MS, BUDGETS } from './budgets.ts';
import { timeOnBuilds } from './paired-builds.ts';
import { clickBeforeLoadToLine } from './shopper-latency.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    baseline: { type: 'string' },
    catalog: { type: 'string' },
    waterfall: { type: 'boolean', default: false },
  },
});
const catalog: 'v1' | 'v3' | undefined =
  values.catalog === 'v1' || values.catalog === 'v3' ? values.catalog : undefined;

/** Records the page's requests; prints them, relative to the click, once the line is shown. */
function waterfall(page: Page, api: string): () => Promise<void> {
  const done: Request[] = [];
  page.on('requestfinished', (r) => done.push(r));
  // CORS preflights: only the DevTools protocol reports them (Chromium sends them itself).
  const preflights: Array<[string, number]> = [];
  void page
    .context()
    .newCDPSession(page)
    .then(async (cdp) => {
      cdp.on('Network.requestWillBeSent', (e) => {
        if (e.request.method === 'OPTIONS' || e.type === 'Preflight')
          preflights.push([e.request.url, e.wallTime * 1000]);
      });
      await cdp.send('Network.enable');
    });
  // When the page's script asked (a fetch waits for a free connection before its request starts).
  void page.evaluate(() => {
    const asked: Array<[string, number]> = [];
    (window as { __asked?: typeof asked }).__asked = asked;
    // The main thread's long tasks: a platform answer that arrives during one waits for its end.
    new PerformanceObserver((list) => {
      for (const task of list.getEntries())
        asked.push([`long task of ${task.duration.toFixed(0)} ms`, performance.timeOrigin + task.startTime]);
    }).observe({ type: 'longtask' });
    const fetch = window.fetch;
    window.fetch = (input, init) => {
      asked.push([
        String(input instanceof Request ? input.url : input),
        performance.timeOrigin + performance.now(),
      ]);
      return fetch(input, init);
    };
  });
  return async () => {
    const clickedAt = await page.evaluate(() => (window as { __clickedAt?: number }).__clickedAt ?? 0);
    const asked = await page.evaluate(() => (window as { __asked?: Array<[string, number]> }).__asked ?? []);
    for (const [url, at] of preflights)
      console.log(`  ${(at - clickedAt).toFixed(0).padStart(6)}          preflight ${new URL(url).pathname}`);
    for (const [what, at] of asked)
      console.log(
        `  ${(at - clickedAt).toFixed(0).padStart(6)}          ${what.startsWith('long') ? what : `fetch() ${new URL(what).pathname}`}`,
      );
    const rows = done
      .filter((r) => r.url().includes('/dropcart/') || r.url().startsWith(api))
      .map((r) => {
        const t = r.timing();
        const url = new URL(r.url());
        return {
          sent: t.requestStart >= 0 ? t.startTime + t.requestStart - clickedAt : Number.NaN,
          start: t.startTime - clickedAt,
          end: t.startTime + t.responseEnd - clickedAt,
          what: `${r.method()} ${url.pathname.replace(/^.*\/dropcart\//, '')}`,
        };
      })
      .filter((row) => row.end >= 0)
      .sort((a, b) => a.start - b.start);
    for (const row of rows)
      console.log(
        `  ${row.start.toFixed(0).padStart(6)} → ${row.end.toFixed(0).padStart(6)} ms (sent ${row.sent.toFixed(0)})  ${row.what}`,
      );
  };
}

await timeOnBuilds({
  runs: Number(values.runs),
  baseline: values.baseline,
  ...(catalog ? { site: { catalog } } : {}),
  what: `click before load → item in the open cart${catalog ? ` (data-catalog="${catalog}")` : ''}`,
  budget: catalog ? 3 * BENCH_ROUND_TRIP_MS + 150 : BUDGETS.clickToCartBeforeLoadMs,
  async measure({ browser, platform, siteUrl, build, run, product }) {
    const watch = values.waterfall ? (page: Page) => waterfall(page, platform.url) : undefined;
    if (watch) console.log(`${build}, run ${run}:`);
    const ms = await clickBeforeLoadToLine(browser, siteUrl, product, watch);
    if (watch) console.log(`  the line named at ${ms.toFixed(0)} ms`);
    return ms;
  },
});
