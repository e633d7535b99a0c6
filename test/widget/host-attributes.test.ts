// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The host page's data attributes: buy buttons (valid and malformed), open, login, account; count,
// subtotal and session marks kept up to date, also on elements added later; sold-out buttons.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { usePlatform } from '../support/platform.ts';
import { hostElement, mountWidget } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');
const SOLD_OUT = seedProductId('cracked-glaze-mug');
const TEE = seedProductId('organic-cotton-tee');

afterEach(() => vi.restoreAllMocks());

describe('buy buttons', () => {
  it('adds with quantity and options, busy while working', async () => {
    const { api } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    const button = hostElement<HTMLButtonElement>(
      `<button data-dropcart-add="${TEE}" data-dropcart-options='{"Size":"M","Color":"Black"}' data-dropcart-quantity="2">Buy</button>`,
    );
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    await vi.waitFor(() => expect(button.hasAttribute('aria-busy')).toBe(false));
    const cart = await api.getCart();
    // On a Catalog V3 site the cart names the variant; its lines describe the choices.
    expect(cart.lines.map((l) => [l.productId, l.quantity, l.details])).toEqual([
      [
        TEE,
        2,
        [
          { name: 'Size', value: 'M' },
          { name: 'Color', value: 'Black', color: '#111111' },
        ],
      ],
    ]);
    expect(cart.lines[0]?.variantId).toBeTruthy();
  });

  it('follows data-dropcart-open-on-add per button', async () => {
    const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    hostElement(`<a href="/mug" data-dropcart-add="${MUG}" data-dropcart-open-on-add="true">Buy</a>`).click();
    expect(await view.findByRole('dialog', { name: 'Your cart' })).toBeTruthy();
  });

  it.each([
    [
      'data-dropcart-options',
      `data-dropcart-add="${MUG}" data-dropcart-options="{Size: L}"`,
      'is not valid JSON',
    ],
    [
      'data-dropcart-options',
      `data-dropcart-add="${MUG}" data-dropcart-options='["L"]'`,
      'must be a JSON object',
    ],
    [
      'data-dropcart-quantity',
      `data-dropcart-add="${MUG}" data-dropcart-quantity="0"`,
      'whole number from 1 to 999',
    ],
    [
      'data-dropcart-quantity',
      `data-dropcart-add="${MUG}" data-dropcart-quantity="-1"`,
      'whole number from 1 to 999',
    ],
    [
      'data-dropcart-quantity',
      `data-dropcart-add="${MUG}" data-dropcart-quantity="1.5"`,
      'whole number from 1 to 999',
    ],
    [
      'data-dropcart-quantity',
      `data-dropcart-add="${MUG}" data-dropcart-quantity="1e9"`,
      'whole number from 1 to 999',
    ],
    [
      'data-dropcart-quantity',
      `data-dropcart-add="${MUG}" data-dropcart-quantity="two"`,
      'whole number from 1 to 999',
    ],
    ['data-dropcart-add', 'data-dropcart-add=""', 'needs the product id'],
    ['data-dropcart-add', 'data-dropcart-add="no-such-product"', 'names no product of this store'],
    ['data-dropcart-account', 'data-dropcart-account="INVOICES"', 'must be one of ACCOUNT_INFO'],
  ])(
    'a malformed %s (%s) is reported once: the owner reads what and where, the shopper only that it is not available',
    async (attribute, attributes, problem) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { api, view, requests } = mountWidget(platform.current.url);
      await api.getCart();
      const adds = requests.watch('add-line-items');
      const told: Array<{ code: string; message: string }> = [];
      document.addEventListener('dropcart:error', (event) => told.push((event as CustomEvent).detail), {
        once: true,
      });
      const button = hostElement(`<button id="bad-button" ${attributes}>Buy</button>`);
      button.click();
      const shopperText =
        attribute === 'data-dropcart-account'
          ? 'This is not available right now.'
          : 'This item is not available right now.';
      expect(await view.findByText(shopperText)).toBeTruthy();
      // Developer text never reaches the shopper: no attribute name on the screen or in the live region.
      expect(view.getByRole('status').textContent).not.toContain('data-dropcart');
      expect(view.queryByText(/data-dropcart|set up correctly/)).toBeNull();
      expect(told).toEqual([
        {
          code: problem.startsWith('names no product') ? 'PRODUCT_NOT_FOUND' : 'INVALID_ARGUMENT',
          message: shopperText,
        },
      ]);
      const logged = error.mock.calls.filter((call) => String(call[0]).startsWith('[dropcart]'));
      expect(logged).toHaveLength(1);
      expect(String(logged[0]?.[0])).toContain('<button id="bad-button">');
      expect(String(logged[0]?.[0])).toContain(attribute);
      expect(String(logged[0]?.[0])).toContain(problem);
      expect(adds.count).toBe(0);
      expect((await api.getCart()).lines).toEqual([]);
      expect(view.queryByRole('dialog')).toBeNull();
    },
  );

  it('Dropcart.add of a product the store does not have: PRODUCT_NOT_FOUND for the owner, one plain message for the shopper', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    const told: Array<{ code: string; message: string }> = [];
    const listen = (event: Event) => told.push((event as CustomEvent).detail);
    document.addEventListener('dropcart:error', listen);
    try {
      await expect(api.add({ productId: 'no-such-product' })).rejects.toMatchObject({
        code: 'PRODUCT_NOT_FOUND',
      });
      expect(await view.findByText('This item is not available right now.')).toBeTruthy();
      expect(view.queryByText(/could not do this|no-such-product/)).toBeNull();
      expect(told).toEqual([{ code: 'PRODUCT_NOT_FOUND', message: 'This item is not available right now.' }]);
      expect(error.mock.calls.some((call) => String(call[0]).includes('no-such-product'))).toBe(true);
    } finally {
      document.removeEventListener('dropcart:error', listen);
    }
  });

  it('disables sold-out buy buttons and marks them, once the shopper uses the page', async () => {
    const ready = new Promise((resolve) =>
      document.addEventListener('dropcart:ready', resolve, { once: true }),
    );
    const { requests } = mountWidget(platform.current.url);
    const soldOut = hostElement<HTMLButtonElement>(`<button data-dropcart-add="${SOLD_OUT}">Buy</button>`);
    const inStock = hostElement<HTMLButtonElement>(`<button data-dropcart-add="${MUG}">Buy</button>`);
    await ready;
    expect(requests.urls).toEqual([]); // a page load costs no request
    document.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    await vi.waitFor(() => expect(soldOut.getAttribute('data-dropcart-state')).toBe('sold-out'));
    expect(soldOut.disabled).toBe(true);
    expect(inStock.disabled).toBe(false);
    expect(inStock.hasAttribute('data-dropcart-state')).toBe(false);
  });
});

