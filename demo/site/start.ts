// `npm run demo`: builds the widget and the demo store, starts the emulator on its seeded data and
// serves the store. Options: --port (site, default 4000), --api-port (emulator, default 4010), --reset.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startSiteServer } from './server.ts';
import { spawnPlatform } from './spawn-platform.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4000' },
    'api-port': { type: 'string', default: '4010' },
    reset: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
});

if (!values['skip-build']) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const platform = await spawnPlatform([
  '--port',
  values['api-port'],
  '--data',
  resolve(import.meta.dirname, '../../.data/platform'),
  ...(values.reset ? ['--reset'] : []),
]);
const site = await startSiteServer({ api: platform.url, port: Number(values.port) });
console.log(`
  dropcart demo store:  ${site.url}/
  lookbook (frame API): ${site.url}/lookbook.html    React host page: ${site.url}/react/
  platform emulator:    ${platform.url}   (mail outbox: ${platform.url}/_emulator/outbox.html)
  test members:         see docs/emulator.md · Ctrl+C stops both
`);
const stop = async () => {
  await Promise.all([site.close(), platform.stop()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
