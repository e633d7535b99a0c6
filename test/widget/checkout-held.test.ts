// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// `Dropcart.checkout()` holds a cart the hosted checkout would refuse, by the same rule as the drawer's
// button (cart/availability.ts): it rejects naming each line and its fix, opens the cart at the fixes, and
// hands nothing to the platform; the same through the postMessage bridge.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { usePlatform } from '../support/platform.ts';
import { setStock } from '../support/stock.ts';
import { type MountedWidget, mountWidget } from './support.ts';

const platform = usePlatform();
const PIN = seedProductId('enamel-pin');
const MUG = seedProductId('classic-white-mug');

afterEach(() => vi.restoreAllMocks());

/** Makes the widget read its cart again, as it does when another tab says it changed the cart. */
async function reread({ api }: MountedWidget, until: (availability: string[]) => boolean): Promise<void> {
  const otherTab = new BroadcastChannel('dropcart:demo');
  try {
    otherTab.postMessage({ type: 'cart-changed' });
    await vi.waitFor(async () =>
      expect(until((await api.getCart()).lines.map((line) => line.availability))).toBe(true),
    );
  } finally {
    otherTab.close();
  }
}

describe.each(['v2', 'v1'] as const)('Cart %s: checkout while a line cannot be bought', (cartApi) => {
  it('rejects naming the line and its fix, opens the cart at it, hands nothing over, then goes once fixed', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const widget = mountWidget(platform.current.url, { cartApi, openOnAdd: false });
    const { api, view, shadow, requests } = widget;
    const errors: Array<{ code: string; message: string }> = [];
    await api.on('error', (detail) => errors.push(detail));
    await api.add({ productId: MUG });
    await api.add({ productId: PIN, quantity: 3 });
    try {
      await setStock(platform.current.url, PIN, 2);
      await reread(widget, (availability) => availability.includes('PARTIALLY_AVAILABLE'));
      expect(view.queryByRole('dialog')).toBeNull();
      const handOffs = requests.watch('redirect-session');

      const refused = api.checkout();
      const message = 'Checkout waits until the cart is fixed: Enamel Pin (only 2 left): reduce it to 2.';
      await expect(refused).rejects.toMatchObject({ code: 'CHECKOUT_HELD', message });
      // The cart opens where the fix is, and the held note says why; no toast repeats it.
      const dialog = await view.findByRole('dialog', { name: 'Your cart' });
      expect(await view.findByRole('button', { name: 'Reduce Enamel Pin to 2' })).toBeTruthy();
      const checkout = view.getByRole('button', { name: 'Check out' });
      expect(checkout.getAttribute('aria-disabled')).toBe('true');
      expect(dialog.textContent).toContain('Fix them to check out.');
      expect(shadow.querySelector('.toast')).toBeNull();
      expect(errors).toEqual([{ code: 'CHECKOUT_HELD', message }]);
      // Screen readers hear why (the note was already there when the cart opened, so it is not read).
      await vi.waitFor(() => expect(shadow.querySelector('[role="status"]')?.textContent).toBe(message));
      expect(assign).not.toHaveBeenCalled();
      expect(handOffs.count).toBe(0);
      // Not stuck in "Taking you to checkout…".
      expect(checkout.textContent).toBe('Check out');

      // A fix still on its way when checkout is asked for is waited for: the cart is then consistent.
      const [pinLine] = (await api.getCart()).lines.filter((line) => line.productId === PIN);
      void api.setQuantity(pinLine?.id as string, 2);
      await api.checkout();
      expect(assign).toHaveBeenCalledTimes(1);
      expect(handOffs.count).toBe(1);
    } finally {
      await setStock(platform.current.url, PIN, 4);
    }
  });

  it('names every line that needs a fix, sold out ones with "remove it"', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const widget = mountWidget(platform.current.url, { cartApi, openOnAdd: false });
    await widget.api.add({ productId: PIN });
    await widget.api.add({ productId: MUG });
    try {
      await setStock(platform.current.url, PIN, 0);
      await reread(widget, (availability) => availability.includes('NOT_AVAILABLE'));
      await expect(widget.api.checkout()).rejects.toMatchObject({
        code: 'CHECKOUT_HELD',
        message: 'Checkout waits until the cart is fixed: Enamel Pin (Sold out): remove it.',
      });
    } finally {
      await setStock(platform.current.url, PIN, 4);
    }
  });
});

it('says it in German with data-locale de', async () => {
  vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const widget = mountWidget(platform.current.url, { locale: 'de', openOnAdd: false });
  await widget.api.add({ productId: PIN, quantity: 3 });
  try {
    await setStock(platform.current.url, PIN, 2);
    await reread(widget, (availability) => availability.includes('PARTIALLY_AVAILABLE'));
    await expect(widget.api.checkout()).rejects.toMatchObject({
      code: 'CHECKOUT_HELD',
      message:
        'Zur Kasse geht es erst, wenn der Warenkorb angepasst ist: Enamel Pin (nur noch 2 verfügbar): bitte auf 2 reduzieren.',
    });
  } finally {
    await setStock(platform.current.url, PIN, 4);
  }
});
