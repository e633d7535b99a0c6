// `npm run platform -- --port <n> --data <dir> [--reset] [--catalog v3|v1] [--refuse-cart-v2] [--latency <ms>]
//   [--error-rate <0..1>] [--webhook <url>] [--abandon-after <ms>]`
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startPlatform } from './index.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    data: { type: 'string', default: '.data/platform' },
    reset: { type: 'boolean', default: false },
    latency: { type: 'string', default: '0' },
    'error-rate': { type: 'string', default: '0' },
    webhook: { type: 'string', multiple: true, default: [] },
    'abandon-after': { type: 'string', default: '3600000' },
    catalog: { type: 'string', default: 'v3' },
    'refuse-cart-v2': { type: 'boolean', default: false },
  },
});

const catalogVersions = { v1: 'V1_CATALOG', v3: 'V3_CATALOG' } as const;
const catalogVersion = catalogVersions[values.catalog as keyof typeof catalogVersions];
if (!catalogVersion) {
  console.error(
    `--catalog must be v3 (the default, as for stores created today) or v1, got ${JSON.stringify(values.catalog)}`,
  );
  process.exit(2);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got ${JSON.stringify(values.port)}`);
  process.exit(2);
}
const running = await startPlatform({
  port,
  dataDir: resolve(values.data),
  reset: values.reset,
  faults: { latencyMs: Number(values.latency), errorRate: Number(values['error-rate']) },
  config: {
    webhookUrls: values.webhook,
    abandonAfterMs: Number(values['abandon-after']) || 3_600_000,
    catalogVersion,
    refuseCartV2ForVisitors: values['refuse-cart-v2'],
  },
});
console.log(`listening on ${running.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => running.close().then(() => process.exit(0)));
