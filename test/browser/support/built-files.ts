// The widget's built files told apart by what they hold: the build's manifest names the file of a module
// loaded on demand, the source maps which modules a file has code of. Needs `npm run build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bytesBySource } from '../../bench/bundle-map.ts';
import { DIST } from './store.ts';

export const widgetDir = join(DIST, 'widget');

/** The file the build made of a module loaded on demand. */
export function fileOf(source: string): string {
  const manifest = JSON.parse(readFileSync(join(widgetDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`the build's manifest has no ${source}`);
  return entry.file;
}

/** Whether `file` has code from `source`, by its source map (a type-only import is listed there too). */
export const hasCodeOf = (file: string, source: string) =>
  [...bytesBySource(file)].some(([from, bytes]) => from.endsWith(source) && bytes > 0);
