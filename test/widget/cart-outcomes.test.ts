// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// Issue 13, difference 2: the platform answers an add with 200 even when it leaves the item out of the
// cart or cannot sell it, and caps quantities at the stock instead of refusing. The widget compares what it
// asked for with what came back and tells the shopper (never "added"), on both cart generations.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningPlatform } from '../../demo/platform/index.ts';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { startTestPlatform, usePlatform } from '../support/platform.ts';
import { heldRequests, hostElement, type MountedWidget, mountWidget } from './support.ts';

const platform = usePlatform(); // a Catalog V3 site; the widget speaks Current Cart V2
const SOLD_OUT = seedProductId('cracked-glaze-mug');
const PIN = seedProductId('enamel-pin'); // 4 in stock
const SOCKS = seedProductId('wool-socks');

/** What the live region (the screen reader's) says once its short delay has passed. */
async function announced(widget: MountedWidget, text: string): Promise<void> {
  await vi.waitFor(() => expect(widget.view.getByRole('status').textContent).toBe(text));
}

function itemsAdded(): unknown[] {
  const seen: unknown[] = [];
  document.addEventListener('dropcart:item-added', (event) => seen.push((event as CustomEvent).detail));
  return seen;
}

describe('Current Cart V2 on a Catalog V3 site', () => {
  it('an item that comes back sold out is not announced as added, and item-added stays silent', async () => {
    const added = itemsAdded();
    const widget = mountWidget(platform.current.url);
    await widget.api.getCart();
    await expect(widget.api.add({ productId: SOLD_OUT })).rejects.toMatchObject({ code: 'NOT_ADDED' });
    const told = 'Cracked Glaze Mug is sold out and was not added.';
    await announced(widget, told);
    // The platform made a line it cannot sell (OUT_OF_STOCK, nothing confirmed): the widget takes it out
    // again, so the add leaves the cart as it was, and says so where the line would have been.
    await vi.waitFor(() =>
      expect(
        widget.view.getAllByText(told).filter((e: HTMLElement) => e.closest('[part="warning"]')),
      ).toHaveLength(1),
    );
    expect(widget.view.queryByText('Cracked Glaze Mug')).toBeNull();
    expect(added).toEqual([]);
    expect((await widget.api.getCart()).lines).toEqual([]);
    expect(widget.requests.urls.filter((url) => url.endsWith('/remove-line-items'))).toHaveLength(1);
  });

  it('an add capped at the stock says how many can be bought, and item-added counts those', async () => {
    const added = itemsAdded();
    const widget = mountWidget(platform.current.url);
    await widget.api.getCart();
    const cart = await widget.api.add({ productId: PIN, quantity: 6 });
    expect(cart.lines.map((l) => [l.quantity, l.confirmedQuantity, l.availability])).toEqual([
      [6, 4, 'PARTIALLY_AVAILABLE'],
    ]);
    await announced(widget, 'Only 4 of Enamel Pin can be bought right now.');
    expect(added).toEqual([{ productId: PIN, variantId: expect.any(String), quantity: 4 }]);
    expect(await widget.view.findByText('Only 4 left')).toBeTruthy();
  });

  it('a quantity change capped at the stock says how many can be bought', async () => {
    const widget = mountWidget(platform.current.url, { openOnAdd: false });
    const { lines } = await widget.api.add({ productId: PIN });
    const cart = await widget.api.setQuantity(lines[0]?.id as string, 7);
    expect(cart.lines[0]?.confirmedQuantity).toBe(4);
    await announced(widget, 'Only 4 of Enamel Pin can be bought right now.');
  });
});

describe('Cart V1 on a Catalog V1 site', () => {
  let v1: RunningPlatform;
  beforeAll(async () => {
    v1 = await startTestPlatform({ config: { catalogVersion: 'V1_CATALOG' } });
  });
  afterAll(() => v1?.close());

  async function setVisible(productId: string, visible: boolean): Promise<void> {
    const response = await fetch(`${v1.url}/stores/v1/products/${productId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: 'demo-admin-key' },
      body: JSON.stringify({ product: { id: productId, visible } }),
    });
    expect(response.status).toBe(200);
  }

  it('an item the platform leaves out of the cart is told where its line would be; its line goes', async () => {
    const added = itemsAdded();
    const adding = heldRequests('add-to-cart');
    const widget = mountWidget(v1.url, { cartApi: 'v1', platform: { fetch: adding.fetch } });
    await widget.api.getCart();
    hostElement(`<button data-dropcart-add="${SOCKS}">Buy socks</button>`).click();
    await adding.until(1); // the page read the product; the add waits to be sent
    expect((await widget.view.findByText('Wool Socks')).closest('li')?.getAttribute('data-pending')).toBe(
      'true',
    );
    await setVisible(SOCKS, false); // the merchant hides it meanwhile
    try {
      adding.held[0]?.release();
      const told = 'Wool Socks could not be added: the store does not sell it right now.';
      await announced(widget, told);
      // Beside the live region, in the drawer where the line would have been.
      await vi.waitFor(() =>
        expect(
          widget.view.getAllByText(told).filter((e: HTMLElement) => e.closest('[part="warning"]')),
        ).toHaveLength(1),
      );
      expect(widget.view.queryByText('Wool Socks')).toBeNull(); // the optimistic line did not linger
      expect(widget.view.queryByText(/added to cart/)).toBeNull();
      expect(added).toEqual([]);
      expect((await widget.api.getCart()).lines).toEqual([]);
    } finally {
      await setVisible(SOCKS, true);
    }
  });

  it('an add capped quietly at the stock (V1 lowers the quantity) is told at its line', async () => {
    const widget = mountWidget(v1.url, { cartApi: 'v1' });
    await widget.api.getCart();
    const cart = await widget.api.add({ productId: PIN, quantity: 6 });
    expect(cart.lines.map((l) => [l.quantity, l.availability])).toEqual([[4, 'AVAILABLE']]);
    const text = 'Only 4 of Enamel Pin can be bought right now.';
    await announced(widget, text);
    const line = widget.view.getByText('Enamel Pin').closest('li') as HTMLElement;
    expect(line.textContent).toContain(text);
    expect(widget.requests.urls.some((url) => url.includes('/ecom/v1/carts/current/add-to-cart'))).toBe(true);
  });
});
