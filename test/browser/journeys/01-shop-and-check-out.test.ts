// Journey 1: a visitor fills a cart (one product through the options popover), edits it, tries coupons,
// tells the cart where the order goes (Ship to: the totals then include tax for the region and, on Cart
// V1, the shipping chosen in the cart), pays on the platform's hosted checkout, which already knows the
// destination, and comes back to an empty cart and a thank-you. On every combination of the platform's generations a
// store can have: a Catalog V3 site with Current Cart V2 (stores created today, the demo's default), a V1
// site with Cart V2, and a V1 site with Cart V1 (which the platform removes on 2027-02-01).
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../demo/platform/checkout/orders.ts';
import { PRODUCTS } from '../support/emulator.ts';
import { useStore } from '../support/use-store.ts';
import {
  buyButtons,
  cartDrawer,
  expectCount,
  isUncovered,
  readCart,
  totalsValue,
} from '../support/widget.ts';

const COMBINATIONS = [
  { name: 'Catalog V3 and Current Cart V2', catalogVersion: 'V3_CATALOG', cartApi: 'v2' },
  { name: 'Catalog V1 and Current Cart V2', catalogVersion: 'V1_CATALOG', cartApi: 'v2' },
  { name: 'Catalog V1 and Cart V1', catalogVersion: 'V1_CATALOG', cartApi: 'v1' },
] as const;

describe.each(COMBINATIONS)('on $name', ({ name, catalogVersion, cartApi }) => {
  const store = useStore({ config: { catalogVersion }, cartApi });

  it('adds, edits, applies coupons, checks out with a shipping choice and returns to a confirmation', async () => {
    const page = await store.visit('/');
    const drawer = cartDrawer(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/ecom/') || path.startsWith('/stores')) asked.push(path);
    });

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
    await popover.getByRole('button', { name: 'Add to cart' }).click();
    await drawer.getByText(PRODUCTS.print.name, { exact: true }).waitFor();
    await expectCount(page, 2);
    await totalsValue(drawer, 'Estimated total').waitFor();

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

    // A valid coupon shows its discount (the totals' amount) in the cart and in the totals.
    const couponField = drawer.getByLabel('Coupon code');
    await couponField.fill('WELCOME10');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.getByText('WELCOME10 (−$2.40)').waitFor();
    await expect.poll(() => totalsValue(drawer, 'Discount').textContent()).toBe('−$2.40');

    // An expired one is refused in the shopper's words, and the cart keeps no coupon.
    await drawer.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
    await couponField.fill('EXPIRED20');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    // Told once, under the field (read out politely), not also as a toast.
    await drawer.getByText('This coupon has expired.').waitFor();
    expect(await page.getByText('This coupon has expired.').count()).toBe(1);
    await expect.poll(() => couponField.getAttribute('aria-invalid')).toBe('true');
    expect(await drawer.getByText(/EXPIRED20/).count()).toBe(0);
    // The refusal must not get in the way: the checkout button can still be clicked where it is.
    expect
      .soft(await isUncovered(drawer.getByRole('button', { name: 'Check out' })), 'Check out is not covered')
      .toBe(true);

    // The valid one again, for the order.
    await couponField.fill('WELCOME10');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.getByText('WELCOME10 (−$2.40)').waitFor();

    // No destination yet: no shipping or tax at $0.00, but where they come from.
    await expect.poll(() => totalsValue(drawer, 'Estimated total').textContent()).toBe('$21.60');
    expect(await drawer.locator('dt', { hasText: /^(Shipping|Tax)$/ }).count()).toBe(0);
    await drawer.getByText('Shipping and tax are calculated at checkout.').waitFor();

    // Where the order goes: the browser's country is already there; the totals follow the destination.
    await drawer.getByRole('button', { name: 'Estimate shipping and tax' }).click();
    const shipTo = drawer.getByRole('group', { name: 'Ship to' });
    expect(await shipTo.getByLabel('Country').inputValue()).toBe('US');
    await shipTo.getByLabel('State or province').selectOption('US-NY');
    await shipTo.getByLabel('Postal code').fill('10001');
    await shipTo.getByRole('button', { name: 'Calculate' }).click();
    await drawer.getByText('New York, 10001').waitFor();
    if (cartApi === 'v1') {
      // Cart V1 lists the options for New York: Express, chosen here, goes with the hand-off.
      await drawer.getByRole('group', { name: 'Shipping method' }).getByLabel('Express ($14.99)').check();
      await expect.poll(() => totalsValue(drawer, 'Shipping').textContent()).toBe('$14.99');
      await expect.poll(() => totalsValue(drawer, 'Tax (New York)').textContent()).toBe('$2.93');
      await expect.poll(() => totalsValue(drawer, 'Estimated total').textContent()).toBe('$39.52');
    } else {
      // Cart V2 lists no delivery options: tax for New York now, the shipping at checkout.
      await expect.poll(() => totalsValue(drawer, 'Tax (New York)').textContent()).toBe('$1.73');
      await expect.poll(() => totalsValue(drawer, 'Estimated total').textContent()).toBe('$23.33');
      await drawer.getByText('Shipping is calculated at checkout.').waitFor();
    }

    // The hosted checkout knows the destination; the shipping is confirmed there, then back to the store.
    await drawer.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/checkout`));
    expect(await page.getByLabel('Country').inputValue()).toBe('US');
    await page.getByRole('radio', { name: /Express/ }).check();
    await page.getByLabel('E-mail for the receipt').fill('shopper@example.com');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.href.startsWith(store.url('/')));
    await cartDrawer(page).getByText('Thank you for your order').waitFor();
    await expectCount(page, 0);
    expect(new URL(page.url()).searchParams.has('orderId')).toBe(false);
    expect((await readCart(page)).count).toBe(0);
    // The order is what the shopper chose: two mugs, the coupon, Express to New York; $24 − $2.40 +
    // $14.99, plus 8% US tax on both.
    const orders = store.platform.platform.state.slice<Order[]>('orders', () => []);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      lineItems: [{ productId: PRODUCTS.mug.id, quantity: 2 }],
      couponCode: 'WELCOME10',
      shippingOption: { code: 'express' },
      shippingAddress: { country: 'US', subdivision: 'US-NY', postalCode: '10001' },
      totals: { formattedTotal: '$39.52' },
      buyer: { email: 'shopper@example.com' },
    });
    // The confirmation names no platform id (a GUID no e-mail or account page shows), but where the
    // order's number is: a visitor's token cannot read the order (OrderConfirmation.tsx).
    const thanks = cartDrawer(page).getByRole('region', { name: 'Thank you for your order' });
    expect(await thanks.textContent()).toContain('Its order number is in the confirmation e-mail');
    expect(await thanks.textContent()).not.toContain(orders[0]!.id);

    // Each combination spoke its own generations, and only those.
    const cartPaths = asked.filter((path) => path.startsWith('/ecom/'));
    expect(cartPaths.length, name).toBeGreaterThan(0);
    expect(
      cartPaths.every((path) => path.startsWith(`/ecom/${cartApi}/`)),
      cartPaths.join(' '),
    ).toBe(true);
    const catalogPaths = asked.filter((path) => path.startsWith('/stores'));
    const v3 = (path: string) => path.startsWith('/stores/v3/');
    expect(
      catalogPaths.every(
        (path) => v3(path) === (catalogVersion === 'V3_CATALOG') || path.endsWith('/version'),
      ),
      catalogPaths.join(' '),
    ).toBe(true);
  });
});
