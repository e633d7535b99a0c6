// A fresh Vite + React 19 app that installs the packed tarball and renders <Dropcart /> from
// 'dropcart/react': it builds with one React (the app's: react and react-dom are peer dependencies), and in
// Chromium a buy button adds a product and the drawer shows it, styled inside its shadow root with no
// stylesheet added to the page (issue 14). React and Vite come from this repository's node_modules, linked
// into the app (nothing can be downloaded here).
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { launchChromium } from '../browser/chromium.ts';
import { type Served, serve } from './serve.ts';
import {
  type Emulator,
  freshProject,
  linkFromRepo,
  type Project,
  ROOT,
  startInstalledEmulator,
} from './support.ts';

const MUG = seedProductId('classic-white-mug');
let app: Project;
let emulator: Emulator;
let site: Served;
let browser: Browser;

const MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Dropcart } from 'dropcart/react';

function App() {
  return (
    <main>
      <h1>My React shop</h1>
      <Dropcart clientId="demo" apiBase={import.meta.env.VITE_DROPCART_API} />
      <button id="buy" data-dropcart-add="${MUG}">Buy the mug</button>
      <p>Cart: <span id="count" data-dropcart-count>0</span></p>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);
`;

// Records every React module the app's bundle takes, by the real path of its package.
const CONFIG = `import { writeFileSync, realpathSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const reactModules = new Set();
const recordReact = {
  name: 'record-react',
  load(id) {
    const match = /^(.*\\/node_modules\\/react(?:-dom)?)\\//.exec(id);
    if (match) reactModules.add(realpathSync(match[1]));
    return null;
  },
  buildEnd() {
    writeFileSync('react-packages.json', JSON.stringify([...reactModules]));
  },
};
export default defineConfig({ plugins: [react(), recordReact] });
`;

beforeAll(async () => {
  app = freshProject(inject('tarball'), 'react-app');
  linkFromRepo(app, ['react', 'react-dom', 'scheduler', 'vite', '@vitejs/plugin-react']);
  app.write(
    'index.html',
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  app.write('src/main.jsx', MAIN);
  app.write('vite.config.js', CONFIG);
  emulator = await startInstalledEmulator(app);
  app.run('node', [join(app.dir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    VITE_DROPCART_API: emulator.url,
  });
  site = await serve({ '/': join(app.dir, 'dist') });
  browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await emulator?.stop();
  app?.remove();
});

it('bundles one React: the app’s, which the package does not bring along', () => {
  const packages: string[] = JSON.parse(app.run('cat', ['react-packages.json']));
  expect(packages.sort()).toEqual(
    [
      realpathSync(join(ROOT, 'node_modules/react')),
      realpathSync(join(ROOT, 'node_modules/react-dom')),
    ].sort(),
  );
  expect(app.run('ls', ['node_modules/dropcart'])).not.toContain('node_modules');
});

it('renders <Dropcart />: a buy button adds to the cart and the drawer shows it, styled in its shadow root', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.url);
  await page.getByRole('heading', { name: 'My React shop' }).waitFor();
  await page.locator('dropcart-root').waitFor({ state: 'attached' });
  await page.locator('#buy').click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByText('Classic White Mug', { exact: true }).waitFor();
  await expect.poll(() => page.locator('#count').textContent()).toBe('1');
  // Styled: the drawer is laid out by the widget's own CSS, which lives in the shadow root only.
  expect(await drawer.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  const sheets = await page.evaluate(() => ({
    page: document.styleSheets.length + document.adoptedStyleSheets.length,
    shadow: (() => {
      const root = document.querySelector('dropcart-root')?.shadowRoot;
      return root ? root.adoptedStyleSheets.length + root.querySelectorAll('style').length : 0;
    })(),
  }));
  expect(sheets.page).toBe(0);
  expect(sheets.shadow).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await page.close();
});
