// The generation-independent Cart and CartTotals, built from the platform's documented V2 answers
// (platform-2026.md §2.3, §2.4) and from V1 wire carts (protocol §6.3).
import { describe, expect, it } from 'vitest';
import { cartFromV1, totalsFromV1 } from '../../src/cart/normalize-v1.ts';
import { cartFromV2 } from '../../src/cart/normalize-v2.ts';
import { totalsFromV2 } from '../../src/cart/totals-v2.ts';
import type { CartV1, CartV2, CartV2EstimateResponse, EstimateTotalsResponse } from '../../src/index.ts';
import { cartV2Answer, estimateV2Answer } from './fixtures/platform-2026.ts';

const v2 = () => cartV2Answer().cart as unknown as CartV2;

/** Every `formatted` anywhere in a value. */
const formattedIn = (value: unknown): string[] => JSON.stringify(value).match(/"formatted":"[^"]*"/g) ?? [];

describe('Cart V2 → Cart (the documented §2.3 answer)', () => {
  it('reads every line field a cart shows', () => {
    const cart = cartFromV2(v2());
    expect(cart.lines).toEqual([
      {
        id: 'li-1',
        productId: 'p-1',
        catalogReference: {
          catalogItemId: 'p-1',
          appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
          options: { variantId: 'v-1' },
        },
        variantId: 'v-1',
        options: {},
        name: 'Mug',
        details: [
          { name: 'Color', value: 'Red', color: '#FF0000' },
          { name: 'Size', value: 'L' },
        ],
        quantity: 2,
        confirmedQuantity: 2,
        availableQuantity: 10,
        availability: 'AVAILABLE',
        unitPrice: { amount: '10.50' },
        fullPrice: { amount: '12.00' },
        totalPrice: { amount: '21.00' },
        image: { url: 'https://static.wixstatic.com/media/abc_mv2.jpg', altText: 'Mug' },
        url: 'https://site.example/product-page/mug',
      },
    ]);
  });

  it('reads the cart: currency, subtotal, coupon id and code only, delivery, dates; V2 formats nothing', () => {
    const cart = cartFromV2(v2());
    expect(cart).toMatchObject({
      api: 'v2',
      id: '9f1c0000-0000-4000-8000-000000000001',
      currency: 'USD',
      subtotal: { amount: '21.00' },
      coupon: { id: 'cp-1', code: 'SAVE10' },
      giftCard: { id: 'gc-1', code: '****5678' },
      deliveryAddress: { country: 'US' },
      deliveryMethod: { code: 'std', title: 'Standard', appId: 'carrier-app-1' },
      createdDate: new Date('2026-01-02T03:04:05.000Z'),
    });
    // null e-mail and note on the wire: absent, not null.
    expect(cart).not.toHaveProperty('buyer');
    expect(cart).not.toHaveProperty('note');
    expect(formattedIn(cart)).toEqual([]);
  });

  it('takes the buyer-currency amounts (convertedAmount) when they differ from the site currency', () => {
    const wire = v2();
    wire.customerInfo = { ...wire.customerInfo, currencyCode: 'EUR' };
    wire.subtotal = { amount: '21.00', convertedAmount: '19.32' };
    const line = wire.lineItems[0];
    if (!line) throw new Error('fixture has a line');
    line.pricing.unitPrice = { amount: '10.50', convertedAmount: '9.66' };
    const cart = cartFromV2(wire);
    expect(cart.currency).toBe('EUR');
    expect(cart.subtotal).toEqual({ amount: '19.32' });
    expect(cart.lines[0]?.unitPrice).toEqual({ amount: '9.66' });
  });

  it('maps each line status to an availability, and shows a full price only when it differs', () => {
    const statuses = {
      IN_STOCK: 'AVAILABLE',
      PARTIALLY_IN_STOCK: 'PARTIALLY_AVAILABLE',
      OUT_OF_STOCK: 'NOT_AVAILABLE',
      REMOVED_FROM_CATALOG: 'NOT_FOUND',
    } as const;
    for (const [status, availability] of Object.entries(statuses)) {
      const wire = v2();
      const line = wire.lineItems[0];
      if (!line) throw new Error('fixture has a line');
      line.status = status;
      line.quantityInfo = { requestedQuantity: 2, confirmedQuantity: 1, availableQuantity: 1 };
      line.pricing.breakdown = { fullPrice: { amount: '10.50', convertedAmount: '10.50' } };
      const [normalized] = cartFromV2(wire).lines;
      expect(normalized).toMatchObject({
        availability,
        quantity: 2,
        confirmedQuantity: 1,
        availableQuantity: 1,
      });
      expect(normalized).not.toHaveProperty('fullPrice');
    }
  });
});

