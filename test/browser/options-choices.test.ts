// The options popover's choices look like a designed store's (issue 15, looks): buttons and colour
// swatches instead of default radio buttons, still native radios underneath (arrow keys, one group per
// option), the chosen one marked by more than colour, the focused one outlined, sold out ones marked and
// skipped. In real Chromium against the built widget; needs `npm run build` first.
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { useStore } from './support/use-store.ts';
import { buyButtons } from './support/widget.ts';

const TEE = { id: seedProductId('organic-cotton-tee'), name: 'Organic Cotton Tee' };

const store = useStore();

/** How a choice's face (the label's visible part after its radio) is drawn. */
const face = (radio: Locator) =>
  radio.evaluate((input) => {
    const element = input.nextElementSibling as HTMLElement;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const own = input.getBoundingClientRect();
    return {
      tick: getComputedStyle(element, '::before').content !== 'none',
      ring: style.boxShadow !== 'none',
      border: style.borderStyle,
      outline: style.outlineStyle,
      height: box.height,
      radioVisible: getComputedStyle(input).opacity !== '0',
      // The radio lies over its face: a click anywhere on the face is a click on the radio.
      covers:
        Math.abs(own.width - box.width) < 1 &&
        Math.abs(own.height - box.height) < 1 &&
        Math.abs(own.x - box.x) < 1,
      swatch: element.querySelector('.swatch') !== null,
    };
  });

it('shows choices as buttons and swatches, native radios underneath: arrows, focus, chosen and sold out', async () => {
  const page = await store.visit('/products/organic-cotton-tee.html', {
    viewport: { width: 1280, height: 800 },
  });
  const button = buyButtons(page, TEE.id).last();
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const popover = page.getByRole('dialog', { name: TEE.name });
  const sizes = popover.getByRole('group', { name: 'Size' });
  await sizes.waitFor();

  // Red comes in M and L only: S and XL say so, look it, and cannot be chosen.
  const red = popover.getByRole('radio', { name: 'Red', exact: true });
  await red.check();
  expect((await face(red)).swatch).toBe(true);
  const xl = sizes.getByRole('radio', { name: 'XL (sold out)' });
  expect(await xl.isDisabled()).toBe(true);
  expect((await face(xl)).border).toBe('dashed');

  const m = sizes.getByRole('radio', { name: 'M', exact: true });
  const l = sizes.getByRole('radio', { name: 'L', exact: true });
  for (const radio of [m, l, xl]) {
    const drawn = await face(radio);
    expect(drawn.radioVisible).toBe(false); // no default radio button
    expect(drawn.covers).toBe(true);
    expect(drawn.height).toBeGreaterThanOrEqual(40); // a comfortable target
  }
  await m.check();
  // Chosen: a tick and a thicker ring, not only another colour; the others have neither.
  expect(await face(m)).toMatchObject({ tick: true, ring: true });
  expect(await face(l)).toMatchObject({ tick: false, ring: false });

  // The arrow keys move the choice within the group, skipping sold out sizes, with a visible focus.
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => l.isChecked()).toBe(true);
  expect(await face(l)).toMatchObject({ tick: true, outline: 'solid' });
  expect(await face(m)).toMatchObject({ tick: false, outline: 'none' });
  await page.keyboard.press('ArrowRight'); // past XL and S (sold out in red), round to M
  await expect.poll(() => m.isChecked()).toBe(true);
  expect(await xl.isChecked()).toBe(false);
  expect(await sizes.getByRole('radio', { name: 'S (sold out)' }).isChecked()).toBe(false);
});
