// Journey 1: a visitor fills a cart (one product through the options popover), edits it, tries coupons,
// picks shipping, pays on the platform's hosted checkout and comes back to an empty cart and a thank-you.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Order } from '../../../demo/platform/checkout/orders.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { PRODUCTS } from '../support/emulator.ts';
import { type Store, startStore } from '../support/store.ts';
import {
  buyButtons,
  cartDrawer,
  expectCount,
  isUncovered,
  readCart,
  totalsValue,
} from '../support/widget.ts';

let store: Store;
beforeAll(async () => {
  store = await startStore();
});
afterAll(() => store?.close());
// An uncaught error in any page fails the test it happened in.
afterEach(() => expect(store.pageErrors.splice(0)).toEqual([]));

it('adds, edits, applies coupons, picks shipping, checks out and returns to a confirmation', async () => {
  const page = await store.visit('/');
  const drawer = cartDrawer(page);

  // A product without options goes straight in, and the drawer opens on it.
  await buyButtons(page, PRODUCTS.mug.id).first().click();
  await drawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  // A product with options asks for them in a popover next to its button.
  await buyButtons(page, PRODUCTS.print.id).first().click();
  const popover = page.getByRole('dialog', { name: PRODUCTS.print.name });
  await popover.waitFor();
  await popover.getByLabel('50x70').check();
  await popover.getByText('$35.00').waitFor();
  await saveScreenshot(page, 'options-popover');
  await popover.getByRole('button', { name: 'Add to cart' }).click();
  await drawer.getByText(PRODUCTS.print.name, { exact: true }).waitFor();
  await expectCount(page, 2);
  await totalsValue(drawer, 'Estimated total').waitFor();
  await saveScreenshot(page, 'cart');

  // Quantity up on the mug, then the print goes.
  await drawer.getByRole('button', { name: `One more ${PRODUCTS.mug.name}` }).click();
  await expectCount(page, 3);
  await drawer.getByRole('button', { name: `Remove ${PRODUCTS.print.name}` }).click();
  await drawer.getByText(PRODUCTS.print.name, { exact: true }).waitFor({ state: 'hidden' });
  await expectCount(page, 2);
  expect((await readCart(page)).lines).toEqual([
    { productId: PRODUCTS.mug.id, name: PRODUCTS.mug.name, quantity: 2 },
  ]);
  await expect.poll(() => page.locator('header [data-dropcart-subtotal]').textContent()).toBe('$24.00');

  // A valid coupon shows its discount in the cart and in the totals.
  const couponField = drawer.getByLabel('Coupon code');
  await couponField.fill('WELCOME10');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await drawer.getByText('WELCOME10 (−$2.40)').waitFor();
  await expect.poll(() => totalsValue(drawer, 'Discount').textContent()).toBe('−$2.40');

  // An expired one is refused with the platform's reason, and the cart keeps no coupon.
  await drawer.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
  await couponField.fill('EXPIRED20');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  const refusal = drawer.getByRole('alert');
  await expect.poll(() => refusal.textContent()).toContain('The coupon was not accepted');
  expect(await refusal.textContent()).toContain('expired on 2025-01-01');
  await expect.poll(() => couponField.getAttribute('aria-invalid')).toBe('true');
  expect(await drawer.getByText(/EXPIRED20 \(−/).count()).toBe(0);
  // The refusal must not get in the way: the checkout button can still be clicked where it is.
  expect
    .soft(await isUncovered(drawer.getByRole('button', { name: 'Check out' })), 'Check out is not covered')
    .toBe(true);

  // The valid one again, for the order.
  await couponField.fill('WELCOME10');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await drawer.getByText('WELCOME10 (−$2.40)').waitFor();

  // Standard is chosen (cheapest); Express costs more and the total follows.
  const total = totalsValue(drawer, 'Estimated total');
  const shipping = drawer.getByRole('group', { name: 'Shipping method' });
  await shipping.waitFor();
  await expect.poll(() => totalsValue(drawer, 'Shipping').textContent()).toBe('$5.99');
  const standardTotal = await total.textContent();
  await shipping.getByRole('radio', { name: /Express/ }).check();
  await expect.poll(() => totalsValue(drawer, 'Shipping').textContent()).toBe('$14.99');
  await expect.poll(() => total.textContent()).not.toBe(standardTotal);
  // $24 − $2.40 + $14.99 shipping, plus 8% US tax on both (estimated for the store's New York address).
  expect(await total.textContent()).toBe('$39.52');

  // The hosted checkout, then back to the store.
  await drawer.getByRole('button', { name: 'Check out' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/checkout`));
  await page.getByLabel('E-mail for the receipt').fill('shopper@example.com');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL((url) => url.href.startsWith(store.url('/')));
  await cartDrawer(page).getByText('Thank you for your order').waitFor();
  await expectCount(page, 0);
  expect(new URL(page.url()).searchParams.has('orderId')).toBe(false);
  expect((await readCart(page)).count).toBe(0);
  // The order is what the shopper chose and saw: two mugs, the coupon, Express, the estimated total.
  const orders = store.platform.platform.state.slice<Order[]>('orders', () => []);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    lineItems: [{ productId: PRODUCTS.mug.id, quantity: 2 }],
    couponCode: 'WELCOME10',
    shippingOption: { code: 'express' },
    totals: { formattedTotal: '$39.52' },
    buyer: { email: 'shopper@example.com' },
  });
  await cartDrawer(page).getByText(`Order ${orders[0]!.id} is confirmed.`).waitFor();
});
