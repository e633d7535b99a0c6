// The hashes a page pins dropcart's files by, shared by `dropcart-integrity` (a loader URL the owner gives)
// and `npm run release` (the folder it writes): Subresource Integrity's SHA-384 of one file, and the
// import map whose `integrity` section gives the browser one for each widget file the loader imports.
// Ships in dist/bin beside dropcart-integrity.mjs, which imports it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The `integrity` value of a file's bytes: `sha384-<base64>`. */
export function sri(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * The `<script type="importmap">` tag for the widget files in `widgetDir` as the page will load them, from
 * `widgetBase` (the `widget/` folder's URL next to the loader), and the `'sha256-…'` source a
 * Content-Security-Policy's `script-src` needs to let that inline tag run (its text is fixed per build).
 */
export function importMap(widgetDir, widgetBase) {
  const integrity = {};
  for (const file of readdirSync(widgetDir)
    .filter((name) => name.endsWith('.js'))
    .sort())
    integrity[`${widgetBase}${file}`] = sri(readFileSync(join(widgetDir, file)));
  const text = JSON.stringify({ integrity });
  const csp = createHash('sha256').update(text).digest('base64');
  return { tag: `<script type="importmap">${text}</script>`, cspSource: `'sha256-${csp}'` };
}
