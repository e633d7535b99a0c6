// When Cart V2 refuses a visitor's token (the emulator's refuseCartV2ForVisitors, platform-2026.md open
// question 1), client.cart repeats that very call on Cart V1, remembers V1 for the client id and says so
// once through the injected console.
import { describe, expect, it } from 'vitest';
import { createAdminClient } from '../../src/admin.ts';
import type { createClient } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';
import { storageWindow } from './support/storage-window.ts';

const platform = usePlatform({ config: { refuseCartV2ForVisitors: true } });
const ADA_ID = '0a6a1c1e-0000-4000-8000-00000000ada1';

/** A visitor's client whose console.warn calls are kept. */
function visitor(options: { window?: Window; cartApi?: 'v1' | 'v2' } = {}) {
  const warnings: unknown[][] = [];
  const console = { warn: (...args: unknown[]) => warnings.push(args) };
  const { client, requests } = emulatorClient(platform.current.url, {
    ...(options.cartApi ? { cartApi: options.cartApi } : {}),
    platform: { console, window: options.window },
  });
  const cartCalls = () =>
    requests.filter((r) => r.path.startsWith('/ecom/')).map((r) => `${r.method} ${r.path}`);
  return { client, warnings, cartCalls };
}

async function mugLine(client: ReturnType<typeof createClient>) {
  const mug = await client.products.getBySlug('classic-white-mug');
  if (!mug) throw new Error('no seeded mug');
  return { catalogReference: client.products.catalogReference(mug), quantity: 1 };
}

describe('Cart V2 refuses visitor tokens', () => {
  it('repeats the refused call on V1, then stays on V1 and says so once', async () => {
    const s = visitor();
    expect(await s.client.cart.get()).toBeNull(); // V1's 404: no cart yet
    expect(s.cartCalls()).toEqual(['GET /ecom/v2/carts/current', 'GET /ecom/v1/carts/current']);
    expect(await s.client.cart.api()).toBe('v1');
    expect(s.warnings).toHaveLength(1);
    expect(String(s.warnings[0]?.[0])).toMatch(/Cart V2 refused .*client demo uses Cart V1.*2027-02-01/);

    const { cart } = await s.client.cart.add({ lineItems: [await mugLine(s.client)] });
    expect(cart.api).toBe('v1');
    expect(cart.lines[0]?.unitPrice.formatted).toEqual(expect.any(String)); // V1 formats
    expect(s.cartCalls().slice(2)).toEqual(['POST /ecom/v1/carts/current/add-to-cart']);
    await s.client.cart.applyCoupon('WELCOME10');
    expect(s.cartCalls().at(-1)).toBe('PATCH /ecom/v1/carts/current');
    expect(s.warnings).toHaveLength(1);
  });

  it('a change refused by V2 is made once, on V1', async () => {
    const s = visitor();
    const line = await mugLine(s.client);
    const { cart } = await s.client.cart.add({ lineItems: [line] });
    expect(s.cartCalls()).toEqual([
      'POST /ecom/v2/carts/current/add-line-items',
      'POST /ecom/v1/carts/current/add-to-cart',
    ]);
    expect(cart.lines.map((l) => l.quantity)).toEqual([1]);
  });

  it('remembers V1 for the client id across page loads (localStorage), without a V2 request or a warning', async () => {
    const window = storageWindow();
    const first = visitor({ window });
    await first.client.cart.get();
    expect(window.localStorage.getItem('dropcart.cartApi.demo')).toBe('v1');
    const next = visitor({ window });
    expect(await next.client.cart.api()).toBe('v1');
    await next.client.cart.get();
    expect(next.cartCalls()).toEqual(['GET /ecom/v1/carts/current']);
    expect(next.warnings).toEqual([]);
  });

  it('what V1 never had is refused by name once on V1', async () => {
    const s = visitor({ cartApi: 'v1' });
    await expect(s.client.cart.addGiftCard('GIFT-5000-ABCD')).rejects.toMatchObject({
      name: 'DropcartError',
      code: 'NOT_SUPPORTED_ON_CART_V1',
      message: expect.stringContaining('addGiftCard needs Cart V2'),
    });
    expect(s.cartCalls()).toEqual([]);
  });

  it('cartApi v1 never asks V2', async () => {
    const s = visitor({ cartApi: 'v1' });
    await s.client.cart.get();
    expect(s.cartCalls()).toEqual(['GET /ecom/v1/carts/current']);
    expect(s.warnings).toEqual([]);
  });

  it('a member is not a visitor: V2 serves them, nothing falls back', async () => {
    const admin = createAdminClient({
      clientId: 'demo',
      apiBase: platform.current.url,
      apiKey: 'demo-admin-key',
    });
    const tokens = await admin.admin.getMemberTokensForExternalLogin(ADA_ID);
    const s = visitor();
    s.client.auth.setTokens(tokens);
    await s.client.cart.get();
    expect(s.cartCalls()).toEqual(['GET /ecom/v2/carts/current']);
    expect(await s.client.cart.api()).toBe('v2');
    expect(s.warnings).toEqual([]);
    expect(s.client.auth.role()).toBe('member');
  });
});
