// Numbers that never contradict (issue 15), in real Chromium against the built widget and the emulator:
// a pending add shows the product's price, a line the platform cannot sell is not billed while its
// checkout waits for the fix, an error shows once where it belongs. Needs `npm run build` first.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTS, setStock } from './support/emulator.ts';
import { hold } from './support/hold.ts';
import { useStore } from './support/use-store.ts';
import { cartDrawer, isUncovered, readCart, totalsValue } from './support/widget.ts';

const store = useStore();

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

/** The text of whatever the control's `aria-describedby` names (in the widget's shadow root). */
const description = (control: Locator) =>
  control.evaluate((element) => {
    const root = element.getRootNode() as ShadowRoot;
    const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
  });

describe.each(['v2', 'v1'] as const)('Cart %s: a line sold out or short while in the cart', (cartApi) => {
  // Cart V2 is the file's own store; Cart V1, a store of its own.
  const shop = cartApi === 'v2' ? store : useStore({ cartApi });
  afterAll(() => setStock(store.api, PRODUCTS.poster.id, 15));

  it('is shown with its fix, never billed while its amount shows, and holds the checkout until fixed', async () => {
    // The posters' page follows the platform's inventory events: no reload.
    const page = await shop.visit('/collections/posters.html');
    await setStock(shop.api, PRODUCTS.poster.id, 15);
    await startAdd(page, PRODUCTS.poster.id, 3);
    const drawer = cartDrawer(page);
    const line = drawer.getByRole('listitem').filter({ hasText: PRODUCTS.poster.name });
    const checkout = drawer.getByRole('button', { name: 'Check out' });
    await expect.poll(() => line.getAttribute('data-pending')).toBeNull();
    await expect.poll(() => totalsValue(drawer, 'Subtotal').textContent()).toBe('$66.00');
    expect(await checkout.getAttribute('aria-disabled')).toBeNull();

    await setStock(shop.api, PRODUCTS.poster.id, 0);
    await line.getByText('Sold out', { exact: true }).waitFor({ timeout: 10_000 });
    // Its amount is struck through and said not to count; the subtotal leaves it out; nothing says $66.00
    // as if it were billed.
    expect(await line.locator('s').textContent()).toBe('$66.00');
    expect(await line.textContent()).toContain('(not in the subtotal)');
    await expect.poll(() => totalsValue(drawer, 'Subtotal').textContent()).toBe('$0.00');
    // No shipping, tax or total for a cart nobody can buy: they come once it is fixed.
    await drawer.getByText('Shipping, tax and the total show once the items above are fixed.').waitFor();
    expect(await drawer.getByText('Estimated total', { exact: true }).count()).toBe(0);
    // Checkout is held, and the held button says why.
    expect(await checkout.getAttribute('aria-disabled')).toBe('true');
    expect(await description(checkout)).toContain('Fix them to check out.');
    // A click on it hands nothing to the hosted checkout (checked once the steps below have run).
    const handOffs: string[] = [];
    page.on('request', (request) => {
      if (/checkout|redirect-session/i.test(request.url())) handOffs.push(request.url());
    });
    await checkout.click({ force: true });
    // Asked through the JavaScript API, the same rule refuses, naming the line and its fix.
    const refused = await page.evaluate(() =>
      (window as unknown as { Dropcart: { checkout(): Promise<void> } }).Dropcart.checkout().then(
        () => 'went to checkout',
        (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
      ),
    );
    expect(refused).toBe(
      `CHECKOUT_HELD: Checkout waits until the cart is fixed: ${PRODUCTS.poster.name} (Sold out): remove it.`,
    );

    // Restocked short: the fix is to reduce, and the numbers agree with each other meanwhile.
    await setStock(shop.api, PRODUCTS.poster.id, 2);
    await line.getByText('Only 2 left', { exact: true }).waitFor({ timeout: 10_000 });
    const amount = await line.locator('.line-price > div').first().textContent();
    await expect.poll(() => totalsValue(drawer, 'Subtotal').textContent()).toBe(amount);
    // Cart V2 bills the 2 left, Cart V1 the 3 asked: the line says which.
    expect(await line.textContent()).toContain(amount === '$44.00' ? '2 × $22.00' : '$22.00 each');
    expect(await checkout.getAttribute('aria-disabled')).toBe('true');
    await line.getByRole('button', { name: `Reduce ${PRODUCTS.poster.name} to 2` }).click();
    await expect.poll(() => checkout.getAttribute('aria-disabled')).toBeNull();
    expect((await readCart(page)).lines.map((l) => l.quantity)).toEqual([2]);
    await expect.poll(() => totalsValue(drawer, 'Subtotal').textContent()).toBe('$44.00');
    expect(handOffs).toEqual([]);

    // Sold out again: one click on the held note's fix empties the cart of what cannot be bought.
    await setStock(shop.api, PRODUCTS.poster.id, 0);
    await line.getByText('Sold out', { exact: true }).waitFor({ timeout: 10_000 });
    await drawer.getByRole('button', { name: 'Fix my cart' }).click();
    await drawer.getByText('Your cart is empty.').waitFor();
    expect((await readCart(page)).lines).toEqual([]);
  });
});

describe('errors', () => {
  it('a refused coupon is told once, under its field, in view above the footer', async () => {
    // A short window and a full cart: the coupon field ends a body that scrolls above the footer.
    const page = await store.visit('/', { viewport: { width: 1280, height: 640 } });
    for (const product of [PRODUCTS.mug, PRODUCTS.poster, PRODUCTS.tote, PRODUCTS.socks, PRODUCTS.beanie])
      await page.evaluate(
        (productId) =>
          (window as unknown as { Dropcart: { add(o: unknown): Promise<unknown> } }).Dropcart.add({
            productId,
          }),
        product.id,
      );
    const drawer = cartDrawer(page);
    const field = drawer.getByLabel('Coupon code');
    await field.fill('NOPE-123');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    const text = 'There is no coupon with this code. Please check it.';
    const told = page.getByText(text);
    await told.first().waitFor();
    expect(await told.count()).toBe(1); // not also as a toast
    expect(await description(field)).toBe(text);
    const error = told.first();
    // In view: inside the window, above the footer, and nothing lies on it.
    await expect.poll(() => isUncovered(error)).toBe(true);
    const box = await error.boundingBox();
    const footer = await drawer.locator('.drawer-footer').boundingBox();
    expect(box && footer && box.y + box.height <= footer.y).toBe(true);
  });
});
