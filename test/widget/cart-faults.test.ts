// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The widget on a bad connection: a lost answer to an add is read back instead of repeated or hidden,
// and retried reads tell the shopper quietly.
import { describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { cartHintKey } from '../../widget/cart/cart-hint.ts';
import { usePlatform } from '../support/platform.ts';
import { mountWidget } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

describe('the cart on a bad connection', () => {
  it('reads the cart back when an add was handled but its answer was lost: the item is there once', async () => {
    const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    platform.current.faults.set({
      rules: [{ pathPrefix: '/ecom/v2/carts/current/add-line-items', dropAfterHandling: true, times: 1 }],
    });
    await expect(api.add({ productId: MUG, quantity: 2 })).rejects.toMatchObject({ code: 'OUTCOME_UNKNOWN' });
    platform.current.faults.reset();
    await vi.waitFor(async () => {
      const lines = (await api.getCart()).lines.filter((line) => line.productId === MUG);
      expect(lines.map((line) => line.quantity)).toEqual([2]);
    });
    expect(await view.findByText(/could not confirm your change/)).toBeTruthy();
  });

  it('rolls back a change that was refused, with the platform’s reason', async () => {
    const { api } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    platform.current.faults.set({
      rules: [{ pathPrefix: '/ecom/v2/carts/current/add-line-items', status: 503, times: 1 }],
    });
    await expect(api.add({ productId: MUG })).rejects.toMatchObject({ name: 'ApiError' });
    platform.current.faults.reset();
    expect((await api.getCart()).lines.filter((line) => line.productId === MUG)).toEqual([]);
  });

  it('shows a quiet notice while it retries a read, and then the cart', async () => {
    platform.current.faults.set({
      rules: [{ pathPrefix: '/ecom/v2/carts/current', method: 'GET', status: 503, times: 1 }],
    });
    localStorage.setItem(cartHintKey('demo'), '1'); // a returning shopper: the cart is read on load
    const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
    expect(await view.findByText('The store is slow to answer. Trying again…')).toBeTruthy();
    await expect(api.getCart()).resolves.toMatchObject({ lines: [] });
    platform.current.faults.reset();
  });
});
