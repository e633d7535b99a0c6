// Current Cart V2 coupons and gift cards: a coupon is `{id, code}` on the cart and is removed by its id,
// its amount is in the lines' `discounts[]` and the summary; refusals are the declared V2 codes.
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { appError, byVariant, carts, product, visitorToken } from './shop.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const { v2, addV2, estimateV2 } = carts(() => platform.current);
const mug = () => product(platform.current, 'classic-white-mug'); // $12
const tee = () => product(platform.current, 'organic-cotton-tee'); // $25

async function cartWith(...items: unknown[]) {
  const token = await visitorToken(base());
  expect((await addV2(token, ...items)).status).toBe(200);
  return token;
}
const addCoupon = (token: string, code: string) => v2(token, 'POST', '/add-coupon', { coupon: { code } });

describe('Current Cart V2 coupons', () => {
  it('applies a coupon as {id, code}, its amount on the lines and in the summary, and removes it by id', async () => {
    const token = await cartWith(byVariant(mug(), 2), byVariant(tee(), 1, { Size: 'M', Color: 'Black' }));
    const applied = await addCoupon(token, 'welcome10');
    expect(applied.status).toBe(200);
    const { cart } = applied.body;
    expect(cart.coupons).toEqual([{ id: 'a1c00000-0000-4000-8000-000000000001', code: 'WELCOME10' }]);
    // 10% of 24 and of 25, per line; the unit price stays the catalog's (a cart-subtotal discount).
    expect(cart.lineItems.map((l) => [l.pricing.unitPrice.amount, l.discounts])).toEqual([
      [
        '12.00',
        [
          {
            name: { original: '10% off your order', translated: '10% off your order' },
            amountOff: { amount: '2.40', convertedAmount: '2.40' },
            source: { sourceType: 'COUPON', couponCode: 'WELCOME10' },
          },
        ],
      ],
      ['25.00', [expect.objectContaining({ amountOff: { amount: '2.50', convertedAmount: '2.50' } })]],
    ]);
    const { summary } = (await estimateV2(token)).body;
    expect(summary.discounts).toEqual([
      {
        name: { original: 'WELCOME10', translated: 'WELCOME10' },
        source: { sourceType: 'COUPON', couponCode: 'WELCOME10' },
        scope: 'CART_SUBTOTAL',
        total: { amount: '4.90', convertedAmount: '4.90' },
        lineItemDiscounts: [
          { lineItemId: cart.lineItems[0]!.id, amountOff: { amount: '2.40', convertedAmount: '2.40' } },
          { lineItemId: cart.lineItems[1]!.id, amountOff: { amount: '2.50', convertedAmount: '2.50' } },
        ],
      },
    ]);
    expect(summary.priceSummary).toMatchObject({
      subtotal: { amount: '49.00' },
      discount: { amount: '4.90' },
      total: { amount: '44.10' },
    });

    const again = await addCoupon(token, 'WELCOME10');
    expect([again.status, appError(again).code, appError(again).data]).toEqual([
      428,
      'COUPON_ALREADY_EXISTS',
      { couponCode: 'WELCOME10' },
    ]);
    const second = await addCoupon(token, 'FREESHIP');
    expect([second.status, appError(second).code]).toEqual([400, 'MAX_COUPONS_PER_CART_EXCEEDED']);
    const byCode = await v2(token, 'POST', '/remove-coupon', { couponId: 'WELCOME10' });
    expect([byCode.status, appError(byCode).code]).toEqual([428, 'COUPON_NOT_FOUND_IN_CART']);
    const removed = await v2(token, 'POST', '/remove-coupon', { couponId: cart.coupons[0]!.id });
    expect(removed.body.cart.coupons).toEqual([]);
    expect(removed.body.cart.lineItems.every((l) => l.discounts.length === 0)).toBe(true);
  });

  it('refuses codes with INVALID_COUPON_CODE and INVALID_COUPON_STATUS and the reason', async () => {
    const token = await cartWith(byVariant(mug(), 3));
    const unknown = await addCoupon(token, 'NOPE');
    expect([unknown.status, appError(unknown).code, appError(unknown).data]).toEqual([
      428,
      'INVALID_COUPON_CODE',
      { couponCode: 'NOPE' },
    ]);
    for (const [code, reason] of [
      ['EXPIRED20', 'EXPIRED'],
      ['SPRING30', 'INACTIVE'],
      ['SOLDOUT25', 'MAX_USAGE_EXCEEDED'],
    ] as const) {
      const refused = await addCoupon(token, code);
      expect([refused.status, appError(refused).code, appError(refused).data]).toEqual([
        428,
        'INVALID_COUPON_STATUS',
        { couponCode: code, reason },
      ]);
    }
    expect((await v2(token, 'GET', '')).body.cart.coupons).toEqual([]);
  });

  it('applies a coupon whose minimum is not reached, takes nothing off and reports a violation', async () => {
    const token = await cartWith(byVariant(mug(), 1));
    const applied = await addCoupon(token, 'FIVEOFF');
    expect([applied.status, applied.body.cart.coupons.map((c) => c.code)]).toEqual([200, ['FIVEOFF']]);
    const { summary } = (await estimateV2(token)).body;
    expect(summary.priceSummary.discount.amount).toBe('0');
    expect(summary.violations).toEqual([
      {
        scope: 'DISCOUNT',
        code: 'INVALID_COUPON_STATUS',
        severity: 'ERROR',
        description: expect.any(String),
        invalidCouponStatusData: {
          couponCode: 'FIVEOFF',
          reason: 'MIN_SUBTOTAL_NOT_REACHED',
          minSubtotalNotReachedDetails: {
            requiredMinimumSubtotal: { amount: '20.00', convertedAmount: '20.00' },
            originalDescription: expect.any(String),
          },
        },
      },
    ]);
  });
});

