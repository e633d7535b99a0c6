// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// A buy click whose product the widget has not read yet (a first visit's, replayed once the widget is
// there): its line shows at once, pending, and the cart opens; when no add follows, the line goes and the
// cart closes again, the shopper told why. The product's read is held until the test has looked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { usePlatform } from '../support/platform.ts';
import { holdFrames } from './frames.ts';
import { heldRequests, hostElement, mountWidget, type TestClock, testClock } from './support.ts';

const platform = usePlatform();
const SOLD_OUT = seedProductId('cracked-glaze-mug');
const MUG = seedProductId('classic-white-mug');

afterEach(() => vi.restoreAllMocks());

/**
 * Clicks a button for `productId` with the product's reads held; resolves once the pending line shows.
 * `clock`: the widget's, for a test that takes the next paint itself (frames.ts).
 */
async function clickWithReadHeld(productId: string, clock?: TestClock) {
  const reads = heldRequests('products');
  const { api, view, shadow } = mountWidget(platform.current.url, {
    platform: { ...clock, fetch: reads.fetch },
  });
  await api.getCart();
  const button = hostElement<HTMLButtonElement>(`<button data-dropcart-add="${productId}">Buy</button>`);
  button.click();
  const drawer = await view.findByRole('dialog', { name: 'Your cart' });
  await vi.waitFor(() => expect(drawer.querySelector('li.line[data-pending="true"]')).not.toBeNull());
  expect(drawer.querySelector('li.line')?.textContent).toContain('Adding…');
  expect(button.getAttribute('aria-busy')).toBe('true');
  await reads.until(1);
  const release = () => {
    for (const read of reads.held) read.release();
  };
  return { api, view, shadow, button, release };
}

describe('a buy click before its product is read', () => {
  it('takes its pending line out and closes the cart when the product is sold out', async () => {
    const { api, view, shadow, button, release } = await clickWithReadHeld(SOLD_OUT);
    release();
    await vi.waitFor(() => expect(view.queryByRole('dialog', { name: 'Your cart' })).toBeNull());
    await vi.waitFor(() => expect(shadow.textContent).toContain('Cracked Glaze Mug: Sold out'));
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect((await api.getCart()).lines).toEqual([]);
  });

  it('takes its pending line out and closes the cart when the product does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, view, shadow, release } = await clickWithReadHeld('no-such-product');
    release();
    await vi.waitFor(() => expect(view.queryByRole('dialog', { name: 'Your cart' })).toBeNull());
    await vi.waitFor(() => expect(shadow.textContent).toContain('This item is not available right now'));
    expect((await api.getCart()).lines).toEqual([]);
  });

  it('stays closed once the shopper closed the cart, when the held add goes through', async () => {
    const clock = testClock();
    const { api, view, release } = await clickWithReadHeld(MUG, clock);
    const frames = holdFrames(clock);
    await api.close();
    await vi.waitFor(() => expect(view.queryByRole('dialog', { name: 'Your cart' })).toBeNull());
    release();
    await vi.waitFor(async () => expect((await api.getCart()).lines).toHaveLength(1));
    // The next paint, after which an open that followed the add would show (open-on-add waits for one).
    await frames.paint();
    expect(view.queryByRole('dialog', { name: 'Your cart' })).toBeNull();
  });
});
