// Issue 27, defect 6: one "×" closed the drawer, removed a line and removed a coupon, three 40 px squares
// told apart by their names only. Now each has its own look, measured in Chromium: the close is the
// header's ×, a line's remove a word, the coupon's the chip's own small ×; each a target of at least
// 24 × 24 px (WCAG 2.5.8) with a visible focus ring when the keyboard reaches it. Needs `npm run build`.
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { auditWidget } from './support/artifacts.ts';
import { PRODUCTS } from './support/emulator.ts';
import { focused, tabTo } from './support/keyboard.ts';
import { useStore } from './support/use-store.ts';
import { buyButtons, cartDrawer, expectCount } from './support/widget.ts';

const store = useStore();

/** What a sighted shopper tells a control by: its size, its shape and what it shows. */
const looks = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      width: Math.round(box.width),
      height: Math.round(box.height),
      text: (element.textContent ?? '').trim(),
      shape: `${style.borderTopLeftRadius} ${style.textDecorationLine} ${style.backgroundColor}`,
    };
  });

it.each(['light', 'dark'] as const)(
  'gives the close, a line’s remove and the coupon’s remove each its own look, name and ring (%s)',
  async (colorScheme) => {
    const page = await store.visit('/', { colorScheme, reducedMotion: 'reduce' });
    await buyButtons(page, PRODUCTS.mug.id).first().click();
    await expectCount(page, 1);
    const drawer = cartDrawer(page);
    await drawer.getByLabel('Coupon code').fill('WELCOME10');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    const names = ['Close cart', `Remove ${PRODUCTS.mug.name}`, 'Remove coupon WELCOME10'] as const;
    const button = (name: string) => drawer.getByRole('button', { name, exact: true });
    const [close, line, coupon] = [button(names[0]), button(names[1]), button(names[2])];
    await coupon.waitFor();
    expect(await auditWidget(page), 'axe, with the coupon’s chip').toEqual([]);

    const [closeLook, lineLook, couponLook] = [await looks(close), await looks(line), await looks(coupon)];
    for (const look of [closeLook, lineLook, couponLook]) {
      expect(look.width, JSON.stringify(look)).toBeGreaterThanOrEqual(24);
      expect(look.height, JSON.stringify(look)).toBeGreaterThanOrEqual(24);
    }
    // Pairwise different in what they show or how big and how shaped they are, not just in name.
    const seen = (look: typeof closeLook) => `${look.width}×${look.height} ${look.text} ${look.shape}`;
    expect(new Set([seen(closeLook), seen(lineLook), seen(couponLook)]).size).toBe(3);
    expect(lineLook.text, 'the line’s remove is a word, not a glyph').toMatch(/\p{L}{3,}/u);
    expect(closeLook.text).toBe('×');
    expect(couponLook.width * couponLook.height, 'the chip’s × is smaller than the close').toBeLessThan(
      closeLook.width * closeLook.height,
    );

    // The keyboard reaches each, and each shows where the focus is.
    for (const name of names) {
      await tabTo(page, (control) => control.label === name);
      const control = button(name);
      const ring = await control.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          visible: element.matches(':focus-visible'),
          outline: style.outlineStyle,
          width: style.outlineWidth,
        };
      });
      expect(ring.visible, name).toBe(true);
      expect(ring.outline, name).not.toBe('none');
      expect(Number.parseFloat(ring.width), name).toBeGreaterThanOrEqual(2);
      expect((await focused(page)).inWidget).toBe(true);
    }
    await page.context().close();
  },
);
