// `npx tsx test/bench/click-before-load.ts [--runs N] [--baseline DIST] [--catalog v1] [--waterfall]`
// (after `npm run build`): the bench's first visit with a click before the widget finished loading, to
// the item in the open cart, the platform answering after 300 ms. With --baseline, the same click on
// another build (a copy of an earlier dist/) in the same run, the two taking turns. With --catalog v1,
// on pages whose tag names the store's catalog. With --waterfall, every request of each run (the
// widget's files and the platform's calls, preflights included) with its start and end after the click.
import { parseArgs } from 'node:util';
import type { Page, Request } from 'playwright-core';
import { startPlatform } from '../../demo/platform/index.ts';
import { startSiteServer } from '../../demo/site/server.ts';
import { launchChromium } from '../browser/chromium.ts';
import { BENCH_ROUND_TRIP_MS, BUDGETS } from './budgets.ts';
import { describeRatio, median, pairedRatio } from './page-metrics.ts';
import { firstSimpleProduct } from './seeded-product.ts';
import { clickBeforeLoadToLine } from './shopper-latency.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    baseline: { type: 'string' },
    catalog: { type: 'string' },
    waterfall: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const catalog: 'v1' | 'v3' | undefined =
  values.catalog === 'v1' || values.catalog === 'v3' ? values.catalog : undefined;
const budget = catalog ? 3 * BENCH_ROUND_TRIP_MS + 150 : BUDGETS.clickToCartBeforeLoadMs;

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

const platform = await startPlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const siteOptions = { api: platform.url, ...(catalog ? { catalog } : {}) };
const builds = [{ name: 'dist/', site: await startSiteServer(siteOptions) }];
if (values.baseline)
  builds.push({
    name: values.baseline,
    site: await startSiteServer({ ...siteOptions, distDir: values.baseline }),
  });
const browser = await launchChromium();
try {
  const product = await firstSimpleProduct(platform.url);
  platform.faults.set({ latencyMs: BENCH_ROUND_TRIP_MS });
  const samples = builds.map(() => [] as number[]);
  for (let i = 0; i < runs; i++)
    for (const b of i % 2 === 0 ? builds.keys() : [...builds.keys()].reverse()) {
      const watch = values.waterfall ? (page: Page) => waterfall(page, platform.url) : undefined;
      if (watch) console.log(`${builds[b]!.name}, run ${i + 1}:`);
      const ms = await clickBeforeLoadToLine(browser, `${builds[b]!.site.url}/`, product, watch);
      if (watch) console.log(`  the line named at ${ms.toFixed(0)} ms`);
      samples[b]!.push(ms);
    }
  for (const [i, b] of builds.entries())
    console.log(
      `${b.name}: click before load → item in the open cart${catalog ? ` (data-catalog="${catalog}")` : ''} ${median(samples[i]!).toFixed(0)} ms (median of ${runs}; ${samples[i]!.map((s) => s.toFixed(0)).join(', ')}), budget ${budget} ms`,
    );
  if (samples.length === 2)
    console.log(`dist/ over the baseline: ${describeRatio(pairedRatio(samples[0]!, samples[1]!))}`);
} finally {
  await browser.close();
  for (const b of builds) await b.site.close();
  await platform.close();
}
