// `npx tsx test/bench/boot-tasks.ts [--runs N] [--baseline DIST]` (after `npm run build`): the bench's
// host-cost row for our script alone (host-cost.ts, 4x CPU slowdown): the longest task of our boot and the
// time from the load event to `dropcart:ready`. With --baseline, the same loads of another build (a copy of
// an earlier dist/) interleaved in the same run, and the per-load ratios of the two.
import { parseArgs } from 'node:util';
import { launchChromium } from '../browser/chromium.ts';
import { BUDGETS } from './budgets.ts';
import { measureHostCost } from './host-cost.ts';
import { describeRatio, median, pairedRatio } from './page-metrics.ts';
import { startBuilds } from './paired-builds.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '9' }, baseline: { type: 'string' } },
});
const runs = Number(values.runs);
const { builds, order, close } = await startBuilds(values.baseline);
const browser = await launchChromium();
try {
  const longest = builds.map(() => [] as number[]);
  const toReady = builds.map(() => [] as number[]);
  for (let i = 0; i < runs; i++)
    for (const b of order(i)) {
      const cost = await measureHostCost(browser, `${builds[b]!.site.url}/`, 'dropcart', 1);
      longest[b]!.push(cost.longestBootTaskMs ?? 0);
      toReady[b]!.push(cost.loadToReadyMs ?? 0);
    }
  const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  for (const [i, b] of builds.entries())
    console.log(
      `${b.name}: longest task of our boot ${median(longest[i]!).toFixed(0)} ms (median of ${runs}: ${list(longest[i]!)}; budget ${BUDGETS.bootLongestTaskMs} ms), load → ready ${median(toReady[i]!).toFixed(0)} ms (${list(toReady[i]!)})`,
    );
  if (builds.length === 2) {
    console.log(
      `longest boot task, dist/ over the baseline: ${describeRatio(pairedRatio(longest[0]!, longest[1]!))}`,
    );
    console.log(
      `load → ready, dist/ over the baseline: ${describeRatio(pairedRatio(toReady[0]!, toReady[1]!))}`,
    );
  }
} finally {
  await browser.close();
  await close();
}
