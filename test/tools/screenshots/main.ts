// `npm run screenshots`: retakes docs/screenshots/*.png (the pictures README and docs/ show) on the demo
// store in Debian's Chromium. Builds first when dist/ is stale, as `npm run demo` does. Options: --out
// (another folder, e.g. a temporary one) and --skip-build.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../../../scripts/build-if-stale.mjs';
import { SCREENSHOTS_DIR } from './list.ts';
import { takeScreenshots } from './take.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: SCREENSHOTS_DIR },
    'skip-build': { type: 'boolean', default: false },
  },
});
if (!values['skip-build']) {
  const status = buildIfStale();
  if (status !== 0) process.exit(status);
}
const written = await takeScreenshots(resolve(values.out));
for (const path of written) console.log(`wrote ${path}`);
