// Journey 13 (issue 27): a shopper buys from the product cards page. In a row card, they choose a size and
// a colour inline, set the quantity, and add: the line is in the drawer as chosen. On a small card in the
// grid, "Choose options" opens the options popover, whose add puts that line in the cart too. On a V3
// and on a V1 store. Needs `npm run build` first.
import { describe, expect, it } from 'vitest';
import { seedProductId } from '../../../demo/platform/seed/products.ts';
import { useStore } from '../support/use-store.ts';
import { cartDrawer, readCart } from '../support/widget.ts';

const TEE = { id: seedProductId('organic-cotton-tee'), name: 'Organic Cotton Tee' };

describe.each([
  ['V3', 'V3_CATALOG'],
  ['V1', 'V1_CATALOG'],
] as const)('on a Catalog %s store', (_, catalogVersion) => {
  const store = useStore({ config: { catalogVersion } });

  it('chooses options in a row card, adds two, and finds the line in the drawer', async () => {
    const page = await store.visit('/cards.html');
    try {
      const row = page
        .locator(`[data-dropcart-product="${TEE.id}"][data-layout="row"]`)
        .getByRole('article', { name: TEE.name });
      await row.scrollIntoViewIfNeeded();
      await row.getByRole('radio', { name: 'M' }).check();
      await row.getByRole('radio', { name: 'Black' }).check();
      await row.getByRole('spinbutton', { name: `Quantity of ${TEE.name}` }).fill('2');
      await row.getByRole('button', { name: `Add ${TEE.name} to cart` }).click();
      const drawer = cartDrawer(page);
      const line = drawer.getByRole('listitem').filter({ hasText: TEE.name });
      await line.waitFor();
      await expect.poll(() => line.getAttribute('data-pending')).toBeNull();
      expect(await line.textContent()).toMatch(/M/);
      expect(await line.textContent()).toMatch(/Black/);
      expect((await readCart(page)).lines).toEqual([{ productId: TEE.id, name: TEE.name, quantity: 2 }]);
    } finally {
      await page.context().close();
    }
  });

  it('asks for the options of a small card in the popover and adds what was chosen', async () => {
    const page = await store.visit('/cards.html');
    try {
      const card = page
        .locator(`[data-dropcart-product="${TEE.id}"]:not([data-layout])`)
        .getByRole('article', { name: TEE.name });
      await card.getByRole('button', { name: `Choose options for ${TEE.name}` }).click();
      const popover = page.getByRole('dialog', { name: TEE.name });
      await popover.getByRole('radio', { name: 'S', exact: true }).check();
      await popover.getByRole('radio', { name: 'White' }).check();
      await popover.getByRole('button', { name: 'Add to cart' }).click();
      const line = cartDrawer(page).getByRole('listitem').filter({ hasText: TEE.name });
      await line.waitFor();
      expect(await line.textContent()).toMatch(/White/);
      expect((await readCart(page)).lines).toEqual([{ productId: TEE.id, name: TEE.name, quantity: 1 }]);
    } finally {
      await page.context().close();
    }
  });
});
