// `client.cart` on Current Cart V2 (the default) against the emulator over HTTP: the wire requests of
// platform-2026.md §2.1 and the normalized answers (CLIENT-API.md).
import { describe, expect, it } from 'vitest';
import { ApiError, type Cart, isApiError, moneyToNumber } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';

const platform = usePlatform();
const V2 = '/ecom/v2/carts/current';
const address = {
  country: 'US',
  subdivision: 'US-NY',
  city: 'New York',
  postalCode: '10001',
  addressLine: '1 Main St',
};

/** A shopper with a client on Cart V2, and the references of two seeded products. */
async function shopper() {
  const { client, requests } = emulatorClient(platform.current.url);
  const mug = await client.products.getBySlug('classic-white-mug');
  const poster = await client.products.getBySlug('mountain-sunset-poster');
  if (!mug || !poster) throw new Error('seeded products are missing');
  const cartCalls = () => requests.filter((r) => r.path.startsWith('/ecom/'));
  return {
    client,
    requests,
    cartCalls,
    last: () => cartCalls().at(-1),
    mug: { catalogReference: client.products.catalogReference(mug), quantity: 2 },
    poster: {
      catalogReference: client.products.catalogReference(poster, { choices: { Size: 'A2' } }),
      quantity: 1,
    },
  };
}

const lineOf = (cart: Cart, productId: string) => {
  const line = cart.lines.find((l) => l.productId === productId);
  if (!line) throw new Error(`no line of ${productId}`);
  return line;
};

