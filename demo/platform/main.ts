// `npm run platform -- --port <n> --data <dir> [--reset] [--seed <state.json>] [--catalog v3|v1]
//   [--host <name>]… [--refuse-cart-v2] [--latency <ms>] [--error-rate <0..1>] [--webhook <url>] [--abandon-after <ms>]`
// (also `npx -p dropcart dropcart-platform …` from the npm package; options and the seed file: docs/connect-your-store.md).
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
    seed: { type: 'string' },
    host: { type: 'string', multiple: true, default: [] },
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
const dataDir = resolve(values.data);
// A seed file is a state document as the emulator writes it (<data>/state.json): it becomes the starting
// state of a data directory that has none yet, or of any with --reset. Slices it lacks are seeded as usual.
if (values.seed) {
  const seed = resolve(values.seed);
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(seed, 'utf8'));
  } catch (error) {
    console.error(`--seed ${seed}: not a readable JSON file (${(error as Error).message})`);
    process.exit(2);
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    console.error(`--seed ${seed}: expected a JSON object of named slices, as <data>/state.json is`);
    process.exit(2);
  }
  if (values.reset || !existsSync(join(dataDir, 'state.json'))) {
    mkdirSync(dataDir, { recursive: true });
    copyFileSync(seed, join(dataDir, 'state.json'));
  } else console.log(`--seed not used: ${dataDir} has a saved state (--reset starts from the seed file)`);
}
const running = await startPlatform({
  port,
  dataDir,
  // A seed file was just put in place of the saved state; resetting now would remove it again.
  reset: values.reset && !values.seed,
  faults: { latencyMs: Number(values.latency), errorRate: Number(values['error-rate']) },
  config: {
    webhookUrls: values.webhook,
    abandonAfterMs: Number(values['abandon-after']) || 3_600_000,
    catalogVersion,
    refuseCartV2ForVisitors: values['refuse-cart-v2'],
  },
  hosts: values.host,
});
console.log(`listening on ${running.url}`);
// The control endpoints (/_emulator/…) want it as the x-emulator-token header; the outbox page as ?token=.
console.log(`control token: ${running.controlToken}`);
console.log(`mail outbox: ${running.url}/_emulator/outbox.html?token=${running.controlToken}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => running.close().then(() => process.exit(0)));
