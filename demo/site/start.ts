// `npm run demo`: builds the widget and the demo store, starts the emulator on its seeded data and
// serves the store. Options: --port (site, default 4000), --api-port (emulator, default 4010), --reset,
// --catalog v3|v1 (the store's catalog generation, default v3 as for stores created today) and
// --cart-api v2|v1 (the cart generation the widget speaks, default v2; Cart V1 goes away on 2027-02-01).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { outboxUrl, sameSiteUrl, startSiteServer } from './server.ts';
import { spawnPlatform } from './spawn-platform.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4000' },
    'api-port': { type: 'string', default: '4010' },
    reset: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    catalog: { type: 'string', default: 'v3' },
    'cart-api': { type: 'string', default: 'v2' },
  },
});
const cartApi = values['cart-api'];
if (cartApi !== 'v1' && cartApi !== 'v2') {
  console.error(`--cart-api must be v2 (the default) or v1, got ${JSON.stringify(cartApi)}`);
  process.exit(2);
}
if (values.catalog !== 'v1' && values.catalog !== 'v3') {
  console.error(`--catalog must be v3 (the default) or v1, got ${JSON.stringify(values.catalog)}`);
  process.exit(2);
}

if (!values['skip-build']) {
  // Only when the sources changed since the last build (or there was none): scripts/build-if-stale.mjs.
  const status = buildIfStale();
  if (status !== 0) process.exit(status);
}
const platform = await spawnPlatform([
  '--port',
  values['api-port'],
  '--data',
  resolve(import.meta.dirname, '../../.data/platform'),
  '--catalog',
  values.catalog,
  ...(values.reset ? ['--reset'] : []),
]);
// The pages' tag names the catalog the emulator runs (data-catalog), as a store owner who knows it does.
const site = await startSiteServer({
  api: platform.url,
  port: Number(values.port),
  cartApi,
  catalog: values.catalog,
  controlToken: platform.controlToken,
});
// On the emulator's own site, where every flow works, the silent restore of a member included.
const store = sameSiteUrl(site, platform.url);
console.log(`
  dropcart demo store:  ${store}/   (Catalog ${values.catalog.toUpperCase()}, Cart ${cartApi.toUpperCase()})
  lookbook (frame API): ${store}/lookbook.html    React host page: ${store}/react/
  platform emulator:    ${platform.url}   (mail outbox: ${outboxUrl(platform.url, platform.controlToken)})
  test members:         see docs/emulator.md · Ctrl+C stops both
`);
const stop = async () => {
  await Promise.all([site.close(), platform.stop()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
