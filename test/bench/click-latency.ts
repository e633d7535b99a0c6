// `npx tsx test/bench/click-latency.ts [--runs N] [--baseline DIST]` (after `npm run build`): the bench's
// click on a buy button of a booted widget, its UI's code loading on the click, alone and in seconds.
// With --baseline, the same click on another build (a copy of an earlier dist/) in the same run, the two
// taking turns, so that the machine's load falls on both alike.
import { launchChromium } from '../browser/chromium.ts';
import { BENCH_ROUND_TRIP_MS, BUDGETS } from './budgets.ts';
import { startBuilds } from './builds.ts';
import { describeRatio, median, pairedRatio } from './page-metrics.ts';
import { firstSimpleProduct } from './seeded-product.ts';
import { bootedPage, clickToLine } from './shopper-latency.ts';

const { runs, platform, builds, order, close } = await startBuilds('9');
const browser = await launchChromium();
try {
  const product = await firstSimpleProduct(platform.url);
  platform.faults.set({ latencyMs: BENCH_ROUND_TRIP_MS });
  const samples = builds.map(() => [] as number[]);
  for (let i = 0; i < runs; i++)
    for (const b of order(i)) {
      const page = await bootedPage(browser, `${builds[b]!.site.url}/`, platform.url);
      samples[b]!.push(await clickToLine(page, product));
      await page.context().close();
    }
  for (const [i, b] of builds.entries())
    console.log(
      `${b.name}: click → item in the open cart ${median(samples[i]!).toFixed(0)} ms (median of ${runs}; ${samples[i]!.map((s) => s.toFixed(0)).join(', ')}), budget ${BUDGETS.clickToCartMs} ms`,
    );
  if (samples.length === 2) {
    const r = pairedRatio(samples[0]!, samples[1]!);
    console.log(`dist/ over the baseline: ${describeRatio(r)}`);
  }
} finally {
  await browser.close();
  await close();
}
