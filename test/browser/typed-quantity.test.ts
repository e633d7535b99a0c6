// Issue 27, defect 6 ("a typeable quantity field beside the stepper", as the Buy Button has): keyboard
// only, in Chromium on the demo store. Typing 3 and Enter makes the platform's line 3 in one quantity
// change, with the totals following; more than the store has takes what there is and says so; letters
// are refused kindly (the quantity comes back, the note says why, read out); focus stays in the field.
// Needs `npm run build` first.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { auditWidget } from './support/artifacts.ts';
import { PRODUCTS, setStock } from './support/emulator.ts';
import { focused, tabTo } from './support/keyboard.ts';
import { useStore } from './support/use-store.ts';
import { cartDrawer, expectCount, readCart, totalsValue } from './support/widget.ts';

const store = useStore();

const poster = PRODUCTS.poster;
const label = `Quantity of ${poster.name}`;

/** Selects what the field holds and types `text` over it, then presses `key`. */
async function typeInto(page: Page, text: string, key: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press(key);
}

it('takes a typed quantity on Enter or on leaving the field, within the stock, refusing letters', async () => {
  await setStock(store.api, poster.id, 5);
  const page = await store.visit('/collections/posters.html', { reducedMotion: 'reduce' });
  try {
    const drawer = cartDrawer(page);
    const field = drawer.getByRole('textbox', { name: label });
    const note = drawer.locator('.stepper-limit');
    await tabTo(page, (c) => c.add === poster.id);
    await page.keyboard.press('Enter');
    await expectCount(page, 1);
    await totalsValue(drawer, 'Subtotal').filter({ hasText: '$22.00' }).waitFor();
    expect(await field.getAttribute('inputmode')).toBe('numeric');

    // Quantity changes the widget sends to the platform (Cart V2's update-line-items, V1's …-quantity).
    const changes: string[] = [];
    page.on('request', (request) => {
      if (/\/update-line-items(-quantity)?$/.test(request.url())) changes.push(request.url());
    });

    await tabTo(page, (c) => c.label === label, { limit: 30 });
    await typeInto(page, '3', 'Enter');
    await expectCount(page, 3);
    expect((await readCart(page)).lines).toMatchObject([{ productId: poster.id, quantity: 3 }]);
    await totalsValue(drawer, 'Subtotal').filter({ hasText: '$66.00' }).waitFor();
    expect(changes, 'one quantity change').toHaveLength(1);
    expect((await focused(page)).label, 'focus stays in the field').toBe(label);

    // Letters: nothing is sent, the 3 comes back, and the note (a live region) says why.
    await typeInto(page, 'abc', 'Enter');
    expect(await field.inputValue()).toBe('3');
    await note.filter({ hasText: 'Please type the number of items.' }).waitFor();
    expect(await note.getAttribute('aria-live')).toBe('polite');
    expect(await field.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    expect((await focused(page)).label).toBe(label);
    expect(await auditWidget(page), 'axe, with the note').toEqual([]);

    // More than the store has, committed by leaving the field: the most there is, and why.
    await typeInto(page, '9', 'Shift+Tab');
    await expectCount(page, 5);
    expect((await readCart(page)).lines).toMatchObject([{ quantity: 5 }]);
    await note.filter({ hasText: 'Only 5 left' }).waitFor();
    expect(await field.inputValue()).toBe('5');
    expect((await focused(page)).label, 'Shift+Tab went where the shopper sent it').toBe(
      `One less ${poster.name}`,
    );
    expect(changes).toHaveLength(2);
  } finally {
    await page.context().close();
    await setStock(store.api, poster.id, 15);
  }
});
