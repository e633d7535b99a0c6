// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// Issue 25: what the live Cart V2 says, replayed through the widget (test/support/replay.ts) on top of the
// emulator's catalog and tokens: a recorded live cart and estimate (a line with no image, amounts as
// `"1249.00"` and `"0"`, both missing-delivery violations; fixtures/cart-v2-live.ts) and the declared
// refusals (428 INSUFFICIENT_INVENTORY, ITEM_NOT_FOUND_IN_CATALOG, MAX_LINE_ITEMS_EXCEEDED,
// CART_ALREADY_ORDERED). The shopper reads what the platform means, never "could not do this right now".
import { describe, expect, it, vi } from 'vitest';
import { v3DefaultVariantId } from '../../demo/platform/catalog/ids.ts';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { insufficientInventory, liveEstimate } from '../client/fixtures/cart-v2-live.ts';
import { usePlatform } from '../support/platform.ts';
import { type Replayed, replayFetch } from '../support/replay.ts';
import { type MountedWidget, mountWidget } from './support.ts';

const platform = usePlatform(); // a Catalog V3 site; the widget speaks Current Cart V2
const V2 = '/ecom/v2/carts/current';
const MUG = seedProductId('classic-white-mug');
const LINE = '00000000-0000-0000-0000-000000000001';

const refusal = (code: string, data: Record<string, unknown> = {}) => ({
  message: `${code}: for developers`,
  details: { applicationError: { code, description: `${code}: for developers`, data } },
});

/** The widget with the recorded live cart of `productId` as the shopper's cart, and `more` answers. */
async function liveCart(productId: string, name: string, more: Replayed[] = [], once = false) {
  // The variant as the emulator's V3 catalog names a product without options (what an add sends).
  const recorded = liveEstimate(productId, name, v3DefaultVariantId(productId));
  const replay = replayFetch([
    ...more,
    { method: 'GET', path: V2, body: { cart: recorded.cart }, once },
    { method: 'POST', path: `${V2}/estimate`, body: recorded, once },
  ]);
  const errors: string[] = [];
  document.addEventListener('dropcart:error', (e) => errors.push((e as CustomEvent).detail.code));
  const widget = mountWidget(platform.current.url, { platform: { fetch: replay.fetch } });
  await widget.api.open();
  const line = await vi.waitFor(() => {
    const found = widget.view.getByText(name).closest('li');
    if (!found) throw new Error('no line yet');
    return found as HTMLElement;
  });
  return { widget, line, errors, replay };
}

const stepperValue = (line: HTMLElement) =>
  (line.querySelector('.stepper-value') as HTMLInputElement | null)?.value;
const neverGeneral = (widget: MountedWidget) =>
  expect(widget.shadow.textContent).not.toMatch(/could not do this right now|could not be saved/);

describe('a recorded live Cart V2 answer', () => {
  it('a line without image shows the catalog’s picture of its product; totals stay without a destination', async () => {
    const { widget, line } = await liveCart(MUG, 'Classic White Mug');
    // The catalog's picture, joined by the product id (one query), not an empty box.
    await vi.waitFor(() =>
      expect(line.querySelector('img')?.getAttribute('src')).toBe(
        `${platform.current.url}/_media/classic-white-mug.svg`,
      ),
    );
    expect(line.textContent).toContain('₹1,249.00');
    // Both MISSING_* violations arrive: no shipping or tax row, the total is the subtotal, checkout is open.
    const totals = await vi.waitFor(() => {
      const dl = widget.view.getByText('Estimated total').closest('dl') as HTMLElement;
      expect(dl.textContent).toContain('₹1,249.00');
      return dl;
    });
    expect([...totals.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Subtotal',
      'Estimated total',
    ]);
    const checkout = widget.view.getByRole('button', { name: 'Check out' });
    expect(checkout.getAttribute('aria-disabled')).toBeNull();
  });

  it('a line without image whose product the catalog does not know shows its initial, never an empty box', async () => {
    const { line } = await liveCart('no-such-product', 'kiosk');
    await vi.waitFor(() => expect(line.querySelector('.placeholder')?.textContent).toBe('K'));
    expect(line.querySelector('img')).toBeNull();
  });
});

