// Numbers that never contradict (issue 15), in real Chromium against the built widget and the emulator:
// a pending add shows the product's price, a line the platform cannot sell is not billed while its
// checkout waits for the fix, an error shows once where it belongs. Needs `npm run build` first.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from './support/emulator.ts';
import { type Store, startStore } from './support/store.ts';
import { cartDrawer, totalsValue } from './support/widget.ts';

let store: Store;
beforeAll(async () => {
  store = await startStore();
}, 60_000);
afterAll(() => store?.close());
afterEach(() => expect(store.pageErrors.splice(0)).toEqual([]));

/** Holds every request whose path matches until `release()`; the page's other requests go on. */
async function hold(page: Page, path: RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((open) => {
    release = open;
  });
  const held: string[] = [];
  await page.route(path, async (route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { held, release };
}

/** Adds through the JavaScript API without waiting for the platform's answer. */
const startAdd = (page: Page, productId: string, quantity = 1) =>
  page.evaluate(
    ({ productId, quantity }) => {
      const dropcart = (window as unknown as { Dropcart: { add(o: unknown): Promise<unknown> } }).Dropcart;
      void dropcart.add({ productId, quantity }).catch(() => undefined);
    },
    { productId, quantity },
  );

describe('an add waiting for the platform', () => {
  it('shows the product’s price on its line and in the subtotal, never $0.00', async () => {
    const page = await store.visit('/');
    const adding = await hold(page, /add-line-items/);
    // No button was pointed at: the widget has not read the product when the add starts.
    await startAdd(page, PRODUCTS.mug.id, 2);
    const drawer = cartDrawer(page);
    const line = drawer.getByRole('listitem').first();
    await expect
      .poll(() => line.textContent({ timeout: 1_000 }).catch(() => ''), { timeout: 5_000 })
      .toContain(`${PRODUCTS.mug.name}$12.00 each`);
    expect(await line.getAttribute('data-pending')).toBe('true');
    expect(adding.held.length).toBe(1); // the platform has not answered
    expect(await line.textContent()).toContain('$24.00');
    expect(await totalsValue(drawer, 'Subtotal').textContent()).toBe('$24.00');
    expect(await drawer.textContent()).not.toContain('$0.00');
    adding.release();
    await expect.poll(() => line.getAttribute('data-pending')).toBeNull();
    expect(await totalsValue(drawer, 'Subtotal').textContent()).toBe('$24.00');
  });
});
