// The product cards as docs/embedding.md shows them ("Product cards and live prices"), pasted as written
// into a page of the owner's own, in real Chromium: they work, the host page's styles do not reach into
// them (an aggressive global sheet) nor theirs out of them, and a keyboard alone buys from a card.
// Needs `npm run build` first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { AGGRESSIVE_CSS, type HostServer } from './fixtures/host-pages.ts';
import { useHostPagesWorld } from './fixtures/hostile-world.ts';
import { PRODUCTS } from './support/emulator.ts';
import { type Store, widgetReady } from './support/store.ts';
import { cartDrawer, readCart } from './support/widget.ts';

const world = useHostPagesWorld({ hostPages: true });
let store: Store;
let host: HostServer;
beforeAll(() => {
  ({ store, host } = world);
});
afterEach(() => expect(store.pageErrors.splice(0)).toEqual([]));

/** The first HTML block of the docs' section, with the print (two sizes at two prices) as its product. */
function docsSnippet(): string {
  const docs = readFileSync(join(process.cwd(), 'docs/embedding.md'), 'utf8');
  const section = docs.split('## Product cards and live prices')[1] ?? '';
  const block = /```html\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/embedding.md has no html block under "Product cards and live prices"');
  return block.replaceAll('<productId>', PRODUCTS.print.id);
}

async function openPage(path: string, body: string, css = ''): Promise<Page> {
  host.page(
    path,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Owner's page</title>
<link rel="stylesheet" href="/hostile.css">
<script async src="/dropcart/loader.js" data-client-id="demo" data-api="${store.api}"></script></head>
<body><main><h1>Prints</h1>${body}<p id="after">The owner's own paragraph.</p></main></body></html>`,
    undefined,
    css,
  );
  const context = await store.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${host.url}${path}`);
  await widgetReady(page);
  return page;
}

const NAME = PRODUCTS.print.name;
const card = (page: Page, layout: string) =>
  page.locator(`[data-dropcart-product][data-layout="${layout}"]`).getByRole('article', { name: NAME });

it('works as docs/embedding.md shows it: cards in three layouts, a price range, the stock', async () => {
  const page = await openPage('/docs-snippet.html', docsSnippet());
  try {
    const first = page
      .locator('[data-dropcart-product]:not([data-layout])')
      .getByRole('article', { name: NAME });
    await first.waitFor();
    await card(page, 'row').getByRole('group', { name: 'Size' }).waitFor();
    await page
      .locator('[data-dropcart-product][data-layout="button-only"]')
      .getByRole('button', { name: `Choose options for ${NAME}` })
      .waitFor();
    // Named by its slug in the docs.
    const price = page.locator('[data-dropcart-price="abstract-shapes-print"]');
    await expect.poll(() => price.textContent()).toBe('$35.00 – $49.00');
    const stock = page.locator(`[data-dropcart-stock]`);
    await expect.poll(() => stock.getAttribute('data-dropcart-state')).toBe('in-stock');
    expect(await stock.textContent()).toBe('In stock');
  } finally {
    await page.context().close();
  }
});

/** What a shopper sees of a card's Add button and of the owner's paragraph after it. */
const looks = (page: Page) =>
  page.evaluate(() => {
    const pick = (element: Element | null | undefined) => {
      if (!element) return undefined;
      const style = getComputedStyle(element);
      return {
        font: style.font,
        color: style.color,
        background: style.backgroundColor,
        display: style.display,
      };
    };
    const host = document.querySelector('[data-dropcart-product][data-layout="row"]');
    return {
      add: pick(host?.shadowRoot?.querySelector('.card-add')),
      name: pick(host?.shadowRoot?.querySelector('.card-name')),
      after: pick(document.getElementById('after')),
    };
  });

it('keeps the host page’s styles out of a card, and the card’s out of the page', async () => {
  const plain = await openPage('/plain.html', docsSnippet());
  const hostile = await openPage('/hostile.html', docsSnippet(), AGGRESSIVE_CSS);
  try {
    await card(plain, 'row').waitFor();
    await card(hostile, 'row').waitFor();
    const [calm, attacked] = [await looks(plain), await looks(hostile)];
    expect(attacked.add).toEqual(calm.add);
    expect(attacked.name).toEqual(calm.name);
    // The owner's paragraph looks the same with the cards as the page's CSS makes it without them.
    const without = await openPage('/no-cards.html', '', AGGRESSIVE_CSS);
    expect(attacked.after).toEqual((await looks(without)).after);
    await without.context().close();
  } finally {
    await plain.context().close();
    await hostile.context().close();
  }
});

it('buys from a row card with the keyboard alone', async () => {
  const page = await openPage('/keyboard.html', docsSnippet());
  try {
    const row = card(page, 'row');
    await row.waitFor();
    // Into the card's first choice group, as Tab would arrive there, then keys only.
    await row.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowRight'); // the second size: 70x100
    await page.keyboard.press('Tab'); // the quantity
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab'); // Add to cart
    expect(
      await page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active?.getAttribute('aria-label');
      }),
    ).toBe(`Add ${NAME} to cart`);
    await page.keyboard.press('Enter');
    const line = cartDrawer(page).getByRole('listitem').filter({ hasText: NAME });
    await line.waitFor();
    expect(await line.textContent()).toContain('70x100');
    expect((await readCart(page)).lines).toEqual([{ productId: PRODUCTS.print.id, name: NAME, quantity: 2 }]);
  } finally {
    await page.context().close();
  }
});

it('gives the owner’s content back when the widget is destroyed', async () => {
  const page = await openPage('/destroyed.html', docsSnippet());
  try {
    const host = page.locator('[data-dropcart-product]:not([data-layout])');
    await host.getByRole('article', { name: NAME }).waitFor();
    expect(await host.getByRole('link', { name: NAME }).isVisible()).toBe(false);
    await page.evaluate(() =>
      (window as unknown as { Dropcart: { destroy(): Promise<void> } }).Dropcart.destroy(),
    );
    await host.getByRole('link', { name: NAME }).waitFor({ state: 'visible' });
    expect(await host.getByRole('article').count()).toBe(0);
  } finally {
    await page.context().close();
  }
});
