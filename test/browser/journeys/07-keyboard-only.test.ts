// Journey 7: a keyboard user opens the cart from a buy button, edits a line, signs in, checks out, comes
// back and applies a coupon, all without a mouse; closing a dialog puts focus back where it was. axe-core
// finds no WCAG A/AA violation in the open cart or the sign-in panel.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { auditWidget } from '../support/artifacts.ts';
import { PRODUCTS } from '../support/emulator.ts';
import { checkOutWithKeyboard } from '../support/hosted-checkout.ts';
import { type Focused, focused, tabTo } from '../support/keyboard.ts';
import { useStore } from '../support/use-store.ts';
import { cartDrawer, expectCount, signInDialog } from '../support/widget.ts';

const store = useStore();

const isMugButton = (control: Focused) => control.add === PRODUCTS.mug.id;
/** Focus is on the mug's buy button; a failure names what has it instead. */
const expectFocusOnMugButton = async (page: Page) =>
  expect(await focused(page), 'focus is back on the buy button').toMatchObject({ add: PRODUCTS.mug.id });

/**
 * Enter on the focused buy button, then what a keyboard user waits for: the cart open with focus in it.
 * Tabbing on before that moves focus along the page, and the cart then opens from that other control.
 */
async function addMugAndWaitForCart(page: Page): Promise<void> {
  await page.keyboard.press('Enter');
  await cartDrawer(page).getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  await expect.poll(() => focused(page).then((c) => c.inWidget)).toBe(true);
}

it('shops, signs in, checks out and applies a coupon with the keyboard alone', async () => {
  const page = await store.visit('/');
  const drawer = cartDrawer(page);

  // From the top of the page to the mug's buy button, then Enter: added, and the cart opens with focus.
  await tabTo(page, isMugButton);
  await addMugAndWaitForCart(page);

  // Edit: one more mug.
  await tabTo(page, (c) => c.label === `One more ${PRODUCTS.mug.name}`);
  await page.keyboard.press('Enter');
  await expectCount(page, 2);
  await drawer.getByText('Estimated total').waitFor();
  // Soft, so one finding does not hide the rest of the journey; the test still fails on it.
  expect.soft(await auditWidget(page), 'axe violations in the open cart').toEqual([]);

  // Escape closes the cart and focus is back on the buy button it was opened from.
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await expectFocusOnMugButton(page);

  // Sign in from the header's button: the panel opens on the e-mail field; Enter submits.
  await tabTo(page, (c) => c.login, { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = signInDialog(page);
  await dialog.waitFor();
  await expect.poll(() => focused(page).then((c) => c.label)).toBe('Email');
  expect.soft(await auditWidget(page), 'axe violations in the sign-in panel').toEqual([]);
  await page.keyboard.type('ada@example.com');
  await tabTo(page, (c) => c.label === 'Password');
  await page.keyboard.type('lovelace-1815');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  await page.locator('header [data-dropcart-session][data-dropcart-signed-in]').waitFor();
  // The header's "Sign in" is hidden for a member now: focus goes on from its place, to "My orders".
  expect((await focused(page)).label).toBe('My orders');

  // Check out: the header's cart button, the drawer's checkout button, the hosted checkout's form.
  await tabTo(page, (c) => c.open);
  await page.keyboard.press('Enter');
  await drawer.waitFor();
  await tabTo(page, (c) => c.label === 'Check out');
  await checkOutWithKeyboard(page, store);
  await drawer.getByText('Thank you for your order').waitFor();
  await expectCount(page, 0);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  // Back in the store: add again and apply a coupon; Enter submits it and focus stays in the cart.
  await tabTo(page, isMugButton);
  await addMugAndWaitForCart(page);
  await expectCount(page, 1);
  await tabTo(page, (c) => c.label === 'Coupon code');
  await page.keyboard.type('WELCOME10');
  await page.keyboard.press('Enter');
  await drawer.getByText('WELCOME10 (−$1.20)').waitFor();
  expect((await focused(page)).inWidget, 'focus stays in the cart after the coupon applies').toBe(true);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await expectFocusOnMugButton(page);
});
