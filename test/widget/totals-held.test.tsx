// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The totals while a line cannot be bought (issue 15): no shipping, tax and total for a cart nobody can
// buy, and a line the estimate finds sold out (the cart's last read still calling it available) shows it
// with its fix and holds the checkout, on Current Cart V2 and Cart V1.
import { within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { type Address, type CartTotals, createClient, memoryTokenStorage } from '../../src/index.ts';
import { linesOf, linesToFix } from '../../widget/cart/availability.ts';
import type { EstimateState } from '../../widget/cart/reducer.ts';
import { cartView, type LineView } from '../../widget/cart/view.ts';
import { usePlatform } from '../support/platform.ts';
import { setStock } from '../support/stock.ts';
import { mountWidget } from './support.ts';

const platform = usePlatform();
const PIN = seedProductId('enamel-pin');
const MUG = seedProductId('classic-white-mug');
const NEW_YORK: Address = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' };

describe.each(['v2', 'v1'] as const)('Cart %s: totals while a line cannot be bought', (cartApi) => {
  it('sold out while the cart was closed: the line says so, no shipping or tax over $0.00, checkout held', async () => {
    // The same shopper's cart with a destination and a method (given elsewhere), so that the estimate
    // has shipping and tax to show.
    const tokenStorage = memoryTokenStorage();
    const client = createClient({ clientId: 'demo', apiBase: platform.current.url, tokenStorage, cartApi });
    const widget = mountWidget(platform.current.url, { cartApi, tokenStorage, openOnAdd: false });
    await widget.api.add({ productId: PIN });
    await client.cart.update({ deliveryAddress: NEW_YORK });
    if (cartApi === 'v2') await client.cart.setDeliveryMethod({ code: 'express' });
    try {
      await setStock(platform.current.url, PIN, 0);
      // Only the estimate of the opened cart learns it: the widget does not read the cart again.
      await widget.api.open();
      const region = await widget.view.findByRole('region', { name: 'Order summary' });
      const note = 'Shipping, tax and the total show once the items above are fixed.';
      await vi.waitFor(() => expect(within(region).getByText(note)).toBeTruthy());
      const value = (label: string) => within(region).queryByText(label)?.nextElementSibling?.textContent;
      expect(value('Subtotal')).toBe('$0.00');
      expect(within(region).queryByText('Shipping')).toBeNull();
      expect(within(region).queryByText(/^Tax/)).toBeNull();
      expect(within(region).queryByText('Estimated total')).toBeNull();
      expect(within(region).queryByRole('group', { name: 'Shipping method' })).toBeNull();
      // The line says why, with its fix, and the checkout waits for it.
      const line = widget.view.getByText('Enamel Pin').closest('li') as HTMLElement;
      expect(within(line).getByText('Sold out')).toBeTruthy();
      expect(widget.view.getByRole('button', { name: 'Check out' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      await expect(widget.api.checkout()).rejects.toMatchObject({ code: 'CHECKOUT_HELD' });

      // Fixed (the line removed, another added): the whole estimate is back.
      await widget.api.add({ productId: MUG });
      within(line).getByRole('button', { name: 'Remove Enamel Pin (Sold out)' }).click();
      await vi.waitFor(() => expect(within(region).getByText('Estimated total')).toBeTruthy());
      expect(within(region).getByText('Shipping')).toBeTruthy();
      expect(within(region).queryByText(note)).toBeNull();
      expect(widget.view.getByRole('button', { name: 'Check out' }).getAttribute('aria-disabled')).toBeNull();
    } finally {
      await setStock(platform.current.url, PIN, 4);
    }
  });
});

describe('linesOf: the lines as the platform last said they can be bought', () => {
  const line = (id: string): LineView => ({
    id,
    productId: `product-${id}`,
    catalogReference: { catalogItemId: `product-${id}`, appId: 'stores' },
    options: {},
    name: `Item ${id}`,
    details: [],
    quantity: 1,
    confirmedQuantity: 1,
    availability: 'AVAILABLE',
    unitPrice: { amount: '5.00' },
    totalPrice: { amount: '5.00' },
  });
  const view = cartView({
    api: 'v2',
    id: 'cart',
    currency: 'USD',
    lines: [line('a'), line('b')],
    subtotal: { amount: '10.00' },
  });
  const totals = (violations: CartTotals['violations']): CartTotals => ({
    cart: { api: 'v2', id: 'cart', currency: 'USD', lines: view.lines, subtotal: view.subtotal },
    subtotal: { amount: '5.00' },
    total: { amount: '5.00' },
    deliveryOptions: [],
    violations,
  });
  const outOfStock = totals([
    { code: 'LINE_ITEMS_OUT_OF_STOCK', severity: 'ERROR', scope: 'LINE_ITEM', lineItemIds: ['b'] },
  ]);

  it('takes a LINE_ITEMS_OUT_OF_STOCK violation of the estimate of the cart as it is', () => {
    const estimate: EstimateState = { status: 'ready', data: outOfStock };
    const lines = linesOf({ view, estimate });
    expect(lines.map((l) => l.availability)).toEqual(['AVAILABLE', 'NOT_AVAILABLE']);
    expect(linesToFix(lines).map((l) => l.id)).toEqual(['b']);
    // The same answer for the same state (a store selector must not make a new one each time).
    expect(linesOf({ view, estimate })).toBe(lines);
    expect(lines[0]).toBe(view.lines[0]);
  });

  it('ignores an estimate of an earlier cart (kept while the next is computed), and warnings', () => {
    expect(linesOf({ view, estimate: { status: 'idle', data: outOfStock } })).toBe(view.lines);
    const warning = totals([
      { code: 'LINE_ITEMS_OUT_OF_STOCK', severity: 'WARNING', scope: 'LINE_ITEM', lineItemIds: ['b'] },
    ]);
    expect(linesOf({ view, estimate: { status: 'ready', data: warning } })).toBe(view.lines);
  });
});
