// The attack of issue 30 #7: the event stream a store puts in `data-events` broadcast every abandoned cart
// with its cart, member and checkout ids, and the checkout id alone opened the hosted checkout page with
// the buyer's e-mail, address and items. A browser now reads only what every visitor may see, and the
// page opens only through a checkout session of the checkout's owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { control, controlHeaders, usePlatform } from '../../support/platform.ts';
import { ADMIN_KEY, call, checkoutPageUrl, lineItem, productBySlug, visitorToken } from '../catalog/api.ts';
import { openStream, type StreamReader, waitFor } from './receivers.ts';

const ABANDON_AFTER_MS = 60_000;
const platform = usePlatform({ config: { abandonAfterMs: ABANDON_AFTER_MS, catalogVersion: 'V1_CATALOG' } });
const base = () => platform.current.url;
const CART = '/ecom/v1/carts/current';

let browser: StreamReader;
beforeAll(async () => {
  // What a shop page's widget opens: no token, the shop's origin.
  browser = await openStream(`${base()}/_emulator/events`, { origin: 'http://localhost:5173' });
});
afterAll(() => browser?.close());

/** A shopper's cart with a checkout that carries their e-mail and address. */
async function shoppersCheckout() {
  const token = await visitorToken(base());
  const mug = await productBySlug(base(), 'classic-white-mug');
  await call(base(), 'POST', `${CART}/add-to-cart`, { token, body: { lineItems: [lineItem(mug.id, 2)] } });
  const { body } = await call<{ checkoutId: string }>(base(), 'POST', `${CART}/create-checkout`, {
    token,
    body: {
      channelType: 'WEB',
      email: 'victim@example.com',
      shippingAddress: {
        country: 'GB',
        city: 'London',
        addressLine: '12 Secret Street',
        postalCode: 'SW1Y 4JH',
      },
    },
  });
  return { token, checkoutId: body.checkoutId, mug };
}

describe('the event stream a browser reads', () => {
  it('carries stock changes but no abandoned cart', async () => {
    const { mug } = await shoppersCheckout();
    platform.current.advanceClock(ABANDON_AFTER_MS + 1000); // the cart is abandoned now
    await control(base(), '/_emulator/stock', { productId: mug.id, quantity: 40 });
    // Events go out in order: once the stock change (a product update) is in, the abandoned cart before it would be too.
    await waitFor(
      browser,
      () => browser.events,
      (all) => (all.some((e) => /product_updated|inventory/i.test(e.envelope.eventType)) ? true : undefined),
    );
    const types = browser.events.map((e) => e.envelope.eventType);
    expect(types.some((type) => /abandon|recovered/i.test(type))).toBe(false);
    expect(JSON.stringify(browser.events)).not.toMatch(/victim@example\.com|checkoutId|memberId|visitorId/);
  });
});

describe('a product hidden from the store', () => {
  it('is written to the store’s own stream, not to the browser’s', async () => {
    const own = await openStream(`${base()}/_emulator/events`, controlHeaders(base()));
    try {
      const socks = await productBySlug(base(), 'wool-socks');
      const mug = await productBySlug(base(), 'classic-white-mug');
      const hidden = await call(base(), 'PATCH', `/stores/v1/products/${socks.id}`, {
        token: ADMIN_KEY,
        body: { product: { visible: false } },
      });
      expect(hidden.status).toBe(200);
      await control(base(), '/_emulator/stock', { productId: socks.id, quantity: 7 });
      // A visible product's change after it: once the browser has it, it would have had the socks' too.
      await control(base(), '/_emulator/stock', { productId: mug.id, quantity: 33 });
      const about = (id: string) => (e: StreamReader['events'][number]) =>
        (JSON.parse(e.envelope.data) as { entityId?: string }).entityId === id;
      await waitFor(
        browser,
        () => browser.events,
        (all) => (all.some(about(mug.id)) ? true : undefined),
      );
      await waitFor(
        own,
        () => own.events,
        (all) => (all.some(about(mug.id)) ? true : undefined),
      );
      expect(own.events.some(about(socks.id))).toBe(true);
      expect(browser.events.some(about(socks.id))).toBe(false);
    } finally {
      own.close();
    }
  });
});

describe('the hosted checkout page', () => {
  it('does not open from a checkout id alone, nor through another shopper’s session', async () => {
    const { token, checkoutId } = await shoppersCheckout();
    const bare = await fetch(`${base()}/_hosted/checkout?checkoutId=${checkoutId}`);
    expect(bare.status).toBe(403);
    const text = await bare.text();
    expect(text).not.toContain('victim@example.com');
    expect(text).not.toContain('Secret Street');

    const stranger = await visitorToken(base());
    const theirs = await fetch(await checkoutPageUrl(base(), stranger, checkoutId));
    expect(theirs.status).toBe(403);
    expect(await theirs.text()).not.toContain('victim@example.com');

    const own = await fetch(await checkoutPageUrl(base(), token, checkoutId));
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('victim@example.com');
  });
});
