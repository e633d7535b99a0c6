/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

// One config, a build for each `--mode` (see the `build` script), plus the Vitest projects. The builds: the
// widget's chunks (`widget`, what the loader and `dropcart/widget` load), the loader and the frame helper
// (classic scripts), the React component for npm (`react`), and the emulator's command (`platform`).
// Library mode neither minifies nor defines NODE_ENV by itself, so both are explicit here.
const production = { 'process.env.NODE_ENV': JSON.stringify('production') };
const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as {
  version: string;
};

/** The widget's entry file name, which is content-hashed, read from the manifest of the widget build. */
function widgetEntryFileName(): string {
  const manifestPath = resolve(import.meta.dirname, 'dist/widget/.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error('Build the widget before the loader: vite build --mode widget');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The widget manifest names no entry chunk');
  return entry.file;
}

/**
 * The widget's builds take the client from src/storefront.ts: its imports of src/index.ts resolve there, so
 * what the widget reaches of src/ statically is the storefront client alone (index.ts also reaches each
 * generation's raw calls, which the lazy parts use). A widget import that storefront.ts lacks fails the
 * build instead of quietly growing the first load.
 */
const storefrontClient = {
  find: /^(?:\.\.\/)+src\/index\.ts$/,
  replacement: resolve(import.meta.dirname, 'src/storefront.ts'),
};

/**
 * `dist/widget/index.js`, the stable name `dropcart/widget` exports: the entry's own name is content-hashed,
 * so that a CDN can cache it for ever and the loader names the one it was built with.
 */
const stableWidgetEntry: Plugin = {
  name: 'dropcart-stable-widget-entry',
  generateBundle(_, bundle) {
    const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
    if (entry?.type !== 'chunk' || !entry.facadeModuleId)
      throw new Error('The widget build has no entry chunk');
    // Boot as one file (see `bootChunk`): a boot chunk apart from the entry would be a second round trip.
    if (entry.imports.some((file) => bundle[file]?.name === bootChunk.name))
      throw new Error(`The widget's boot is not in its entry file (${entry.fileName}): see bootChunk`);
    // The entry file also exports what the lazy parts import from boot: npm users get the module's own.
    const own = this.getModuleInfo(entry.facadeModuleId)?.exports ?? [];
    this.emitFile({
      type: 'asset',
      fileName: 'index.js',
      source: `export { ${own.join(', ')} } from './${entry.fileName}';\n`,
    });
  },
};

/**
 * The files the UI's first render needs, named in the chunk that loads it (`__DROPCART_UI_CHUNKS__`,
 * widget/ui-loader.ts), so that they are all fetched in one round: an ES module's imports are found only
 * once the module itself has arrived, so React (imported by the UI module) came a round trip after it.
 * This is what Vite's preload helper does for an app; it is off in library mode and would add `<link>`s
 * to the host page's head. The names are the chunks' preliminary ones: rolldown replaces their hash
 * placeholders in the code as in the file names, and the loading chunk's own hash follows them.
 */
const uiChunkList: Plugin = {
  name: 'dropcart-ui-chunk-list',
  renderChunk(code, chunk, _options, meta) {
    if (!code.includes('__DROPCART_UI_CHUNKS__')) return null;
    const chunks = Object.values(meta.chunks);
    const closure = (roots: string[]) => {
      const found = new Set<string>();
      const visit = (fileName: string) => {
        if (found.has(fileName)) return;
        found.add(fileName);
        for (const imported of meta.chunks[fileName]?.imports ?? []) visit(imported);
      };
      for (const root of roots) visit(root);
      return found;
    };
    const roots = UI_FIRST_RENDER.map((path) => {
      const found = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(path)));
      if (!found) throw new Error(`No chunk has ${path}`);
      return found.fileName;
    });
    const loaded = closure([chunk.fileName]);
    const files = [...closure(roots)].filter((fileName) => !loaded.has(fileName));
    return code.replaceAll('__DROPCART_UI_CHUNKS__', JSON.stringify({ from: chunk.fileName, files }));
  },
};
/**
 * Rolldown's runtime builds a module's namespace object (`__exportAll`) with a bare `for…in`, which also
 * walks what a host page added to Object.prototype (old libraries' enumerable extras): "Getter must be a
 * function" and the lazy part that needed the namespace fails (test/browser/hostile-host.test.ts, patched
 * globals). The loop takes the object's own keys only; a runtime that no longer has the loop fails the build.
 */
