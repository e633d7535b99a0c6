#!/usr/bin/env node
// `npx -p dropcart@<version> dropcart-integrity <loader URL>`: the import map that makes the browser check
// every widget file the loader imports, as the `integrity` attribute checks loader.js itself. The loader
// is a classic script of 1.5 KB gzip and imports the widget's ES modules (34 files); their SHA-384 hashes
// do not fit into it, so the page carries them, in an import map's `integrity` section (HTML's "module
// integrity", Chromium 133+), which the browser applies to each static and dynamic import of those URLs.
// The hashes are those of this installed package's own files (npm checked the tarball), not the CDN's.
//
// Prints the `<script type="importmap">` tag on stdout; on stderr, the hash a Content-Security-Policy
// needs in `script-src` to let that inline tag run (the text is fixed per version and URL).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { importMap } from './integrity.mjs';

// The package's root: this file runs from the repository (scripts/) and from the package (dist/bin/).
let root = import.meta.dirname;
while (!existsSync(join(root, 'package.json')) && dirname(root) !== root) root = dirname(root);
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const widgetDir = join(root, 'dist/widget');

function fail(message) {
  console.error(`dropcart-integrity: ${message}`);
  process.exit(1);
}

const given = process.argv[2];
if (!given || process.argv.length > 3)
  fail(
    'give the loader URL of your <script> tag, e.g. https://cdn.jsdelivr.net/npm/dropcart@0.2.0/dist/loader.js',
  );
let loader;
try {
  loader = new URL(given);
} catch {
  fail(`"${given}" is not an absolute URL: give the URL of loader.js as the page loads it`);
}
if (!loader.pathname.endsWith('/loader.js')) fail(`"${given}" does not end in /loader.js`);
// The loader asks for its widget files at its own exact version (loader/boot.ts); a map made for one
// version checks nothing of another, and a range (`dropcart@0.2`) moves on to files this map does not name.
const pinned = /dropcart@([^/]+)/.exec(loader.pathname)?.[1];
if (pinned !== undefined && pinned !== version)
  fail(`the URL names dropcart@${pinned}, this package is dropcart@${version}: pin the exact version`);

const { tag, cspSource } = importMap(widgetDir, new URL('widget/', loader).href);
console.log(tag);
console.error(`With a Content-Security-Policy, add to script-src: ${cspSource}`);
