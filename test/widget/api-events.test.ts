// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The JavaScript API and the DOM events: typed details without tokens; destroy() leaves nothing behind.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { UsageError } from '../../src/index.ts';
import { mount } from '../../widget/index.ts';
import { usePlatform } from '../support/platform.ts';
import { hostElement, mountWidget, requestLog } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

afterEach(() => vi.restoreAllMocks());

function record(names: string[]): Array<[string, unknown]> {
  const seen: Array<[string, unknown]> = [];
  for (const name of names)
    document.addEventListener(`dropcart:${name}`, (event) =>
      seen.push([name, (event as CustomEvent).detail]),
    );
  return seen;
}

describe('events', () => {
  it('fires ready, cart-change, item-added and item-removed on document, with no token anywhere', async () => {
    const seen = record(['ready', 'cart-change', 'item-added', 'item-removed']);
    const { api } = mountWidget(platform.current.url, { openOnAdd: false });
    await vi.waitFor(() => expect(seen.map(([name]) => name)).toContain('ready'));
    const { lines } = await api.add({ productId: MUG, quantity: 2 });
    await api.remove(lines[0]?.id as string);
    const names = seen.map(([name]) => name);
    expect(names).toContain('item-added');
    expect(names).toContain('item-removed');
    // The variant the cart was sent: on a Catalog V3 site also a product without options has one.
    expect(seen.find(([name]) => name === 'item-added')?.[1]).toEqual({
      productId: MUG,
      variantId: expect.any(String),
      quantity: 2,
    });
    expect(seen.find(([name]) => name === 'item-removed')?.[1]).toEqual({
      lineId: lines[0]?.id,
      productId: MUG,
    });
    const lastChange = seen.filter(([name]) => name === 'cart-change').at(-1)?.[1] as {
      cart: { count: number };
    };
    expect(lastChange.cart.count).toBe(0);
    const serialized = JSON.stringify(seen);
    expect(serialized).not.toMatch(/accessToken|refreshToken|OauthNG|"token"/i);
  });

  it('calls listeners given to on() and stops after off()', async () => {
    const { api } = mountWidget(platform.current.url, { openOnAdd: false });
    const listener = vi.fn();
    await api.on('item-added', listener);
    await api.add({ productId: MUG });
    await api.off('item-added', listener);
    await api.add({ productId: MUG });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('fires error with the platform’s code when a change fails', async () => {
    const seen = record(['error']);
    const { api } = mountWidget(platform.current.url, { openOnAdd: false });
    await expect(api.add({ productId: 'not-a-product' })).rejects.toMatchObject({
      name: 'DropcartError',
      code: 'PRODUCT_NOT_FOUND',
    });
    expect(seen).toHaveLength(1);
    // The page's mistake: the shopper's words say only that the item is not available (issue 26).
    expect(seen[0]?.[1]).toEqual({
      code: 'PRODUCT_NOT_FOUND',
      message: 'This item is not available right now.',
    });
  });
});

describe('the API', () => {
  it('opens and closes the drawer and reports the session', async () => {
    const { api, view } = mountWidget(platform.current.url);
    await api.open();
    expect(await view.findByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    await api.close();
    await vi.waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(await api.getSession()).toMatchObject({ signedIn: false });
  });

  it('keeps the cart across a reload through the persisted tokens', async () => {
    const first = mountWidget(platform.current.url, { tokenStorage: 'local', openOnAdd: false });
    await first.api.add({ productId: MUG, quantity: 3 });
    await first.api.destroy();
    const second = mountWidget(platform.current.url, { tokenStorage: 'local' });
    expect((await second.api.getCart()).count).toBe(3);
    expect(second.requests.urls.filter((url) => url.includes('/ecom/v2/carts/current'))).toHaveLength(1);
    expect(second.requests.urls.filter((url) => url.includes('/oauth2/token'))).toHaveLength(0);
  });

  it('destroy() removes every node and listener it added', async () => {
    const before = document.body.children.length;
    const requests = requestLog();
    const api = mount({
      clientId: 'demo',
      apiBase: platform.current.url,
      tokenStorage: 'memory',
      platform: { fetch: requests.fetch },
    });
    expect(document.querySelectorAll('dropcart-root')).toHaveLength(1);
    expect(document.head.querySelector('style')).toBeNull(); // no styles in the host's head
    await api.getCart();
    await api.destroy();
    expect(document.querySelector('dropcart-root')).toBeNull();
    expect(document.body.children.length).toBe(before);
    const after = requests.watch('');
    const button = hostElement(`<button data-dropcart-add="${MUG}">Buy</button>`);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    // A listener of ours would have taken the click (and marked the button busy) at once.
    expect(click.defaultPrevented).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(after.count).toBe(0);
    const refused = api.getCart();
    await expect(refused).rejects.toThrow('[dropcart] this widget was destroyed');
    await expect(refused).rejects.toMatchObject({ name: 'UsageError', code: 'DESTROYED' });
  });

  it('mounts two independent widgets without shared state', async () => {
    const a = mount({
      clientId: 'demo',
      apiBase: platform.current.url,
      tokenStorage: 'memory',
      host: hostElement('<div id="a"></div>'),
    });
    const b = mount({
      clientId: 'demo',
      apiBase: platform.current.url,
      tokenStorage: 'memory',
      host: hostElement('<div id="b"></div>'),
    });
    try {
      await a.add({ productId: MUG, openOnAdd: false });
      expect((await a.getCart()).count).toBe(1);
      expect((await b.getCart()).count).toBe(0);
    } finally {
      await a.destroy();
      await b.destroy();
    }
  });

  it('signs out through the platform’s logout page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { api } = mountWidget(platform.current.url);
    await api.getCart();
    await api.logout();
    expect(new URL(String(assign.mock.calls[0]?.[0])).origin).toBe(platform.current.url);
    expect(await api.getSession()).toMatchObject({ signedIn: false, role: 'none' });
  });

  it('rejects a bad clientId or apiBase clearly', () => {
    expect(() => mount({ clientId: '', apiBase: platform.current.url })).toThrow('clientId is required');
    expect(() => mount({ clientId: 'demo', apiBase: 'nope' })).toThrow(
      'apiBase "nope" is not an http(s) URL',
    );
    expect(() => mount({ clientId: 'demo', apiBase: 'nope' })).toThrow(UsageError);
    expect(document.querySelector('dropcart-root')).toBeNull();
  });
});