const ownExportsOnly: Plugin = {
  name: 'dropcart-own-exports-only',
  renderChunk(code) {
    if (!code.includes('var __exportAll')) return null;
    const loop = /for \(var name in all\) \{?\s*__defProp\(/;
    if (!loop.test(code)) throw new Error("rolldown's __exportAll changed: check ownExportsOnly");
    // The runtime's own `__hasOwnProp` when the chunk has it (fewer bytes in the first load).
    const own = code.includes('var __hasOwnProp =') ? '__hasOwnProp' : 'Object.prototype.hasOwnProperty';
    return code.replace(loop, (found) => found.replace('in all)', `in all) if (${own}.call(all, name))`));
  },
};
const UI_MODULE = 'widget/ui/render.ts';
const DRAWER = 'widget/ui/CartDrawer.tsx';
/** The UI module and the parts it shows first (widget/ui/parts.ts `ALONGSIDE_UI`). */
const UI_FIRST_RENDER = [UI_MODULE, DRAWER];

/** React is the app's own in `dropcart/react` (a peer dependency): one React, whichever version the app has. */
const REACT = /^react(?:-dom)?(?:\/.*)?$/;

/**
 * Boot, the entry and everything it imports statically (the client code, src/, and the widget's modules,
 * those the lazy parts share too: errors, money, the cart's view, the destination store…), in the entry's
 * own file: a page fetches it in one request and one round trip, and it compresses better as one (2.4 KB
 * gzip less than entry, client and shared boot as three files). Rolldown merges the group's chunk into the
 * entry (its chunk optimization, `mergeCommonChunks`) because the entry may export more than `mount`
 * (`preserveEntrySignatures`; `dist/widget/index.js` names the entry module's own exports only); the lazy
 * parts import what they share from the entry. `stableWidgetEntry` fails the build if it ever does not.
 */
const bootChunk = { name: 'boot', test: /[\\/](?:widget|src)[\\/]/, tags: ['$initial' as const] };

/**
 * React, React DOM and what every part of the UI imports beside them, in one chunk the UI module and each
 * lazy part import (instead of React DOM in the UI module's chunk and React, zustand's hook, the widget's
 * context and the top-layer hook in three more). Not the UI module itself: see the note on output below.
 */
const uiSharedChunk = {
  name: 'react',
  test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|zustand)[\\/]|[\\/]widget[\\/]ui[\\/](?:context|use-top-layer)\.ts$/,
};

/**
 * The drawer, in one chunk with every module of ours it imports statically that the UI module does not (the
 * small modules it shares with other lazy parts among them: the line's availability, the spinner, the typed
 * quantity, the modal hook and its scroll lock, the accent, the styles hook and its stylesheet). Left to
 * themselves, the drawer and each set of those modules' sharers get a file apiece, fetched together on the
 * first cart's way, which compress worse apart (design.md §4's bytes until the cart shows: 0.8 KB gzip less
 * than the drawer and one file of its shared modules, itself 0.8 KB less than six). The lazy parts that
 * share a module of it (the options popover, the cards) import this chunk. The UI module's own modules stay
 * in its file, so that the UI module does not bring the drawer with it: a UI that shows only the options
 * popover does not fetch it. Boot's modules stay in the entry and React's in its chunk (their groups come
 * first).
 */
const drawerChunk = {
  name(id: string, context: ChunkingContext): string | null {
    const modules = drawerModules.get(context) ?? drawerOwnModules(context);
    drawerModules.set(context, modules);
    return modules.has(id) ? 'drawer' : null;
  },
};
/** Found once per chunking pass (whose graph the context is). */
const drawerModules = new WeakMap<ChunkingContext, Set<string>>();

function drawerOwnModules(context: ChunkingContext): Set<string> {
  const at = (path: string) => resolve(import.meta.dirname, path);
  const uiModules = staticClosure([at(UI_MODULE)], context);
  // The widget's own: the client's modules it reaches (through src/storefront.ts) are boot's or lazy.
  return new Set(
    [...staticClosure([at(DRAWER)], context)].filter(
      (id) => !uiModules.has(id) && /[\\/]widget[\\/]/.test(id),
    ),
  );
}

/** The modules of ours (not node_modules') that `roots` import statically, the roots included. */
function staticClosure(roots: string[], context: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || /[\\/]node_modules[\\/]/.test(id)) return;
    const info = context.getModuleInfo(id);
    if (!info) return;
    found.add(id);
    for (const imported of info.importedIds) visit(imported);
  };
  for (const root of roots) visit(root);
  return found;
}

