// @vitest-environment-options {"url":"http://localhost:3000/shop/?ref=mail"}
// Coupon field, the totals estimate with its shipping choice, and the hand-off to the hosted checkout.
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { QUANTITY_COALESCE_MS } from '../../widget/cart/controller.ts';
import { ESTIMATE_DEBOUNCE_MS } from '../../widget/cart/estimator.ts';
import { usePlatform } from '../support/platform.ts';
import { mountWidget, testClock } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

afterEach(() => vi.restoreAllMocks());

function typeInto(input: HTMLElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('coupons', () => {
  it('applies a code, shows it with its amount, and removes it', async () => {
    const { api, view } = mountWidget(platform.current.url);
    await api.add({ productId: MUG, quantity: 2 });
    typeInto(await view.findByLabelText('Coupon code'), 'welcome10');
    view.getByRole('button', { name: 'Apply' }).click();
    expect(await view.findByText('WELCOME10 (−$2.40)')).toBeTruthy();
    expect((await api.getCart()).coupon?.code).toBe('WELCOME10');
    view.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
    expect(await view.findByLabelText('Coupon code')).toBeTruthy();
    expect((await api.getCart()).coupon).toBeUndefined();
  });

  it('shows the platform’s reason when a code is refused, and keeps the cart', async () => {
    const { api, view } = mountWidget(platform.current.url);
    await api.add({ productId: MUG });
    typeInto(await view.findByLabelText('Coupon code'), 'EXPIRED20');
    view.getByRole('button', { name: 'Apply' }).click();
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toBe('The coupon was not accepted: Coupon EXPIRED20 expired on 2025-01-01');
    expect(view.getByLabelText('Coupon code').getAttribute('aria-invalid')).toBe('true');
    await expect(api.applyCoupon('FIVEOFF')).rejects.toMatchObject({
      code: 'ERROR_COUPON_MIN_SUBTOTAL_NOT_REACHED',
    });
    expect((await api.getCart()).lines).toHaveLength(1);
  });

  it('emits coupon-applied on document', async () => {
    const { api } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.add({ productId: MUG, quantity: 2 });
    const seen: unknown[] = [];
    document.addEventListener('dropcart:coupon-applied', (event) => seen.push((event as CustomEvent).detail));
    await api.applyCoupon('FREESHIP');
    expect(seen).toEqual([{ code: 'FREESHIP' }]);
  });
});

describe('the totals estimate', () => {
  it('shows subtotal, shipping, tax and total, and recomputes after a shipping choice', async () => {
    const { api, view } = mountWidget(platform.current.url);
    await api.add({ productId: MUG });
    const totals = await view.findByRole('region', { name: 'Order summary' });
    await vi.waitFor(() => expect(within(totals).getByText('Estimated total')).toBeTruthy());
    expect(within(totals).getByText('Subtotal')).toBeTruthy();
    expect(within(totals).getByText('Tax')).toBeTruthy();
    const shipping = within(totals).getByRole('group', { name: 'Shipping method' });
    const options = within(shipping).getAllByRole('radio') as HTMLInputElement[];
    expect(options.map((o) => o.value)).toEqual(['standard', 'express']);
    const totalBefore = within(totals).getByText('Estimated total').nextElementSibling?.textContent;
    within(shipping)
      .getByLabelText(/Express/)
      .click();
    await vi.waitFor(() => {
      const total = within(totals).queryByText('Estimated total')?.nextElementSibling?.textContent;
      expect(total).toBeTruthy();
      expect(total).not.toBe(totalBefore);
    });
    expect(within(totals).getByText('Shipping').nextElementSibling?.textContent).toBe('$14.99');
    expect((within(shipping).getByLabelText(/Express/) as HTMLInputElement).checked).toBe(true);
  });

  it('debounces estimates: a burst of changes asks once', async () => {
    const clock = testClock();
    const { api, view, requests } = mountWidget(platform.current.url, { platform: clock });
    const { lines } = await api.add({ productId: MUG });
    const totals = await view.findByRole('region', { name: 'Order summary' });
    await clock.advance(ESTIMATE_DEBOUNCE_MS); // the estimate for the added mug
    await vi.waitFor(() => expect(within(totals).getByText('Estimated total')).toBeTruthy());
    const estimates = requests.watch('estimate-totals');
    const lineId = lines[0]?.id as string;
    const changed = Promise.all([api.setQuantity(lineId, 2), api.setQuantity(lineId, 3)]);
    await clock.advance(QUANTITY_COALESCE_MS);
    await changed;
    expect(estimates.count).toBe(0); // the burst is answered; its estimate waits for the changes to settle
    await clock.advance(ESTIMATE_DEBOUNCE_MS);
    await vi.waitFor(() => expect(within(totals).getByText('Estimated total')).toBeTruthy());
    await clock.advance(10 * ESTIMATE_DEBOUNCE_MS); // nothing else is waiting to ask
    expect(estimates.count).toBe(1);
  });
});

describe('checkout', () => {
  it('creates a checkout and a redirect session back to this page, then navigates there', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { api, view } = mountWidget(platform.current.url);
    const started: unknown[] = [];
    await api.on('checkout-started', (detail) => started.push(detail));
    await api.add({ productId: MUG });
    (await view.findByRole('button', { name: 'Check out' })).click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.origin).toBe(platform.current.url);
    expect(target.href).toContain('checkout');
    expect(started).toEqual([{ checkoutId: expect.any(String) }]);
    expect(view.getByRole('button', { name: 'Taking you to checkout…' })).toBeTruthy();
  });

  it('waits for a quantity change still being gathered before it creates the checkout', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { api } = mountWidget(platform.current.url);
    const { lines } = await api.add({ productId: MUG });
    void api.setQuantity(lines[0]?.id as string, 3);
    await api.checkout();
    const page = await (await fetch(String(assign.mock.calls[0]?.[0]))).text();
    expect(page).toMatch(/Classic White Mug.*?<td class="num">3<\/td>/s);
  });

  it('thanks the shopper on return with ?orderId= and cleans the address', async () => {
    history.replaceState(null, '', '/shop/?orderId=order-123&ref=mail');
    const { api, view } = mountWidget(platform.current.url);
    expect(await view.findByText('Order order-123 is confirmed.')).toBeTruthy();
    expect(location.search).toBe('?ref=mail');
    expect((await api.getCart()).lines).toEqual([]);
    view.getByRole('button', { name: 'Continue shopping' }).click();
    await vi.waitFor(() => expect(view.queryByText('Thank you for your order')).toBeNull());
  });
});
