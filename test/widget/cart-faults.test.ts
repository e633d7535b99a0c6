// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The widget on a bad connection: a lost answer to an add is read back instead of repeated or hidden,
// and retried reads tell the shopper quietly.
import { describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { cartHintKey } from '../../widget/cart/cart-hint.ts';
import { usePlatform } from '../support/platform.ts';
import { hostElement, mountWidget } from './support.ts';

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

  it('rolls back a change the platform refused (4xx), in words for the shopper, not the platform’s', async () => {
    const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    platform.current.faults.set({
      rules: [{ pathPrefix: '/ecom/v2/carts/current/add-line-items', status: 409, times: 1 }],
    });
    await expect(api.add({ productId: MUG })).rejects.toMatchObject({ name: 'ApiError', status: 409 });
    platform.current.faults.reset();
    expect((await api.getCart()).lines.filter((line) => line.productId === MUG)).toEqual([]);
    expect(
      await view.findByText(
        'Your change could not be saved: The store could not do this right now. Please try again.',
      ),
    ).toBeTruthy();
    expect(view.queryByText(/Injected fault/)).toBeNull();
  });

  // A 5xx is no proof that nothing happened: the platform may have written the change and then failed,
  // or a gateway gave up on the answer. Rolling back would hide the item and invite a second add.
  // (the platform's error shape is an ApiError; a gateway's page, which says nothing, a SystemError: spec §8)
  for (const [what, rule, name] of [
    ['a 500 in the platform’s error shape', { status: 500 }, 'ApiError'],
    ['a 502 HTML page from a gateway', { status: 502, body: 'html' }, 'SystemError'],
  ] as const)
    it(`reads the cart back after ${what} to an add the platform applied: shown once, never doubled`, async () => {
      const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
      await api.getCart();
      platform.current.faults.set({
        rules: [
          {
            pathPrefix: '/ecom/v2/carts/current/add-line-items',
            statusAfterHandling: true,
            times: 1,
            ...rule,
          },
        ],
      });
      await expect(api.add({ productId: MUG, quantity: 2 })).rejects.toMatchObject({
        name,
        status: rule.status,
      });
      platform.current.faults.reset();
      const quantities = async () =>
        (await api.getCart()).lines.filter((line) => line.productId === MUG).map((line) => line.quantity);
      await vi.waitFor(async () => expect(await quantities()).toEqual([2]));
      expect(await view.findByText(/could not confirm your change/)).toBeTruthy();
      // The shopper, seeing the item, adds one more: three in all, not five.
      await api.add({ productId: MUG });
      expect(await quantities()).toEqual([3]);
    });

  it('reads the cart back after a 5xx to an add the platform did not apply: nothing shown, nothing lost', async () => {
    const { api, requests } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    platform.current.faults.set({
      rules: [{ pathPrefix: '/ecom/v2/carts/current/add-line-items', status: 503, times: 1 }],
    });
    const before = requests.urls.length;
    await expect(api.add({ productId: MUG })).rejects.toMatchObject({ name: 'ApiError', status: 503 });
    platform.current.faults.reset();
    expect((await api.getCart()).lines.filter((line) => line.productId === MUG)).toEqual([]);
    const reads = requests.urls.slice(before).filter((url) => url.endsWith('/ecom/v2/carts/current'));
    expect(reads).toHaveLength(1);
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

  // Issue #18: a failed product read blamed the button ("names no product of this store").
  it('a product read that fails is said as a failed read, not as a button naming no product', async () => {
    const { api } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    const said: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => said.push(text));
    platform.current.faults.set({ rules: [{ pathPrefix: '/stores', status: 503 }] });
    try {
      hostElement(`<button data-dropcart-add="${MUG}">Buy</button>`).click();
      await vi.waitFor(() => expect(said.some((text) => text.includes('could not be read'))).toBe(true), {
        timeout: 10_000,
      });
    } finally {
      platform.current.faults.reset();
    }
    expect(said.filter((text) => text.includes('names no product'))).toEqual([]);
    expect((await api.getCart()).lines).toEqual([]);
  });
});
