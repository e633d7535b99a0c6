// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The drawer's looks that a shopper reads (issue 15): the item count beside the title, kept current and
// translated, and the empty cart's way back to shopping.
import { within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { usePlatform } from '../support/platform.ts';
import { hostElement, mountWidget } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');
const PIN = seedProductId('enamel-pin');

/** The drawer's header: the element holding the dialog's title. */
async function headerOf(view: ReturnType<typeof within>): Promise<HTMLElement> {
  const dialog = await view.findByRole('dialog', { name: /cart|Warenkorb/ });
  return within(dialog).getByRole('heading', { level: 2 }).parentElement as HTMLElement;
}

describe('the drawer header', () => {
  it('shows the number of items beside the title and keeps it current, without renaming the dialog', async () => {
    const { api, view } = mountWidget(platform.current.url);
    await api.add({ productId: MUG, quantity: 2 });
    const header = await headerOf(view);
    await vi.waitFor(() => expect(within(header).getByText('2 items')).toBeTruthy());
    // The dialog keeps its name; the count is a neighbour of the title.
    expect(view.getByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    await api.add({ productId: PIN });
    await vi.waitFor(() => expect(within(header).getByText('3 items')).toBeTruthy());
    const cart = await api.getCart();
    const mug = cart.lines.find((line) => line.productId === MUG);
    const pin = cart.lines.find((line) => line.productId === PIN);
    if (!mug || !pin) throw new Error('both lines should be in the cart');
    await api.remove(mug.id);
    await vi.waitFor(() => expect(within(header).getByText('1 item')).toBeTruthy());
    await api.remove(pin.id);
    // An empty cart shows no "0 items" badge: the empty state says it.
    await vi.waitFor(() => expect(within(header).queryByText(/items?$/)).toBeNull());
  });

  it('reads the count in German', async () => {
    const { api, view } = mountWidget(platform.current.url, { locale: 'de' });
    await api.add({ productId: MUG, quantity: 2 });
    const header = await headerOf(view);
    await vi.waitFor(() => expect(within(header).getByText('2 Artikel')).toBeTruthy());
  });
});

describe('the empty cart', () => {
  it('says so kindly and offers a way back to shopping that closes the drawer and returns focus', async () => {
    const { api, view, shadow } = mountWidget(platform.current.url);
    await api.getCart();
    const opener = hostElement<HTMLButtonElement>('<button data-dropcart-open>Cart</button>');
    opener.focus();
    opener.click();
    const dialog = await view.findByRole('dialog', { name: 'Your cart' });
    expect(await within(dialog).findByText('Your cart is empty.')).toBeTruthy();
    const back = within(dialog).getByRole('button', { name: 'Continue shopping' });
    await vi.waitFor(() => expect(dialog.contains(shadow.activeElement)).toBe(true));
    back.click();
    await vi.waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('offers the way back in German', async () => {
    const { api, view } = mountWidget(platform.current.url, { locale: 'de' });
    await api.open();
    const dialog = await view.findByRole('dialog', { name: 'Ihr Warenkorb' });
    expect(await within(dialog).findByRole('button', { name: 'Weiter einkaufen' })).toBeTruthy();
  });
});
