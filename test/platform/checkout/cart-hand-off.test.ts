// The V2 hand-off (platform-2026.md §2.8): the hosted checkout opened with a cart's id as `checkoutId`
// places the order from that cart; the cart is then `orderPlaced` with its `orderId`, no longer the current
// cart (GET 404), and V2 changes answer 428 CART_ALREADY_ORDERED until a new cart replaces it (open question 8).
import { describe, expect, it } from 'vitest';
import type { CartAnswer } from '../../../demo/platform/cart/v2/wire.ts';
import { usePlatform } from '../../support/platform.ts';
import { appError, byVariant, carts, product, visitorToken } from '../cart/shop.ts';
import { call, checkoutPageUrl } from '../catalog/api.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const { v1, v2, addV2 } = carts(() => platform.current);
const APP = 'http://localhost:5173';

interface OrderJson {
  id: string;
  number: number;
  checkoutId: string;
  cartId: string;
  buyer: { email?: string };
  lineItems: Array<{ name: string; quantity: number }>;
  totals: { total: string; shipping: string; tax: string; giftCard?: string };
  shippingOption?: { code: string };
  shippingAddress?: Record<string, string>;
}
const orders = () => platform.current.platform.state.slice<OrderJson[]>('orders', () => []);
const place = (body: Record<string, unknown>) =>
  call<{ orderId: string; orderNumber: number; redirectUrl: string }>(
    base(),
    'POST',
    '/_hosted/checkout/place',
    {
      headers: { accept: 'application/json' },
      body,
    },
  );

/** `cartV2.getCart(cartId)`: one of the caller's carts by id, current or not. */
const getCart = (token: string, cartId: string) =>
  call<CartAnswer>(base(), 'GET', `/ecom/v2/carts/${cartId}?cartId=${cartId}`, { token });

/** A visitor's V2 cart with two mugs, delivered by `international` to Germany, and a receipt address. */
async function readyCart() {
  const token = await visitorToken(base());
  await addV2(token, byVariant(product(platform.current, 'classic-white-mug'), 2));
  await v2(token, 'PATCH', '', {
    cart: {
      customerInfo: { email: 'ana@example.com' },
      deliveryInfo: { address: { country: 'DE', city: 'Berlin' } },
    },
  });
  const { cart } = (
    await v2(token, 'POST', '/set-delivery-method', { deliveryMethod: { code: 'international' } })
  ).body;
  return { token, cart };
}

