#!/usr/bin/env node
// `npm run release` in this repository, `npx -p dropcart dropcart-release` where the package is installed
// (from its tarball): dropcart as a folder to copy to any static host, for sites that do not take it from a
// CDN (it is not on the npm registry yet) or would rather serve it themselves. Writes
// release/dropcart-<version>/ (under the current directory) with loader.js, the widget's files (widget/,
// which the loader imports from the folder it came from, so the folder works wherever it is served),
// dropcart-frame.js, loader.js's SHA-384 (loader-integrity.txt) and snippet.html: the tags to paste,
// pinned by that hash and by the import map of the widget files' hashes (the same as `dropcart-integrity`
// prints for a CDN URL).
//
//   npm run release -- [--client-id <id>] [--api <URL>] [--base <URL of the folder>]
//
// --base defaults to /dropcart-<version>/, the folder copied to the site's root; --client-id and --api go
// into the snippet's tag (without --client-id it says where yours goes).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { importMap, sri } from './integrity.mjs';

// The package's root: this file runs from the repository (scripts/) and from the package (dist/bin/).
let root = import.meta.dirname;
while (!existsSync(join(root, 'package.json')) && dirname(root) !== root) root = dirname(root);
const dist = join(root, 'dist');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const name = `dropcart-${version}`;

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      base: { type: 'string', default: `/${name}/` },
      'client-id': { type: 'string' },
      api: { type: 'string' },
    },
  }));
} catch (error) {
  fail(error.message);
}
// The folder's address as the page names it: a path on the page's own site, or a URL on another host.
const base = values.base.endsWith('/') ? values.base : `${values.base}/`;
if (!base.startsWith('/') && !/^https?:\/\/[^/]/.test(base))
  fail(`--base "${values.base}" is neither a path from the site's root (/…) nor an http(s) URL`);
for (const [option, value] of [
  ['client-id', values['client-id']],
  ['api', values.api],
])
  if (value !== undefined && /["<>&]/.test(value))
    fail(`--${option} "${value}" has a character HTML would change`);

const folder = resolve('release', name);
rmSync(folder, { recursive: true, force: true });
mkdirSync(join(folder, 'widget'), { recursive: true });
try {
  for (const file of ['loader.js', 'dropcart-frame.js']) cpSync(join(dist, file), join(folder, file));
  for (const file of readdirSync(join(dist, 'widget')).filter((f) => f.endsWith('.js')))
    cpSync(join(dist, 'widget', file), join(folder, 'widget', file));
} catch (error) {
  fail(`dist/ is incomplete (${error.message}): run npm run build`);
}

const integrity = sri(readFileSync(join(folder, 'loader.js')));
const map = importMap(join(folder, 'widget'), `${base}widget/`);
const attributes = [
  `data-client-id="${values['client-id'] ?? '<your Client ID>'}"`,
  ...(values.api ? [`data-api="${values.api}"`] : []),
];
const snippet = `<!-- dropcart ${version}: the folder ${name} served at ${base}
     With a Content-Security-Policy, add to script-src: ${map.cspSource}${base.startsWith('/') ? '' : ` and ${new URL(base).origin}`} -->
${map.tag}
<script async src="${base}loader.js"
        integrity="${integrity}" crossorigin="anonymous"
        ${attributes.join(' ')}></script>
`;
writeFileSync(join(folder, 'loader-integrity.txt'), `${integrity}\n`);
writeFileSync(join(folder, 'snippet.html'), snippet);
console.log(`${folder}
  copy it to your site so that ${base}loader.js is its loader.js, then paste snippet.html into your pages
  loader.js: ${integrity}`);
