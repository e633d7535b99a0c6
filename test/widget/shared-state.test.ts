// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// What the widget hands the host page is the host's own copy (issue 30 #10): a host that changed the
// cart `getCart()` answered, or a `cart-change` detail, once changed what the widget showed and reported
// (pushing into the empty cart's shared constant gave every later empty cart a line and a count of 7).
import { describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import type { CartView } from '../../widget/index.ts';
import { usePlatform } from '../support/platform.ts';
import { hostElement, mountWidget } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

describe('what the host is handed', () => {
  it('an empty cart from getCart() is the caller’s: changing it changes nothing in the widget', async () => {
    const badge = hostElement('<span data-dropcart-count></span>');
    const first = mountWidget(platform.current.url);
    const empty = await first.api.getCart();
    empty.lines.push({ id: 'forged' } as CartView['lines'][number]);
    empty.count = 7;
    expect(await first.api.getCart()).toMatchObject({ lines: [], count: 0 });
    await first.api.destroy();
    // A second widget on the page starts from the same empty cart.
    const second = mountWidget(platform.current.url);
    expect(await second.api.getCart()).toMatchObject({ lines: [], count: 0 });
    await vi.waitFor(() => expect(badge.textContent).toBe('0'), { timeout: 10_000 });
  });

  it('a cart-change listener that empties detail.cart.lines leaves the widget’s cart as it is', async () => {
    const { api, view } = mountWidget(platform.current.url);
    const vandal = (event: Event) => {
      (event as CustomEvent<{ cart: CartView }>).detail.cart.lines.length = 0;
    };
    document.addEventListener('dropcart:cart-change', vandal);
    await api.on('cart-change', ({ cart }) => {
      cart.lines.splice(0);
      cart.count = 0;
    });
    try {
      const answered = await api.add({ productId: MUG, quantity: 2 });
      answered.lines.splice(0);
      const cart = await api.getCart();
      expect(cart.lines).toHaveLength(1);
      expect(cart.count).toBe(2);
      await api.open();
      expect(await view.findByText('Classic White Mug')).toBeTruthy();
    } finally {
      document.removeEventListener('dropcart:cart-change', vandal);
    }
  });
});

describe('pings from other tabs', () => {
  it('300 forged cart-changed pings make at most two cart reads', async () => {
    const { api, requests } = mountWidget(platform.current.url);
    await api.add({ productId: MUG });
    const start = requests.urls.length;
    const cartReads = () =>
      requests.urls.slice(start).filter((url) => new URL(url).pathname.endsWith('/carts/current')).length;
    const forger = new BroadcastChannel('dropcart:demo');
    const witness = new BroadcastChannel('dropcart:demo');
    let heard = 0;
    // Another listener on the channel: once it has heard all 300, so has the widget's.
    const allHeard = new Promise<void>((resolve) => {
      witness.onmessage = () => {
        if (++heard === 300) resolve();
      };
    });
    try {
      for (let i = 0; i < 300; i++) forger.postMessage({ type: 'cart-changed' });
      await allHeard;
      await vi.waitFor(() => expect(cartReads()).toBeGreaterThan(0), { timeout: 10_000 });
      await api.getCart(); // every read queued so far has answered
      expect(cartReads()).toBeLessThanOrEqual(2);
    } finally {
      forger.close();
      witness.close();
    }
  });
});