describe('the declared refusals, replayed', () => {
  it('428 INSUFFICIENT_INVENTORY on a quantity change: "Only 2 left", the quantity back to what the cart holds', async () => {
    const { widget, line, errors } = await liveCart(MUG, 'Classic White Mug', [
      {
        method: 'POST',
        path: `${V2}/update-line-items`,
        status: 428,
        body: insufficientInventory({ lineItemId: LINE }, 5, 2),
      },
    ]);
    const refused = widget.api.setQuantity(LINE, 5);
    await expect(refused).rejects.toMatchObject({ code: 'INSUFFICIENT_INVENTORY', status: 428 });
    await vi.waitFor(() => expect(line.textContent).toContain('Only 2 left of Classic White Mug.'));
    expect(stepperValue(line)).toBe('1');
    expect(errors).toEqual(['INSUFFICIENT_INVENTORY']);
    neverGeneral(widget);
  });

  it('428 INSUFFICIENT_INVENTORY on an add: "Only 2 left of" the item, nothing added', async () => {
    const { widget, errors } = await liveCart(MUG, 'Classic White Mug', [
      {
        method: 'POST',
        path: `${V2}/add-line-items`,
        status: 428,
        body: insufficientInventory({ catalogReference: { catalogItemId: MUG } }, 3, 2),
      },
    ]);
    await expect(widget.api.add({ productId: MUG, quantity: 2 })).rejects.toMatchObject({
      code: 'INSUFFICIENT_INVENTORY',
    });
    // Told at the line the cart holds of it.
    const line = widget.view.getByText('Classic White Mug').closest('li') as HTMLElement;
    await vi.waitFor(() => expect(line.textContent).toContain('Only 2 left of Classic White Mug.'));
    expect(stepperValue(line)).toBe('1');
    expect(errors).toEqual(['INSUFFICIENT_INVENTORY']);
    neverGeneral(widget);
  });

  it.each([
    ['ITEM_NOT_FOUND_IN_CATALOG', 'This item is no longer sold: Enamel Pin.'],
    ['MAX_LINE_ITEMS_EXCEEDED', 'Your cart is full: remove an item to add another.'],
  ])('%s on an add reads as what it means', async (code, told) => {
    const { widget, errors } = await liveCart(MUG, 'Classic White Mug', [
      {
        method: 'POST',
        path: `${V2}/add-line-items`,
        status: code.startsWith('MAX') ? 400 : 428,
        body: refusal(code),
      },
    ]);
    await expect(widget.api.add({ productId: seedProductId('enamel-pin') })).rejects.toMatchObject({ code });
    await vi.waitFor(() => expect(widget.shadow.textContent).toContain(told));
    expect(errors).toEqual([code]);
    neverGeneral(widget);
  });

  it('CART_ALREADY_ORDERED: says so, and the shopper is on a new, empty cart', async () => {
    const { widget, errors } = await liveCart(
      MUG,
      'Classic White Mug',
      [
        {
          method: 'POST',
          path: `${V2}/remove-line-items`,
          status: 428,
          body: refusal('CART_ALREADY_ORDERED'),
        },
      ],
      true, // the cart is read once: then the platform has no current cart (the emulator's 404)
    );
    await expect(widget.api.remove(LINE)).rejects.toMatchObject({ code: 'CART_ALREADY_ORDERED' });
    await vi.waitFor(() =>
      expect(widget.shadow.textContent).toContain('This cart was already ordered: a new cart is started.'),
    );
    await vi.waitFor(async () => expect((await widget.api.getCart()).lines).toEqual([]));
    expect(await vi.waitFor(() => widget.view.getByText('Your cart is empty.'))).toBeTruthy();
    expect(errors).toEqual(['CART_ALREADY_ORDERED']);
  });
  it('CART_ALREADY_ORDERED on the estimate: says so where the cart is, and starts a new, empty cart', async () => {
    const recorded = liveEstimate(MUG, 'Classic White Mug', v3DefaultVariantId(MUG));
    const replay = replayFetch([
      { method: 'GET', path: V2, body: { cart: recorded.cart }, once: true },
      {
        method: 'POST',
        path: `${V2}/estimate`,
        status: 428,
        body: refusal('CART_ALREADY_ORDERED'),
        once: true,
      },
    ]);
    const widget = mountWidget(platform.current.url, { platform: { fetch: replay.fetch } });
    await widget.api.open();
    await vi.waitFor(() =>
      expect(widget.shadow.textContent).toContain('This cart was already ordered: a new cart is started.'),
    );
    await vi.waitFor(() => widget.view.getByText('Your cart is empty.'));
    expect(replay.replayed).toEqual([`GET ${V2}`, `POST ${V2}/estimate`]);
    neverGeneral(widget);
  });
});
