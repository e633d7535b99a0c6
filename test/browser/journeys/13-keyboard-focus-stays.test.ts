// Journey 13 (issue 27, defect 1): a keyboard user adds, takes a line's quantity to the stock limit and
// back to 1, removes a line and checks out, then dismisses the thanks: focus never leaves the cart dialog
// while it is open (checked on every focus change and every change of the widget's DOM, and after every
// key). Needs `npm run build` first.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PRODUCTS, setStock } from '../support/emulator.ts';
import { takeFocusEscapes, watchFocus } from '../support/focus-watch.ts';
import { checkOutWithKeyboard } from '../support/hosted-checkout.ts';
import { type Focused, focused, tabTo } from '../support/keyboard.ts';
import { useStore } from '../support/use-store.ts';
import { cartDrawer, expectCount } from '../support/widget.ts';

const store = useStore();

const poster = PRODUCTS.poster;
const mug = PRODUCTS.mug;

/** Focus is on a usable control of the open cart and has not been anywhere else since the last check. */
async function expectFocusInCart(page: Page): Promise<Focused> {
  expect(await takeFocusEscapes(page), 'focus left the cart').toEqual([]);
  const control = await focused(page);
  expect(control.inWidget, `focus is in the cart, not on ${control.tag}`).toBe(true);
  return control;
}

/** Presses `key`, waits for `done`, and checks focus stayed in the cart all along. */
async function press(page: Page, key: string, done: () => Promise<unknown>): Promise<Focused> {
  await page.keyboard.press(key);
  await done();
  return expectFocusInCart(page);
}

/** Tab to a control of the open cart, checking focus after every key on the way. */
async function tabInCart(page: Page, label: string): Promise<void> {
  await tabTo(page, (c) => c.label === label, { limit: 30 });
  await expectFocusInCart(page);
}

it('adds, takes a quantity to its limits, removes and checks out without focus leaving the cart', async () => {
  await setStock(store.api, poster.id, 2);
  const page = await store.visit('/collections/posters.html');
  try {
    const drawer = cartDrawer(page);
    const quantity = (name: string) =>
      drawer.getByRole('listitem').filter({ hasText: name }).locator('.stepper-value').inputValue();

    // A keyboard add: the cart opens with focus on its heading.
    await tabTo(page, (c) => c.add === poster.id);
    await page.keyboard.press('Enter');
    await drawer.getByText(poster.name, { exact: true }).waitFor();
    await watchFocus(page);
    await expect.poll(() => focused(page).then((c) => c.tag)).toBe('h2');
    await expectCount(page, 1);
    await expectFocusInCart(page);

    // Up to the stock: + stays where it is and says why it does nothing.
    await tabInCart(page, `One more ${poster.name}`);
    await press(page, 'Enter', () => expectCount(page, 2));
    await drawer.getByText('Only 2 left', { exact: true }).waitFor();
    expect((await press(page, 'Enter', () => expectCount(page, 2))).label).toBe(`One more ${poster.name}`);

    // Down to 1: − is disabled under the shopper, and focus moves on within the line.
    await tabInCart(page, `One less ${poster.name}`);
    const after = await press(page, 'Enter', async () => {
      await expectCount(page, 1);
      await expect.poll(() => quantity(poster.name)).toBe('1');
    });
    expect(after.label).toContain(poster.name);

    // A second line from the page's script, then Remove the poster: focus goes to the mug's Remove.
    await page.evaluate(
      (productId) =>
        (window as unknown as { Dropcart: { add(o: unknown): Promise<unknown> } }).Dropcart.add({
          productId,
        }),
      mug.id,
    );
    await expectCount(page, 2);
    await expect.poll(() => drawer.locator('li.line[data-pending]').count()).toBe(0);
    await tabInCart(page, `Remove ${poster.name}`);
    const next = await press(page, 'Enter', () => expectCount(page, 1));
    expect(next.label).toBe(`Remove ${mug.name}`);

    // Check out on the hosted checkout and come back to the thanks.
    await tabInCart(page, 'Check out');
    await checkOutWithKeyboard(page, store);
    await drawer.getByText('Thank you for your order').waitFor();
    await watchFocus(page);
    await expectCount(page, 0);

    // Dismissing the thanks leaves focus in the cart, on its heading.
    await tabInCart(page, 'Continue shopping');
    const dismissed = await press(page, 'Enter', () =>
      drawer.getByText('Thank you for your order').waitFor({ state: 'detached' }),
    );
    expect(dismissed).toMatchObject({ tag: 'h2', label: 'Your cart' });
    await page.keyboard.press('Tab');
    await expectFocusInCart(page);
  } finally {
    await page.context().close();
    await setStock(store.api, poster.id, 15);
  }
});
