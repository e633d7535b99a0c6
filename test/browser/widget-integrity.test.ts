// Issue 30, hole 2: the `integrity` attribute on the loader's tag checks loader.js only, and the widget's
// own files, which the loader imports, ran as the CDN served them. The page now also carries an import map
// with a SHA-384 per widget file (`dropcart-integrity`, README "Install"), and the browser checks every
// static and dynamic import against it. Served here from a copy of the built dist/ as a CDN would serve it,
// with one file changed to record that it ran: refused, nothing of it runs, the buy button does nothing
// harmful, the owner reads why in the console; the unchanged build works, under the strict CSP too.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningPlatform, startPlatform } from '../../demo/platform/index.ts';
import { launchChromium } from './chromium.ts';
import { collectPageErrors, platformCart } from './fixtures/probes.ts';
import { fileOf } from './support/built-files.ts';
import { PRODUCTS } from './support/emulator.ts';
import { DIST } from './support/store.ts';
import { cartDrawer } from './support/widget.ts';

/** Prepended to a changed file: if the browser ever runs it, the page records which one. */
const TAMPER = 'window.__tampered=(window.__tampered||[]).concat(import.meta.url);\n';

interface Manifest {
  [key: string]: { file: string; isEntry?: boolean; imports?: string[] };
}

let platform: RunningPlatform;
let browser: Browser;
let server: Server;
let origin: string;
/** The built files as the CDN holds them (`/dropcart/...`), some changed per test. */
let files: Map<string, Buffer>;
const pristine = new Map<string, Buffer>();
let manifest: Manifest;
let importMap: string;
let cspHash: string;
const page = { html: '', csp: '' };

beforeAll(async () => {
  pristine.set('/dropcart/loader.js', readFileSync(join(DIST, 'loader.js')));
  for (const name of readdirSync(join(DIST, 'widget')).filter((f) => f.endsWith('.js')))
    pristine.set(`/dropcart/widget/${name}`, readFileSync(join(DIST, 'widget', name)));
  manifest = JSON.parse(readFileSync(join(DIST, 'widget/.vite/manifest.json'), 'utf8')) as Manifest;
  platform = await startPlatform();
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://placeholder').pathname;
    const file = files.get(path);
    if (file)
      return void res
        .writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
        .end(file);
    if (path !== '/') return void res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      ...(page.csp ? { 'content-security-policy': page.csp } : {}),
    });
    res.end(page.html);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  // The owner's step (README, "Install"): the map for the loader's URL, from the package's own files.
  const made = spawnSync(
    process.execPath,
    ['scripts/dropcart-integrity.mjs', `${origin}/dropcart/loader.js`],
    {
      encoding: 'utf8',
    },
  );
  if (made.status !== 0) throw new Error(`dropcart-integrity failed: ${made.stderr}`);
  importMap = made.stdout.trim();
  cspHash = /'sha256-[\w+/=]+'/.exec(made.stderr)?.[0] ?? '';
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done));
  await platform?.close();
});

