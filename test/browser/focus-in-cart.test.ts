// Issue 27, defect 1: keyboard focus never falls out of the cart. When the focused control is disabled or
// goes away under the shopper (`−` reaching 1, Remove, a coupon's remove), focus moves to the nearest
// sensible control of the drawer, never to the page's <body>; a keyboard add lands in the cart itself.
// Every test drives the cart with the keyboard alone and watches focus after each change of the widget.
// Needs `npm run build` first.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PRODUCTS } from './support/emulator.ts';
import { takeFocusEscapes, watchFocus } from './support/focus-watch.ts';
import { focused, tabTo } from './support/keyboard.ts';
import { useStore } from './support/use-store.ts';
import { cartDrawer, expectCount, readCart } from './support/widget.ts';

const store = useStore();

/** A page whose cart holds `products` (added through the page's script, one after another). */
async function pageWith(products: string[]): Promise<Page> {
  const page = await store.visit('/');
  for (const productId of products)
    await page.evaluate(
      (id) =>
        (window as unknown as { Dropcart: { add(o: unknown): Promise<unknown> } }).Dropcart.add({
          productId: id,
        }),
      productId,
    );
  return page;
}

/** The cart the adds opened (open on add), its lines confirmed; starts watching focus. */
async function openCart(page: Page): Promise<void> {
  await cartDrawer(page).waitFor();
  await expect.poll(() => cartDrawer(page).locator('li.line[data-pending]').count()).toBe(0);
  await watchFocus(page);
}

/** Remove buttons' labels in the drawer, top to bottom. */
const removeLabels = (page: Page) =>
  cartDrawer(page)
    .locator('li.line [data-control="remove"]')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));

it('a keyboard add lands on the cart heading, not on the first button of the drawer', async () => {
  const page = await store.visit('/');
  await tabTo(page, (c) => c.add === PRODUCTS.mug.id);
  await page.keyboard.press('Enter');
  await cartDrawer(page).getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  await watchFocus(page);
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'h2', label: 'Your cart', inWidget: true });
  // Once the platform confirmed the line, focus is still there.
  await expect.poll(() => readCart(page).then((cart) => cart.count)).toBe(1);
  expect(await focused(page)).toMatchObject({ tag: 'h2', inWidget: true });
  expect(await takeFocusEscapes(page)).toEqual([]);
  await page.context().close();
});

it('− reaching 1 hands focus to the line’s next control', async () => {
  const page = await pageWith([PRODUCTS.mug.id, PRODUCTS.mug.id]);
  await openCart(page);
  await tabTo(page, (c) => c.label === `One less ${PRODUCTS.mug.name}`);
  await page.keyboard.press('Enter');
  await expectCount(page, 1);
  // The quantity field comes next (issue 27: typeable quantity), then +.
  await expect.poll(() => focused(page)).toMatchObject({ label: `Quantity of ${PRODUCTS.mug.name}` });
  expect(await takeFocusEscapes(page)).toEqual([]);
  await page.context().close();
});

it('Remove hands focus to the next line’s Remove, then the one before, then the heading', async () => {
  const page = await pageWith([PRODUCTS.mug.id, PRODUCTS.tote.id, PRODUCTS.socks.id]);
  await openCart(page);
  const [first, second, third] = await removeLabels(page);
  await tabTo(page, (c) => c.label === first);
  await page.keyboard.press('Enter');
  await expectCount(page, 2);
  await expect.poll(() => focused(page).then((c) => c.label)).toBe(second);
  expect(await takeFocusEscapes(page)).toEqual([]);

  // The last line: focus goes up to the line before it.
  await tabTo(page, (c) => c.label === third);
  await page.keyboard.press('Enter');
  await expectCount(page, 1);
  await expect.poll(() => focused(page).then((c) => c.label)).toBe(second);
  expect(await takeFocusEscapes(page)).toEqual([]);

  // The only line: the cart's heading.
  await page.keyboard.press('Enter');
  await expectCount(page, 0);
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'h2', label: 'Your cart', inWidget: true });
  expect(await takeFocusEscapes(page)).toEqual([]);
  // And Tab goes on inside the cart.
  await page.keyboard.press('Tab');
  expect((await focused(page)).inWidget).toBe(true);
  await page.context().close();
});

it('removing the coupon hands focus to the coupon field', async () => {
  const page = await pageWith([PRODUCTS.mug.id]);
  await openCart(page);
  await tabTo(page, (c) => c.label === 'Coupon code');
  await page.keyboard.type('WELCOME10');
  await page.keyboard.press('Enter');
  await tabTo(page, (c) => c.label === 'Remove coupon WELCOME10');
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page).then((c) => c.label)).toBe('Coupon code');
  expect(await takeFocusEscapes(page)).toEqual([]);
  await page.context().close();
});
