// A person uses the hosted checkout page in Chromium: changes the country, picks a shipping option,
// types an e-mail, places the order and lands on the thank-you page with the order id.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../browser/chromium.ts';
import { usePlatform } from '../../support/platform.ts';
import { byOptions, product } from '../cart/shop.ts';
import { call, checkoutPageUrl, visitorToken } from '../catalog/api.ts';

const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const base = () => platform.current.url;
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
}, 30_000);
afterAll(async () => {
  await browser?.close();
});

describe('the hosted checkout page in Chromium', () => {
  it('places an order and returns to the thank-you address with ?orderId=', async () => {
    const token = await visitorToken(base());
    const tee = product(platform.current, 'organic-cotton-tee');
    await call(base(), 'POST', '/ecom/v1/carts/current/add-to-cart', {
      token,
      body: { lineItems: [byOptions(tee.id, 1, { Size: 'XL', Color: 'White' })] },
    });
    const { body } = await call<{ checkoutId: string }>(
      base(),
      'POST',
      '/ecom/v1/carts/current/create-checkout',
      {
        token,
        body: { channelType: 'WEB' },
      },
    );
    const thankYou = `${base()}/_hosted/checkout/thank-you?from=test`;
    const page = await browser.newPage();
    try {
      await page.goto(await checkoutPageUrl(base(), token, body.checkoutId, { thankYouPageUrl: thankYou }));
      expect(await page.textContent('table')).toContain('Organic Cotton Tee');
      await page.selectOption('select[name=country]', 'DE');
      await Promise.all([page.waitForURL(/country=DE/), page.click('text=Update shipping')]);
      expect(await page.textContent('[data-total=tax]')).not.toBe('$0.00');
      await page.check('input[value=international]');
      await page.fill('input[name=email]', 'chromium@example.com');
      await Promise.all([page.waitForURL(/orderId=/), page.click('text=Place order')]);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/_hosted/checkout/thank-you');
      expect(url.searchParams.get('from')).toBe('test');
      expect(await page.textContent('h1')).toBe('Thank you!');
      const orders = platform.current.platform.state.slice<
        Array<{ id: string; buyer: { email?: string }; totals: { formattedTotal: string } }>
      >('orders', () => []);
      const order = orders.find((o) => o.id === url.searchParams.get('orderId'));
      // $25 + $15 international shipping, 20% VAT: $48.00
      expect(order).toMatchObject({
        buyer: { email: 'chromium@example.com' },
        totals: { formattedTotal: '$48.00' },
      });
      expect((await call(base(), 'GET', '/ecom/v1/carts/current', { token })).status).toBe(404);
    } finally {
      await page.close();
    }
  }, 30_000);
});
