// Issue 27, Looks designed: the order confirmation says what was bought. A visitor's token cannot read the
// order, so the widget keeps, at the hand-off to the hosted checkout, the lines and the total its cart
// showed (this tab's sessionStorage, under the client id's key; no token, no e-mail), and the thanks on the
// return lists them, its heading focused; the kept copy is gone once shown. A real hand-off on the
// emulator's hosted checkout. Needs `npm run build` first.
import { expect, it } from 'vitest';
import { PRODUCTS } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';
import { buyButtons, cartDrawer, expectCount, totalsValue } from './support/widget.ts';

const store = useStore();

const KEY = 'dropcart:demo:checkout';

it('lists the lines and the total the cart held at the hand-off, focused, and forgets them', async () => {
  const context = await store.newContext({ viewport: { width: 1280, height: 800 } });
  // What the widget writes at the hand-off, copied where it outlives the page (the page leaves at once).
  await context.addInitScript((key) => {
    const write = Storage.prototype.setItem;
    Storage.prototype.setItem = function (name: string, value: string) {
      if (this === window.sessionStorage && name === key) localStorage.setItem('probe:hand-off', value);
      return write.call(this, name, value);
    };
  }, KEY);
  const page = await context.newPage();
  try {
    await page.goto(store.url('/'));
    const drawer = cartDrawer(page);
    await buyButtons(page, PRODUCTS.mug.id).first().click();
    const mug = drawer.getByRole('listitem').filter({ hasText: PRODUCTS.mug.name });
    await mug.getByRole('button', { name: `One more ${PRODUCTS.mug.name}` }).click();
    await expectCount(page, 2);
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    await buyButtons(page, PRODUCTS.embroidered.id).first().click();
    const tote = page.getByRole('dialog', { name: PRODUCTS.embroidered.name });
    await tote.getByLabel('Gold (+$3.00)').check();
    await tote.getByRole('button', { name: 'Add to cart' }).click();
    await expectCount(page, 3);
    const total = totalsValue(drawer, 'Estimated total');
    await expect.poll(() => total.textContent()).toBe('$47.00');

    await drawer.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/checkout`));
    await page.getByLabel('E-mail for the receipt').fill('shopper@example.com');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.href.startsWith(store.url('/')));

    const thanks = cartDrawer(page).getByRole('region', { name: 'Thank you for your order' });
    const bought = thanks.getByRole('list', { name: 'Order summary' }).getByRole('listitem');
    await bought.first().waitFor();
    expect(await bought.allTextContents()).toEqual([
      `${PRODUCTS.mug.name}2 × $12.00$24.00`,
      `${PRODUCTS.embroidered.name}Thread: Gold1 × $23.00$23.00`,
    ]);
    expect(await thanks.locator('.bought-total').textContent()).toBe('Estimated total$47.00');
    // Focus is on the thanks' heading, inside the dialog.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector('dropcart-root')?.shadowRoot?.activeElement?.textContent ?? '',
        ),
      )
      .toBe('Thank you for your order');

    // What was kept: the cart's words and numbers, no token, no e-mail; and it is gone once shown.
    const kept = await page.evaluate(() => localStorage.getItem('probe:hand-off'));
    expect(kept).toContain(PRODUCTS.embroidered.name);
    const tokens = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('dropcart:') && key.includes('token'))
        .map((key) => localStorage.getItem(key) ?? ''),
    );
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens.flatMap((value) => value.match(/[\w-]{20,}/g) ?? []))
      expect(kept).not.toContain(token);
    expect(kept).not.toContain('shopper@example.com');
    expect(kept).not.toMatch(/token|@/i);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), KEY)).toBeNull();
  } finally {
    await context.close();
  }
});
