// Issue 26, "an install that works today": `npm run release` writes a folder to copy to any static host,
// with the loader, the widget's files, its SRI hash and the snippet to paste. Run here exactly as
// docs/connect-your-store.md gives it, the folder served by a plain static server, the snippet pasted as is
// into a plain page, against the emulator: a buy button adds, the line shows in the drawer; a changed
// loader.js is refused by the browser.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningPlatform } from '../../demo/platform/index.ts';
import { type Served, serve } from '../package/serve.ts';
import { startTestPlatform } from '../support/platform.ts';
import { launchChromium } from './chromium.ts';
import { collectPageErrors } from './fixtures/probes.ts';
import { PRODUCTS } from './support/emulator.ts';
import { cartDrawer } from './support/widget.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
const NAME = `dropcart-${version}`;
const FOLDER = join(ROOT, 'release', NAME);
const GUIDE = readFileSync(join(ROOT, 'docs/connect-your-store.md'), 'utf8');

let platform: RunningPlatform;
let browser: Browser;
const servers: Served[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
  await platform?.close();
});

/** The guide's `npm run release` lines, in order. */
const releaseCommands = [...GUIDE.matchAll(/^npm run release -- (.+)$/gm)].map((m) => m[1] ?? '');

/** Runs the guide's command with its placeholders filled in; answers the snippet it wrote. */
function release(args: string, fill: Record<string, string>): string {
  let line = args;
  for (const [placeholder, value] of Object.entries(fill)) line = line.replaceAll(placeholder, value);
  const ran = spawnSync('npm', ['run', 'release', '--', ...line.split(' ')], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 170_000,
  });
  if (ran.status !== 0) throw new Error(`npm run release -- ${line} failed:\n${ran.stdout}\n${ran.stderr}`);
  return readFileSync(join(FOLDER, 'snippet.html'), 'utf8');
}

/** A plain page of a shop with the snippet pasted into its head. */
const shopPage = (snippet: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Plain shop</title>
${snippet}</head>
<body><h1>Plain shop</h1>
<button id="buy" data-dropcart-add="${PRODUCTS.mug.id}">Add to cart</button>
<button data-dropcart-open>Cart (<span id="count" data-dropcart-count>0</span>)</button></body></html>`;

async function serveStatic(...args: Parameters<typeof serve>): Promise<Served> {
  const served = await serve(...args);
  servers.push(served);
  return served;
}

async function shop(page: Page): Promise<void> {
  await page.locator('#buy').click();
  await cartDrawer(page).getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  await expect.poll(() => page.locator('#count').textContent()).toBe('1');
}

it('the guide names the release command for the emulator, for a store, and for another host', () => {
  // README's install command is the guide's for a store, so the tests below run it too.
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  expect([...readme.matchAll(/^npm run release -- (.+)$/gm)].map((m) => m[1])).toEqual([releaseCommands[1]]);
  expect(releaseCommands).toEqual([
    '--client-id demo --api http://127.0.0.1:4010',
    '--client-id <your Client ID>',
    '--client-id <your Client ID> --base https://static.example/dropcart-0.2.0/',
  ]);
});

it("copied to the site's root, as step 1 says: the pasted snippet shops against the emulator", async () => {
  const snippet = release(releaseCommands[0] ?? '', { 'http://127.0.0.1:4010': platform.url });
  expect(snippet).toContain(`src="/${NAME}/loader.js"`);
  const site = await serveStatic({ [`/${NAME}/`]: FOLDER }, { '/': shopPage(snippet) });
  const page = await browser.newPage();
  const errors = collectPageErrors(page);
  const loaded: string[] = [];
  page.on('requestfinished', (request) => loaded.push(request.url()));
  await page.goto(site.url);
  await shop(page);
  // Every widget file came from the copied folder, and the import map pinned each of them.
  const widgetFiles = loaded.filter((url) => url.includes(`/${NAME}/widget/`));
  expect(widgetFiles.length).toBeGreaterThan(0);
  for (const url of widgetFiles) expect(snippet).toContain(`"${new URL(url).pathname}":"sha384-`);
  expect(errors).toEqual([]);
  await page.close();

  // The root-relative map pins them: the same snippet over a changed widget entry does not run it.
  const changed = mkdtempSync(join(tmpdir(), 'dropcart-changed-'));
  try {
    cpSync(FOLDER, changed, { recursive: true });
    const entry = readdirSync(join(changed, 'widget')).find((file) => file.startsWith('dropcart-'));
    const path = join(changed, 'widget', entry ?? 'missing');
    writeFileSync(path, `window.__tampered=1;${readFileSync(path, 'utf8')}`);
    const other = await serveStatic({ [`/${NAME}/`]: changed }, { '/': shopPage(snippet) });
    const tab = await browser.newPage();
    const messages = consoleOf(tab);
    await tab.goto(other.url);
    await tab.locator('#buy').click();
    await expect.poll(() => messages.some((text) => /integrity/i.test(text))).toBe(true);
    expect(await tab.evaluate(() => '__tampered' in window)).toBe(false);
    await tab.close();
  } finally {
    rmSync(changed, { recursive: true, force: true });
  }
});

/** The page's console messages as they come. */
function consoleOf(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  return messages;
}

it('on a static host of another origin (--base): SRI-pinned, it shops; a changed loader.js is refused', async () => {
  // The static host first: its address goes into the command. It serves whatever folder is there now.
  const tampered = mkdtempSync(join(tmpdir(), 'dropcart-tampered-'));
  const host = await serveStatic(
    { [`/${NAME}/`]: FOLDER, '/changed/': tampered },
    {},
    { 'access-control-allow-origin': '*' },
  );
  // With step 1's --api, as the emulator stands in for the store.
  const snippet = release(`${releaseCommands[2]} --api ${platform.url}`, {
    '<your Client ID>': 'demo',
    'https://static.example/': `${host.url}/`,
  });
  const integrity = readFileSync(join(FOLDER, 'loader-integrity.txt'), 'utf8').trim();
  expect(snippet).toContain(`src="${host.url}/${NAME}/loader.js"`);
  expect(snippet).toContain(`integrity="${integrity}" crossorigin="anonymous"`);
  const site = await serveStatic({}, { '/': shopPage(snippet) });
  expect(new URL(site.url).port).not.toBe(new URL(host.url).port);

  const page = await browser.newPage();
  const errors = collectPageErrors(page);
  await page.goto(site.url);
  await shop(page);
  expect(errors).toEqual([]);
  await page.close();

  // The same snippet over a loader.js one byte longer than the released one: the browser does not run it.
  try {
    cpSync(FOLDER, join(tampered, NAME), { recursive: true });
    appendFileSync(join(tampered, NAME, 'loader.js'), ';window.__tampered=1;');
    const changed = await serveStatic(
      {},
      { '/': shopPage(snippet.replaceAll(`${host.url}/`, `${host.url}/changed/`)) },
    );
    const tab = await browser.newPage();
    const messages = consoleOf(tab);
    await tab.goto(changed.url);
    await expect.poll(() => messages.some((text) => /integrity/i.test(text))).toBe(true);
    expect(await tab.evaluate(() => ({ api: 'Dropcart' in window, ran: '__tampered' in window }))).toEqual({
      api: false,
      ran: false,
    });
    await tab.close();
  } finally {
    rmSync(tampered, { recursive: true, force: true });
  }
});