/** Serves the build with `changed` files tampered with; the page with the import map unless told not to. */
function serveShop({ changed = [] as string[], withMap = true, csp = '' } = {}): void {
  files = new Map(pristine);
  for (const file of changed) {
    const path = `/dropcart/widget/${file}`;
    files.set(path, Buffer.concat([Buffer.from(TAMPER), pristine.get(path)!]));
  }
  page.csp = csp;
  page.html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pinned shop</title>
${withMap ? importMap : ''}
<script async src="/dropcart/loader.js" data-client-id="demo" data-api="${platform.url}"></script></head>
<body><p>Cart: <span id="count" data-dropcart-count>0</span></p>
<button id="buy" data-dropcart-add="${PRODUCTS.mug.id}">Buy the mug</button></body></html>`;
}

interface Visit {
  page: Page;
  console: string[];
  errors: Error[];
  violations(): Promise<string[]>;
}

async function visit(): Promise<Visit> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const messages: string[] = [];
  tab.on('console', (message: ConsoleMessage) => messages.push(message.text()));
  const errors = collectPageErrors(tab);
  await tab.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(e.violatedDirective));
  });
  await tab.goto(origin);
  return {
    page: tab,
    console: messages,
    errors,
    violations: () => tab.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  };
}

const tampered = (tab: Page) =>
  tab.evaluate(() => (window as unknown as { __tampered?: string[] }).__tampered ?? []);

/**
 * The entry's name (as the loader has it): all of boot, needed before any cart (one file, with no static
 * import of its own: vite.config.ts `bootChunk`, test/browser/boot-files.test.ts).
 */
const entryFile = () => Object.values(manifest).find((chunk) => chunk.isEntry)!.file;

/** The file of the cart drawer (with the UI module): loaded on demand, only once there is a cart to show. */
const drawerFile = () => fileOf('widget/ui/CartDrawer.tsx');

it('makes every widget file the loader imports carry its hash, and runs the unchanged build under the strict CSP', async () => {
  const listed = Object.keys((JSON.parse(/>(.*)</s.exec(importMap)![1]!) as { integrity: object }).integrity);
  expect(listed.sort()).toEqual(
    [...pristine.keys()]
      .filter((p) => p.includes('/widget/'))
      .map((p) => origin + p)
      .sort(),
  );
  // docs/embedding.md's policy, plus the map's hash that `dropcart-integrity` prints.
  serveShop({
    csp: `default-src 'none'; script-src ${origin} ${cspHash}; connect-src ${platform.url}; img-src ${platform.url}`,
  });
  const shop = await visit();
  await shop.page.click('#buy');
  await expect.poll(() => shop.page.textContent('#count')).toBe('1');
  await cartDrawer(shop.page).waitFor();
  expect(await platformCart(platform.url, shop.page)).toEqual([{ productId: PRODUCTS.mug.id, quantity: 1 }]);
  expect(await shop.violations()).toEqual([]);
  expect(shop.console.filter((text) => /integrity|dropcart\]/.test(text))).toEqual([]);
  expect(shop.errors).toEqual([]);
  await shop.page.context().close();
});

it('refuses a changed widget entry: nothing of it runs, the buy button changes nothing', async () => {
  const file = entryFile();
  serveShop({ changed: [file] });
  const shop = await visit();
  const refused = shop.page.waitForEvent('console', (m) =>
    m.text().includes('the widget could not be loaded'),
  );
  await shop.page.click('#buy');
  await refused;
  expect(shop.console.some((text) => text.includes('integrity') && text.includes(file))).toBe(true);
  expect(await tampered(shop.page)).toEqual([]);
  // Fail safe: the click went nowhere (no navigation), no cart exists, the API says why it cannot work.
  expect(shop.page.url()).toBe(`${origin}/`);
  expect(await shop.page.textContent('#count')).toBe('0');
  expect(await platformCart(platform.url, shop.page)).toEqual([]);
  const api = await shop.page.evaluate(() =>
    (window as unknown as { Dropcart: (m: string) => Promise<unknown> }).Dropcart('getCart').then(
      () => 'answered',
      (error: Error) => error.message,
    ),
  );
  expect(api).toMatch(/^\[dropcart\] the widget could not be loaded from /);
  expect(shop.errors).toEqual([]);
  await shop.page.context().close();
});

it('refuses a changed part loaded on demand (the drawer): the add stands, the drawer stays shut, nothing of it runs', async () => {
  const file = drawerFile();
  serveShop({ changed: [file] });
  const shop = await visit();
  const refused = shop.page.waitForEvent(
    'console',
    (m) => m.text().includes('integrity') && m.text().includes(file),
  );
  await shop.page.click('#buy');
  await refused;
  await expect.poll(() => shop.page.textContent('#count')).toBe('1');
  // The count shows the add at once (optimistic); the platform has it once the add's requests are answered.
  await expect
    .poll(() => platformCart(platform.url, shop.page), { timeout: 10_000 })
    .toEqual([{ productId: PRODUCTS.mug.id, quantity: 1 }]);
  expect(await cartDrawer(shop.page).count()).toBe(0);
  expect(await tampered(shop.page)).toEqual([]);
  // (React reports the failed part as an uncaught error and the UI goes blank: what a part that fails to
  // load shows is issue 30's hole 9, error boundaries around each part; not asserted here.)
  await shop.page.context().close();
});

it('without the import map, the loader’s own hash covers loader.js alone: a changed widget file runs', async () => {
  // What README and docs/security.md say: the map is what extends the check to the widget's files.
  const imported = entryFile();
  serveShop({ changed: [imported], withMap: false });
  const shop = await visit();
  await shop.page.click('#buy');
  await expect.poll(() => tampered(shop.page)).toEqual([`${origin}/dropcart/widget/${imported}`]);
  await shop.page.context().close();
});

it('under a CSP without the map’s hash, the browser drops the map and checks no widget file', async () => {
  // Why docs/embedding.md asks for the `'sha256-…'` source that `dropcart-integrity` prints.
  const imported = entryFile();
  serveShop({ changed: [imported], csp: `script-src ${origin}; connect-src ${platform.url}` });
  const shop = await visit();
  await shop.page.click('#buy');
  await expect.poll(() => tampered(shop.page)).toEqual([`${origin}/dropcart/widget/${imported}`]);
  expect(await shop.violations()).toContain('script-src-elem');
  await shop.page.context().close();
});

it('makes no map for a loader URL of another version or a range, whose widget files it would not name', () => {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const range = version.split('.').slice(0, 2).join('.');
  for (const named of ['0.0.1', range]) {
    const made = spawnSync(
      process.execPath,
      ['scripts/dropcart-integrity.mjs', `https://cdn.example/npm/dropcart@${named}/dist/loader.js`],
      { encoding: 'utf8' },
    );
    expect(made.status).toBe(1);
    expect(made.stdout).toBe('');
    expect(made.stderr).toContain(`the URL names dropcart@${named}, this package is dropcart@${version}`);
  }
});
