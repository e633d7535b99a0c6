// `npm run bench`: sizes, host-page cost, shopper latency and scale, measured side by side in one run,
// checked against the budgets of design.md §4. Writes test/bench/results.{json,md} and the table in
// docs/performance.md; exits non-zero when a budget is broken.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startPlatform } from '../../demo/platform/index.ts';
import { startSiteServer } from '../../demo/site/server.ts';
import { launchChromium } from '../browser/chromium.ts';
import { ensureChromium } from '../browser/ensure-chromium.mjs';
import { BENCH_ROUND_TRIP_MS, BENCH_SLOW_ROUND_TRIP_MS, passes } from './budgets.ts';
import { besideBusy, startBusy } from './busy.ts';
import { budgetChecks } from './checks.ts';
import { measureClientRequests } from './client-requests.ts';
import { measureFirstVisitFeedback } from './first-visit.ts';
import { measureHostCost } from './host-cost.ts';
import { measureOpenCloseMemory } from './memory.ts';
import { measurePageExperience } from './page-experience.ts';
import { describeRatio } from './page-metrics.ts';
import { markdown, sizeRow, writeResults } from './report.ts';
import { createBenchProducts, measureScale } from './scale.ts';
import { firstSimpleProduct } from './seeded-product.ts';
import { measureClickBeforeLoad, measureShopperLatency } from './shopper-latency.ts';
import { measureSizes } from './sizes.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const { values: options } = parseArgs({
  options: { 'no-build': { type: 'boolean' }, 'beside-busy': { type: 'string', default: '0' } },
});
const log = (message: string) => console.log(`[bench] ${message}`);

if (!options['no-build']) {
  log('building…');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}
if (!ensureChromium()) process.exit(1);

log('sizes…');
const sizes = await measureSizes();

