// Money in the shopper's currency (issue 29): a client made with `currency` sends `x-wix-currency`, which the
// platform answers with converted prices (`convertedPriceData` on Catalog V1 products, `convertedAmount` and
// `conversionCurrency` on Cart V1, `customerInfo.currencyCode` on Cart V2), and the normalized answers read
// them: product cards, the cart and its totals show one currency. The emulator's EUR rate is 0.9 per USD.
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';

const v1Site = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const MUG = 'classic-white-mug';

describe('a shopper who pays in euros on a multi-currency site', () => {
  it('reads Catalog V1 prices in their currency, and sends it as x-wix-currency', async () => {
    const { client, requests } = emulatorClient(v1Site.current.url, { currency: 'EUR' });
    const site = emulatorClient(v1Site.current.url).client;
    const inDollars = await site.products.getBySlug(MUG);
    const inEuros = await client.products.getBySlug(MUG);
    expect(inDollars?.currency).toBe('USD');
    expect(inEuros?.currency).toBe('EUR');
    const dollars = Number(inDollars?.price.amount);
    expect(Number(inEuros?.price.amount)).toBeCloseTo(dollars * 0.9, 2);
    expect(inEuros?.price.formatted).toMatch(/^€/);
    const catalogCalls = requests.filter((r) => r.path.startsWith('/stores'));
    expect(catalogCalls.length).toBeGreaterThan(0);
    expect(catalogCalls.every((r) => r.headers['x-wix-currency'] === 'EUR')).toBe(true);
  });

  it('reads a Cart V1 cart and its totals in their currency', async () => {
    const { client } = emulatorClient(v1Site.current.url, { currency: 'EUR', cartApi: 'v1' });
    const mug = await client.products.getBySlug(MUG);
    const { cart } = await client.cart.add({
      lineItems: [{ catalogReference: client.products.catalogReference(mug!), quantity: 2 }],
    });
    expect(cart.currency).toBe('EUR');
    const unit = Number(mug?.price.amount);
    expect(Number(cart.lines[0]?.unitPrice.amount)).toBeCloseTo(unit, 2);
    expect(Number(cart.subtotal.amount)).toBeCloseTo(unit * 2, 2);
    expect(cart.subtotal.formatted).toMatch(/^€/);
    const totals = await client.cart.estimate();
    expect(Number(totals.subtotal.amount)).toBeCloseTo(unit * 2, 2);
    expect(totals.total.formatted).toMatch(/^€/);
  });

  it('reads a Cart V2 cart in their currency too', async () => {
    const { client } = emulatorClient(v1Site.current.url, { currency: 'EUR' });
    const mug = await client.products.getBySlug(MUG);
    const { cart } = await client.cart.add({
      lineItems: [{ catalogReference: client.products.catalogReference(mug!), quantity: 1 }],
    });
    expect(cart.api).toBe('v2');
    expect(cart.currency).toBe('EUR');
    expect(Number(cart.subtotal.amount)).toBeCloseTo(Number(mug?.price.amount), 2);
  });

  it('a currency the store does not offer reads in the site currency', async () => {
    const { client } = emulatorClient(v1Site.current.url, { currency: 'JPY' });
    expect((await client.products.getBySlug(MUG))?.currency).toBe('USD');
  });
});
