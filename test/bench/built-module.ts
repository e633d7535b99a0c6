// Which of the widget's built files has a module's code. The build's manifest names the file of a module
// with a chunk of its own (one loaded on demand); a module grouped with others (the drawer and the modules
// only it imports, vite.config.ts `drawerChunk`) is found by the files' source maps. Needs `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stretchesBySource } from './source-map.ts';

/** The file of `dir` (a widget build) with code of `source`, a repository path such as `widget/ui/render.ts`. */
export function fileWithCodeOf(dir: string, source: string): string {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const own = manifest[source]?.file;
  if (own) return own;
  // A source map also lists a type-only import's module: the file must have code of it.
  const found = readdirSync(dir)
    .filter((name) => name.endsWith('.js') && name !== 'index.js')
    .find((file) =>
      stretchesBySource(dir, file).some(({ source: from, code }) => from.endsWith(source) && code.length > 0),
    );
  if (!found) throw new Error(`no file of ${dir} has code of ${source}`);
  return found;
}
