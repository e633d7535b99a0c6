// What the widget's first load is made of, by source module: each built chunk's source map says which
// source every stretch of generated code comes from, and a chunk's gzip size is shared among its sources in
// proportion to the raw bytes each contributed (gzip compresses a chunk as a whole, so this is an estimate;
// the totals are the chunks' real gzip sizes). `npx tsx test/bench/bundle-map.ts` prints the first load;
// `--all` every chunk. Used to decide what to cut or defer (design.md §4's bytes until the cart shows).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sizeOf, widgetSizes } from './sizes.ts';
import { stretchesBySource } from './source-map.ts';

const root = resolve(import.meta.dirname, '../..');
const dir = join(root, 'dist/widget');

/** Raw bytes of `file` by the source they were generated from (`(generated)` where the map names none). */
export function bytesBySource(file: string): Map<string, number> {
  const bySource = new Map<string, number>();
  for (const { source, code } of stretchesBySource(dir, file))
    bySource.set(source, (bySource.get(source) ?? 0) + Buffer.byteLength(code));
  return bySource;
}

/** A readable module name: the repository path, or the package a node_modules path belongs to. */
function moduleName(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return `npm:${inPackage[1]}`;
  return source.replace(/^(\.\.\/)+/, '');
}

/** Estimated gzip bytes per module over `files`, largest first. */
export function gzipByModule(files: string[]): Array<{ module: string; gzip: number }> {
  const totals = new Map<string, number>();
  for (const file of files) {
    const raw = bytesBySource(file);
    const rawTotal = [...raw.values()].reduce((n, b) => n + b, 0) || 1;
    const gzip = sizeOf(readFileSync(join(dir, file))).gzip;
    for (const [source, bytes] of raw) {
      const name = moduleName(source);
      totals.set(name, (totals.get(name) ?? 0) + (gzip * bytes) / rawTotal);
    }
  }
  return [...totals]
    .map(([module, gzip]) => ({ module, gzip: Math.round(gzip) }))
    .sort((a, b) => b.gzip - a.gzip);
}

if (process.argv[1] === import.meta.filename) {
  const sizes = widgetSizes();
  const files = process.argv.includes('--all')
    ? [...sizes.firstLoadFiles, ...sizes.lazy.map((chunk) => chunk.file)]
    : sizes.firstLoadFiles;
  const rows = gzipByModule(files);
  const total = rows.reduce((n, row) => n + row.gzip, 0);
  for (const row of rows) console.log(`${String(row.gzip).padStart(7)} B  ${row.module}`);
  console.log(`${String(total).padStart(7)} B  in ${files.length} files (gzip, shared by raw bytes)`);
}