describe('Cart V2 estimate → CartTotals (the documented §2.4 answer)', () => {
  it('reads subtotal, discount, delivery and total; V2 lists no delivery options', () => {
    const totals = totalsFromV2(estimateV2Answer() as unknown as CartV2EstimateResponse);
    expect(totals).toMatchObject({
      subtotal: { amount: '21.00' },
      discount: { amount: '2.10' },
      delivery: { amount: '5.00' },
      // The cart has an address (country US): the platform calculated tax, and it is zero.
      tax: { amount: '0' },
      total: { amount: '23.90' },
      deliveryOptions: [],
      selectedDelivery: { code: 'std', title: 'Standard', price: { amount: '5.00' } },
      violations: [],
    });
    expect(totals.cart.id).toBe('9f1c0000-0000-4000-8000-000000000001');
  });

  it('without an address or a method: no delivery and no tax, only the items', () => {
    const answer = estimateV2Answer() as unknown as CartV2EstimateResponse;
    answer.cart.deliveryInfo = { weightUnit: 'KG' };
    answer.summary.deliverySummary = null;
    answer.summary.discounts = [];
    answer.summary.priceSummary = {
      subtotal: { amount: '21.00', convertedAmount: '21.00' },
      discount: { amount: '0', convertedAmount: '0' },
      delivery: { amount: '0', convertedAmount: '0' },
      additionalFees: { amount: '0', convertedAmount: '0' },
      tax: { amount: '0', convertedAmount: '0' },
      total: { amount: '21.00', convertedAmount: '21.00' },
    };
    const totals = totalsFromV2(answer);
    expect(totals.total).toEqual({ amount: '21.00' });
    for (const absent of ['discount', 'delivery', 'tax', 'selectedDelivery'])
      expect(totals).not.toHaveProperty(absent);
  });

  it('passes violations on with their line items and coupon code', () => {
    const answer = estimateV2Answer() as unknown as CartV2EstimateResponse;
    answer.summary.violations = [
      {
        scope: 'LINE_ITEM',
        code: 'LINE_ITEMS_OUT_OF_STOCK',
        severity: 'ERROR',
        lineItemsOutOfStockData: { lineItemIds: ['li-1'] },
      },
      {
        scope: 'DISCOUNT',
        code: 'INVALID_COUPON_STATUS',
        severity: 'WARNING',
        invalidCouponStatusData: { couponCode: 'SAVE10', reason: 'MIN_SUBTOTAL_NOT_REACHED' },
      },
    ];
    expect(totalsFromV2(answer).violations).toEqual([
      { code: 'LINE_ITEMS_OUT_OF_STOCK', severity: 'ERROR', scope: 'LINE_ITEM', lineItemIds: ['li-1'] },
      { code: 'INVALID_COUPON_STATUS', severity: 'WARNING', scope: 'DISCOUNT', couponCode: 'SAVE10' },
    ]);
  });
});

const price = (amount: string, formattedAmount = `$${amount}`) => ({ amount, formattedAmount });

