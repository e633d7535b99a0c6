// One shopper-facing timing taken on `dist/` and, when a baseline is named (a copy of an earlier dist/),
// on that build too, the two taking turns so that the machine's load falls on both alike (click-latency.ts,
// click-before-load.ts; boot-tasks.ts takes only the builds): the medians, each run's figure, the ratio.
import type { Browser } from 'playwright-core';
import { type RunningPlatform, startPlatform } from '../../demo/platform/index.ts';
import { type SiteServer, type SiteServerOptions, startSiteServer } from '../../demo/site/server.ts';
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

export interface Build {
  name: string;
  site: SiteServer;
}

/**
 * The bench's store (run.ts's: a Catalog V1 store) and a site for `dist/` and, when named, for the
 * baseline; `order(i)` gives the builds' indexes for run `i`, in turns, the first one first every other run.
 */
export async function startBuilds(baseline: string | undefined, site?: Omit<SiteServerOptions, 'api'>) {
  const platform = await startPlatform({ config: { catalogVersion: 'V1_CATALOG' } });
  const serve = (distDir?: string) =>
    startSiteServer({ ...site, api: platform.url, ...(distDir ? { distDir } : {}) });
  const builds: Build[] = [{ name: 'dist/', site: await serve() }];
  if (baseline) builds.push({ name: baseline, site: await serve(baseline) });
  return {
    platform,
    builds,
    order: (i: number) => (i % 2 === 0 ? [...builds.keys()] : [...builds.keys()].reverse()),
    async close() {
      for (const b of builds) await b.site.close();
      await platform.close();
    },
  };
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
  const { platform, builds, order, close } = await startBuilds(baseline, options.site);
  const browser = await launchChromium();
  try {
    const product = await firstSimpleProduct(platform.url);
    platform.faults.set({ latencyMs: BENCH_ROUND_TRIP_MS });
    const samples = builds.map(() => [] as number[]);
    for (let i = 0; i < runs; i++)
      for (const b of order(i)) {
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
    await close();
  }
}