// A Catalog V1 store: the scale runs fill carts of up to 200 products made through the merchant API, which
// the emulator serves on V1 sites only. The widget speaks Current Cart V2, its default.
const platform = await startPlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const site = await startSiteServer({ api: platform.url });
const browser = await launchChromium();
// Made busy after the build, so that only the measuring competes with them.
const busy = startBusy(Number(options['beside-busy']));
if (busy.count > 0) log(`beside ${busy.count} busy processes`);
try {
  const product = await firstSimpleProduct(platform.url);

  log(`host page cost, 4x CPU slowdown, ${RUNS} runs each…`);
  const hostCost = [];
  for (const variant of ['no-script', 'dropcart', 'shopify-buy-button'] as const)
    hostCost.push(await measureHostCost(browser, `${site.url}/`, variant, RUNS));

  log(`shopper latency with ${BENCH_ROUND_TRIP_MS} ms platform latency…`);
  platform.faults.set({ latencyMs: BENCH_ROUND_TRIP_MS });
  const latency = await measureShopperLatency(browser, `${site.url}/`, platform.url, product, RUNS);
  // The same first visit on pages whose tag names the store's catalog (`data-catalog`): no detection.
  const namedCatalogSite = await startSiteServer({ api: platform.url, catalog: 'v1' });
  const clickBeforeLoadNamedCatalogMs = await measureClickBeforeLoad(
    browser,
    `${namedCatalogSite.url}/`,
    product,
    RUNS,
  ).finally(() => namedCatalogSite.close());
  log(`a first visit's click before load, ${BENCH_SLOW_ROUND_TRIP_MS} ms platform latency…`);
  platform.faults.set({ latencyMs: BENCH_SLOW_ROUND_TRIP_MS });
  const feedback = await measureFirstVisitFeedback(browser, `${site.url}/`, product, RUNS);
  platform.faults.reset();
  const requests = await measureClientRequests(platform.url, product.id);

  log(
    `page experience: INP at 4x, CLS on phone and desktop, LCP, TTI, a visit without a cart; ${RUNS} runs…`,
  );
  const experience = await measurePageExperience(browser, `${site.url}/`, platform.url, product, RUNS, (ms) =>
    platform.faults.set({ latencyMs: ms }),
  );

  log('scale: carts of 1, 50 and 200 lines; memory over 100 open/close cycles…');
  const ids = await createBenchProducts(platform.url, 200);
  const scale = await measureScale(browser, `${site.url}/`, ids, [1, 50, 200]);
  const memory = await measureOpenCloseMemory(browser, `${site.url}/`, ids.slice(0, 20));
  // The same, with the page keeping 2 KB a cycle: the measure must see a leak over the budget.
  const planted = await measureOpenCloseMemory(browser, `${site.url}/`, ids.slice(0, 20), {
    plantLeakBytes: 2048,
  });

  const figures = { sizes, hostCost, latency, feedback, requests, experience, scale, memory, planted };
  const checks = budgetChecks(figures);

  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  // Browsers report only tasks over 50 ms, so a median of 0 means none was that long.
  const longTask = (ms: number) => (ms === 0 ? 'none over 50 ms' : `${ms.toFixed(0)} ms`);
  const sections = [
    '### Sizes',
    '',
    '| what | raw | gzip | brotli | note |',
    '|---|---|---|---|---|',
    sizeRow('loader.js', sizes.loader),
    sizeRow('dropcart-frame.js', sizes.frameHelper, 'only on pages inside frames'),
    sizeRow('widget boot (client, stores, host bridge; on idle)', sizes.widgetBoot),
    sizeRow(
      'widget first load (boot + the UI module with React)',
      sizes.widgetFirstLoad,
      `${sizes.widgetFirstLoadFiles.length} files`,
    ),
    ...sizes.widgetLazyChunks.map((c) => sizeRow(`lazy chunk ${c.file}`, c, 'on demand')),
    sizeRow(
      'client slice (auth, cart, redirects, catalog read)',
      sizes.clientSlice,
      `${ratio(sizes.clientSlice.gzip, sizes.officialSdkSlice.gzip)} the official SDK`,
    ),
    sizeRow('official SDK, same calls, bundled the same way', sizes.officialSdkSlice),
    sizeRow(
      'Shopify Buy Button (buybutton.min.js)',
      sizes.shopifyBuyButton,
      `dropcart first load is ${ratio(sizes.loader.gzip + sizes.widgetFirstLoad.gzip, sizes.shopifyBuyButton.gzip)} of it`,
    ),
    '',
    `### Host page cost (demo home page, Chromium, 4x CPU slowdown, median of ${RUNS})`,
    '',
    '| page | long tasks | total blocking time | longest task | longest task of our boot | load → widget ready |',
    '|---|---|---|---|---|---|',
    ...hostCost.map(
      (h) =>
        `| ${h.variant} | ${h.longTaskCount} | ${h.totalBlockingTimeMs.toFixed(0)} ms | ${longTask(h.longestTaskMs)} | ${h.longestBootTaskMs === null ? '' : longTask(h.longestBootTaskMs)} | ${h.loadToReadyMs === null ? '' : `${h.loadToReadyMs.toFixed(0)} ms`} |`,
    ),
    '',
    `### Shopper latency (platform answers after 300 ms, median of ${RUNS})`,
    '',
    '| action | time |',
    '|---|---|',
    `| click on a buy button → item in the open cart (widget booted; the UI's code loads on this click) | ${latency.clickToCartMs.toFixed(0)} ms |`,
    `| the same, the pointer resting on the button 150 ms before the click (the UI loads on hover) | ${latency.clickAfterHoverToCartMs.toFixed(0)} ms |`,
    `| the same, clicked before the widget finished loading | ${latency.clickToCartBeforeLoadMs.toFixed(0)} ms |`,
    `| the same, on pages whose tag names the store's catalog (\`data-catalog\`) | ${clickBeforeLoadNamedCatalogMs.toFixed(0)} ms |`,
    `| the same first visit, the platform answering after ${BENCH_SLOW_ROUND_TRIP_MS / 1000} s: the UI's code arrived → the cart open with a pending line (a skeleton) | ${feedback.codeToFeedbackMs.toFixed(0)} ms (click → pending line ${feedback.clickToFeedbackMs.toFixed(0)} ms; → the line with its name ${feedback.clickToNamedLineMs.toFixed(0)} ms) |`,
    `| quantity +1 → new line total | ${latency.quantityToLineTotalMs.toFixed(0)} ms |`,
    `| quantity +1 → new estimated total | ${latency.quantityToEstimatedTotalMs.toFixed(0)} ms |`,
    `| API requests on a page load with a cart (plus CORS preflights) | ${latency.requestsOnLoadWithCart} (+${latency.preflightsOnLoadWithCart}): ${latency.requestPathsOnLoadWithCart.join(', ')} |`,
    `| requests per add with warm tokens | ${requests.requestsPerWarmAdd} |`,
    `| token requests for 50 concurrent calls on an expired token | ${requests.tokenRequestsFor50ExpiredCalls} (${requests.expiredCallsSucceeded} of 50 calls succeeded) |`,
    '',
    `### Page experience (median of ${RUNS}; each figure beside the same page without the widget)`,
    '',
    '| what | with the widget | the page without it |',
    '|---|---|---|',
    `| INP of a buy click, pointer resting on it first (4x) | ${experience.inp.buy.toFixed(0)} ms | ${experience.inp.baselineClick.toFixed(0)} ms (a click on the same button, which does nothing) |`,
    `| INP of opening the cart (4x) | ${experience.inp.open.toFixed(0)} ms | |`,
    `| INP of a quantity change in the cart (4x) | ${experience.inp.quantity.toFixed(0)} ms | |`,
    `| CLS, phone 375×740: add, estimate, quantity change, estimate (300 ms platform) | ${experience.cls.phone.toFixed(4)} | ${experience.cls.baselinePhone.toFixed(4)} (load only) |`,
    `| CLS, desktop 1280×720, the same | ${experience.cls.desktop.toFixed(4)} | ${experience.cls.baselineDesktop.toFixed(4)} (load only) |`,
    `| LCP (4x) | ${experience.lcp.withWidget.toFixed(0)} ms; ${describeRatio(experience.lcp.ratio)} | ${experience.lcp.without.toFixed(0)} ms |`,
    `| TTI, as Lighthouse computes it (4x) | ${experience.tti.withWidget.toFixed(0)} ms; ${describeRatio(experience.tti.ratio)} | ${experience.tti.without.toFixed(0)} ms |`,
    `| API requests / console messages while a page without a cart loads | ${experience.noCartVisit.requests} / ${experience.noCartVisit.consoleMessages} | 0 / 0 |`,
    `| widget JavaScript fetched until the first added item shows | ${(experience.bytesUntilCart.gzip / 1024).toFixed(1)} KB gzip (${(experience.bytesUntilCart.bytes / 1024).toFixed(1)} KB as served, ${experience.bytesUntilCart.encoding}; ${experience.bytesUntilCart.files} files) | |`,
    '',
    '### Scale',
    '',
    '| cart lines | open the cart | one quantity change shown | rows React re-rendered | rows whose DOM changed |',
    '|---|---|---|---|---|',
    ...scale.map(
      (s) =>
        `| ${s.lines} | ${s.openMs.toFixed(0)} ms | ${s.quantityChangeMs.toFixed(0)} ms | ${s.rowsRenderedByOneChange} | ${s.linesTouchedByOneChange} |`,
    ),
    '',
    `Heap over ${memory.cycles} open/close cycles of a 20-line cart, after a forced collection: objects ${(memory.objectsBeforeBytes / 1e6).toFixed(2)} MB before, growth ${(memory.objectsGrowthBytes / 1e3).toFixed(0)} KB (with a planted leak of 2 KB a cycle: ${(planted.objectsGrowthBytes / 1e3).toFixed(0)} KB); V8's compiled code grew ${(memory.codeGrowthBytes / 1e3).toFixed(0)} KB (the drawer's functions compiled again as they got hot; it levels off), all of the heap ${(memory.usedGrowthBytes / 1e3).toFixed(0)} KB. Event listeners ${memory.listenersBefore} → ${memory.listenersAfter}, DOM nodes ${memory.nodesBefore} → ${memory.nodesAfter}.`,
    '',
  ];
  const table = markdown(sections, checks, besideBusy(busy));
  writeResults({ ...figures, checks }, table);
  updatePerformanceDoc(table);
  console.log(`\n${table}`);
  const failed = checks.filter((c) => !passes(c));
  if (failed.length > 0) {
    console.error(`[bench] budgets broken: ${failed.map((c) => c.name).join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  busy.stop();
  await browser.close();
  await site.close();
  await platform.close();
}

/** Replaces the generated part of docs/performance.md, keeping the prose around it. */
function updatePerformanceDoc(table: string): void {
  const path = resolve(import.meta.dirname, '../../docs/performance.md');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const doc = readFileSync(path, 'utf8');
  const before = doc.slice(0, doc.indexOf(start) + start.length);
  const after = doc.slice(doc.indexOf(end));
  writeFileSync(path, `${before}\n${table}\n${after}`);
}
