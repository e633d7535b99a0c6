// The release folder from the packed tarball, as docs/connect-your-store.md and the README give its command
// for a project that installed the package (`npx -p dropcart dropcart-release`): written under the project,
// served by a plain static server of another origin, its snippet pasted into a plain page, it shops against
// the installed emulator. (From the repository, `npm run release`: test/browser/release-folder.test.ts.)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { launchChromium } from '../browser/chromium.ts';
import { type Served, serve } from './serve.ts';
import { type Emulator, freshProject, type Project, startInstalledEmulator } from './support.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const MUG = seedProductId('classic-white-mug');
const COMMAND = /^npx -p dropcart dropcart-release (.+)$/m;
let project: Project;
let emulator: Emulator;
let browser: Browser;
const servers: Served[] = [];

beforeAll(async () => {
  project = freshProject(inject('tarball'), 'release');
  emulator = await startInstalledEmulator(project);
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.close();
  await emulator?.stop();
  project?.remove();
});

/** Runs `npx -p dropcart dropcart-release <args>` in the project; answers the folder it wrote. */
function release(args: string): string {
  project.run('npx', ['-p', 'dropcart', 'dropcart-release', ...args.split(' ')]);
  const { version } = JSON.parse(
    readFileSync(join(project.dir, 'node_modules/dropcart/package.json'), 'utf8'),
  );
  return join(project.dir, 'release', `dropcart-${version}`);
}

it("README's command writes the folder under the project, for the site's root", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const args = /`npx -p dropcart dropcart-release ([^`]+)`/.exec(readme)?.[1] ?? '';
  expect(args).toBe('--client-id <your Client ID>');
  const folder = release(args.replace('<your Client ID>', 'demo'));
  const snippet = readFileSync(join(folder, 'snippet.html'), 'utf8');
  expect(snippet).toMatch(/src="\/dropcart-[^/]+\/loader\.js"/);
  expect(snippet).toContain('data-client-id="demo"');
});

it("the guide's command, served from another origin with --base: the pasted snippet shops", async () => {
  const guide = readFileSync(join(ROOT, 'docs/connect-your-store.md'), 'utf8');
  const args = COMMAND.exec(guide)?.[1] ?? '';
  expect(args).toBe('--client-id demo --api http://127.0.0.1:4010');
  const { version } = JSON.parse(
    readFileSync(join(project.dir, 'node_modules/dropcart/package.json'), 'utf8'),
  );
  const folder = join(project.dir, 'release', `dropcart-${version}`);
  const host = await serve({ [`/dropcart-${version}/`]: folder }, {}, { 'access-control-allow-origin': '*' });
  servers.push(host);
  release(`${args.replace('http://127.0.0.1:4010', emulator.url)} --base ${host.url}/dropcart-${version}/`);
  const snippet = readFileSync(join(folder, 'snippet.html'), 'utf8');
  expect(snippet).toContain(
    `integrity="${readFileSync(join(folder, 'loader-integrity.txt'), 'utf8').trim()}"`,
  );
  const shop = await serve(
    {},
    {
      '/': `<!doctype html><html><head><meta charset="utf-8"><title>Plain shop</title>${snippet}</head>
<body><button id="buy" data-dropcart-add="${MUG}">Add to cart</button>
<p>Cart: <span id="count" data-dropcart-count>0</span></p></body></html>`,
    },
  );
  servers.push(shop);
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(shop.url);
  await page.locator('#buy').click();
  await page
    .getByRole('dialog', { name: 'Your cart' })
    .getByText('Classic White Mug', { exact: true })
    .waitFor();
  await expect.poll(() => page.locator('#count').textContent()).toBe('1');
  expect(errors).toEqual([]);
  await page.close();
});
