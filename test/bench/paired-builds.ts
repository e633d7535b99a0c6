// One shopper-facing timing taken on `dist/` and, when a baseline is named (a copy of an earlier dist/),
// on that build too, the two taking turns so that the machine's load falls on both alike (click-latency.ts,
// click-before-load.ts): the medians, each run's figure, and the pairs' ratio.
import type { Browser } from 'playwright-core';
import { type RunningPlatform, startPlatform } from '../../demo/platform/index.ts';
import { type SiteServerOptions, startSiteServer } from '../../demo/site/server.ts';
import { launchChromium } from '../browser/chromium.ts';
import { BENCH_ROUND_TRIP_MS } from './budgets.ts';
import { describeRatio, median, pairedRatio } from './page-metrics.ts';
import { firstSimpleProduct } from './seeded-product.ts';

export interface PairedRun {
  browser: Browser;
  platform: RunningPlatform;
  /** The build's home page. */
  siteUrl: string;
  /** `dist/` or the baseline's path. */
  build: string;
  run: number;
  product: { id: string; name: string };
}

/**
 * `runs` turns of `measure` on each build, the platform answering after one bench round trip; prints
 * `<build>: <what> <median> ms (median of N; each run), budget <budget> ms`, then the ratio.
 */
export async function timeOnBuilds(options: {
  runs: number;
  baseline: string | undefined;
  site?: Omit<SiteServerOptions, 'api'>;
  what: string;
  budget: number;
  measure(run: PairedRun): Promise<number>;
}): Promise<void> {
  const { runs, baseline, what, budget, measure } = options;
  // A Catalog V1 store, as the bench's (run.ts).
  const platform = await startPlatform({ config: { catalogVersion: 'V1_CATALOG' } });
  const serve = (distDir?: string) =>
    startSiteServer({ ...options.site, api: platform.url, ...(distDir ? { distDir } : {}) });
  const builds = [{ name: 'dist/', site: await serve() }];
  if (baseline) builds.push({ name: baseline, site: await serve(baseline) });
  const browser = await launchChromium();
  try {
    const product = await firstSimpleProduct(platform.url);
    platform.faults.set({ latencyMs: BENCH_ROUND_TRIP_MS });
    const samples = builds.map(() => [] as number[]);
    for (let i = 0; i < runs; i++)
      for (const b of i % 2 === 0 ? builds.keys() : [...builds.keys()].reverse()) {
        const { name, site } = builds[b]!;
        samples[b]!.push(
          await measure({ browser, platform, siteUrl: `${site.url}/`, build: name, run: i + 1, product }),
        );
      }
    for (const [i, b] of builds.entries())
      console.log(
        `${b.name}: ${what} ${median(samples[i]!).toFixed(0)} ms (median of ${runs}; ${samples[i]!.map((s) => s.toFixed(0)).join(', ')}), budget ${budget} ms`,
      );
    if (samples.length === 2)
      console.log(`dist/ over the baseline: ${describeRatio(pairedRatio(samples[0]!, samples[1]!))}`);
  } finally {
    await browser.close();
    for (const b of builds) await b.site.close();
    await platform.close();
  }
}