describe('Cart V2 through client.cart', () => {
  it('has no cart at first (null, from the 404), and add creates one with normalized lines', async () => {
    const s = await shopper();
    expect(await s.client.cart.api()).toBe('v2');
    expect(await s.client.cart.get()).toBeNull();
    expect(s.last()).toMatchObject({ method: 'GET', url: V2, body: undefined });

    const { cart } = await s.client.cart.add({ lineItems: [s.mug, s.poster] });
    expect(s.last()).toMatchObject({
      method: 'POST',
      path: `${V2}/add-line-items`,
      body: { catalogItems: [s.mug, s.poster] },
    });
    expect(cart.api).toBe('v2');
    expect(cart.currency).toBe('USD');
    const mug = lineOf(cart, s.mug.catalogReference.catalogItemId);
    expect(mug).toMatchObject({
      name: 'Classic White Mug',
      quantity: 2,
      confirmedQuantity: 2,
      availability: 'AVAILABLE',
    });
    expect(moneyToNumber(mug.unitPrice)).toBe(12);
    expect(moneyToNumber(mug.totalPrice)).toBe(24);
    const poster = lineOf(cart, s.poster.catalogReference.catalogItemId);
    expect(poster.variantId).toBe(s.poster.catalogReference.options?.variantId);
    expect(poster.details).toContainEqual({ name: 'Size', value: 'A2' });
    // Cart V2 formats no money: the widget formats in the cart's currency.
    expect(JSON.stringify(cart)).not.toContain('formatted');
    expect((await s.client.cart.get())?.id).toBe(cart.id);
  });

  it('changes quantities (0 removes the line) and removes lines', async () => {
    const s = await shopper();
    const { cart } = await s.client.cart.add({ lineItems: [s.mug, s.poster] });
    const mug = lineOf(cart, s.mug.catalogReference.catalogItemId);
    const poster = lineOf(cart, s.poster.catalogReference.catalogItemId);

    const { cart: more } = await s.client.cart.updateQuantities([{ id: mug.id, quantity: 3 }]);
    expect(s.last()).toMatchObject({
      path: `${V2}/update-line-items`,
      body: { lineItems: [{ lineItemId: mug.id, quantity: { newQuantity: 3 } }] },
    });
    expect(lineOf(more, mug.productId).quantity).toBe(3);

    const { cart: fewer } = await s.client.cart.updateQuantities([{ id: poster.id, quantity: 0 }]);
    expect(s.last()).toMatchObject({ path: `${V2}/remove-line-items`, body: { lineItemIds: [poster.id] } });
    expect(fewer.lines.map((l) => l.id)).toEqual([mug.id]);

    const { cart: empty } = await s.client.cart.removeLineItems([mug.id]);
    expect(s.last()?.body).toEqual({ lineItemIds: [mug.id] });
    expect(empty.lines).toEqual([]);
  });

  it('applies a coupon and removes it by its id; a refused code says which', async () => {
    const s = await shopper();
    await s.client.cart.add({ lineItems: [s.mug] });
    const { cart } = await s.client.cart.applyCoupon('WELCOME10');
    expect(s.last()).toMatchObject({ path: `${V2}/add-coupon`, body: { coupon: { code: 'WELCOME10' } } });
    expect(cart.coupon).toEqual({ id: expect.any(String), code: 'WELCOME10' });

    const { cart: without } = await s.client.cart.removeCoupon();
    expect(s.last()).toMatchObject({ path: `${V2}/remove-coupon`, body: { couponId: cart.coupon?.id } });
    expect(without).not.toHaveProperty('coupon');

    const refused = await s.client.cart.applyCoupon('NO-SUCH-CODE').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'INVALID_COUPON_CODE' });
    expect((refused as ApiError).details.applicationError?.data).toMatchObject({
      couponCode: 'NO-SUCH-CODE',
    });
  });

  it('removes a coupon another tab applied: reads the cart for its id first', async () => {
    const s = await shopper();
    await s.client.cart.add({ lineItems: [s.mug] });
    await s.client.cartV2.addCoupon('WELCOME10'); // the raw adapter: client.cart does not see it
    const { cart } = await s.client.cart.removeCoupon();
    const calls = s.cartCalls().slice(-2);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${V2}`, `POST ${V2}/remove-coupon`]);
    expect(cart).not.toHaveProperty('coupon');
  });

  it('updates buyer, delivery and billing address and note with one PATCH', async () => {
    const s = await shopper();
    await s.client.cart.add({ lineItems: [s.mug] });
    const buyer = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };
    const { cart } = await s.client.cart.update({
      buyer,
      deliveryAddress: address,
      billingAddress: address,
      note: 'Ring twice',
    });
    expect(s.last()).toMatchObject({
      method: 'PATCH',
      path: V2,
      body: {
        cart: {
          note: 'Ring twice',
          customerInfo: buyer,
          deliveryInfo: { address },
          paymentInfo: { billingAddress: address },
        },
      },
    });
    expect(cart).toMatchObject({
      buyer,
      deliveryAddress: { country: 'US', city: 'New York' },
      note: 'Ring twice',
    });
  });

  it('estimates: items only without an address; with one stored first, delivery and tax', async () => {
    const s = await shopper();
    await s.client.cart.add({ lineItems: [s.mug] });
    const bare = await s.client.cart.estimate();
    expect(s.last()).toMatchObject({
      path: `${V2}/estimate`,
      body: {
        calculateDelivery: true,
        calculateAdditionalFees: true,
        calculateTax: true,
        calculateGiftCards: true,
      },
    });
    expect(bare).toMatchObject({ subtotal: { amount: expect.any(String) }, deliveryOptions: [] });
    expect(bare).not.toHaveProperty('tax');
    expect(bare).not.toHaveProperty('delivery');

    const totals = await s.client.cart.estimate({
      deliveryAddress: address,
      deliveryMethod: { code: 'standard' },
    });
    expect(
      s
        .cartCalls()
        .slice(-3)
        .map((r) => r.path),
    ).toEqual([V2, `${V2}/set-delivery-method`, `${V2}/estimate`]);
    expect(totals.selectedDelivery).toMatchObject({ code: 'standard' });
    expect(moneyToNumber(totals.delivery)).toBeGreaterThan(0);
    expect(moneyToNumber(totals.tax)).toBeGreaterThan(0); // US sales tax in the emulator's store
    expect(moneyToNumber(totals.total)).toBeCloseTo(
      moneyToNumber(totals.subtotal) + moneyToNumber(totals.delivery) + moneyToNumber(totals.tax),
      2,
    );
    // The same destination again: nothing to store, just the estimate.
    await s.client.cart.estimate({ deliveryAddress: address, deliveryMethod: { code: 'standard' } });
    expect(s.cartCalls().at(-2)?.path).toBe(`${V2}/estimate`);
  });

  it('sets and removes the delivery method, adds and removes a gift card', async () => {
    const s = await shopper();
    await s.client.cart.add({ lineItems: [s.mug] });
    await s.client.cart.update({ deliveryAddress: address });
    const { cart } = await s.client.cart.setDeliveryMethod({ code: 'express' });
    expect(s.last()).toMatchObject({
      path: `${V2}/set-delivery-method`,
      body: { deliveryMethod: { code: 'express' } },
    });
    expect(cart.deliveryMethod).toMatchObject({ code: 'express', title: 'Express' });
    const { cart: none } = await s.client.cart.removeDeliveryMethod();
    expect(s.last()).toMatchObject({ path: `${V2}/remove-delivery-method`, body: {} });
    expect(none).not.toHaveProperty('deliveryMethod');

    const { cart: gifted } = await s.client.cart.addGiftCard('GIFT-5000-ABCD');
    expect(s.last()).toMatchObject({
      path: `${V2}/add-gift-card`,
      body: { giftCard: { code: 'GIFT-5000-ABCD' } },
    });
    expect(gifted.giftCard).toEqual({ id: expect.any(String), code: '****ABCD' });
    const { cart: plain } = await s.client.cart.removeGiftCard(gifted.giftCard?.id ?? '');
    expect(s.last()).toMatchObject({
      path: `${V2}/remove-gift-card`,
      body: { giftCardId: gifted.giftCard?.id },
    });
    expect(plain).not.toHaveProperty('giftCard');
  });

  it('hands the cart id to the hosted checkout through a redirect session', async () => {
    const s = await shopper();
    const { cart } = await s.client.cart.add({ lineItems: [s.mug] });
    const postFlowUrl = 'http://localhost:3000/shop';
    const { checkoutId, redirectSession } = await s.client.cart.checkout({ postFlowUrl });
    expect(checkoutId).toBe(cart.id);
    const session = s.requests.at(-1);
    expect(session).toMatchObject({
      method: 'POST',
      path: '/_api/redirects-api/v1/redirect-session',
      body: { ecomCheckout: { checkoutId: cart.id }, callbacks: { postFlowUrl } },
    });
    expect(redirectSession.fullUrl).toEqual(expect.stringContaining('http'));
    // No checkout entity in V2: nothing but the redirect session was created.
    expect(s.requests.some((r) => r.path.endsWith('/create-checkout'))).toBe(false);
  });

  it('stores the buyer and a new destination on the cart in one PATCH before the hand-off, and not twice', async () => {
    const s = await shopper();
    await s.client.cart.add({ lineItems: [s.mug] });
    const destination = { country: 'DE', postalCode: '10115' };
    const before = s.requests.length;
    await s.client.cart.checkout({
      postFlowUrl: 'http://localhost:3000/shop',
      email: 'ana@example.com',
      deliveryAddress: destination,
    });
    const sent = s.requests.slice(before);
    expect(sent.filter((r) => r.method === 'PATCH')).toEqual([
      expect.objectContaining({
        body: {
          cart: { customerInfo: { email: 'ana@example.com' }, deliveryInfo: { address: destination } },
        },
      }),
    ]);
    expect(await s.client.cart.get()).toMatchObject({
      deliveryAddress: destination,
      buyer: { email: 'ana@example.com' },
    });
    // The cart holds that address now: a second hand-off stores nothing again.
    const again = s.requests.length;
    await s.client.cart.checkout({ postFlowUrl: 'http://localhost:3000/shop', deliveryAddress: destination });
    expect(s.requests.slice(again).filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('refuses a checkout with no cart, and deletes the cart so the next read finds none', async () => {
    const s = await shopper();
    const error = await s.client.cart
      .checkout({ postFlowUrl: 'http://localhost:3000/' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'DropcartError', code: 'NO_CART' });
    await s.client.cart.add({ lineItems: [s.mug] });
    await s.client.cart.delete();
    expect(s.last()).toMatchObject({ method: 'DELETE', url: V2, body: undefined });
    expect(await s.client.cart.get()).toBeNull();
    const raw = await s.client.cartV2.get().catch((e: unknown) => e);
    expect(isApiError(raw) && [raw.status, raw.code]).toEqual([404, 'CURRENT_CART_NOT_FOUND']);
  });
});
