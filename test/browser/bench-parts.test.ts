// docs/performance.md's commands that run a part of the bench alone, run as written (with one run or pair
// instead of many: the same code, in a minute) against the built widget: each prints its figures.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DOC = readFileSync(resolve(ROOT, 'docs/performance.md'), 'utf8');

/** The doc's command that runs `script`, as written between backticks. */
function command(script: string): string[] {
  const found = DOC.match(new RegExp(`\`(npx tsx test/bench/${script}[^\`]*)\``));
  if (!found) throw new Error(`docs/performance.md names no command running test/bench/${script}`);
  return found[1]!.split(/\s+/);
}

/** Runs the doc's command, a later option overriding its count (node's parseArgs keeps the last). */
async function run(script: string, fewer: string[], replace: Record<string, string> = {}): Promise<string> {
  const [, ...args] = command(script).map((arg) => replace[arg] ?? arg);
  const { stdout } = await promisify(execFile)('npx', [...args, ...fewer], { cwd: ROOT, timeout: 280_000 });
  return stdout;
}

it('click-latency.ts times the click on this build and on the baseline, and their ratio', async () => {
  // The doc's baseline is a copy of an earlier build; here the build itself stands in for it.
  const printed = await run('click-latency.ts', ['--runs', '1'], {
    '/tmp/dist-before': resolve(ROOT, 'dist'),
  });
  expect(printed).toMatch(/^dist\/: click → item in the open cart \d+ ms \(median of 1;/m);
  expect(printed).toMatch(/\/dist: click → item in the open cart \d+ ms/);
  expect(printed).toMatch(/^dist\/ over the baseline: the pairs' ratio [\d.]+×/m);
  expect(printed).toMatch(/^after the code arrived, dist\/ over the baseline: the pairs' ratio [\d.]+×/m);
}, 300_000);

it('click-latency.ts --near times the click after the pointer’s way through the product card', async () => {
  const printed = await run('click-latency.ts', ['--runs', '1', '--near'], {
    '/tmp/dist-before': resolve(ROOT, 'dist'),
  });
  expect(printed).toMatch(
    /^dist\/: the pointer through the card, click → item in the open cart \d+ ms .*; after its code arrived \d+ ms/m,
  );
}, 300_000);

it('lcp-tti.ts prints each pair and both ratios with their spread', async () => {
  const printed = await run('lcp-tti.ts', ['--pairs', '1', '--most', '1']);
  expect(printed).toMatch(/^LCP \d+ ms \/ \d+ ms, TTI /m);
  expect(printed).toMatch(
    /^LCP with the widget \/ without: the pairs' ratio [\d.]+× \(middle half .*1 pairs\)/m,
  );
  expect(printed).toMatch(/^TTI with the widget \/ without: the pairs' ratio /m);
}, 300_000);

it('lcp-tti.ts --beside-busy takes the pairs beside busy processes and ends them', async () => {
  const printed = await run('lcp-tti.ts', ['--pairs', '1', '--most', '1', '--beside-busy', '1']);
  expect(printed).toMatch(/^LCP with the widget \/ without beside 1 busy process: the pairs' ratio [\d.]+×/m);
  const { stdout } = await promisify(execFile)('ps', ['-eo', 'args']);
  expect(stdout).not.toContain('process.kill(');
}, 300_000);

it('click-before-load.ts times a first click before load on both builds, with its waterfall', async () => {
  const printed = await run('click-before-load.ts', ['--runs', '1'], {
    '/tmp/dist-before': resolve(ROOT, 'dist'),
  });
  expect(printed).toMatch(/^dist\/: click before load → item in the open cart \d+ ms \(median of 1;/m);
  expect(printed).toMatch(/\/dist: click before load → item in the open cart \d+ ms/);
  expect(printed).toMatch(/^dist\/ over the baseline: the pairs' ratio [\d.]+×/m);
  // The waterfall: the platform's calls as the widget asked for them, their preflights, the files.
  expect(printed).toMatch(/^ +\d+ +fetch\(\) \/oauth2\/token$/m);
  expect(printed).toMatch(/^ +\d+ +preflight \/stores\/v3\/provision\/version$/m);
  expect(printed).toMatch(/^ +-?\d+ → +\d+ ms \(sent \d+\) +GET widget\/dropcart-[\w-]+\.js$/m);
}, 300_000);

it('boot-tasks.ts measures our boot on this build and on the baseline, and their ratios', async () => {
  const printed = await run('boot-tasks.ts', ['--runs', '1'], { '/tmp/dist-before': resolve(ROOT, 'dist') });
  expect(printed).toMatch(
    /^dist\/: longest task of our boot \d+ ms \(median of 1: \d+; budget 50 ms\), load → ready \d+ ms/m,
  );
  expect(printed).toMatch(/\/dist: longest task of our boot \d+ ms/);
  expect(printed).toMatch(/^load → ready, dist\/ over the baseline: the pairs' ratio [\d.]+×/m);
}, 300_000);
