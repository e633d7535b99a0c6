// The hosted checkout from a V1 checkout (create-checkout), on a Catalog V1 site.
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { byOptions as lineItem, product } from '../cart/shop.ts';
import { ADMIN_KEY, appError, call, checkoutPageUrl, violations, visitorToken } from '../catalog/api.ts';

const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const base = () => platform.current.url;
const CART = '/ecom/v1/carts/current';
const mug = () => product(platform.current, 'classic-white-mug');
const tee = () => product(platform.current, 'organic-cotton-tee');
const stockOf = (slug: string) => product(platform.current, slug).stock.quantity;

interface OrderJson {
  id: string;
  number: number;
  buyer: { visitorId: string; memberId?: string; email?: string };
  paymentStatus: string;
  lineItems: Array<{ name: string; quantity: number; price: string }>;
  totals: { total: string; formattedTotal: string };
}
const orders = () => platform.current.platform.state.slice<OrderJson[]>('orders', () => []);

async function checkoutOf(items: unknown[], body: Record<string, unknown> = { channelType: 'WEB' }) {
  const token = await visitorToken(base());
  expect(
    (await call(base(), 'POST', `${CART}/add-to-cart`, { token, body: { lineItems: items } })).status,
  ).toBe(200);
  const answer = await call<{ checkoutId: string }>(base(), 'POST', `${CART}/create-checkout`, {
    token,
    body,
  });
  expect(answer.status).toBe(200);
  return { token, checkoutId: answer.body.checkoutId };
}
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

