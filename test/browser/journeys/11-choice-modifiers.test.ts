// Journey 11: a shopper buys a coffee whose grind must be chosen (a mandatory V3 choice modifier) and a
// tote with a gold thread that costs $3 more (an optional swatch modifier) from the demo store, on a desktop
// screen and on a phone. The popover asks for the grind before it adds, the keyboard moves between the
// choices as between an option's, the swatch has its name and its added price, and the cart shows both
// choices under the names at the prices the store charges.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PRODUCTS } from '../support/emulator.ts';
import { useStore } from '../support/use-store.ts';
import { buyButtons, cartDrawer, expectCount } from '../support/widget.ts';

const store = useStore();

const SCREENS = [
  { screen: 'desktop', viewport: { width: 1280, height: 800 }, touch: false },
  { screen: 'phone', viewport: { width: 375, height: 740 }, touch: true },
] as const;

it.each(SCREENS)('buys products with choice modifiers on a $screen', async ({ viewport, touch }) => {
  const page: Page = await store.visit('/', { viewport, hasTouch: touch, isMobile: touch });
  const press = (control: Locator) => (touch ? control.tap() : control.click());
  const drawer = cartDrawer(page);

  // The coffee: Add without a grind is refused in the shopper's words; the arrow keys choose one.
  await press(buyButtons(page, PRODUCTS.coffee.id).first());
  const coffee = page.getByRole('dialog', { name: PRODUCTS.coffee.name });
  const grind = coffee.getByRole('group', { name: 'Grind' });
  await grind.getByLabel('Whole bean').waitFor();
  await press(coffee.getByRole('button', { name: 'Add to cart' }));
  await expect.poll(() => coffee.getByRole('alert').textContent()).toBe('Choose Grind.');
  await grind.getByLabel('Whole bean').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  expect(await grind.getByLabel('Espresso').isChecked()).toBe(true);
  await press(coffee.getByRole('button', { name: 'Add to cart' }));
  await drawer.getByText('Grind: Espresso').waitFor();
  await expectCount(page, 1);
  await press(drawer.getByRole('button', { name: 'Close cart' }));
  await drawer.waitFor({ state: 'hidden' });

  // The tote: the gold thread is a named swatch with its added price, and the price follows the choice.
  await press(buyButtons(page, PRODUCTS.embroidered.id).first());
  const tote = page.getByRole('dialog', { name: PRODUCTS.embroidered.name });
  await tote.getByRole('group', { name: 'Thread (optional)' }).waitFor();
  await tote.getByText('$20.00').waitFor();
  const gold = tote.getByLabel('Gold (+$3.00)');
  await press(gold);
  expect(await gold.isChecked()).toBe(true);
  await tote.getByText('$23.00').waitFor();
  await press(tote.getByRole('button', { name: 'Add to cart' }));
  const line = drawer.getByRole('listitem').filter({ hasText: PRODUCTS.embroidered.name });
  await line.getByText('Thread: Gold').waitFor();
  await line.getByText('$23.00').first().waitFor();
  await expectCount(page, 2);
});
