// A plain HTML page that loads the loader from the installed package's folder served under a CDN-like
// path, from another origin as jsDelivr or unpkg would (with their CORS header), pinned by an SRI hash as
// the README shows: the loader finds its widget chunks next to itself, a buy button adds, the drawer opens.
// The page carries the import map the installed package's `dropcart-integrity` prints, as the README says:
// every widget file arrives checked (a changed one is refused: test/browser/widget-integrity.test.ts).
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { launchChromium } from '../browser/chromium.ts';
import { type Served, serve } from './serve.ts';
import { type Emulator, freshProject, type Project, startInstalledEmulator } from './support.ts';

const MUG = seedProductId('classic-white-mug');
let project: Project;
let emulator: Emulator;
let cdn: Served;
let shop: Served;
let browser: Browser;
let version: string;

beforeAll(async () => {
  project = freshProject(inject('tarball'), 'cdn');
  const installed = join(project.dir, 'node_modules/dropcart');
  version = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).version;
  emulator = await startInstalledEmulator(project);
  cdn = await serve({ [`/npm/dropcart@${version}/`]: installed }, {}, { 'access-control-allow-origin': '*' });
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await cdn?.close();
  await emulator?.stop();
  project?.remove();
});

it('works from a CDN path with an SRI hash and the widget files’ import map: buy button, drawer, count', async () => {
  const loader = readFileSync(join(project.dir, 'node_modules/dropcart/dist/loader.js'));
  const integrity = `sha384-${createHash('sha384').update(loader).digest('base64')}`;
  // README's command for the hash from an installed copy gives the same, run as written.
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  const fromCopy = /^# or from an installed copy: (.+)$/m.exec(readme)?.[1] ?? 'false';
  expect(`sha384-${project.run('sh', ['-c', fromCopy]).trim()}`).toBe(integrity);
  const loaderUrl = `${cdn.url}/npm/dropcart@${version}/dist/loader.js`;
  // README's command as written: `npx -p dropcart@<version> dropcart-integrity <loader URL>`.
  const importMap = project.run('npx', ['-p', `dropcart@${version}`, 'dropcart-integrity', loaderUrl]).trim();
  expect(importMap).toMatch(/^<script type="importmap">\{"integrity":\{.+\}\}<\/script>$/);
  shop = await serve(
    {},
    {
      '/': `<!doctype html><html><head><meta charset="utf-8"><title>Plain shop</title>
${importMap}
<script async src="${cdn.url}/npm/dropcart@${version}/dist/loader.js" integrity="${integrity}" crossorigin="anonymous"
        data-client-id="demo" data-api="${emulator.url}"></script></head>
<body><h1>Plain shop</h1>
<button id="buy" data-dropcart-add="${MUG}">Add to cart</button>
<p>Cart: <span id="count" data-dropcart-count>0</span></p></body></html>`,
    },
  );
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const widgetFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/dist/widget/')) widgetFiles.push(request.url());
  });
  const consoleText: string[] = [];
  page.on('console', (message) => consoleText.push(message.text()));
  await page.goto(shop.url);
  await page.locator('#buy').click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByText('Classic White Mug', { exact: true }).waitFor();
  await expect.poll(() => page.locator('#count').textContent()).toBe('1');
  expect(await drawer.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  // Every widget chunk came from the same pinned folder as the loader.
  expect(widgetFiles.length).toBeGreaterThan(0);
  for (const url of widgetFiles)
    expect(url.startsWith(`${cdn.url}/npm/dropcart@${version}/dist/widget/`)).toBe(true);
  // …each of them named in the map, so checked against its hash (and none refused).
  for (const url of widgetFiles) expect(importMap).toContain(`"${url}":"sha384-`);
  expect(consoleText.filter((text) => text.includes('integrity'))).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});

it('works from a CDN range, whose newest patch no longer has this loader’s widget files', async () => {
  // `dropcart@0.2` names the newest 0.2.x: here, a folder with the loader and no widget files of ours.
  const newest = mkdtempSync(join(tmpdir(), 'dropcart-range-'));
  mkdirSync(join(newest, 'dist/widget'), { recursive: true });
  cpSync(join(project.dir, 'node_modules/dropcart/dist/loader.js'), join(newest, 'dist/loader.js'));
  const range = version.split('.').slice(0, 2).join('.');
  const rangeCdn = await serve(
    {
      [`/npm/dropcart@${range}/`]: newest,
      [`/npm/dropcart@${version}/`]: join(project.dir, 'node_modules/dropcart'),
    },
    {},
    { 'access-control-allow-origin': '*' },
  );
  const page = await browser.newPage();
  const rangeShop = await serve(
    {},
    {
      '/': `<!doctype html><html><head><script async src="${rangeCdn.url}/npm/dropcart@${range}/dist/loader.js" data-client-id="demo" data-api="${emulator.url}"></script></head>
<body><button id="buy" data-dropcart-add="${MUG}">Add to cart</button></body></html>`,
    },
  );
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(rangeShop.url);
    await page.locator('#buy').click();
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByText('Classic White Mug', { exact: true })
      .waitFor();
    expect(errors).toEqual([]);
  } finally {
    await page.close();
    await rangeShop.close();
    await rangeCdn.close();
    rmSync(newest, { recursive: true, force: true });
  }
});

it('refuses a loader whose SRI hash does not match, as a pinned version should', async () => {
  const wrong = `sha384-${createHash('sha384').update('something else').digest('base64')}`;
  const page = await browser.newPage();
  const tampered = await serve(
    {},
    {
      '/': `<!doctype html><html><head><script async src="${cdn.url}/npm/dropcart@${version}/dist/loader.js" integrity="${wrong}" crossorigin="anonymous" data-client-id="demo" data-api="${emulator.url}"></script></head><body></body></html>`,
    },
  );
  try {
    await page.goto(tampered.url);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => 'Dropcart' in window)).toBe(false);
  } finally {
    await page.close();
    await tampered.close();
  }
});
