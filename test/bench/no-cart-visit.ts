// `npx tsx test/bench/no-cart-visit.ts` (after `npm run build`): the bench's visit without a cart alone
// (requests and console messages while the page loads, then the JavaScript fetched until a first add
// shows), in seconds instead of the whole bench's minutes, measured by the bench's own code.
import { startPlatform } from '../../demo/platform/index.ts';
import { startSiteServer } from '../../demo/site/server.ts';
import { launchChromium } from '../browser/chromium.ts';
import { BUDGETS } from './budgets.ts';
import { measureNoCartVisit } from './page-experience.ts';
import { firstSimpleProduct } from './seeded-product.ts';

// The same store as the bench's (run.ts).
const platform = await startPlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const site = await startSiteServer({ api: platform.url });
const browser = await launchChromium();
try {
  const product = await firstSimpleProduct(platform.url);
  const { noCartVisit, bytesUntilCart } = await measureNoCartVisit(
    browser,
    `${site.url}/`,
    platform.url,
    product,
  );
  console.log(
    `visit without a cart: ${noCartVisit.requests} API requests, ${noCartVisit.consoleMessages} console messages; ${noCartVisit.consoleMessagesThroughFirstAdd} until its first add shows`,
  );
  for (const message of noCartVisit.said) console.log(`  ${message}`);
  console.log(
    `widget JavaScript fetched until the cart shows: ${bytesUntilCart.gzip.toLocaleString('en-US')} B gzip (${bytesUntilCart.bytes.toLocaleString('en-US')} B as served, ${bytesUntilCart.encoding}; ${bytesUntilCart.files} files), budget ${BUDGETS.bytesUntilCart.toLocaleString('en-US')} B`,
  );
  // Which files, so that what the first cart does not draw can be found (with test/bench/bundle-map.ts).
  for (const file of bytesUntilCart.fetched)
    console.log(`${file.gzip.toLocaleString('en-US').padStart(9)} B  ${file.path}`);
} finally {
  await browser.close();
  await site.close();
  await platform.close();
}
