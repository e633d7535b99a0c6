// The attack of issue 30 #7: the event stream a store puts in `data-events` broadcast every abandoned cart
// with its cart, member and checkout ids, and the checkout id alone opened the hosted checkout page with
// the buyer's e-mail, address and items. A browser now reads only what every visitor may see, and the
// page opens only through a checkout session of the checkout's owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { control, usePlatform } from '../../support/platform.ts';
import { call, checkoutPageUrl, lineItem, productBySlug, visitorToken } from '../catalog/api.ts';
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
