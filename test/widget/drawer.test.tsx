// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The cart drawer as a modal dialog: focus in and back, Escape and backdrop, the host page's scroll lock
// restored exactly, line items, availability warnings with their fix, the empty state.
import { within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { createClient, memoryTokenStorage } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { setStock } from '../support/stock.ts';
import { hostElement, mountWidget } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');
const PIN = seedProductId('enamel-pin');
const TEE = seedProductId('organic-cotton-tee');

describe('the drawer', () => {
  it('is a labelled modal dialog that takes focus and gives it back', async () => {
    const { api, view, shadow } = mountWidget(platform.current.url);
    await api.getCart();
    const opener = hostElement<HTMLButtonElement>('<button data-dropcart-open>Cart</button>');
    opener.focus();
    opener.click();
    const dialog = await view.findByRole('dialog', { name: 'Your cart' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await vi.waitFor(() => expect(dialog.contains(shadow.activeElement)).toBe(true));
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', async () => {
    const { api, view, shadow } = mountWidget(platform.current.url);
    await api.add({ productId: MUG });
    const dialog = await view.findByRole('dialog', { name: 'Your cart' });
    const close = view.getByRole('button', { name: 'Close cart' });
    const checkout = await view.findByRole('button', { name: 'Check out' });
    await vi.waitFor(() => expect(dialog.contains(shadow.activeElement)).toBe(true)); // the trap is set up
    checkout.focus();
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(shadow.activeElement).toBe(view.getByRole('button', { name: 'Sign in' }));
    view.getByRole('button', { name: 'Sign in' }).focus();
    dialog.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }),
    );
    expect(shadow.activeElement).toBe(checkout);
    expect(close).toBeTruthy();
  });

  it('locks the page scroll while open and restores exactly what it changed', async () => {
    document.documentElement.style.setProperty('padding-right', '3px');
    const before = document.documentElement.getAttribute('style');
    const { api, view, shadow } = mountWidget(platform.current.url);
    await api.open();
    await view.findByRole('dialog');
    await vi.waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('overflow')).toBe('hidden'),
    );
    (shadow.querySelector('.backdrop') as HTMLElement).click();
    await vi.waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(document.documentElement.getAttribute('style')).toBe(before);
    document.documentElement.removeAttribute('style');
  });

  it('shows the empty state', async () => {
    const { api, view } = mountWidget(platform.current.url);
    await api.open();
    expect(await view.findByText('Your cart is empty.')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Check out' })).toBeNull();
  });

  it.each(['v2', 'v1'] as const)(
    'Cart %s: a cart the platform does not have (404, before the first add or after a delete) is the empty cart, not an error',
    async (cartApi) => {
      const answers: Array<[string, number]> = [];
      const fetchAndNote: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        answers.push([
          new URL(String(input instanceof Request ? input.url : input)).pathname,
          response.status,
        ]);
        return response;
      };
      const tokenStorage = memoryTokenStorage();
      const { api, view } = mountWidget(platform.current.url, {
        cartApi,
        tokenStorage,
        openOnAdd: false,
        platform: { fetch: fetchAndNote },
      });
      expect((await api.getCart()).lines).toEqual([]);
      // No cart known in this browser: the visit asks nothing (no 404 for the console).
      expect(answers).toEqual([]);
      await api.add({ productId: MUG });
      // Another client of the store deletes the cart (another tab's, or the page's own): it says so, and the
      // widget reads the cart again.
      await createClient({
        clientId: 'demo',
        apiBase: platform.current.url,
        tokenStorage,
        cartApi,
      }).cart.delete();
      await vi.waitFor(async () => expect((await api.getCart()).count).toBe(0));
      expect(
        answers.filter(([path, status]) => path === `/ecom/${cartApi}/carts/current` && status === 404),
      ).toHaveLength(1);
      await api.open();
      expect(await view.findByText('Your cart is empty.')).toBeTruthy();
      expect(view.queryByText(/could not be loaded/)).toBeNull();
      expect(view.queryByRole('alert')).toBeNull();
    },
  );

  it('lists each line with options, unit and line price, and removes it', async () => {
    const { api, view } = mountWidget(platform.current.url);
    await api.add({ productId: TEE, options: { Size: 'M', Color: 'Black' }, quantity: 2 });
    expect(await view.findByText('Organic Cotton Tee')).toBeTruthy();
    expect(view.getByText('Size: M, Color: Black')).toBeTruthy();
    const line = view.getByText('Organic Cotton Tee').closest('li') as HTMLElement;
    expect(within(line).getByText('$25.00 each')).toBeTruthy();
    expect(within(line).getByText('$50.00')).toBeTruthy();
    view.getByRole('button', { name: 'Remove Organic Cotton Tee' }).click();
    expect(await view.findByText('Your cart is empty.')).toBeTruthy();
    expect((await api.getCart()).lines).toEqual([]);
  });

  it.each(['v2', 'v1'] as const)(
    'Cart %s: a line sold out or short is told with its fix, billed consistently, and holds the checkout until fixed',
    async (cartApi) => {
      const { api, view } = mountWidget(platform.current.url, { cartApi });
      await api.add({ productId: PIN, quantity: 3 });
      const checkout = await view.findByRole('button', { name: 'Check out' });
      expect(checkout.getAttribute('aria-disabled')).toBeNull();
      const otherTab = new BroadcastChannel('dropcart:demo');
      const line = () => view.getByText('Enamel Pin').closest('li') as HTMLElement;
      const subtotal = () => view.getByText('Subtotal').nextElementSibling?.textContent;
      try {
        await setStock(platform.current.url, PIN, 2);
        otherTab.postMessage({ type: 'cart-changed' }); // as another tab does after its own change
        expect(await view.findByText('Only 2 left')).toBeTruthy();
        // The line's amount and its unit text agree with each other and with the subtotal.
        const amount = within(line()).getByText(/^\$\d+\.00$/).textContent;
        await vi.waitFor(() => expect(subtotal()).toBe(amount)); // once the estimate for it is in
        expect(line().textContent).toContain(amount === '$16.00' ? '2 × $8.00' : '$8.00 each');
        // Checkout is held, and says why, with the fix one click away.
        expect(checkout.getAttribute('aria-disabled')).toBe('true');
        const root = checkout.getRootNode() as ShadowRoot;
        const note = root.getElementById(checkout.getAttribute('aria-describedby') ?? '');
        expect(note?.textContent).toContain('Fix them to check out.');
        expect(note?.getAttribute('aria-live')).toBe('polite');
        view.getByRole('button', { name: 'Reduce Enamel Pin to 2' }).click();
        await vi.waitFor(() =>
          expect(view.queryByRole('button', { name: 'Reduce Enamel Pin to 2' })).toBeNull(),
        );
        expect((await api.getCart()).lines[0]?.quantity).toBe(2);
        expect(checkout.getAttribute('aria-disabled')).toBeNull();

        await setStock(platform.current.url, PIN, 0);
        otherTab.postMessage({ type: 'cart-changed' });
        expect(await view.findByText('Sold out')).toBeTruthy();
        // Not in the subtotal, and shown so: struck through, with no amount that counts.
        await vi.waitFor(() => expect(subtotal()).toBe('$0.00'));
        expect(line().querySelector('s')?.textContent).toBe('$16.00');
        expect(line().textContent).toContain('(not in the subtotal)');
        expect(checkout.getAttribute('aria-disabled')).toBe('true');
        view.getByRole('button', { name: 'Fix my cart' }).click();
        expect(await view.findByText('Your cart is empty.')).toBeTruthy();
      } finally {
        otherTab.close();
        await setStock(platform.current.url, PIN, 4);
      }
    },
  );
});
