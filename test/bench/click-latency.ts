// `npx tsx test/bench/click-latency.ts [--runs N] [--baseline DIST]` (after `npm run build`): the bench's
// click on a buy button of a booted widget, its UI's code loading on the click, alone and in seconds.
// With --baseline, the same click on another build (a copy of an earlier dist/) in the same run, the two
// taking turns, so that the machine's load falls on both alike. Beside each time, the part of it after the
// last of the widget's files asked for on the click had arrived: what the widget's own code takes (the
// UI's evaluation and the drawer's first render), apart from how fast this machine's server delivers.
// With --near, the pointer first enters the button's product card (over its picture) and goes on to the
// button, and the click follows with no rest, as a mouse's way to a button goes: the UI's code loads as
// the pointer enters the card (widget/host/near-buy.ts).
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchChromium } from '../browser/chromium.ts';
import { BENCH_ROUND_TRIP_MS, BUDGETS } from './budgets.ts';
import { describeRatio, median, pairedRatio } from './page-metrics.ts';
import { startBuilds } from './paired-builds.ts';
import { firstSimpleProduct } from './seeded-product.ts';
import { bootedPage, clickToLine } from './shopper-latency.ts';

/** The click's time to the line, and the part of it after the last widget file asked for on it arrived. */
async function timedClick(page: Page, product: { id: string; name: string }) {
  const clickedAt = await page.evaluate(() => performance.now());
  const total = await clickToLine(page, product);
  // Files that came after the line (parts the first cart does not draw) did not hold it up.
  const lastFile = await page.evaluate(
    ({ since, until }) =>
      Math.max(
        since,
        ...performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= since && e.name.includes('/dropcart/widget/'))
          .map((e) => (e as PerformanceResourceTiming).responseEnd)
          .filter((end) => end <= until),
      ),
    { since: clickedAt, until: clickedAt + total },
  );
  // The click came one evaluation after `clickedAt`: the part after the code is short by that moment (a few
  // ms, alike for both builds).
  return { total, afterCode: Math.min(total, Math.max(0, clickedAt + total - lastFile)) };
}

/** The pointer over the product card's picture, then on the button (a few steps): the way a mouse goes. */
async function pointerOnItsWay(page: Page, id: string): Promise<void> {
  const card = page.locator(`.card:has([data-dropcart-add="${id}"])`);
  await card.locator('img').hover();
  const box = await card.locator('[data-dropcart-add]').boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    baseline: { type: 'string' },
    near: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);

const { platform, builds, order, close } = await startBuilds(values.baseline);
const browser = await launchChromium();
try {
  const product = await firstSimpleProduct(platform.url);
  platform.faults.set({ latencyMs: BENCH_ROUND_TRIP_MS });
  const samples = builds.map(() => [] as number[]);
  const afterCode = builds.map(() => [] as number[]);
  for (let i = 0; i < runs; i++)
    for (const b of order(i)) {
      const page = await bootedPage(browser, `${builds[b]!.site.url}/`, platform.url);
      if (values.near) await pointerOnItsWay(page, product.id);
      const timed = await timedClick(page, product);
      samples[b]!.push(timed.total);
      afterCode[b]!.push(timed.afterCode);
      await page.context().close();
    }
  const list = (values: number[]) => values.map((s) => s.toFixed(0)).join(', ');
  for (const [i, b] of builds.entries())
    console.log(
      `${b.name}: ${values.near ? 'the pointer through the card, ' : ''}click → item in the open cart ${median(samples[i]!).toFixed(0)} ms (median of ${runs}; ${list(samples[i]!)}), budget ${BUDGETS.clickToCartMs} ms; after its code arrived ${median(afterCode[i]!).toFixed(0)} ms (${list(afterCode[i]!)})`,
    );
  if (samples.length === 2) {
    console.log(`dist/ over the baseline: ${describeRatio(pairedRatio(samples[0]!, samples[1]!))}`);
    console.log(
      `after the code arrived, dist/ over the baseline: ${describeRatio(pairedRatio(afterCode[0]!, afterCode[1]!))}`,
    );
  }
} finally {
  await browser.close();
  await close();
}
