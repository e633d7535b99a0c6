// A first visit's click before the widget has loaded (issue 32, design.md §4): the shopper sees at once
// that the click was taken, whatever the platform's latency. The product's read alone waits for a token,
// the catalog's version and the product; meanwhile the cart is open with a pending line and the button is
// busy. The platform's answers are held here until the test has looked, so "before the platform answers"
// is a fact, not a race. Needs `npm run build` first.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';
import { buyButtons, cartDrawer, expectCount } from './support/widget.ts';

const store = useStore();

/** A gate: requests routed through it wait until `open()`; `seen` lists their paths. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open, seen: [] as string[] };
}

/**
 * A first visit whose click on `productId`'s button lands before the widget's code arrives; the platform's
 * API answers nothing until `api.open()` (the page's product pictures, from the same origin, go on).
 */
async function clickBeforeLoad(productId: string) {
  const page = await (await store.newContext()).newPage();
  const said: string[] = [];
  page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
  const code = gate();
  const api = gate();
  await page.route('**/dropcart/widget/**', async (route) => {
    await code.opened;
    await route.continue();
  });
  await page.route(`${store.api}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!path.startsWith('/_media/')) {
      api.seen.push(path);
      await api.opened;
    }
    await route.continue();
  });
  await page.goto(store.url('/'));
  await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
  await buyButtons(page, productId).first().click();
  code.open();
  return { page, api, said };
}

const pendingLine = (page: Page) => cartDrawer(page).locator('li.line[data-pending="true"]');

describe('a click before the widget has loaded', () => {
  it('opens the cart with a pending line and marks the button busy before the platform answers', async () => {
    const { page, api, said } = await clickBeforeLoad(PRODUCTS.mug.id);
    const button = buyButtons(page, PRODUCTS.mug.id).first();
    const line = pendingLine(page);
    await line.waitFor();
    // A skeleton: the product is not known yet, so no name, no price.
    expect(await line.textContent()).toContain('Adding…');
    expect(await line.textContent()).not.toContain('$');
    expect(await line.getAttribute('aria-busy')).toBe('true');
    expect(await button.getAttribute('aria-busy')).toBe('true');
    // Nothing of the platform's has come back: the product's read is still waiting on its first request.
    expect(api.seen.length).toBeGreaterThan(0);
    expect(api.seen.some((path) => path.includes('add-to-cart') || path.includes('line-items'))).toBe(false);

    api.open();
    // The same row takes the product's name, then the platform's answer.
    await cartDrawer(page).locator('li.line', { hasText: PRODUCTS.mug.name }).waitFor();
    await expectCount(page, 1);
    await expect.poll(() => pendingLine(page).count()).toBe(0);
    await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
    expect(await cartDrawer(page).locator('li.line').count()).toBe(1);
    // No read of a cart that does not exist yet (the platform's 404 is a red line in the console).
    expect(said).toEqual([]);
  });

  it('takes the pending line out and closes the cart when the product asks for a choice first', async () => {
    const { page, api } = await clickBeforeLoad(PRODUCTS.coffee.id);
    await pendingLine(page).waitFor();
    api.open();
    // Grind must be chosen: the options popover asks, and no line waits in a cart the shopper did not open.
    await page.getByRole('dialog', { name: new RegExp(PRODUCTS.coffee.name) }).waitFor();
    await cartDrawer(page).waitFor({ state: 'hidden' });
    await expectCount(page, 0);
  });
});