describe('marked elements', () => {
  it('keeps count, subtotal and signed-in marks current, on elements added later too', async () => {
    hostElement('<span id="count" data-dropcart-count>?</span>');
    const session = hostElement('<nav data-dropcart-session></nav>');
    const { api } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.add({ productId: MUG, quantity: 3 });
    await vi.waitFor(() => expect(document.getElementById('count')?.textContent).toBe('3'));
    const later = hostElement('<b data-dropcart-subtotal></b>');
    await vi.waitFor(() => expect(later.textContent).toBe('$36.00'));
    expect(session.hasAttribute('data-dropcart-signed-in')).toBe(false);
  });

  it("leaves the page's own subtotal text while the shopper has no cart (its currency is unknown)", async () => {
    const subtotal = hostElement('<b data-dropcart-subtotal>0,00 €</b>');
    const count = hostElement('<span data-dropcart-count>?</span>');
    const { api } = mountWidget(platform.current.url);
    expect((await api.getCart()).count).toBe(0);
    await vi.waitFor(() => expect(count.textContent).toBe('0'));
    expect(subtotal.textContent).toBe('0,00 €');
  });

  it('opens the drawer and the sign-in panel from data-dropcart-open and -login', async () => {
    const { view } = mountWidget(platform.current.url);
    hostElement('<button data-dropcart-login>Sign in</button>').click();
    expect(await view.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    await vi.waitFor(() => expect(view.getByLabelText('Email')).toBeTruthy());
    view.getByRole('button', { name: 'Close sign-in' }).click();
    await vi.waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    hostElement('<button data-dropcart-open>Cart</button>').click();
    expect(await view.findByRole('dialog', { name: 'Your cart' })).toBeTruthy();
  });

  it('asks a signed-out shopper to sign in before an account section', async () => {
    const { view } = mountWidget(platform.current.url);
    hostElement('<a href="/orders" data-dropcart-account="ORDERS">Orders</a>').click();
    expect(await view.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });
});
