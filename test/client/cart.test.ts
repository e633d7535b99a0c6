import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, moneyToNumber, WIX_STORES_APP_ID } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';

// A Catalog V1 site: these tests read the V1 catalog (a V3 site refuses it with 428).
const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const BASE = '/ecom/v1/carts/current';

async function idOf(slug: string): Promise<string> {
  const { client } = emulatorClient(platform.current.url);
  const { items } = await client.catalog.queryProducts().eq('slug', slug).find();
  if (!items[0]) throw new Error(`no seeded product ${slug}`);
  return items[0].id;
}

const line = (catalogItemId: string, quantity = 1, options?: Record<string, string>) => ({
  catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId, ...(options ? { options: { options } } : {}) },
  quantity,
});

describe('current cart (spec §7 Cart)', () => {
  it('has no cart at first: OWNED_CART_NOT_FOUND with status 404', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const error = await client.cartV1.get().catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'OWNED_CART_NOT_FOUND', status: 404 });
    const call = requests.at(-1);
    expect(call).toMatchObject({ method: 'GET', url: BASE, contentType: null, body: undefined });
  });

  it('adds, reads, changes quantities and removes lines, with wire-shaped answers', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const mug = await idOf('classic-white-mug');
    const tee = await idOf('organic-cotton-tee');
    const { cart } = await client.cartV1.add({
      lineItems: [line(mug, 2), line(tee, 1, { Size: 'M', Color: 'Black' })],
    });
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `${BASE}/add-to-cart`,
      contentType: 'application/json',
      body: { lineItems: [line(mug, 2), line(tee, 1, { Size: 'M', Color: 'Black' })] },
    });
    expect(cart.lineItems).toHaveLength(2);
    const mugLine = cart.lineItems.find((l) => l.catalogReference?.catalogItemId === mug)!;
    expect(mugLine.id).toEqual(expect.any(String));
    expect(mugLine.quantity).toBe(2);
    expect(mugLine.productName.original).toBe('Classic White Mug');
    expect(typeof mugLine.price.amount).toBe('string');
    expect(moneyToNumber(mugLine.price)).toBe(12);
    expect(cart.createdDate).toBeInstanceOf(Date);
    expect(cart.updatedDate).toBeInstanceOf(Date);
    expect(moneyToNumber(cart.subtotal)).toBe(2 * 12 + 25);

    const read = await client.cartV1.get();
    expect(read.id).toBe(cart.id);

    const { cart: more } = await client.cartV1.updateQuantities([{ id: mugLine.id, quantity: 3 }]);
    expect(requests.at(-1)?.body).toEqual({ lineItems: [{ id: mugLine.id, quantity: 3 }] });
    expect(more.lineItems.find((l) => l.id === mugLine.id)?.quantity).toBe(3);

    const { cart: less } = await client.cartV1.removeLineItems([mugLine.id]);
    expect(requests.at(-1)).toMatchObject({
      path: `${BASE}/remove-line-items`,
      body: { lineItemIds: [mugLine.id] },
    });
    expect(less.lineItems.map((l) => l.catalogReference?.catalogItemId)).toEqual([tee]);
  });

  it('applies a coupon through update and removes it; a refused coupon says why', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    await client.cartV1.add({ lineItems: [line(await idOf('classic-white-mug'), 2)] });
    const withCoupon = await client.cartV1.update({ couponCode: 'WELCOME10' });
    expect(requests.at(-1)).toMatchObject({ method: 'PATCH', path: BASE, body: { couponCode: 'WELCOME10' } });
    expect(withCoupon.appliedDiscounts[0]?.coupon?.code).toBe('WELCOME10');
    const refused = (await client.cartV1
      .update({ couponCode: 'EXPIRED20' })
      .catch((e: unknown) => e)) as ApiError;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.details.applicationError?.description).toEqual(expect.stringMatching(/expired/i));
    const { cart } = await client.cartV1.removeCoupon();
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: `${BASE}/remove-coupon`, body: {} });
    expect(cart.appliedDiscounts).toEqual([]);
  });

  it('joins a field mask with commas, as cartFieldmask', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    await client.cartV1.add({ lineItems: [line(await idOf('classic-white-mug'))] });
    await client.cartV1.update({ cartInfo: { buyerNote: 'gift wrap' }, fieldMask: ['buyerNote'] });
    expect(requests.at(-1)?.body).toEqual({
      cartInfo: { buyerNote: 'gift wrap' },
      cartFieldmask: 'buyerNote',
    });
    expect((await client.cartV1.get()).buyerNote).toBe('gift wrap');
  });

  it('estimates totals with shipping options and a price summary of strings', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    await client.cartV1.add({ lineItems: [line(await idOf('classic-white-mug'), 2)] });
    const shippingAddress = { country: 'US', subdivision: 'US-NY', postalCode: '10001' };
    const estimate = await client.cartV1.estimateTotals({
      shippingAddress,
      calculateShipping: true,
      calculateTax: true,
    });
    expect(requests.at(-1)?.path).toBe(`${BASE}/estimate-totals`);
    expect(estimate.cart.createdDate).toBeInstanceOf(Date);
    expect(typeof estimate.priceSummary?.total?.amount).toBe('string');
    expect(moneyToNumber(estimate.priceSummary?.subtotal)).toBe(24);
    const options = estimate.shippingInfo?.carrierServiceOptions?.flatMap((c) => c.shippingOptions) ?? [];
    expect(options.length).toBeGreaterThan(0);
    const chosen = options[0]!;
    // Without an address the platform estimates the items only: the choice goes with the destination.
    const again = await client.cartV1.estimateTotals({
      shippingAddress,
      selectedShippingOption: { code: chosen.code },
    });
    expect(again.shippingInfo?.selectedCarrierServiceOption?.code).toBe(chosen.code);
  });

  it('creates a checkout and a redirect session for it', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    await client.cartV1.add({ lineItems: [line(await idOf('classic-white-mug'))] });
    const { checkoutId } = await client.cartV1.createCheckout({ channelType: 'WEB' });
    expect(checkoutId).toEqual(expect.any(String));
    expect(requests.at(-1)).toMatchObject({ path: `${BASE}/create-checkout`, body: { channelType: 'WEB' } });
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: 'http://localhost:3000/', thankYouPageUrl: 'http://localhost:3000/' },
    });
    expect(redirectSession.fullUrl).toMatch(/^http/);
  });

  it('refuses a checkout of an empty cart with a field violation message', async () => {
    const { client } = emulatorClient(platform.current.url);
    await client.cartV1.add({ lineItems: [line(await idOf('classic-white-mug'))] });
    const { cart } = await client.cartV1.removeLineItems(
      (await client.cartV1.get()).lineItems.map((l) => l.id),
    );
    expect(cart.lineItems).toEqual([]);
    const error = (await client.cartV1
      .createCheckout({ channelType: 'WEB' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.message).toMatch(/^INVALID_ARGUMENT: "cart\.lineItems" the cart is empty/);
  });

  it('deletes the cart (a 200 with {}) so the next read finds none', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    await client.cartV1.add({ lineItems: [line(await idOf('classic-white-mug'))] });
    await expect(client.cartV1.delete()).resolves.toBeUndefined();
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', url: BASE, contentType: null });
    await expect(client.cartV1.get()).rejects.toMatchObject({ code: 'OWNED_CART_NOT_FOUND' });
  });

  it('passes platform failures to the caller: a 503 as ApiError, a dropped connection as SystemError', async () => {
    // Retries off: this is about how a failure reaches the caller (test/reliability covers the retries).
    const { client } = emulatorClient(platform.current.url, { retry: { retries: 0 } });
    await client.auth.accessToken();
    const tokens = client.auth.getTokens();
    platform.current.faults.set({ rules: [{ pathPrefix: '/ecom/', status: 503, times: 1 }] });
    const unavailable = await client.cartV1.get().catch((e: unknown) => e);
    expect(unavailable).toBeInstanceOf(ApiError);
    expect(unavailable).toMatchObject({ status: 503 });
    platform.current.faults.set({ rules: [{ pathPrefix: '/ecom/', drop: true, times: 1 }] });
    await expect(client.cartV1.get()).rejects.toMatchObject({ name: 'SystemError', code: 'UNKNOWN' });
    expect(client.auth.getTokens()).toEqual(tokens);
    platform.current.faults.reset();
  });

  it('stops a call when its signal aborts', async () => {
    // The platform holds the answer far longer than the test lasts; the call is aborted once it is sent.
    let sent = () => {};
    const { client } = emulatorClient(platform.current.url, {
      platform: {
        fetch: (input, init) => {
          const answer = fetch(input, init);
          sent();
          return answer;
        },
      },
    });
    await client.auth.accessToken();
    const onTheWay = new Promise<void>((resolve) => {
      sent = resolve;
    });
    platform.current.faults.set({ latencyMs: 60_000 });
    const controller = new AbortController();
    const pending = client.cartV1.get(controller.signal);
    await onTheWay;
    controller.abort(new Error('closed the drawer'));
    await expect(pending).rejects.toThrow('closed the drawer');
    platform.current.faults.reset();
  });

  it('makes exactly one request to add with warm tokens', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    await client.auth.accessToken();
    const before = requests.length;
    await client.cartV1.add({ lineItems: [line(await idOf('classic-white-mug'))] });
    // idOf uses its own client; this client made one request
    expect(requests.length - before).toBe(1);
  });
});
