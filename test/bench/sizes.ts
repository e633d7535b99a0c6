import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BudgetCheck } from './budgets.ts';
import { BUDGETS } from './budgets.ts';
import { stretchesBySource } from './source-map.ts';

const root = resolve(import.meta.dirname, '../..');

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export function sizeOf(bytes: Buffer): Size {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const sum = (sizes: Size[]): Size => ({
  raw: sizes.reduce((n, s) => n + s.raw, 0),
  gzip: sizes.reduce((n, s) => n + s.gzip, 0),
  brotli: sizes.reduce((n, s) => n + s.brotli, 0),
});

/** The UI module (with React among its imports): imported when there is first something to show. */
const UI_MODULE = 'widget/ui/render.ts';

/**
 * A language's core texts (widget/i18n/<language>-core.ts; a variant such as German "du" is
 * <language>-<variant>-core.ts, loaded with its language's core): the first load carries one of them.
 */
const CORE_TEXTS = /^widget\/i18n\/([a-z]+)(-[a-z]+)?-core\.ts$/;

/** The client's code (src/) as a source map names it, not a package's own src/ folder. */
const CLIENT_SOURCE = /^(?:\.\.\/)*src\//;

/**
 * The client's code in `files`, cut out of them by their source maps and gzipped as one: boot is one file
 * (vite.config.ts `bootChunk`), of which the client is a part, measured as if it were a file of its own.
 */
function clientSlice(dir: string, files: string[]): Size {
  const code = files
    .flatMap((file) => stretchesBySource(dir, file))
    .filter((stretch) => CLIENT_SOURCE.test(stretch.source))
    .map((stretch) => stretch.code)
    .join('');
  if (!code) throw new Error('dist/widget has no client code (src/) in its first load: run npm run build');
  return sizeOf(Buffer.from(code));
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The widget's boot (the entry and its static imports, loaded on idle), its first load (boot plus the UI
 * module with React: what the first thing shown needs), each chunk loaded on demand after that, and the
 * client slice: the client code (src/) in the widget's first load, as the widget really ships it.
 */
export function widgetSizes(): {
  boot: Size;
  firstLoad: Size;
  firstLoadFiles: string[];
  /** The language (and variant) whose core texts are the largest: the first load counts them. */
  firstLoadLanguage: string;
  lazy: Array<{ file: string } & Size>;
  client: Size;
} {
  const dir = join(root, 'dist/widget');
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey) throw new Error('dist/widget has no entry chunk: run npm run build');
  const first = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || first.has(chunk.file)) return;
    first.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  const read = (file: string) => sizeOf(readFileSync(join(dir, file)));
  const boot = sum([...first].map(read));
  if (!manifest[UI_MODULE]) throw new Error(`dist/widget has no chunk for ${UI_MODULE}`);
  visit(UI_MODULE);
  // The texts: each language's core is a chunk of its own, loaded at boot for that language only.
  const cores = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = CORE_TEXTS.exec(key);
    if (!match) continue;
    const [, language = '', variant = ''] = match;
    const base = manifest[`widget/i18n/${language}-core.ts`]?.file;
    cores.set(`${language}${variant}`, variant && base ? [base, chunk.file] : [chunk.file]);
  }
  const gzipOf = (files: string[]) => sum(files.map(read)).gzip;
  const [firstLoadLanguage, coreFiles] = [...cores].sort((a, b) => gzipOf(b[1]) - gzipOf(a[1]))[0] ?? [];
  if (!firstLoadLanguage || !coreFiles)
    throw new Error('dist/widget has no core texts (widget/i18n/*-core.ts)');
  for (const file of coreFiles) first.add(file);
  // The stable `index.js` in front of the entry is for npm users (`dropcart/widget`); the loader skips it.
  const jsFiles = readdirSync(dir).filter((f) => f.endsWith('.js') && f !== 'index.js');
  return {
    boot,
    firstLoad: sum([...first].map(read)),
    firstLoadFiles: [...first],
    firstLoadLanguage,
    lazy: jsFiles.filter((f) => !first.has(f)).map((file) => ({ file, ...read(file) })),
    client: clientSlice(dir, [...first]),
  };
}

/** Bundles one entry the way the widget is bundled (ES module, minified, tree-shaken) and measures it. */
export async function bundleSize(entry: string): Promise<Size> {
  // Vite is loaded here only: the size check `npm test` runs after its build needs none of it.
  const { build } = await import('vite');
  const outDir = await mkdtemp(join(tmpdir(), 'dropcart-bench-'));
  try {
    await build({
      configFile: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        minify: true,
        lib: { entry, formats: ['es'], fileName: () => 'bundle.js' },
        rollupOptions: { output: { codeSplitting: false } },
      },
    });
    return sizeOf(readFileSync(join(outDir, 'bundle.js')));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The sizes a build alone decides, read from dist/ (no bundling, no browser: fast enough for `npm test`). */
export function builtSizes() {
  const widget = widgetSizes();
  return {
    loader: sizeOf(readFileSync(join(root, 'dist/loader.js'))),
    frameHelper: sizeOf(readFileSync(join(root, 'dist/dropcart-frame.js'))),
    widgetBoot: widget.boot,
    widgetFirstLoad: widget.firstLoad,
    widgetFirstLoadFiles: widget.firstLoadFiles,
    widgetFirstLoadLanguage: widget.firstLoadLanguage,
    widgetLazyChunks: widget.lazy,
    clientSlice: widget.client,
  };
}

/** The byte budgets of design.md §4 that the build decides, checked by the bench and by `npm test`. */
export function builtSizeChecks(sizes: ReturnType<typeof builtSizes>): BudgetCheck[] {
  return [
    {
      name: 'loader.js gzip',
      actual: sizes.loader.gzip,
      limit: BUDGETS.loaderGzipBytes,
      unit: 'B',
      kind: 'max',
    },
    {
      name: `widget first load gzip (in ${sizes.widgetFirstLoadLanguage}, the largest core texts)`,
      actual: sizes.widgetFirstLoad.gzip,
      limit: BUDGETS.widgetFirstLoadGzipBytes,
      unit: 'B',
      kind: 'max',
    },
    {
      name: 'client slice gzip',
      actual: sizes.clientSlice.gzip,
      limit: BUDGETS.clientSliceGzipBytes,
      unit: 'B',
      kind: 'max',
    },
  ];
}

export async function measureSizes() {
  return {
    ...builtSizes(),
    officialSdkSlice: await bundleSize(join(import.meta.dirname, 'fixtures/official-sdk-slice.ts')),
    shopifyBuyButton: sizeOf(
      readFileSync(join(root, 'node_modules/@shopify/buy-button-js/dist/buybutton.min.js')),
    ),
  };
}

if (process.argv[1] === import.meta.filename) {
  const sdk = await bundleSize(join(import.meta.dirname, 'fixtures/official-sdk-slice.ts'));
  writeFileSync('/dev/stdout', `${JSON.stringify(sdk)}\n`);
}