describe('Current Cart V2 gift cards', () => {
  it('adds a gift card, redeems it in the summary, refuses bad ones and removes it by id', async () => {
    const token = await cartWith(byVariant(mug(), 2));
    const added = await v2(token, 'POST', '/add-gift-card', { giftCard: { code: 'gift-5000-abcd' } });
    expect(added.status).toBe(200);
    const card = added.body.cart.paymentInfo.giftCards[0]!;
    expect(card).toEqual({
      id: 'a1c00000-0000-4000-8000-0000000091f1',
      obfuscatedCode: '****ABCD',
      appId: expect.any(String),
    });
    const { summary } = (await estimateV2(token, { calculateGiftCards: true })).body;
    expect(summary.paymentSummary).toMatchObject({
      giftCards: [{ giftCardId: card.id, redeemAmount: { amount: '24.00' } }],
      requiresPaymentAfterGiftCard: false,
      totalAfterGiftCards: { amount: '0.00' },
      payNow: { amount: '0.00' },
    });
    const second = await v2(token, 'POST', '/add-gift-card', { giftCard: { code: 'GIFT-0000-USED' } });
    expect([second.status, appError(second).code]).toEqual([400, 'MAX_GIFT_CARDS_PER_CART_EXCEEDED']);
    const same = await v2(token, 'POST', '/add-gift-card', { giftCard: { code: 'GIFT-5000-ABCD' } });
    expect(appError(same).code).toBe('GIFT_CARD_ALREADY_EXISTS');
    const wrongId = await v2(token, 'POST', '/remove-gift-card', { giftCardId: 'nope' });
    expect([wrongId.status, appError(wrongId).code]).toEqual([428, 'GIFT_CARD_NOT_FOUND_IN_CART']);
    const removed = await v2(token, 'POST', '/remove-gift-card', { giftCardId: card.id });
    expect(removed.body.cart.paymentInfo.giftCards).toEqual([]);

    const unknown = await v2(token, 'POST', '/add-gift-card', { giftCard: { code: 'GIFT-9999-NONE' } });
    expect([unknown.status, appError(unknown).code]).toEqual([428, 'INVALID_GIFT_CARD_CODE']);
    for (const [code, reason] of [
      ['GIFT-0000-USED', 'EMPTY_BALANCE'],
      ['GIFT-2024-OLDX', 'EXPIRED'],
    ] as const) {
      const refused = await v2(token, 'POST', '/add-gift-card', { giftCard: { code } });
      expect([refused.status, appError(refused).code, appError(refused).data?.reason]).toEqual([
        428,
        'INVALID_GIFT_CARD_STATUS',
        reason,
      ]);
    }
  });
});
