// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The loader with the real widget: calls and clicks made before the widget loaded reach the emulator.
import { afterEach, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { boot, type WidgetModule } from '../../loader/boot.ts';
import { DEFAULT_API_BASE } from '../../src/index.ts';
import type { CartView, DropcartApi } from '../../widget/index.ts';
import * as widget from '../../widget/index.ts';
import { usePlatform } from '../support/platform.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');
const SOCKS = seedProductId('wool-socks');
type Global = {
  Dropcart?: ((method: string, ...args: unknown[]) => Promise<unknown>) & Partial<DropcartApi>;
};

afterEach(async () => {
  await (window as Global).Dropcart?.('destroy').catch(() => undefined);
  delete (window as Global).Dropcart;
  localStorage.clear();
});

it('replays queued calls and early clicks into the real widget, and creates one host element', async () => {
  const script = document.createElement('script');
  script.src = 'http://localhost:3000/assets/loader.js';
  script.dataset.clientId = 'demo';
  script.dataset.api = platform.current.url;
  script.dataset.openOnAdd = 'false';
  // Not appended: the tag only carries the configuration (happy-dom would try to fetch it).
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const importWidget = vi.fn(async (url: string) => {
    await gate; // the network is slow: the shopper acts before the widget is there
    expect(url).toBe('http://localhost:3000/assets/widget/dropcart.js');
    return (await import('../../widget/index.ts')) as unknown as WidgetModule;
  });
  boot({ script, window, importWidget });
  const Dropcart = (window as Global).Dropcart!;
  const ready = vi.fn();
  void Dropcart('on', 'ready', ready);
  const queued = Dropcart('add', { productId: MUG, quantity: 2 });
  document.body.innerHTML = `<button id="buy" data-dropcart-add="${SOCKS}">Buy socks</button>`;
  document.getElementById('buy')?.click();
  release();
  const afterFirst = (await queued) as CartView;
  expect(afterFirst.lines.map((l) => l.productId)).toContain(MUG);
  await vi.waitFor(async () => {
    const cart = (await Dropcart('getCart')) as CartView;
    expect(cart.lines.map((l) => [l.productId, l.quantity]).sort()).toEqual(
      [
        [MUG, 2],
        [SOCKS, 1],
      ].sort(),
    );
  });
  await vi.waitFor(() => expect(ready).toHaveBeenCalledWith({ version: expect.any(String) }));
  expect(document.querySelectorAll('dropcart-root')).toHaveLength(1);
  expect(document.body.querySelectorAll(':scope > :not(#buy):not(dropcart-root)')).toHaveLength(0);
});

it('leaves the API base to the widget when the tag has no data-api: the client’s one default', async () => {
  const script = document.createElement('script');
  script.src = 'http://localhost:3000/assets/loader.js';
  script.dataset.clientId = 'demo';
  const asked: string[] = [];
  // No request leaves this test: the widget's platform fetch records the address and fails as offline.
  const offline: typeof fetch = async (input) => {
    asked.push(String(input instanceof Request ? input.url : input));
    throw new TypeError('offline in this test');
  };
  const module: WidgetModule = {
    mount: (config) => widget.mount({ ...config, tokenStorage: 'memory', platform: { fetch: offline } }),
  };
  boot({ script, window, importWidget: async () => module });
  void (window as Global).Dropcart?.('open').catch(() => undefined); // reads the cart
  await vi.waitFor(() => expect(asked.length).toBeGreaterThan(0));
  expect(DEFAULT_API_BASE).toBe('https://www.wixapis.com');
  for (const url of asked) expect(url.startsWith(`${DEFAULT_API_BASE}/`)).toBe(true);
});

/**
 * Boots the loader from a tag with `attributes` (its dataset) on the emulator, the widget recording the
 * path of every request it sends; `add`s a mug and returns those paths, then destroys the widget.
 */
async function pathsOfAnAdd(attributes: Record<string, string | undefined>): Promise<string[]> {
  const script = document.createElement('script');
  script.src = 'http://localhost:3000/assets/loader.js';
  script.dataset.clientId = 'demo';
  script.dataset.api = platform.current.url;
  for (const [name, value] of Object.entries(attributes)) if (value) script.dataset[name] = value;
  const asked: string[] = [];
  const module: WidgetModule = {
    mount: (config) =>
      widget.mount({
        ...config,
        tokenStorage: 'memory',
        platform: {
          fetch: (input, init) => {
            asked.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
            return fetch(input, init);
          },
        },
      }),
  };
  boot({ script, window, importWidget: async () => module });
  const Dropcart = (window as Global).Dropcart!;
  await Dropcart('add', { productId: MUG, openOnAdd: false });
  await Dropcart('destroy');
  delete (window as Global).Dropcart;
  localStorage.clear();
  return asked;
}

it('speaks Cart V1 when the tag says data-cart-api="v1", Current Cart V2 otherwise', async () => {
  for (const [attribute, path] of [
    ['v1', '/ecom/v1/carts/current'],
    [undefined, '/ecom/v2/carts/current'],
  ] as const) {
    const asked = await pathsOfAnAdd({ cartApi: attribute });
    expect(asked.some((p) => p.startsWith(path))).toBe(true);
    expect(asked.filter((p) => p.startsWith('/ecom/')).every((p) => p.startsWith(path))).toBe(true);
  }
});

it('reads the catalog the tag names with data-catalog without asking for it, and refuses a wrong name clearly', async () => {
  for (const attribute of ['v3', undefined] as const) {
    const asked = await pathsOfAnAdd({ catalog: attribute });
    // Named: straight to the V3 catalog. Not named: the platform is asked first (this site runs V3).
    expect(asked.includes('/stores/v3/provision/version')).toBe(attribute === undefined);
    expect(asked.some((p) => p.startsWith('/stores/v3/products/'))).toBe(true);
  }

  const script = document.createElement('script');
  script.src = 'http://localhost:3000/assets/loader.js';
  script.dataset.clientId = 'demo';
  script.dataset.catalog = 'v2';
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  boot({ script, window, importWidget: async () => widget as unknown as WidgetModule });
  const failed = (await (window as Global).Dropcart!('getCart').catch((error: unknown) => error)) as Error;
  expect((failed.cause as Error).message).toBe(`[dropcart] mount(): catalog must be 'v1' or 'v3', not "v2"`);
  expect(logged).toHaveBeenCalledWith(failed.message, failed.cause);
  logged.mockRestore();
});

it.each([
  [{ api: 'ftp://x.example' }, `[dropcart] mount(): apiBase "ftp://x.example" is not an http(s) URL`],
  [{ api: 'not a url' }, `[dropcart] mount(): apiBase "not a url" is not an http(s) URL`],
  [{ cartApi: 'v3' }, `[dropcart] mount(): cartApi must be 'v1' or 'v2', not "v3"`],
])(
  'refuses a tag’s bad %j clearly, in one console line, and every call says why',
  async (attributes, text) => {
    const script = document.createElement('script');
    script.src = 'http://localhost:3000/assets/loader.js';
    script.dataset.clientId = 'demo';
    Object.assign(script.dataset, attributes);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    boot({ script, window, importWidget: async () => widget as unknown as WidgetModule });
    const failed = (await (window as Global).Dropcart!('getCart').catch((error: unknown) => error)) as Error;
    expect((failed.cause as Error).message).toBe(text);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(failed.message, failed.cause);
    logged.mockRestore();
  },
);
