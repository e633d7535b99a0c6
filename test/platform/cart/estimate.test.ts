import { beforeAll, describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import {
  call,
  type EstimateJson,
  lineItem,
  type ProductJson,
  productBySlug,
  violations,
  visitorToken,
} from '../catalog/api.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const CART = '/ecom/v1/carts/current';
let mug: ProductJson; // $12, 0.4 kg
let bookends: ProductJson; // $65, 3.5 kg
let jacket: ProductJson; // hoodie: $55, 0.7 kg
beforeAll(async () => {
  mug = await productBySlug(base(), 'classic-white-mug');
  bookends = await productBySlug(base(), 'cast-iron-bookends');
  jacket = await productBySlug(base(), 'pullover-hoodie');
});

async function cartWith(...items: unknown[]): Promise<string> {
  const token = await visitorToken(base());
  expect(
    (await call(base(), 'POST', `${CART}/add-to-cart`, { token, body: { lineItems: items } })).status,
  ).toBe(200);
  return token;
}
const estimate = (token: string, body: unknown = {}) =>
  call<EstimateJson>(base(), 'POST', `${CART}/estimate-totals`, { token, body });
const amounts = (e: EstimateJson) =>
  Object.fromEntries(Object.entries(e.priceSummary).map(([k, v]) => [k, v.amount]));
const optionCosts = (e: EstimateJson) =>
  Object.fromEntries(
    (e.shippingInfo.carrierServiceOptions[0]?.shippingOptions ?? []).map((o) => [
      o.code,
      o.cost.price.amount,
    ]),
  );

describe('estimate totals', () => {
  it('ships from the store in the US by default: cheapest option chosen, 8% tax on goods and shipping', async () => {
    const token = await cartWith(lineItem(mug.id, 2));
    const answer = await estimate(token);
    expect(answer.status).toBe(200);
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
    expect(answer.body.cart.lineItems).toHaveLength(1);
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
    const express = await estimate(await cartWith(lineItem(mug.id, 1)), {
      selectedShippingOption: { code: 'express' },
    });
    expect(express.body.priceSummary.shipping.amount).toBe('14.99');
    expect(express.body.shippingInfo.selectedCarrierServiceOption?.code).toBe('express');

    const big = await estimate(await cartWith(lineItem(jacket.id, 2, { Size: 'M' })));
    expect(optionCosts(big.body)).toEqual({ standard: '0', express: '14.99' });

    // Two bookends weigh 7 kg: $130 still ships free by standard, express costs the heavy rate.
    const heavy = await estimate(await cartWith(lineItem(bookends.id, 2)));
    expect(optionCosts(heavy.body)).toEqual({ standard: '0', express: '24.99' });
    // One weighs 3.5 kg at $65: not free, but not over 5 kg either.
    const one = await estimate(await cartWith(lineItem(bookends.id, 1)));
    expect(optionCosts(one.body)).toEqual({ standard: '5.99', express: '24.99' });
  });

  it('prices international shipping by quantity and weight and taxes by region', async () => {
    const token = await cartWith(lineItem(mug.id, 1));
    const de = await estimate(token, { shippingAddress: { country: 'DE', city: 'Berlin' } });
    expect(optionCosts(de.body)).toEqual({ international: '15' });
    expect(de.body.shippingInfo.region.id).toBe('DE');
    // (12 + 15) * 20% VAT
    expect(amounts(de.body)).toMatchObject({ shipping: '15', tax: '5.4', total: '32.4' });
    const jp = await estimate(token, { shippingAddress: { country: 'jp' } });
    expect(amounts(jp.body)).toMatchObject({ tax: '0', total: '27' });
    expect(jp.body.taxSummary.taxName).toBe('No tax collected');

    const two = await cartWith(lineItem(mug.id, 2));
    expect(optionCosts((await estimate(two, { shippingAddress: { country: 'FR' } })).body)).toEqual({
      international: '25',
    });
    const heavy = await cartWith(lineItem(bookends.id, 1));
    expect(optionCosts((await estimate(heavy, { shippingAddress: { country: 'CA' } })).body)).toEqual({
      international: '15',
    });
    const heavier = await cartWith(lineItem(bookends.id, 1), lineItem(mug.id, 1));
    expect(optionCosts((await estimate(heavier, { shippingAddress: { country: 'CA' } })).body)).toEqual({
      international: '40',
    });
  });

  it('leaves shipping or tax out when asked', async () => {
    const token = await cartWith(lineItem(mug.id, 1));
    const none = await estimate(token, { calculateShipping: false, calculateTax: false });
    expect(amounts(none.body)).toMatchObject({ shipping: '0', tax: '0', total: '12' });
    expect(none.body.shippingInfo.carrierServiceOptions).toEqual([]);
  });

  it('rejects an unknown shipping option and a bad address with field violations', async () => {
    const token = await cartWith(lineItem(mug.id, 1));
    const unknown = await estimate(token, { selectedShippingOption: { code: 'teleport' } });
    expect(unknown.status).toBe(400);
    expect(violations(unknown)[0]).toMatchObject({
      field: 'selectedShippingOption.code',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
    expect(violations(unknown)[0]?.description).toContain('standard, express');
    const wrongPlace = await estimate(token, {
      shippingAddress: { country: 'DE' },
      selectedShippingOption: { code: 'express' },
    });
    expect(violations(wrongPlace)[0]?.description).toContain('international');
    const country = await estimate(token, { shippingAddress: { country: 'Germany' } });
    expect(violations(country)[0]?.field).toBe('shippingAddress.country');
    const shape = await estimate(token, { shippingAddress: 'Berlin' });
    expect(violations(shape)[0]?.field).toBe('shippingAddress');
  });

  it("ships to the cart's contact address when the estimate names none", async () => {
    const token = await cartWith(lineItem(mug.id, 1));
    const patched = await call<{ cart: { contactInfo?: unknown } }>(base(), 'PATCH', CART, {
      token,
      body: {
        cartInfo: {
          contactInfo: { address: { country: 'de', city: 'Köln' }, contactDetails: { firstName: 'Ana' } },
        },
      },
    });
    expect(patched.body.cart.contactInfo).toEqual({
      address: { country: 'DE', city: 'Köln' },
      contactDetails: { firstName: 'Ana' },
    });
    const answer = await estimate(token);
    expect(answer.body.shippingInfo.region.id).toBe('DE');
    expect(optionCosts(answer.body)).toEqual({ international: '15' });
    const bad = await call(base(), 'PATCH', CART, {
      token,
      body: { cartInfo: { contactInfo: { address: { country: 'Deutschland' } } } },
    });
    expect(violations(bad)[0]?.field).toBe('cartInfo.contactInfo.address.country');
  });

  it("uses the cart's stored shipping choice while it fits the destination, else the cheapest", async () => {
    const token = await cartWith(lineItem(mug.id, 1));
    await call(base(), 'PATCH', CART, {
      token,
      body: { cartInfo: { selectedShippingOption: { code: 'express' } } },
    });
    const us = await estimate(token);
    expect(us.body.shippingInfo.selectedCarrierServiceOption?.code).toBe('express');
    const de = await estimate(token, { shippingAddress: { country: 'DE' } });
    expect(de.status).toBe(200);
    expect(de.body.shippingInfo.selectedCarrierServiceOption?.code).toBe('international');
  });
});