const builds: Record<string, () => UserConfig> = {
  widget: () => ({
    plugins: [react(), stableWidgetEntry, uiChunkList, ownExportsOnly],
    resolve: { alias: [storefrontClient] },
    define: production,
    build: {
      outDir: 'dist/widget',
      emptyOutDir: true,
      manifest: true,
      minify: true,
      sourcemap: true,
      lib: { entry: resolve(import.meta.dirname, 'widget/index.ts'), formats: ['es'] },
      rollupOptions: {
        // Lets the boot group merge into the entry file (`bootChunk`); library mode's default is 'strict'.
        preserveEntrySignatures: 'allow-extension',
        // Library mode leaves whitespace in ES output unless the output itself is told to minify.
        // (React is deliberately not grouped into one chunk with the UI module: rolldown then builds the
        // module's namespace with a for…in helper, which a host's enumerable Object.prototype additions
        // break; test/browser/hostile-host.test.ts.)
        output: {
          entryFileNames: 'dropcart-[hash].js',
          chunkFileNames: 'chunk-[hash].js',
          minify: true,
          codeSplitting: { groups: [bootChunk, uiSharedChunk, drawerChunk] },
        },
      },
    },
  }),
  loader: () => ({
    define: {
      ...production,
      __DROPCART_WIDGET_ENTRY__: JSON.stringify(widgetEntryFileName()),
      __DROPCART_VERSION__: JSON.stringify(version),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      minify: true,
      lib: {
        entry: resolve(import.meta.dirname, 'loader/loader.ts'),
        formats: ['iife'],
        name: 'DropcartLoader',
        fileName: () => 'loader.js',
      },
    },
  }),
  react: () => ({
    // `<Dropcart />` for React apps, bundled with the widget (its CSS inlined as strings, as in every build)
    // but with React left to the app. Not minified: the app's bundler minifies, and its users can read it.
    plugins: [react(), ownExportsOnly],
    resolve: { alias: [storefrontClient] },
    build: {
      outDir: 'dist/react',
      emptyOutDir: true,
      minify: false,
      lib: {
        entry: resolve(import.meta.dirname, 'widget/react.tsx'),
        formats: ['es'],
        fileName: () => 'index.js',
      },
      rollupOptions: { external: REACT, output: { chunkFileNames: 'chunk-[hash].js' } },
    },
  }),
  platform: () => ({
    // `npx dropcart-platform`: the emulator in one file for Node, which needs nothing but Node's own modules.
    build: {
      outDir: 'dist/platform',
      emptyOutDir: true,
      ssr: resolve(import.meta.dirname, 'demo/platform/main.ts'),
      target: 'node20',
      minify: false,
      rollupOptions: {
        output: {
          entryFileNames: 'dropcart-platform.js',
          banner: '#!/usr/bin/env node',
          codeSplitting: false,
        },
      },
    },
  }),
  frame: () => ({
    define: production,
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      minify: true,
      lib: {
        entry: resolve(import.meta.dirname, 'loader/frame.ts'),
        formats: ['iife'],
        name: 'DropcartFrameHelper',
        fileName: () => 'dropcart-frame.js',
      },
    },
  }),
};

export default defineConfig(({ mode }) => {
  const build = builds[mode];
  if (build) return build();
  return {
    plugins: [react()],
    define: {
      __DROPCART_WIDGET_ENTRY__: JSON.stringify('dropcart.js'),
      __DROPCART_VERSION__: JSON.stringify(version),
    },
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', environment: 'node', include: ['test/{client,platform,tools}/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'happy-dom',
            setupFiles: ['test/widget/setup.ts'],
            include: ['test/widget/**/*.test.{ts,tsx}', 'test/loader/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: { name: 'conformance', environment: 'node', include: ['test/conformance/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'reliability',
            environment: 'node',
            include: ['test/reliability/**/*.test.ts'],
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            environment: 'node',
            include: ['test/browser/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // A page's state arrives when Chromium gets the core on a shared machine: `expect.poll` waits for
            // it as Playwright's own waits do (10 s), not Vitest's 1 s default, which a loaded CI missed.
            expect: { poll: { timeout: 10_000 } },
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            // The packed tarball installed into fresh projects (needs `npm run build` first).
            name: 'package',
            environment: 'node',
            include: ['test/package/**/*.test.ts'],
            globalSetup: ['test/package/setup.ts'],
            testTimeout: 120_000,
            hookTimeout: 180_000,
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
