// A visit without a cart costs nothing (issue 17): no request and no console line on load; the cart is
// read when one is known to exist (a first-party hint written when the platform answered with one) or when
// the shopper opens it. Thousands of buy buttons (issue 18, hole 4): unknown products asked for in few
// queries and remembered, and no batch of new buttons makes the widget look through the whole page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { createClient, memoryTokenStorage } from '../../src/index.ts';
import { cartHintKey } from '../../widget/cart/cart-hint.ts';
import { BATCH_MS } from '../../widget/host/bindings.ts';
import { usePlatform } from '../support/platform.ts';
import { hostElement, mountWidget, testClock } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');
const SOLD_OUT = seedProductId('cracked-glaze-mug');

afterEach(() => vi.restoreAllMocks());

/** Resolves when a widget mounted after this call has finished booting (`dropcart:ready`). */
const nextReady = () =>
  new Promise((resolve) => document.addEventListener('dropcart:ready', resolve, { once: true }));

/** Each of the console's channels, as the page's developer (or Lighthouse) would see them. */
function consoleLines() {
  return (['error', 'warn', 'log', 'info', 'debug'] as const).map((channel) =>
    vi.spyOn(console, channel).mockImplementation(() => {}),
  );
}

describe('a visit without a cart', () => {
  it('sends no request and logs nothing while the page loads; opening the cart reads it once', async () => {
    const channels = consoleLines();
    hostElement(`<button data-dropcart-add="${MUG}">Buy</button>`);
    hostElement('<span id="count" data-dropcart-count>?</span>');
    const ready = nextReady();
    const { api, view, requests } = mountWidget(platform.current.url, { openOnAdd: false });
    await ready;
    expect((await api.getCart()).count).toBe(0);
    await vi.waitFor(() => expect(document.getElementById('count')?.textContent).toBe('0'));
    expect(requests.urls).toEqual([]);
    for (const channel of channels) expect(channel).not.toHaveBeenCalled();

    await api.open();
    expect(await view.findByText('Your cart is empty.')).toBeTruthy();
    expect(requests.urls.filter((url) => url.includes('/carts/current'))).toHaveLength(1);
    await api.close();
    await api.open();
    await api.getCart();
    expect(requests.urls.filter((url) => url.includes('/carts/current'))).toHaveLength(1);
  });

  it('an add needs no read first: its answer is the cart, and the next page reads it on load', async () => {
    const tokenStorage = memoryTokenStorage();
    const first = mountWidget(platform.current.url, { tokenStorage, openOnAdd: false });
    await first.api.add({ productId: MUG, quantity: 2 });
    await first.api.open();
    await first.api.getCart();
    expect(first.requests.urls.filter((url) => /\/carts\/current(\?|$)/.test(url))).toEqual([]);
    // The hint: that a cart exists, and what the page's bound elements show of it (loader/hint.ts).
    expect(JSON.parse(localStorage.getItem(cartHintKey('demo')) ?? 'null')).toEqual({
      count: '2',
      subtotal: '$24.00',
    });
    await first.api.destroy();

    // The next page of the same shopper: the count shows without any action.
    const count = hostElement('<span data-dropcart-count>0</span>');
    mountWidget(platform.current.url, { tokenStorage, openOnAdd: false });
    await vi.waitFor(() => expect(count.textContent).toBe('2'));
  });

  it('forgets the cart once the platform has none any more (after a checkout, another device)', async () => {
    const tokenStorage = memoryTokenStorage();
    const first = mountWidget(platform.current.url, { tokenStorage, openOnAdd: false });
    await first.api.add({ productId: MUG });
    await first.api.destroy();
    await createClient({ clientId: 'demo', apiBase: platform.current.url, tokenStorage }).cart.delete();

    const second = mountWidget(platform.current.url, { tokenStorage });
    expect((await second.api.getCart()).count).toBe(0);
    expect(second.requests.urls.filter((url) => url.includes('/carts/current'))).toHaveLength(1);
    expect(localStorage.getItem(cartHintKey('demo'))).toBeNull();
  });
});

describe('thousands of buy buttons', () => {
  /** Appends `ids` as buy buttons in batches of `size`, each batch in a task of its own (infinite scroll). */
  async function appendInBatches(ids: string[], size: number): Promise<void> {
    const list = document.getElementById('list') ?? hostElement('<ul id="list"></ul>');
    for (let start = 0; start < ids.length; start += size) {
      const batch = document.createDocumentFragment();
      for (const id of ids.slice(start, start + size)) {
        const item = document.createElement('li');
        item.innerHTML = `<button data-dropcart-add="${id}">Buy</button>`;
        batch.append(item);
      }
      list.append(batch);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }

  it('asks for 400 unknown products in a few queries, once, and no batch scans the whole page', async () => {
    const clock = testClock();
    const ready = nextReady();
    const { requests } = mountWidget(platform.current.url, { platform: clock });
    await ready;
    document.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    const queries = requests.watch('/products/query');
    const unknown = Array.from({ length: 400 }, (_, i) => `no-such-product-${i}`);
    const scans = vi.spyOn(Document.prototype, 'querySelectorAll');
    await appendInBatches([...unknown, SOLD_OUT], 10);
    expect(scans).not.toHaveBeenCalled();
    scans.mockRestore();
    await clock.advance(BATCH_MS); // the batches of a short while go out together
    // The sold-out product's button is marked once its (batched) answer is in.
    await vi.waitFor(() =>
      expect(
        document.querySelector(`[data-dropcart-add="${SOLD_OUT}"]`)?.getAttribute('data-dropcart-state'),
      ).toBe('sold-out'),
    );
    expect(queries.count).toBe(5); // 401 products, 100 per query at most
    // None of them read alone at load.
    expect(requests.urls.filter((url) => url.includes('/products/no-such-product'))).toEqual([]);

    // More buttons for the same unknown products: remembered, not asked for again.
    await appendInBatches(unknown.slice(0, 100), 10);
    await clock.advance(BATCH_MS);
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queries.count).toBe(5);
  });
});
