// Journey 4: two tabs of one browser share the cart; a change in either shows in the other without a
// reload (header count and the open drawer).
import { expect, it } from 'vitest';
import { PRODUCTS } from '../support/emulator.ts';
import { widgetReady } from '../support/store.ts';
import { useStore } from '../support/use-store.ts';
import { buyButtons, cartDrawer, expectCount, readCart } from '../support/widget.ts';

const store = useStore();

it('keeps the cart the same in two tabs', async () => {
  const context = await store.newContext();
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(store.url('/'));
  await second.goto(store.url('/collections/mugs.html'));
  await Promise.all([widgetReady(first), widgetReady(second)]);

  // Added in the first tab: the second tab's header counts it.
  await buyButtons(first, PRODUCTS.mug.id).first().click();
  await cartDrawer(first).getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  await expectCount(second, 1);

  // The second tab's drawer shows the line; one more there shows in the first tab's open drawer.
  await second.locator('header [data-dropcart-open]').click();
  const secondDrawer = cartDrawer(second);
  await secondDrawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  await secondDrawer.getByRole('button', { name: `One more ${PRODUCTS.mug.name}` }).click();
  await expectCount(second, 2);
  await expectCount(first, 2);
  const firstStepper = cartDrawer(first).getByRole('group', { name: `Quantity of ${PRODUCTS.mug.name}` });
  await expect.poll(() => firstStepper.locator('.stepper-value').inputValue()).toBe('2');

  // Removed in the first tab: gone in the second.
  await cartDrawer(first)
    .getByRole('button', { name: `Remove ${PRODUCTS.mug.name}` })
    .click();
  await expectCount(first, 0);
  await expectCount(second, 0);
  await secondDrawer.getByText('Your cart is empty.').waitFor();
  expect(await readCart(second)).toEqual({ count: 0, lines: [] });
});
