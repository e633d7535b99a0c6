// Current Cart V2 totals (platform-2026.md §2.4): no list of delivery options; the price of the method set
// with set-delivery-method for the cart's address; tax from the address; the calculate flags.

import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { setStock } from '../../support/stock.ts';
import { amounts, appError, byVariant, carts, product, visitorToken } from './shop.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const { v2, addV2, estimateV2 } = carts(() => platform.current);
const mug = () => product(platform.current, 'classic-white-mug'); // $12, 0.4 kg
const ALL = {
  calculateDelivery: true,
  calculateTax: true,
  calculateAdditionalFees: true,
  calculateGiftCards: true,
};

async function twoMugs() {
  const token = await visitorToken(base());
  await addV2(token, byVariant(mug(), 2));
  return token;
}
const address = (token: string, country: string) =>
  v2(token, 'PATCH', '', { cart: { deliveryInfo: { address: { country, city: 'Somewhere' } } } });
const method = (token: string, code: string, appId?: string) =>
  v2(token, 'POST', '/set-delivery-method', { deliveryMethod: { code, ...(appId ? { appId } : {}) } });
const codes = (summary: { violations: Array<{ code: string }> }) => summary.violations.map((v) => v.code);
const ZERO = { amount: '0.00', convertedAmount: '0.00' };

