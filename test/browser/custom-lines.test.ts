// Custom line items as docs/client.md's "Custom line items: from your server, by the cart's id" gives them:
// its server block runs here in Node (the admin client, its placeholders filled with the emulator's), its
// page block in a shop page beside the widget, the page's POST /gift-wrap answered by that server code. The
// shopper's widget shows the gift wrap the server added, in its count and drawer, without a reload.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningPlatform } from '../../demo/platform/index.ts';
import { createAdminClient } from '../../src/admin.ts';
import { type Served, serve } from '../package/serve.ts';
import { startTestPlatform } from '../support/platform.ts';
import { launchChromium } from './chromium.ts';
import { collectPageErrors } from './fixtures/probes.ts';
import { PRODUCTS } from './support/emulator.ts';
import { widgetReady } from './support/store.ts';
import { cartDrawer } from './support/widget.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');
const DOCS = readFileSync(join(ROOT, 'docs/client.md'), 'utf8');

/** The two `ts` blocks of the docs' section: the server's, then the page's. */
function docsBlocks(): [string, string] {
  const section = /^### Custom line items: from your server, by the cart's id\n([\s\S]*?)^## /m.exec(
    DOCS,
  )?.[1];
  const blocks = [...(section ?? '').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  if (blocks.length !== 2)
    throw new Error('docs/client.md: the custom line items section needs two ts blocks');
  return blocks as [string, string];
}

/** `text` with `from` replaced, or an error naming what the docs no longer say. */
function filled(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the docs' custom line items snippet no longer has ${from}`);
  return text.replaceAll(from, to);
}

let platform: RunningPlatform;
let browser: Browser;
let site: Served;
let addGiftWrap: (cartId: string) => Promise<void>;

beforeAll(async () => {
  platform = await startTestPlatform();
  browser = await launchChromium();
  const [server, page] = docsBlocks();
  // The server block as a function body: its import is the admin client given in, its key the emulator's.
  const body = filled(
    filled(
      filled(server, "import { createAdminClient } from 'dropcart/admin';", ''),
      "clientId: '<client id>', apiKey: process.env.WIX_API_KEY",
      `clientId: 'demo', apiBase: '${platform.url}', apiKey: 'demo-admin-key'`,
    ),
    'export async function addGiftWrap(cartId: string)',
    'async function addGiftWrap(cartId)',
  );
  addGiftWrap = new Function('createAdminClient', `${body}\nreturn addGiftWrap;`)(createAdminClient);
  site = await serve(
    { '/dist/': DIST },
    { '/': shopPage(filled(page, "'dropcart:<client id>'", "'dropcart:demo'")) },
  );
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await platform?.close();
});

/** A shop page: the widget's tag, a buy button, a count, and `window.askForGiftWrap` running the docs' page block. */
function shopPage(pageBlock: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gift wrap</title>
<script type="importmap">{"imports":{"dropcart":"/dist/lib/index.js"}}</script>
<script async src="/dist/loader.js" data-client-id="demo" data-api="${platform.url}"></script>
<script type="module">
import { createClient, localTokenStorage } from 'dropcart';
const client = createClient({ clientId: 'demo', apiBase: '${platform.url}', tokenStorage: localTokenStorage() });
window.askForGiftWrap = async () => {
${pageBlock}
};
</script></head>
<body><h1>Gift wrap</h1>
<button id="buy" data-dropcart-add="${PRODUCTS.mug.id}">Add the mug</button>
<button data-dropcart-open>Cart (<span id="count" data-dropcart-count>0</span>)</button></body></html>`;
}

it("the docs' server adds gift wrap to the shopper's cart, and the widget shows it without a reload", async () => {
  const page = await browser.newPage();
  const errors = collectPageErrors(page);
  const asked: string[] = [];
  await page.route('**/gift-wrap', async (route) => {
    const { cartId } = JSON.parse(route.request().postData() ?? '{}') as { cartId: string };
    asked.push(cartId);
    await addGiftWrap(cartId);
    await route.fulfill({ status: 204 });
  });
  await page.goto(site.url);
  await widgetReady(page);
  await page.locator('#buy').click();
  const drawer = cartDrawer(page);
  await drawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor({ timeout: 5_000 });
  await expect.poll(() => page.locator('#count').textContent(), { timeout: 5_000 }).toBe('1');
  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });

  await page.waitForFunction(() => 'askForGiftWrap' in window);
  await page.evaluate(() => (window as unknown as { askForGiftWrap: () => Promise<void> }).askForGiftWrap());
  expect(asked).toHaveLength(1);
  await drawer.getByText('Gift wrap', { exact: true }).waitFor({ timeout: 5_000 });
  await expect.poll(() => page.locator('#count').textContent(), { timeout: 5_000 }).toBe('2');
  // The shopper changes it like any line.
  await drawer.getByRole('button', { name: 'One more Gift wrap' }).click();
  await expect.poll(() => page.locator('#count').textContent(), { timeout: 5_000 }).toBe('3');
  await drawer.getByText('$9.00', { exact: true }).waitFor({ timeout: 5_000 }); // the line's total
  expect(await drawer.getByText(/no longer sold/).count()).toBe(0);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);