describe('checkout', () => {
  it('create-checkout answers only {checkoutId} and checks its input', async () => {
    const { token, checkoutId } = await checkoutOf([lineItem(mug().id, 1)]);
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    const cart = await call<{ cart: { checkoutId?: string } }>(base(), 'GET', CART, { token });
    expect(cart.body.cart.checkoutId).toBe(checkoutId);
    const channel = await call(base(), 'POST', `${CART}/create-checkout`, {
      token,
      body: { channelType: 'FAX' },
    });
    expect(violations(channel)[0]?.field).toBe('channelType');
    const email = await call(base(), 'POST', `${CART}/create-checkout`, {
      token,
      body: { channelType: 'WEB', email: 'not-mail' },
    });
    expect(violations(email)[0]?.field).toBe('email');
    const option = await call(base(), 'POST', `${CART}/create-checkout`, {
      token,
      body: { shippingAddress: { country: 'US' }, selectedShippingOption: { code: 'zeppelin' } },
    });
    expect(violations(option)[0]?.field).toBe('selectedShippingOption.code');
    const merchant = await call(base(), 'POST', `${CART}/create-checkout`, { token: ADMIN_KEY, body: {} });
    expect(merchant.status).toBe(403);
  });

  it('shows a hosted page with items, totals and shipping choices, escaping what it shows', async () => {
    const { token, checkoutId } = await checkoutOf([lineItem(tee().id, 2, { Size: 'L', Color: 'Black' })], {
      channelType: 'WEB',
      email: 'ana@example.com',
    });
    const ret = 'http://localhost:5173/done?a=1&b="x"';
    const page = await fetch(await checkoutPageUrl(base(), token, checkoutId, { thankYouPageUrl: ret }));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Organic Cotton Tee');
    expect(html).toContain('Size: L, Color: Black');
    expect(html).toContain('value="standard" checked');
    expect(html).toContain('value="ana@example.com"');
    expect(html).toContain('http://localhost:5173/done?a=1&amp;b=&quot;x&quot;');
    expect(html).not.toContain('b="x"');
    // $50 + $5.99 standard + 8% tax = $60.47
    expect(html).toContain('data-total="total">$60.47<');
    const germany = await (
      await fetch(await checkoutPageUrl(base(), token, checkoutId, { country: 'DE' }))
    ).text();
    expect(germany).toContain('value="international" checked');
    expect(germany).toContain('EU VAT');
    const express = await checkoutOf([lineItem(mug().id, 1)], {
      channelType: 'WEB',
      selectedShippingOption: { code: 'express' },
    });
    const expressPage = await (
      await fetch(await checkoutPageUrl(base(), express.token, express.checkoutId))
    ).text();
    expect(expressPage).toContain('value="express" checked');
    const abroad = await fetch(
      await checkoutPageUrl(base(), express.token, express.checkoutId, { country: 'FR' }),
    );
    expect(abroad.status).toBe(200);
    expect(await abroad.text()).toContain('value="international" checked');
  });

  it('refuses pages for unknown checkouts and return addresses on foreign origins', async () => {
    const { token, checkoutId } = await checkoutOf([lineItem(mug().id, 1)]);
    const unknown = await fetch(await checkoutPageUrl(base(), token, '<script>'));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain('<script>');
    const foreign = await fetch(
      await checkoutPageUrl(base(), token, checkoutId, { postFlowUrl: 'https://evil.example/x' }),
    );
    expect(foreign.status).toBe(400);
    const placed = await place({ checkoutId, email: 'a@example.com', postFlowUrl: 'https://evil.example/x' });
    expect(appError(placed).code).toBe('INVALID_REDIRECT_URL');
  });

  it('places a paid order: stock goes down, the cart is no longer current, the buyer returns with ?orderId=', async () => {
    const stockBefore = stockOf('classic-white-mug')!;
    const { token, checkoutId } = await checkoutOf([lineItem(mug().id, 3)]);
    const missingEmail = await place({ checkoutId });
    expect(violations(missingEmail)[0]?.field).toBe('email');
    const answer = await place({
      checkoutId,
      email: 'buyer@example.com',
      country: 'US',
      shipping: 'express',
      thankYouPageUrl: 'http://localhost:5173/thanks?from=cart#top',
      postFlowUrl: 'http://localhost:5173/back',
    });
    expect(answer.status).toBe(200);
    const { orderId, redirectUrl } = answer.body;
    expect(redirectUrl).toBe(`http://localhost:5173/thanks?from=cart&orderId=${orderId}#top`);
    const order = orders().find((o) => o.id === orderId)!;
    expect(order).toMatchObject({
      paymentStatus: 'PAID',
      buyer: { email: 'buyer@example.com' },
      lineItems: [{ name: 'Classic White Mug', quantity: 3, price: '$12.00' }],
      // 36 + 14.99 express + 8% tax (4.0792)
      totals: { total: '55.07', formattedTotal: '$55.07' },
    });
    expect(order.number).toBeGreaterThan(10000);
    expect(stockOf('classic-white-mug')).toBe(stockBefore - 3);
    expect((await call(base(), 'GET', CART, { token })).status).toBe(404);

    // Placing it again (a double click) gives the same order and takes no more stock.
    const again = await place({ checkoutId, email: 'buyer@example.com' });
    expect(again.body.orderId).toBe(orderId);
    expect(stockOf('classic-white-mug')).toBe(stockBefore - 3);
    const page = await (await fetch(await checkoutPageUrl(base(), token, checkoutId))).text();
    expect(page).toContain(`order #${order.number}`);
  });

  it('redirects a plain form post with 303 to postFlowUrl when there is no thank-you page', async () => {
    const { checkoutId } = await checkoutOf([lineItem(mug().id, 1)]);
    const answer = await call(base(), 'POST', '/_hosted/checkout/place', {
      body: { checkoutId, email: 'plain@example.com', postFlowUrl: 'http://127.0.0.1:8080/after' },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(
      /^http:\/\/127\.0\.0\.1:8080\/after\?orderId=[0-9a-f-]{36}$/,
    );
  });

  it('refuses to place an order for items that sold out meanwhile, and changes nothing', async () => {
    const pin = product(platform.current, 'enamel-pin');
    const { token, checkoutId } = await checkoutOf([lineItem(pin.id, 2)]);
    await call(base(), 'POST', '/_emulator/stock', { body: { productId: pin.id, quantity: 1 } });
    const count = orders().length;
    const answer = await place({ checkoutId, email: 'late@example.com' });
    expect([answer.status, appError(answer).code]).toEqual([409, 'CHECKOUT_NOT_PURCHASABLE']);
    expect(appError(answer).description).toBe('Only 1 of Enamel Pin left (you chose 2).');
    expect(orders().length).toBe(count);
    expect(stockOf('enamel-pin')).toBe(1);
    expect((await call(base(), 'GET', CART, { token })).status).toBe(200);
    const page = await (await fetch(await checkoutPageUrl(base(), token, checkoutId))).text();
    expect(page).toContain('Only 1 of Enamel Pin left');
  });

  it('gives the hosted checkout URL of a checkout (checkout.getCheckoutUrl)', async () => {
    const { token, checkoutId } = await checkoutOf([lineItem(mug().id, 1)]);
    const answer = await call<{ checkoutUrl: string }>(
      base(),
      'GET',
      `/ecom/v1/checkouts/${checkoutId}/checkout-url?id=${checkoutId}`,
      { token },
    );
    const url = new URL(answer.body.checkoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${base()}/_hosted/checkout`);
    expect(url.searchParams.get('checkoutId')).toBe(checkoutId);
    expect((await fetch(url)).status).toBe(200);
    // Only its owner gets one: another visitor's token finds no such checkout.
    const stranger = await visitorToken(base());
    const other = await call(base(), 'GET', `/ecom/v1/checkouts/${checkoutId}/checkout-url`, {
      token: stranger,
    });
    expect(other.status).toBe(404);
    const unknown = await call(base(), 'GET', '/ecom/v1/checkouts/nope/checkout-url', { token });
    expect([unknown.status, appError(unknown).code]).toEqual([404, 'CHECKOUT_NOT_FOUND']);
  });
});

describe('the hosted product page', () => {
  it('shows a visible product with its options and a link back to an allowed origin', async () => {
    const page = await fetch(
      `${base()}/_hosted/product/organic-cotton-tee?postFlowUrl=${encodeURIComponent('http://localhost:5173/shop')}`,
    );
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<h1>Organic Cotton Tee</h1>');
    expect(html).toContain('Color: Black, White, Red');
    expect(html).toContain('href="http://localhost:5173/shop"');
    expect(html).toContain(`${base()}/_media/organic-cotton-tee.svg`);
    expect((await fetch(`${base()}/_hosted/product/hidden-draft-product`)).status).toBe(404);
    expect(
      (await fetch(`${base()}/_hosted/product/wool-socks?postFlowUrl=https%3A%2F%2Fevil.example`)).status,
    ).toBe(400);
  });
});
