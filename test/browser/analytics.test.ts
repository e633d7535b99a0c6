// Analytics (issue 26), in real Chromium against the emulator: with `data-analytics="dataLayer"` a
// shopping journey (the options popover, adds, a quantity change down, a removal, the cart opened, a
// sign-in, the checkout hand-off) pushes GA4's e-commerce events to `window.dataLayer`, each after the
// `{ ecommerce: null }` reset; a registration pushes `sign_up`; none carries an e-mail, a name or a token;
// `"gtag"` calls `window.gtag`; without the attribute, nothing is pushed.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HostServer } from './fixtures/host-pages.ts';
import { useHostPagesWorld } from './fixtures/hostile-world.ts';
import { storedTokens } from './fixtures/probes.ts';
import { PRODUCTS } from './support/emulator.ts';
import type { Store } from './support/store.ts';
import { cartDrawer, readCart, readSession, signInDialog, signInThroughPanel } from './support/widget.ts';

const world = useHostPagesWorld({ hostPages: true });
let store: Store;
let host: HostServer;
beforeAll(() => {
  ({ store, host } = world);
});

const { mug, print } = PRODUCTS;

function shopPage(tag: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Analytics</title>
<script async src="/dropcart/loader.js" data-client-id="demo" data-api="${store.api}" data-open-on-add="false" ${tag}></script></head>
<body><main>
<button id="print" data-dropcart-add="${print.id}">Buy the print</button>
<button id="mug" data-dropcart-add="${mug.id}" data-dropcart-quantity="3">Buy three mugs</button>
<button id="open" data-dropcart-open>Cart</button>
<button id="login" data-dropcart-login>Sign in</button>
</main></body></html>`;
}

let pageNumber = 0;
/**
 * A shop page whose `dataLayer` (set up before any script, as Google Tag Manager's snippet does) tells the
 * test of every push as it happens, so pushes made just before the checkout's navigation are not lost.
 */
async function open(
  tag: string,
): Promise<{ page: Page; pushed: unknown[]; context: BrowserContext; scripts: Promise<string>[] }> {
  const path = `/analytics-${++pageNumber}.html`;
  host.page(path, shopPage(tag));
  const context = await store.newContext();
  const pushed: unknown[] = [];
  await context.exposeFunction('__pushed', (json: string) => pushed.push(JSON.parse(json)));
  await context.addInitScript(() => {
    const w = window as unknown as { dataLayer: unknown[]; __pushed(json: string): void };
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items) w.__pushed(JSON.stringify(item));
      return push(...items);
    };
    w.dataLayer = layer;
  });
  const page = await context.newPage();
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  await page.goto(`${host.url}${path}`);
  await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
  return { page, pushed, context, scripts };
}

type Api = { [method: string]: (...args: unknown[]) => Promise<unknown> };
const call = (page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(
    ([name, rest]) =>
      (window as unknown as { Dropcart: Api }).Dropcart[name as string]!(...(rest as unknown[])).then(
        () => null,
      ),
    [method, args] as const,
  );
const lineOf = async (page: Page, productId: string) =>
  page.evaluate(
    async (id) =>
      (
        (await (window as unknown as { Dropcart: Api }).Dropcart.getCart!()) as {
          lines: Array<{ id: string; productId: string }>;
        }
      ).lines.find((line) => line.productId === id)?.id,
    productId,
  );

const item = (product: { id: string; name: string; price: number }, quantity: number, variant?: string) => ({
  item_id: product.id,
  item_name: product.name,
  ...(variant ? { item_variant: variant } : {}),
  price: product.price,
  quantity,
  currency: 'USD',
});
const commerce = (event: string, items: ReturnType<typeof item>[], value: number) => [
  { ecommerce: null },
  { event, ecommerce: { currency: 'USD', value, items } },
];

/** Waits until `count` pushes arrived. */
const pushes = async (pushed: unknown[], count: number) => {
  await expect.poll(() => pushed.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return pushed.slice(0, count);
};

describe('analytics', () => {
  it('a shopping journey pushes GA4’s events with their item fields to window.dataLayer', async () => {
    const { page, pushed, context, scripts } = await open('data-analytics="dataLayer"');
    // The popover asks for the print's size: view_item; choosing one adds it.
    await page.click('#print');
    const popover = page.getByRole('dialog', { name: print.name });
    await popover.getByRole('radio', { name: '50x70', exact: true }).check();
    await popover.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => readCart(page).then((cart) => cart.count), { timeout: 15_000 }).toBe(1);
    await page.click('#mug');
    await expect.poll(() => readCart(page).then((cart) => cart.count), { timeout: 15_000 }).toBe(4);
    await call(page, 'setQuantity', await lineOf(page, mug.id), 2);
    await call(page, 'remove', await lineOf(page, print.id));
    await page.click('#open');
    await cartDrawer(page).getByText(mug.name, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await cartDrawer(page).waitFor({ state: 'hidden' });
    await page.click('#login');
    await signInThroughPanel(page, 'ada@example.com', 'lovelace-1815');
    const tokens = await storedTokens(page);

    const before = [
      ...commerce('view_item', [item(print, 1)], 35),
      ...commerce('add_to_cart', [item(print, 1, '50x70')], 35),
      ...commerce('add_to_cart', [item(mug, 3)], 36),
      ...commerce('remove_from_cart', [item(mug, 1)], 12),
      ...commerce('remove_from_cart', [item(print, 1, '50x70')], 35),
      ...commerce('view_cart', [item(mug, 2)], 24),
      { event: 'login', method: 'email' },
    ];
    expect(await pushes(pushed, before.length)).toEqual(before);
    // They are in the page's own dataLayer, where Google Tag Manager reads them.
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toEqual(
      before,
    );

    // Asked for, the code that makes the events was loaded.
    expect((await Promise.all(scripts)).some((code) => code.includes('begin_checkout'))).toBe(true);

    // The checkout hand-off navigates away: its event is pushed before.
    await Promise.all([
      page.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/checkout`), { timeout: 30_000 }),
      call(page, 'checkout').catch(() => undefined),
    ]);
    const all = [...before, ...commerce('begin_checkout', [item(mug, 2)], 24)];
    expect(await pushes(pushed, all.length)).toEqual(all);
    expect(pushed).toHaveLength(all.length);

    // Never the member's e-mail, name or a token.
    const text = JSON.stringify(pushed);
    for (const secret of ['ada@example.com', 'Ada', 'Lovelace', tokens.accessToken, tokens.refreshToken])
      expect(text).not.toContain(secret);
    await context.close();
  });

  it('a registration pushes sign_up, with neither the e-mail nor the name', async () => {
    const { page, pushed, context } = await open('data-analytics="dataLayer"');
    await page.click('#login');
    const dialog = signInDialog(page);
    await dialog.getByRole('button', { name: 'New here? Create an account' }).click();
    await dialog.getByLabel('Name').fill('Grace Analytica');
    await dialog.getByLabel('Email').fill('grace.analytica@example.com');
    await dialog.getByLabel('Password').fill('compilers-1952');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    expect(await pushes(pushed, 1)).toEqual([{ event: 'sign_up', method: 'email' }]);
    await expect.poll(async () => (await readSession(page)).role, { timeout: 30_000 }).toBe('member');
    const tokens = await storedTokens(page);
    const text = JSON.stringify(pushed);
    for (const secret of ['grace.analytica', 'Analytica', tokens.accessToken, tokens.refreshToken])
      expect(text).not.toContain(secret);
    await context.close();
  });

  it('with "gtag", calls window.gtag(\'event\', …) with the same parameters', async () => {
    const path = `/analytics-${++pageNumber}.html`;
    host.page(path, shopPage('data-analytics="gtag"'));
    const context = await store.newContext();
    await context.addInitScript(() => {
      const w = window as unknown as { gtagCalls: unknown[][]; gtag(...args: unknown[]): void };
      w.gtagCalls = [];
      w.gtag = (...args: unknown[]) => void w.gtagCalls.push(args);
    });
    const page = await context.newPage();
    await page.goto(`${host.url}${path}`);
    await page.click('#mug');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls), {
        timeout: 15_000,
      })
      .toEqual([['event', 'add_to_cart', { currency: 'USD', value: 36, items: [item(mug, 3)] }]]);
    await context.close();
  });

  it('without data-analytics, the page’s dataLayer is left untouched', async () => {
    const { page, pushed, context, scripts } = await open('');
    await page.click('#mug');
    await expect.poll(() => readCart(page).then((cart) => cart.count), { timeout: 15_000 }).toBe(3);
    await page.click('#open');
    await cartDrawer(page).getByText(mug.name, { exact: true }).waitFor();
    await call(page, 'setQuantity', await lineOf(page, mug.id), 1);
    expect(pushed).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toEqual([]);
    // The code that makes the events was never loaded.
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(1);
    expect(loaded.some((code) => code.includes('begin_checkout'))).toBe(false);
    await context.close();
  });

  it('pushes what docs/embedding.md shows for an add', async () => {
    const doc = readFileSync('docs/embedding.md', 'utf8');
    const section = doc.slice(doc.indexOf('## Analytics'));
    const example = /```js\n([\s\S]*?)```/.exec(section)?.[1];
    if (!example) throw new Error('docs/embedding.md shows no dataLayer example under "Analytics"');
    const { page, pushed, context } = await open('data-analytics="dataLayer"');
    await page.evaluate(`(() => { const dataLayer = []; ${example}; window.documented = dataLayer; })()`);
    const documented = await page.evaluate(() => (window as unknown as { documented: unknown[] }).documented);
    await page.click('#mug');
    expect(await pushes(pushed, 2)).toEqual(documented);
    await context.close();
  });
});
