// Product cards and the stock binding on a Catalog V1 store (issue 27), which tells how many are left:
// the card and the binding say "Only 3 left" (state `low`) and follow the emulator's stock as it changes.
// Needs `npm run build` first.
import { expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { PRODUCTS, setStock } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';

const store = useStore({ config: { catalogVersion: 'V1_CATALOG' } });

it('draws a card from a V1 catalog with its compare-at price and ribbon', async () => {
  const page = await store.visit('/cards.html');
  try {
    const tumbler = seedProductId('sunrise-travel-tumbler');
    const card = page
      .locator(`[data-dropcart-product="${tumbler}"]`)
      .getByRole('article', { name: 'Sunrise Travel Tumbler' });
    await card.waitFor();
    expect(await card.locator('.card-current').textContent()).toBe('$21.00');
    expect(await card.locator('s').textContent()).toBe('$28.00');
    expect(await card.locator('.card-ribbon').textContent()).toBe('Sale');
  } finally {
    await page.context().close();
  }
});

it('says how many are left, and follows the stock the emulator pushes', async () => {
  const poster = PRODUCTS.poster;
  await setStock(store.api, poster.id, 3);
  const page = await store.visit('/cards.html');
  const stock = page.locator(`td[data-dropcart-stock="${poster.id}"]`);
  try {
    await stock.scrollIntoViewIfNeeded();
    await expect.poll(() => stock.getAttribute('data-dropcart-state')).toBe('low');
    expect(await stock.textContent()).toBe('Only 3 left');
    await setStock(store.api, poster.id, 0);
    await expect.poll(() => stock.getAttribute('data-dropcart-state')).toBe('sold-out');
    expect(await stock.textContent()).toBe('Sold out');
    await setStock(store.api, poster.id, 15);
    await expect.poll(() => stock.textContent()).toBe('In stock');
  } finally {
    await page.context().close();
    await setStock(store.api, poster.id, 15);
  }
});