describe('Current Cart V2 estimate', () => {
  it('answers {cart, summary} with the six totals; with no flags only the items are totalled', async () => {
    const token = await twoMugs();
    const answer = await estimateV2(token);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['cart', 'summary']);
    const { summary, cart } = answer.body;
    expect(amounts(summary)).toEqual({
      subtotal: '24.00',
      discount: '0',
      delivery: '0',
      additionalFees: '0',
      tax: '0.00',
      total: '24.00',
    });
    expect(summary).toMatchObject({
      cartId: cart.id,
      cartRevision: cart.revision,
      lineItems: [{ lineItemId: cart.lineItems[0]!.id, quantity: 2, unitPrice: { amount: '12.00' } }],
      additionalFees: [],
      // A zero entry in taxes[] and calculationErrors, as a recorded live answer carries (platform-2026.md §6a).
      taxSummary: {
        taxes: [{ taxableAmount: ZERO, exemptAmount: ZERO, amount: ZERO }],
        pricesIncludeTax: false,
        lineItemTaxes: [],
        additionalFeeTaxes: [],
      },
      calculationErrors: { orderValidationErrors: [] },
      violations: [],
    });
    expect(summary.deliverySummary).toBeUndefined();
  });

  it('has no delivery and no tax without an address, and says the address is missing', async () => {
    const token = await twoMugs();
    const { summary } = (await estimateV2(token, ALL)).body;
    expect(amounts(summary)).toMatchObject({ delivery: '0', tax: '0.00', total: '24.00' });
    // Both, as the live platform reports them for a cart with neither (platform-2026.md §6a).
    expect(summary.violations).toEqual([
      {
        scope: 'DELIVERY',
        code: 'MISSING_DELIVERY_ADDRESS',
        severity: 'ERROR',
        description: 'The cart is missing a delivery address.',
      },
      {
        scope: 'DELIVERY',
        code: 'MISSING_DELIVERY_METHOD',
        severity: 'ERROR',
        description: 'The cart is missing a delivery method.',
      },
    ]);
    expect(summary.deliverySummary).toBeUndefined();
    const early = await method(token, 'standard');
    expect([early.status, appError(early).code]).toEqual([428, 'DELIVERY_METHOD_MISSING_ADDRESS']);
  });

  it('with an address but no method charges no delivery, taxes by the address, and reports the missing method', async () => {
    const token = await twoMugs();
    await address(token, 'US');
    const { summary } = (await estimateV2(token, ALL)).body;
    // 8% of 24
    expect(amounts(summary)).toMatchObject({ delivery: '0', tax: '1.92', total: '25.92' });
    expect(summary.violations).toEqual([
      {
        scope: 'DELIVERY',
        code: 'MISSING_DELIVERY_METHOD',
        severity: 'ERROR',
        description: expect.any(String),
      },
    ]);
    expect(summary.deliverySummary).toBeUndefined();
  });

  it('prices the method set for the address, and follows the address when it changes', async () => {
    const token = await twoMugs();
    await address(token, 'US');
    const set = await method(token, 'express');
    expect(set.status).toBe(200);
    expect(set.body.cart.deliveryInfo.method).toEqual({
      code: 'express',
      appId: expect.any(String),
      title: { original: 'Express', translated: 'Express' },
      pickup: false,
    });
    const us = (await estimateV2(token, ALL)).body.summary;
    // 24 + 14.99 = 38.99; 8% = 3.12
    expect(amounts(us)).toEqual({
      subtotal: '24.00',
      discount: '0',
      delivery: '14.99',
      additionalFees: '0',
      tax: '3.12',
      total: '42.11',
    });
    expect(us.deliverySummary).toEqual({
      method: set.body.cart.deliveryInfo.method,
      price: { amount: '14.99', convertedAmount: '14.99' },
    });
    expect(us.taxSummary.taxes).toEqual([
      {
        name: { original: 'US sales tax', translated: 'US sales tax' },
        taxableAmount: { amount: '38.99', convertedAmount: '38.99' },
        exemptAmount: ZERO,
        amount: { amount: '3.12', convertedAmount: '3.12' },
      },
    ]);
    expect(codes(us)).toEqual([]);
    // Only the calculation asked for is made.
    expect(amounts((await estimateV2(token, { calculateDelivery: true })).body.summary)).toMatchObject({
      delivery: '14.99',
      tax: '0.00',
    });

    await address(token, 'DE');
    const de = (await estimateV2(token, ALL)).body.summary;
    expect(codes(de)).toEqual(['DELIVERY_METHOD_NO_LONGER_AVAILABLE']);
    expect(amounts(de)).toMatchObject({ delivery: '0', tax: '4.80', total: '28.80' });
    const wrong = await method(token, 'express');
    expect([wrong.status, appError(wrong).code, appError(wrong).data]).toEqual([
      428,
      'DELIVERY_METHOD_NOT_FOUND',
      { code: 'express' },
    ]);
    expect((await method(token, 'international')).status).toBe(200);
    // Two items to Germany: $25; (24 + 25) * 20%
    expect(
      amounts((await v2<{ summary: never }>(token, 'POST', '/calculate', {})).body.summary),
    ).toMatchObject({
      delivery: '25.00',
      tax: '9.80',
      total: '58.80',
    });
    expect(appError(await method(token, 'international', 'another-app')).code).toBe(
      'DELIVERY_METHOD_NOT_FOUND',
    );
    const removed = await v2(token, 'POST', '/remove-delivery-method', {});
    expect(removed.body.cart.deliveryInfo.method).toBeUndefined();
  });

  it('FREESHIP makes the delivery free as a DELIVERY discount', async () => {
    const token = await twoMugs();
    await address(token, 'US');
    await method(token, 'standard');
    await v2(token, 'POST', '/add-coupon', { coupon: { code: 'FREESHIP' } });
    const { summary } = (await estimateV2(token, ALL)).body;
    expect(amounts(summary)).toMatchObject({ delivery: '0', discount: '0', total: '25.92' });
    expect(summary.discounts).toEqual([
      expect.objectContaining({ scope: 'DELIVERY', total: { amount: '5.99', convertedAmount: '5.99' } }),
    ]);
  });

  it('reports items that cannot be bought and checks its flags', async () => {
    const token = await visitorToken(base());
    const pin = product(platform.current, 'enamel-pin');
    await addV2(token, byVariant(pin, 1), byVariant(mug(), 1));
    // Sold out after it was added (an add of a sold-out item is refused).
    await setStock(base(), pin.id, 0);
    const { summary } = (await estimateV2(token)).body;
    expect(summary.violations).toEqual([
      {
        scope: 'LINE_ITEM',
        code: 'LINE_ITEMS_OUT_OF_STOCK',
        severity: 'ERROR',
        description: expect.any(String),
        lineItemsOutOfStockData: {
          lineItemIds: [summary.lineItems[0]!.lineItemId],
          allLineItemsOutOfStock: false,
        },
      },
    ]);
    expect(
      (await estimateV2(token, { validationConfig: 'SKIP_VALIDATIONS' })).body.summary.violations,
    ).toEqual([]);
    expect((await estimateV2(token, { calculateTax: 'yes' })).status).toBe(400);
    expect((await estimateV2(token, { validationConfig: 'ALL' })).status).toBe(400);
  });
});
