// `npx tsx test/bench/mount-profile.ts [--runs N] [--dist DIR]` (after `npm run build`): where the time of
// our boot's tasks goes at a 4x CPU slowdown. A CDP CPU profile of each load from the loader's start to
// `dropcart:ready`, and the self time of our functions (by file and name) in the longest of our tasks.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';
import { startPlatform } from '../../demo/platform/index.ts';
import { startSiteServer } from '../../demo/site/server.ts';
import { launchChromium } from '../browser/chromium.ts';
import { PAGE_METRICS_SCRIPT } from './page-metrics.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, dist: { type: 'string' } },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const dist = resolve(values.dist ?? resolve(import.meta.dirname, '../../dist'));
const maps = new Map<string, SourceMapConsumer | null>();
/** A frame named by its source file, line and function (the bundle's source maps), or as it is. */
function original({ url, lineNumber, columnNumber, functionName }: ProfileNode['callFrame']): string {
  const file = url.match(/\/dropcart\/(.*\.js)$/)?.[1];
  if (!file) return `${url || '(native)'} ${functionName}`;
  if (!maps.has(file)) {
    const path = resolve(dist, `${file}.map`);
    maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  const at = maps.get(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  return at?.source
    ? `${at.source.replace(/^(\.\.\/)+/, '')}:${at.line} ${at.name ?? functionName}`
    : `${file} ${functionName}`;
}

const platform = await startPlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const site = await startSiteServer({ api: platform.url, ...(values.dist ? { distDir: values.dist } : {}) });
const browser = await launchChromium();
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(PAGE_METRICS_SCRIPT);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${site.url}/`, { waitUntil: 'load' });
    await page.waitForFunction(
      () => (window as never as { __bench: { readyAt: number | null } }).__bench.readyAt !== null,
    );
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await context.close();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    // Group consecutive samples that are not idle/program/GC into tasks (gaps of idle end a task).
    const tasks: Array<{ start: number; end: number; self: Map<string, number> }> = [];
    let t = profile.startTime;
    let current: (typeof tasks)[number] | undefined;
    profile.samples.forEach((id, i) => {
      t += profile.timeDeltas[i] ?? 0;
      const node = byId.get(id)!;
      const name = node.callFrame.functionName;
      if (name === '(idle)' || name === '(program)') {
        current = undefined;
        return;
      }
      if (!current) {
        current = { start: t, end: t, self: new Map() };
        tasks.push(current);
      }
      current.end = t;
      const where = original(node.callFrame);
      current.self.set(where, (current.self.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0));
    });
    const ours = tasks.filter((task) => [...task.self.keys()].some((k) => k.includes('widget/')));
    ours.sort((a, b) => b.end - b.start - (a.end - a.start));
    console.log(
      `run ${run + 1}: our tasks (ms): ${ours.map((x) => ((x.end - x.start) / 1000).toFixed(0)).join(', ')}`,
    );
    const longest = ours[0];
    if (!longest) continue;
    const top = [...longest.self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
    for (const [where, us] of top) console.log(`  ${(us / 1000).toFixed(1)} ms  ${where}`);
  }
} finally {
  await browser.close();
  await site.close();
  await platform.close();
}
