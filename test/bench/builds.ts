// The bench's paired tools (click-latency.ts, boot-tasks.ts): `dist/` and, with `--baseline DIST`, a copy of
// an earlier build, each served by a site of its own against one platform, measured in turns so that the
// machine's load falls on both alike.
import { parseArgs } from 'node:util';
import { startPlatform } from '../../demo/platform/index.ts';
import { type SiteServer, startSiteServer } from '../../demo/site/server.ts';

export interface Build {
  name: string;
  site: SiteServer;
}

/** Reads `--runs N --baseline DIST`, starts the bench's store (run.ts's) and a site for each build. */
export async function startBuilds(defaultRuns: string) {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: defaultRuns }, baseline: { type: 'string' } },
  });
  const platform = await startPlatform({ config: { catalogVersion: 'V1_CATALOG' } });
  const builds: Build[] = [{ name: 'dist/', site: await startSiteServer({ api: platform.url }) }];
  if (values.baseline)
    builds.push({
      name: values.baseline,
      site: await startSiteServer({ api: platform.url, distDir: values.baseline }),
    });
  return {
    runs: Number(values.runs),
    platform,
    builds,
    /** The builds' indexes for run `i`: in turns, the first one first every other run. */
    order: (i: number) => (i % 2 === 0 ? [...builds.keys()] : [...builds.keys()].reverse()),
    async close() {
      for (const b of builds) await b.site.close();
      await platform.close();
    },
  };
}
