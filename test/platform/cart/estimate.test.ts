// Cart V1 estimate-totals: shipping options and tax for a destination; without one, the items' totals only
// (issue 13, difference 4: the platform does not assume the store's own location).
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { byOptions, carts, type EstimateJson, product, violations, visitorToken } from './shop.ts';

const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const base = () => platform.current.url;
const { v1, addV1, estimateV1: estimate } = carts(() => platform.current);
const mug = () => product(platform.current, 'classic-white-mug'); // $12, 0.4 kg
const bookends = () => product(platform.current, 'cast-iron-bookends'); // $65, 3.5 kg
const hoodie = () => product(platform.current, 'pullover-hoodie'); // $55, 0.7 kg
const US = { country: 'US', subdivision: 'US-NY', city: 'New York' };

async function cartWith(...items: unknown[]): Promise<string> {
  const token = await visitorToken(base());
  expect((await addV1(token, ...items)).status).toBe(200);
  return token;
}
const amounts = (e: EstimateJson) =>
  Object.fromEntries(Object.entries(e.priceSummary).map(([k, v]) => [k, v.amount]));
const optionCosts = (e: EstimateJson) =>
  Object.fromEntries(
    (e.shippingInfo.carrierServiceOptions[0]?.shippingOptions ?? []).map((o) => [
      o.code,
      o.cost.price.amount,
    ]),
  );

