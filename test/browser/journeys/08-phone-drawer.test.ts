// Journey 8: on a phone-sized screen (375×740) the cart drawer takes the full width and everything in it
// can be reached and used: the lines, the quantity buttons, the coupon field and the checkout button.
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { PRODUCTS } from '../support/emulator.ts';
import { useStore } from '../support/use-store.ts';
import { buyButtons, cartDrawer, expectCount } from '../support/widget.ts';

const PHONE = { width: 375, height: 740 };

const store = useStore();

/** Scrolled into view (inside the drawer's own scrolling), the control lies wholly on the screen. */
async function expectOnScreen(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  expect(box, 'the control has a box').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

it('shows a full-width, usable drawer on a phone', async () => {
  const page = await store.visit('/', { viewport: PHONE, hasTouch: true, isMobile: true });
  await buyButtons(page, PRODUCTS.mug.id).first().tap();
  const drawer = cartDrawer(page);
  await drawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  await drawer.getByRole('button', { name: 'Close cart' }).tap();
  await drawer.waitFor({ state: 'hidden' });
  await buyButtons(page, PRODUCTS.socks.id).first().tap();
  await drawer.getByText(PRODUCTS.socks.name, { exact: true }).waitFor();
  await drawer.getByText('Estimated total').waitFor();
  // The last totals show at once on reopening (issue 15): the drawer may still be sliding in.
  await drawer.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));

  const box = await drawer.boundingBox();
  expect(box).toMatchObject({ x: 0, width: PHONE.width });
  // Nothing in the drawer is wider than the screen (no sideways scrolling).
  expect(await drawer.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  const more = drawer.getByRole('button', { name: `One more ${PRODUCTS.socks.name}` });
  await expectOnScreen(more);
  await more.tap();
  await expectCount(page, 3);

  const coupon = drawer.getByLabel('Coupon code');
  await expectOnScreen(coupon);
  await coupon.fill('FREESHIP');
  await drawer.getByRole('button', { name: 'Apply' }).tap();
  await drawer.getByText(/^FREESHIP/).waitFor();

  const checkout = drawer.getByRole('button', { name: 'Check out' });
  await expectOnScreen(checkout);
  const close = drawer.getByRole('button', { name: 'Close cart' });
  await expectOnScreen(close);
  await close.tap();
  await drawer.waitFor({ state: 'hidden' });

  // The options popover is a bottom sheet on the narrow screen, its action on screen, and adds from there.
  await buyButtons(page, PRODUCTS.print.id).first().tap();
  const popover = page.getByRole('dialog', { name: PRODUCTS.print.name });
  await popover.getByLabel('50x70').waitFor();
  await popover.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
  const sheet = await popover.boundingBox();
  expect(sheet && [Math.round(sheet.x), Math.round(sheet.width), Math.round(sheet.y + sheet.height)]).toEqual(
    [0, PHONE.width, PHONE.height],
  );
  const choice = popover.getByLabel('50x70');
  await expectOnScreen(choice);
  await choice.tap();
  const add = popover.getByRole('button', { name: 'Add to cart' });
  await expectOnScreen(add);
  const popoverBox = await popover.boundingBox();
  expect(popoverBox && popoverBox.x >= 0 && popoverBox.x + popoverBox.width <= PHONE.width).toBe(true);
  await add.tap();
  await drawer.getByText(PRODUCTS.print.name, { exact: true }).waitFor();
  await expectCount(page, 4);
});
