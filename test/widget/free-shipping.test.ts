// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The free-shipping hint's threshold (`freeShippingOver`, `data-free-shipping-over`): a value that is not a
// positive amount is the owner's mistake, said once in the console and as `dropcart:error`; the shopper sees
// no hint. (The hint itself, in Chromium: test/browser/free-shipping.test.ts.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import type { MountOptions } from '../../widget/options.ts';
import { usePlatform } from '../support/platform.ts';
import { mountWidget } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

afterEach(() => vi.restoreAllMocks());

/** The widget mounted with `options`, its mug added with the cart open; the console's errors and `dropcart:error`s. */
async function openWithMug(options: Partial<MountOptions>) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const events: unknown[] = [];
  const hear = (event: Event) => events.push((event as CustomEvent).detail);
  document.addEventListener('dropcart:error', hear);
  const mounted = mountWidget(platform.current.url, options);
  await mounted.api.add({ productId: MUG });
  const drawer = await mounted.view.findByRole('dialog', { name: 'Your cart' });
  return {
    ...mounted,
    drawer,
    errors,
    events,
    done: () => document.removeEventListener('dropcart:error', hear),
  };
}

describe('freeShippingOver', () => {
  it('shows the hint in the cart for a positive amount', async () => {
    const { view, done } = await openWithMug({ freeShippingOver: '50' });
    expect(await view.findByText('Add $38.00 more for free shipping')).toBeTruthy();
    // The DOM here clamps a meter's value to 1 (no max): its attributes say what Chromium reads.
    const meter = view.getByRole('meter', { name: 'Progress to free shipping' });
    expect([meter.getAttribute('value'), meter.getAttribute('max')]).toEqual(['12', '50']);
    done();
  });

  it('tells screen readers when the cart reaches free shipping and when it falls below, not every change', async () => {
    const { api, view, done } = await openWithMug({ freeShippingOver: '30' });
    await view.findByText('Add $18.00 more for free shipping');
    // Everything the live region says from here on, in order (each text once it is put in).
    const region = view.getByRole('status');
    const said: string[] = [];
    const listen = new MutationObserver(() => region.textContent && said.push(region.textContent));
    listen.observe(region, { childList: true, characterData: true, subtree: true });
    const line = (await api.getCart()).lines[0]?.id ?? '';
    await api.setQuantity(line, 2); // $24: still short
    await view.findByText('Add $6.00 more for free shipping');
    await api.setQuantity(line, 3); // $36: reached
    await view.findByText('Your order ships free');
    await vi.waitFor(() => expect(said).toContain('Your order ships free'));
    await api.setQuantity(line, 1); // $12: below again
    await view.findByText('Add $18.00 more for free shipping');
    await vi.waitFor(() => expect(said).toContain('Add $18.00 more for free shipping'));
    expect(said).not.toContain('Add $6.00 more for free shipping');
    listen.disconnect();
    done();
  });

  it.each([
    ['a word', 'fifty'],
    ['zero', '0'],
    ['a negative amount', '-5'],
    ['a currency sign', '$50'],
  ])('refuses %s in the console and dropcart:error, once, with no hint for the shopper', async (_, value) => {
    const { api, view, shadow, errors, events, done } = await openWithMug({ freeShippingOver: value });
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(String(errors.mock.calls[0]?.[0])).toContain(
      `data-free-shipping-over (freeShippingOver) "${value}"`,
    );
    expect(events).toEqual([{ code: 'INVALID_ARGUMENT', message: String(errors.mock.calls[0]?.[0]) }]);
    expect(view.queryByRole('meter')).toBeNull();
    expect(shadow.textContent).not.toMatch(/free shipping|ships free/i);
    // Once per widget, not on every opening of the cart.
    await api.close();
    await api.open();
    await view.findByRole('dialog', { name: 'Your cart' });
    await api.setQuantity((await api.getCart()).lines[0]?.id ?? '', 2);
    expect(errors).toHaveBeenCalledTimes(1);
    done();
  });

  it('maps data-free-shipping-over from the loader tag', async () => {
    const tag = { clientId: 'demo', freeShippingOver: 'lots' };
    const { errors, done } = await openWithMug({ tag } as Partial<MountOptions>);
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(String(errors.mock.calls[0]?.[0])).toContain('"lots"');
    done();
  });
});
