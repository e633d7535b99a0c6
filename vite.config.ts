/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

// One config, three builds chosen by `--mode` (see the `build` script), plus the Vitest projects.
// Library mode neither minifies nor defines NODE_ENV by itself, so both are explicit here.
const production = { 'process.env.NODE_ENV': JSON.stringify('production') };

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

/** One chunk for the client code a page loads (src/ reached statically); its lazy parts stay apart. */
const clientChunk = { name: 'client', test: /[\\/]src[\\/]/, tags: ['$initial' as const] };

const builds: Record<string, () => UserConfig> = {
  widget: () => ({
    plugins: [react()],
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
        // Library mode leaves whitespace in ES output unless the output itself is told to minify.
        // (React is deliberately not grouped into one chunk with the UI module: rolldown then builds the
        // module's namespace with a for…in helper, which a host's enumerable Object.prototype additions
        // break; test/browser/hostile-host.test.ts.)
        output: {
          entryFileNames: 'dropcart-[hash].js',
          chunkFileNames: 'chunk-[hash].js',
          minify: true,
          codeSplitting: { groups: [clientChunk] },
        },
      },
    },
  }),
  loader: () => ({
    define: { ...production, __DROPCART_WIDGET_ENTRY__: JSON.stringify(widgetEntryFileName()) },
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
    define: { __DROPCART_WIDGET_ENTRY__: JSON.stringify('dropcart.js') },
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
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
