// Builds the React host page (demo/site/react/) into dist/site/react/ with Vite's JS API, so the shared
// vite.config.ts (the widget, loader and frame builds) stays as it is.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export async function buildReactHost(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: resolve(import.meta.dirname, 'react'),
    base: '/react/',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir, emptyOutDir: true, sourcemap: true },
  });
}
