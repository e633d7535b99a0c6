// `npx tsx test/bench/click-latency.ts [--runs N] [--baseline DIST]` (after `npm run build`): the bench's
// click on a buy button of a booted widget, its UI's code loading on the click, alone and in seconds.
// With --baseline, the same click on another build (a copy of an earlier dist/) in the same run, the two
// taking turns, so that the machine's load falls on both alike.
import { parseArgs } from 'node:util';
import { BUDGETS } from './budgets.ts';
import { timeOnBuilds } from './paired-builds.ts';
import { bootedPage, clickToLine } from './shopper-latency.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '9' }, baseline: { type: 'string' } },
});

await timeOnBuilds({
  runs: Number(values.runs),
  baseline: values.baseline,
  what: 'click → item in the open cart',
  budget: BUDGETS.clickToCartMs,
  async measure({ browser, platform, siteUrl, product }) {
    const page = await bootedPage(browser, siteUrl, platform.url);
    const ms = await clickToLine(page, product);
    await page.context().close();
    return ms;
  },
});