const v1Cart = (): CartV1 => ({
  id: 'cart-1',
  currency: 'USD',
  subtotal: price('49.00'),
  appliedDiscounts: [{ coupon: { id: 'cp-9', code: 'WELCOME10' } }],
  buyerNote: 'Ring twice',
  buyerInfo: { visitorId: 'visitor-1', email: 'ada@example.com' },
  contactInfo: {
    address: { country: 'US', subdivision: 'US-NY', city: 'New York' },
    contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
  },
  selectedShippingOption: { code: 'ground', carrierId: 'carrier-1' },
  lineItems: [
    {
      id: 'line-1',
      quantity: 3,
      catalogReference: {
        catalogItemId: 'tee',
        appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
        options: { options: { Size: 'M', Color: 'Green' } },
      },
      productName: { original: 'Tee', translated: 'T-Shirt' },
      price: price('25.00'),
      fullPrice: price('30.00'),
      lineItemPrice: price('50.00'),
      descriptionLines: [
        { name: { original: 'Color' }, colorInfo: { original: 'Green', code: '#00FF00' }, lineType: 'COLOR' },
      ],
      availability: { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 2 },
      itemType: { preset: 'PHYSICAL' },
    },
    {
      id: 'line-2',
      quantity: 1,
      catalogReference: { catalogItemId: 'mug', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' },
      productName: { original: 'Mug' },
      price: price('12.00'),
      availability: { status: 'NOT_AVAILABLE' },
      itemType: { preset: 'PHYSICAL' },
    },
  ],
});

describe('Cart V1 → Cart', () => {
  it('keeps the platform formatted text and works out what can be bought', () => {
    const cart = cartFromV1(v1Cart());
    expect(cart).toMatchObject({
      api: 'v1',
      id: 'cart-1',
      currency: 'USD',
      subtotal: { amount: '49.00', formatted: '$49.00' },
      coupon: { id: 'cp-9', code: 'WELCOME10' },
      deliveryAddress: { country: 'US', subdivision: 'US-NY', city: 'New York' },
      deliveryMethod: { code: 'ground', carrierId: 'carrier-1' },
      buyer: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      note: 'Ring twice',
    });
    const [tee, mug] = cart.lines;
    expect(tee).toMatchObject({
      name: 'T-Shirt',
      options: { Size: 'M', Color: 'Green' },
      details: [{ name: 'Color', value: 'Green', color: '#00FF00' }],
      quantity: 3,
      confirmedQuantity: 2,
      availableQuantity: 2,
      availability: 'PARTIALLY_AVAILABLE',
      unitPrice: { amount: '25.00', formatted: '$25.00' },
      fullPrice: { amount: '30.00', formatted: '$30.00' },
      totalPrice: { amount: '50.00', formatted: '$50.00' },
    });
    expect(tee).not.toHaveProperty('variantId');
    // Not available: nothing of it can be bought; no line total on the wire: unit × quantity.
    expect(mug).toMatchObject({
      confirmedQuantity: 0,
      availability: 'NOT_AVAILABLE',
      totalPrice: { amount: '12.00' },
    });
  });

  it('reads an estimate: delivery options, the chosen one, tax only with a destination', () => {
    const estimate: EstimateTotalsResponse = {
      cart: v1Cart(),
      priceSummary: {
        subtotal: price('62.00'),
        shipping: price('5.00'),
        tax: price('0.00'),
        discount: price('6.20'),
        total: price('60.80'),
      },
      shippingInfo: {
        selectedCarrierServiceOption: { code: 'ground', title: 'Ground' },
        carrierServiceOptions: [
          {
            carrierId: 'carrier-1',
            shippingOptions: [
              { code: 'ground', title: 'Ground', cost: { price: price('5.00') } },
              { code: 'air', title: 'Air', cost: { price: price('15.00') } },
            ],
          },
        ],
      },
      violations: [
        { severity: 'WARNING', target: { lineItem: { id: 'line-1' } }, description: 'Only 2 left' },
      ],
    };
    const totals = totalsFromV1(estimate, true);
    expect(totals).toMatchObject({
      subtotal: { amount: '62.00', formatted: '$62.00' },
      discount: { amount: '6.20' },
      delivery: { amount: '5.00' },
      tax: { amount: '0.00' },
      total: { amount: '60.80', formatted: '$60.80' },
      selectedDelivery: {
        code: 'ground',
        title: 'Ground',
        price: { amount: '5.00' },
        carrierId: 'carrier-1',
      },
      violations: [
        { code: 'GENERAL_CODE', severity: 'WARNING', scope: 'LINE_ITEM', lineItemIds: ['line-1'] },
      ],
    });
    expect(totals.deliveryOptions.map((o) => [o.code, o.price.amount, o.carrierId])).toEqual([
      ['ground', '5.00', 'carrier-1'],
      ['air', '15.00', 'carrier-1'],
    ]);
    const withoutDestination = totalsFromV1({ ...estimate, shippingInfo: {} }, false);
    expect(withoutDestination).not.toHaveProperty('tax');
    expect(withoutDestination.delivery).toEqual({ amount: '5.00', formatted: '$5.00' });
  });
});