describe('estimate totals (V1)', () => {
  it('without an address answers the items only: no shipping options, no shipping, no tax', async () => {
    const token = await cartWith(byOptions(mug().id, 2));
    const answer = await estimate(token);
    expect(answer.status).toBe(200);
    expect(amounts(answer.body)).toEqual({
      subtotal: '24',
      shipping: '0',
      tax: '0',
      discount: '0',
      total: '24',
      additionalFees: '0',
    });
    expect(answer.body.shippingInfo).toEqual({ carrierServiceOptions: [] });
    expect(answer.body.taxSummary.totalTax.amount).toBe('0');
    // A chosen option means nothing without a destination.
    expect(
      (await estimate(token, { selectedShippingOption: { code: 'express' } })).body.priceSummary.shipping
        .amount,
    ).toBe('0');
  });

  it('to a US address: the cheapest option chosen, 8% tax on goods and shipping', async () => {
    const token = await cartWith(byOptions(mug().id, 2));
    const answer = await estimate(token, { shippingAddress: US });
    expect(optionCosts(answer.body)).toEqual({ standard: '5.99', express: '14.99' });
    expect(answer.body.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: 'standard',
      title: 'Standard',
    });
    // (24 + 5.99) * 8% = 2.3992
    expect(amounts(answer.body)).toEqual({
      subtotal: '24',
      shipping: '5.99',
      tax: '2.4',
      discount: '0',
      total: '32.39',
      additionalFees: '0',
    });
    expect(answer.body.priceSummary.total.formattedAmount).toBe('$32.39');
    expect(answer.body.taxSummary).toMatchObject({ taxName: 'US sales tax', totalTax: { amount: '2.4' } });
    expect(answer.body.calculatedLineItems[0]).toMatchObject({
      lineItemId: answer.body.cart.lineItems[0]!.id,
      paymentOption: 'FULL_PAYMENT_ONLINE',
    });
    expect(answer.body).toMatchObject({
      currency: 'USD',
      weightUnit: 'KG',
      appliedDiscounts: [],
      violations: [],
    });
  });

  it('uses the chosen option, free standard shipping from $100, and weight rates', async () => {
    const express = await estimate(await cartWith(byOptions(mug().id, 1)), {
      shippingAddress: US,
      selectedShippingOption: { code: 'express' },
    });
    expect(express.body.priceSummary.shipping.amount).toBe('14.99');
    expect(express.body.shippingInfo.selectedCarrierServiceOption?.code).toBe('express');
    const big = await estimate(await cartWith(byOptions(hoodie().id, 2, { Size: 'M' })), {
      shippingAddress: US,
    });
    expect(optionCosts(big.body)).toEqual({ standard: '0', express: '14.99' });
    const heavy = await estimate(await cartWith(byOptions(bookends().id, 2)), { shippingAddress: US });
    expect(optionCosts(heavy.body)).toEqual({ standard: '0', express: '24.99' });
    const one = await estimate(await cartWith(byOptions(bookends().id, 1)), { shippingAddress: US });
    expect(optionCosts(one.body)).toEqual({ standard: '5.99', express: '24.99' });
  });

  it('prices international shipping by quantity and weight and taxes by region', async () => {
    const token = await cartWith(byOptions(mug().id, 1));
    const de = await estimate(token, { shippingAddress: { country: 'DE', city: 'Berlin' } });
    expect(optionCosts(de.body)).toEqual({ international: '15' });
    expect(de.body.shippingInfo.region?.id).toBe('DE');
    expect(amounts(de.body)).toMatchObject({ shipping: '15', tax: '5.4', total: '32.4' });
    const jp = await estimate(token, { shippingAddress: { country: 'jp' } });
    expect(amounts(jp.body)).toMatchObject({ tax: '0', total: '27' });
    expect(jp.body.taxSummary.taxName).toBe('No tax collected');
    const two = await cartWith(byOptions(mug().id, 2));
    expect(optionCosts((await estimate(two, { shippingAddress: { country: 'FR' } })).body)).toEqual({
      international: '25',
    });
    const heavier = await cartWith(byOptions(bookends().id, 1), byOptions(mug().id, 1));
    expect(optionCosts((await estimate(heavier, { shippingAddress: { country: 'CA' } })).body)).toEqual({
      international: '40',
    });
  });

  it('leaves shipping or tax out when asked', async () => {
    const token = await cartWith(byOptions(mug().id, 1));
    const none = await estimate(token, {
      shippingAddress: US,
      calculateShipping: false,
      calculateTax: false,
    });
    expect(amounts(none.body)).toMatchObject({ shipping: '0', tax: '0', total: '12' });
    expect(none.body.shippingInfo.carrierServiceOptions).toEqual([]);
  });

  it('rejects an unknown shipping option and a bad address with field violations', async () => {
    const token = await cartWith(byOptions(mug().id, 1));
    const unknown = await estimate(token, {
      shippingAddress: US,
      selectedShippingOption: { code: 'teleport' },
    });
    expect(unknown.status).toBe(400);
    expect(violations(unknown)[0]).toMatchObject({
      field: 'selectedShippingOption.code',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
    const wrongPlace = await estimate(token, {
      shippingAddress: { country: 'DE' },
      selectedShippingOption: { code: 'express' },
    });
    expect(violations(wrongPlace)[0]?.description).toContain('international');
    expect(violations(await estimate(token, { shippingAddress: { country: 'Germany' } }))[0]?.field).toBe(
      'shippingAddress.country',
    );
    expect(violations(await estimate(token, { shippingAddress: 'Berlin' }))[0]?.field).toBe(
      'shippingAddress',
    );
  });

  it("ships to the cart's address (PATCH contactInfo) when the estimate names none", async () => {
    const token = await cartWith(byOptions(mug().id, 1));
    await v1(token, 'PATCH', '', { cartInfo: { contactInfo: { address: { country: 'de', city: 'Köln' } } } });
    const answer = await estimate(token);
    expect(answer.body.shippingInfo.region?.id).toBe('DE');
    expect(optionCosts(answer.body)).toEqual({ international: '15' });
  });

  it("uses the cart's stored shipping choice while it fits the destination, else the cheapest", async () => {
    const token = await cartWith(byOptions(mug().id, 1));
    await v1(token, 'PATCH', '', { cartInfo: { selectedShippingOption: { code: 'express' } } });
    const us = await estimate(token, { shippingAddress: US });
    expect(us.body.shippingInfo.selectedCarrierServiceOption?.code).toBe('express');
    const de = await estimate(token, { shippingAddress: { country: 'DE' } });
    expect([de.status, de.body.shippingInfo.selectedCarrierServiceOption?.code]).toEqual([
      200,
      'international',
    ]);
  });
});
