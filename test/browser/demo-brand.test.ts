// The demo store themes the cart in its own brand colour through the widget's documented theming
// properties (docs/widget.md), as a store owner would: no default blue buttons on a brown store (issue 15).
import { expect, it } from 'vitest';
import { useStore } from './support/use-store.ts';
import { cartDrawer } from './support/widget.ts';

const store = useStore();

it('shows the cart’s buttons in the store’s brown, not the widget’s default blue', async () => {
  const page = await store.visit('/', { reducedMotion: 'reduce' });
  await page.locator('header [data-dropcart-open]').click();
  const back = cartDrawer(page).getByRole('button', { name: 'Continue shopping' });
  const widgetAccent = await back.evaluate((button) => getComputedStyle(button).backgroundColor);
  const storeBrand = await page
    .locator('header .cart-button')
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(widgetAccent).toBe(storeBrand);
  expect(widgetAccent).not.toBe('rgb(29, 78, 216)'); // --dropcart-accent's default, #1d4ed8
  await page.context().close();
});
