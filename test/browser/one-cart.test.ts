// Issue 26, "One cart": a page that shows the widget (the loader's script tag) and also calls the typed
// client, as docs/client.md's "The client and the widget together" gives it, has one visitor and one cart.
// The docs' snippet runs here as written (its placeholder filled with the emulator's client id and address),
// the client loaded from dist/lib as an ES module through an import map: an add by the client shows in the
// widget's count and drawer at once, without a reload; an add through the widget is in the client's cart.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningPlatform } from '../../demo/platform/index.ts';
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

/** The `ts` block of docs/client.md's section "The client and the widget together". */
function docsSnippet(): string {
  const section = /^## The client and the widget together\n([\s\S]*?)^## /m.exec(DOCS)?.[1] ?? '';
  const code = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error('docs/client.md has no snippet in "The client and the widget together"');
  return code;
}

let platform: RunningPlatform;
let browser: Browser;
let site: Served;

beforeAll(async () => {
  platform = await startTestPlatform();
  browser = await launchChromium();
  for (const built of ['loader.js', 'lib/index.js'])
    if (!existsSync(join(DIST, built)))
      throw new Error(`dist/${built} is missing: run \`npm run build\` first`);
  site = await serve({ '/dist/': DIST }, { '/': shopPage(docsSnippet()) });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await platform?.close();
});

/**
 * A plain shop page: the widget's script tag, a buy button and a count for it, and the docs' snippet in a
 * module that imports `dropcart` (dist/lib, mapped). `window.addWithClient(catalogReference)` runs the
 * snippet and answers its client's cart.
 */
function shopPage(snippet: string): string {
  const code = snippet.replace("clientId: '<client id>'", `clientId: 'demo', apiBase: '${platform.url}'`);
  if (code === snippet) throw new Error("the docs' snippet no longer has clientId: '<client id>'");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>One cart</title>
<script type="importmap">{"imports":{"dropcart":"/dist/lib/index.js"}}</script>
<script async src="/dist/loader.js" data-client-id="demo" data-api="${platform.url}"></script>
<script type="module">
import { createClient, localTokenStorage } from 'dropcart';
window.addWithClient = async (catalogReference) => {
${code}
  window.shopClient = client;
  return (await client.cart.get())?.lines.map((line) => ({ productId: line.productId, quantity: line.quantity }));
};
window.referenceOf = async (id) => {
  const reader = createClient({ clientId: 'demo', apiBase: '${platform.url}' });
  return reader.products.catalogReference(await reader.products.get(id), {});
};
window.clientCart = async () =>
  (await window.shopClient.cart.get())?.lines.map((line) => ({ productId: line.productId, quantity: line.quantity }));
</script></head>
<body><h1>One cart</h1>
<button id="buy" data-dropcart-add="${PRODUCTS.mug.id}">Add the mug</button>
<button data-dropcart-open>Cart (<span id="count" data-dropcart-count>0</span>)</button></body></html>`;
}

/** The catalog reference of a product, read by the page's own reader (memory tokens: not the shopper's). */
function referenceOf(page: Page, productId: string): Promise<unknown> {
  return page.evaluate(
    (id) => (window as unknown as { referenceOf: (id: string) => Promise<unknown> }).referenceOf(id),
    productId,
  );
}

it("the docs' client and the widget on one page share one cart, both ways, without a reload", async () => {
  const page = await browser.newPage();
  const errors = collectPageErrors(page);
  await page.goto(site.url);
  await widgetReady(page);
  await page.waitForFunction(() => 'addWithClient' in window && 'referenceOf' in window);
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  expect(await page.locator('#count').textContent()).toBe('0');

  // The client adds: the widget's count and drawer show the line, on this very document.
  const reference = await referenceOf(page, PRODUCTS.tote.id);
  const added = await page.evaluate(
    (catalogReference) =>
      (window as unknown as { addWithClient: (r: unknown) => Promise<unknown> }).addWithClient(
        catalogReference,
      ),
    reference,
  );
  expect(added).toEqual([{ productId: PRODUCTS.tote.id, quantity: 1 }]);
  await expect.poll(() => page.locator('#count').textContent(), { timeout: 5_000 }).toBe('1');
  await page.locator('[data-dropcart-open]').click();
  await cartDrawer(page).getByText(PRODUCTS.tote.name, { exact: true }).waitFor({ timeout: 5_000 });

  // The widget adds: the client's cart has both lines.
  await page.keyboard.press('Escape');
  await page.locator('#buy').click();
  await expect.poll(() => page.locator('#count').textContent()).toBe('2');
  await cartDrawer(page).getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  const seen = await page.evaluate(() =>
    (window as unknown as { clientCart: () => Promise<Array<{ productId: string }>> }).clientCart(),
  );
  expect(seen?.map((line) => line.productId).sort()).toEqual([PRODUCTS.tote.id, PRODUCTS.mug.id].sort());

  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);