describe('checkout from a cart (V2 hand-off)', () => {
  it('opens the hosted page by a redirect session for the cart id and places the order from the cart', async () => {
    const { token, cart } = await readyCart();
    const session = await call<{ redirectSession: { fullUrl: string } }>(
      base(),
      'POST',
      '/_api/redirects-api/v1/redirect-session',
      {
        token,
        body: {
          ecomCheckout: { checkoutId: cart.id },
          callbacks: { postFlowUrl: `${APP}/shop`, thankYouPageUrl: `${APP}/thanks` },
        },
      },
    );
    const url = new URL(session.body.redirectSession.fullUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      checkoutId: cart.id,
      redirectSessionId: expect.any(String),
      postFlowUrl: `${APP}/shop`,
      thankYouPageUrl: `${APP}/thanks`,
    });
    const page = await (await fetch(url)).text();
    expect(page).toContain('Classic White Mug');
    expect(page).toContain('value="DE" selected');
    expect(page).toContain('value="international" checked');
    expect(page).toContain('value="ana@example.com"');
    // The rest of the cart's address is filled in, not asked again.
    expect(page).toMatch(/name="city"[^>]*value="Berlin"/);

    const before = orders().length;
    const placed = await place({
      checkoutId: cart.id,
      email: 'ana@example.com',
      country: 'DE',
      thankYouPageUrl: `${APP}/thanks`,
    });
    expect(placed.status).toBe(200);
    expect(placed.body.redirectUrl).toBe(`${APP}/thanks?orderId=${placed.body.orderId}`);
    const order = orders().find((o) => o.id === placed.body.orderId)!;
    expect(orders()).toHaveLength(before + 1);
    // 24 + 25 international; 20% VAT on 49
    expect(order).toMatchObject({
      checkoutId: cart.id,
      cartId: cart.id,
      buyer: { email: 'ana@example.com' },
      lineItems: [{ name: 'Classic White Mug', quantity: 2 }],
      totals: { total: '58.8', shipping: '25', tax: '9.8' },
      shippingOption: { code: 'international' },
    });
    expect(placed.body.orderNumber).toBe(order.number);
    expect(order.number).toBeGreaterThan(10000);
    // A second click gives back the same order.
    expect((await place({ checkoutId: cart.id, email: 'ana@example.com' })).body.orderId).toBe(order.id);
  });

  it('places the order to the street address the page sends, or keeps the cart’s when it sends the country alone', async () => {
    const street = await readyCart();
    const toStreet = await place({
      checkoutId: street.cart.id,
      email: 'ana@example.com',
      country: 'DE',
      addressLine: 'Unter den Linden 1',
      city: 'Berlin',
      postalCode: '10117',
    });
    expect(orders().find((o) => o.id === toStreet.body.orderId)).toMatchObject({
      shippingAddress: {
        country: 'DE',
        addressLine: 'Unter den Linden 1',
        city: 'Berlin',
        postalCode: '10117',
      },
    });
    const countryOnly = await readyCart();
    const kept = await place({ checkoutId: countryOnly.cart.id, email: 'ana@example.com', country: 'DE' });
    expect(orders().find((o) => o.id === kept.body.orderId)).toMatchObject({
      shippingAddress: { country: 'DE', city: 'Berlin' },
    });
  });

  it('leaves the cart orderPlaced: GET 404, changes 428 CART_ALREADY_ORDERED, until a new cart replaces it', async () => {
    const { token, cart } = await readyCart();
    const placed = await place({ checkoutId: cart.id, email: 'ana@example.com' });
    const orderId = placed.body.orderId;

    const current = await v2(token, 'GET', '');
    expect([current.status, appError(current).code]).toEqual([404, 'CURRENT_CART_NOT_FOUND']);
    expect(appError(await v1(token, 'GET', '')).code).toBe('OWNED_CART_NOT_FOUND');
    for (const [path, body] of [
      [
        '/update-line-items',
        { lineItems: [{ lineItemId: cart.lineItems[0]!.id, quantity: { newQuantity: 1 } }] },
      ],
      ['/add-coupon', { coupon: { code: 'WELCOME10' } }],
      ['/estimate', {}],
      ['/set-delivery-method', { deliveryMethod: { code: 'international' } }],
    ] as const) {
      const refused = await v2(token, 'POST', path, body);
      expect([path, refused.status, appError(refused).code, appError(refused).data]).toEqual([
        path,
        428,
        'CART_ALREADY_ORDERED',
        { cartId: cart.id, orderId },
      ]);
    }
    const byId = await getCart(token, cart.id);
    expect(byId.status).toBe(200);
    expect(byId.body.cart).toMatchObject({ id: cart.id, orderPlaced: true, orderId, currentCart: true });
    const page = await (await fetch(await checkoutPageUrl(base(), token, cart.id))).text();
    expect(page).toContain(`order #${placed.body.orderNumber}`);

    const fresh = await addV2(token, byVariant(product(platform.current, 'wool-socks'), 1));
    expect(fresh.body.cart.id).not.toBe(cart.id);
    expect((await v2(token, 'GET', '')).body.cart.id).toBe(fresh.body.cart.id);
    expect((await getCart(token, cart.id)).body.cart).toMatchObject({
      orderPlaced: true,
      currentCart: false,
    });
  });

  it('redeems the gift card on the order and refuses carts that are unknown', async () => {
    const { token, cart } = await readyCart();
    await v2(token, 'POST', '/add-gift-card', { giftCard: { code: 'GIFT-5000-ABCD' } });
    const placed = await place({ checkoutId: cart.id, email: 'ana@example.com' });
    const order = orders().find((o) => o.id === placed.body.orderId)!;
    expect(order.totals).toMatchObject({ total: '58.8', giftCard: '50' });
    // The card is spent: another cart cannot use it.
    const other = await readyCart();
    const added = await v2(other.token, 'POST', '/add-gift-card', { giftCard: { code: 'GIFT-5000-ABCD' } });
    expect(appError(added)).toMatchObject({ code: 'INVALID_GIFT_CARD_STATUS' });
    expect((await fetch(await checkoutPageUrl(base(), token, 'no-such-cart'))).status).toBe(404);
  });
});
