// Journey 11 (issue 25): Cart V2 refuses a quantity above the stock instead of capping it. A shopper takes
// the last two posters: the stepper's + says "Only 2 left" instead of only greying out, and an add of one
// more is refused and told at the line ("Only 2 left of City Grid Poster."), the cart keeping its two.
// Needs `npm run build` first.
import { expect, it } from 'vitest';
import { PRODUCTS, setStock } from '../support/emulator.ts';
import { useStore } from '../support/use-store.ts';
import { buyButtons, cartDrawer, readCart } from '../support/widget.ts';

const store = useStore();

it.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
])('meets "Only 2 left" at the stepper and when adding one more (%s)', async (_, viewport) => {
  const poster = PRODUCTS.poster;
  await setStock(store.api, poster.id, 2);
  const page = await store.visit('/collections/posters.html', { viewport });
  try {
    await buyButtons(page, poster.id).first().click();
    const drawer = cartDrawer(page);
    const line = drawer.getByRole('listitem').filter({ hasText: poster.name });
    const more = line.getByRole('button', { name: `One more ${poster.name}` });
    await expect.poll(() => line.getAttribute('data-pending')).toBeNull();
    await more.click();
    // At the stock: + stays reachable and says why it does nothing, visibly and to screen readers.
    const limit = line.getByText('Only 2 left', { exact: true });
    await limit.waitFor();
    expect(await more.getAttribute('aria-disabled')).toBe('true');
    const described = await more.evaluate(
      (button) =>
        button.getRootNode() instanceof ShadowRoot &&
        (button.getRootNode() as ShadowRoot).getElementById(button.getAttribute('aria-describedby') ?? '')
          ?.textContent,
    );
    expect(described).toBe('Only 2 left');
    await more.click({ force: true }); // a click anyway (Playwright waits for aria-disabled controls)
    expect(await line.locator('.stepper-value').inputValue()).toBe('2');

    // One more through the page's script: refused with the platform's code, and told at the line.
    const refused = await page.evaluate(
      (productId) =>
        (window as unknown as { Dropcart: { add(o: unknown): Promise<unknown> } }).Dropcart.add({
          productId,
        }).then(
          () => 'added',
          (error: { code?: string }) => error.code,
        ),
      poster.id,
    );
    expect(refused).toBe('INSUFFICIENT_INVENTORY');
    await line.getByText(`Only 2 left of ${poster.name}.`).waitFor();
    expect(await drawer.textContent()).not.toContain('could not do this right now');
    expect((await readCart(page)).lines.map((l) => l.quantity)).toEqual([2]);
  } finally {
    await page.context().close();
    await setStock(store.api, poster.id, 15);
  }
});
