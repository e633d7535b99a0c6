// `npx tsx test/bench/lcp-tti.ts [--pairs N] [--most M] [--beside-busy N]` (after `npm run build`): the bench's LCP and TTI pairs alone
// (load-pairs.ts), each pair printed, and for each load with the widget the long task its TTI waited for,
// with the scripts of ours it ran (the Long Animation Frames API's attribution): whether our boot falls in
// Lighthouse's five-second window, and which of its tasks.
import { parseArgs } from 'node:util';
import { startPlatform } from '../../demo/platform/index.ts';
import { startSiteServer } from '../../demo/site/server.ts';
import { launchChromium } from '../browser/chromium.ts';
import { BUDGETS } from './budgets.ts';
import { besideBusy, startBusy } from './busy.ts';
import { measureLoadPairs, type PageLoad } from './load-pairs.ts';
import { decides, describeRatio, type PairedRatio } from './page-metrics.ts';

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '15' },
    most: { type: 'string', default: '30' },
    'beside-busy': { type: 'string', default: '0' },
  },
});

// The same store as the bench's (run.ts).
const platform = await startPlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const site = await startSiteServer({ api: platform.url });
const browser = await launchChromium();
const busy = startBusy(Number(values['beside-busy']));
try {
  const { lcp, tti, pairs } = await measureLoadPairs(browser, `${site.url}/`, {
    pairs: Number(values.pairs),
    most: Math.max(Number(values.pairs), Number(values.most)),
    limits: { lcp: BUDGETS.lcpRatio, tti: BUDGETS.ttiRatio },
  });
  const ms = (value: number | undefined) => (value === undefined ? 'none in 30 s' : `${value.toFixed(0)} ms`);
  const task = ({ lastLongTask: last }: PageLoad) =>
    last
      ? `last long task ${last.start.toFixed(0)}+${last.duration.toFixed(0)} ms${last.ours.length ? ` ours: ${last.ours.join('; ')}` : ''}`
      : '';
  for (const [ours, plain] of pairs)
    console.log(
      `LCP ${ms(ours.paint)} / ${ms(plain.paint)}, TTI ${ms(ours.interactive)} / ${ms(plain.interactive)}; ${task(ours)}`,
    );
  const line = (name: string, r: PairedRatio, limit: number) =>
    `${name}${besideBusy(busy)}: ${describeRatio(r)}, budget ${limit}×${decides(r, limit) ? '' : ', not decided'}`;
  console.log(line('LCP with the widget / without', lcp.ratio, BUDGETS.lcpRatio));
  console.log(line('TTI with the widget / without', tti.ratio, BUDGETS.ttiRatio));
} finally {
  busy.stop();
  await browser.close();
  await site.close();
  await platform.close();
}
