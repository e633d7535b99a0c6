// Boot in one round trip (issue 32, design.md §4's bytes): the widget's entry file holds all of boot (the
// client, the stores, the host bridge; vite.config.ts `bootChunk`), so a page asks for no file of ours
// that the entry's arrival reveals as a static import, a second round before the widget can start, and one
// more file that compresses worse apart. Told apart by the build's manifest. Needs `npm run build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { DIST } from './support/store.ts';
import { useStore } from './support/use-store.ts';

const store = useStore();

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

it("boots from the entry file alone: none of the widget's files a page fetches is one the entry imports", async () => {
  const manifest = JSON.parse(readFileSync(join(DIST, 'widget/.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("the build's manifest has no entry");
  const staticImports = (entry.imports ?? []).map((key) => manifest[key]?.file);

  const page = await store.visit('/');
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((path) => /\/dropcart\/widget\/.*\.js$/.test(path))
      .map((path) => path.split('/').pop()),
  );
  expect(fetched).toContain(entry.file);
  expect(fetched.filter((file) => staticImports.includes(file))).toEqual([]);
  await page.context().close();
});
