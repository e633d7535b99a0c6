// `npm test`: every check in the order issue #2 gives, stopping at the first red.
// Each Vitest project writes a JSON report so that the run can end with one plain total.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './browser/ensure-chromium.mjs';

const results = 'test/.results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args) {
  console.log(`\n── ${title} ─────────────────────────────`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', shell: false });
  if (status !== 0) {
    console.error(`\n✗ ${title} failed; later steps were not run.`);
    console.log(`${totals.passed} passed, ${totals.failed + 1} failed`);
    process.exit(status ?? 1);
  }
}

function vitest(project) {
  const report = join(results, `${project}.json`);
  run(`${project} tests`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  }
}

// Chromium first: the emulator's hosted-checkout test in the unit project drives it too, so a fresh
// machine must have it before any Vitest project runs.
if (!ensureChromium()) process.exit(1);
run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint and format', 'npx', ['biome', 'check', '.']);
run('import direction', 'npx', ['tsx', 'test/tools/import-direction.ts']);
vitest('unit');
vitest('component');
vitest('conformance');
vitest('reliability');
run('build', 'npm', ['run', 'build']);
// The byte budgets the build decides (loader, widget first load, client slice), as the bench measures them.
run('size budgets', 'npx', ['tsx', 'test/bench/check-sizes.ts']);
vitest('browser');
// The packed tarball, installed into fresh projects as users would (test/package/).
vitest('package');

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
