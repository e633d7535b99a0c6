// Cart V1 coupons: the cart carries `{coupon: {id, code}}` only and the amount is in the estimate
// (issue 13, difference 3); refusals are the platform's ERROR_COUPON_* codes (difference 6).
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { appError, byOptions, carts, product, violations, visitorToken } from './shop.ts';

const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const base = () => platform.current.url;
const { v1, addV1, estimateV1 } = carts(() => platform.current);
const mug = () => product(platform.current, 'classic-white-mug'); // $12, tracked
const sticker = () => product(platform.current, 'logo-sticker-pack'); // $5, untracked

async function cartWith(...items: unknown[]): Promise<string> {
  const token = await visitorToken(base());
  expect((await addV1(token, ...items)).status).toBe(200);
  return token;
}
const applyCoupon = (token: string, couponCode: unknown) => v1(token, 'PATCH', '', { couponCode });
const US = { shippingAddress: { country: 'US' } };

/** Places an order for the caller's cart through a V1 checkout and the hosted page. */
async function order(token: string) {
  const { body } = await v1<{ checkoutId: string }>(token, 'POST', '/create-checkout', {
    channelType: 'WEB',
  });
  const placed = await fetch(`${base()}/_hosted/checkout/place`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ checkoutId: body.checkoutId, email: 'buyer@example.com' }),
  });
  expect(placed.status).toBe(200);
}

describe('coupons (V1)', () => {
  it('WELCOME10: the cart carries {coupon: {id, code}} only; the estimate carries the amount', async () => {
    const token = await cartWith(byOptions(mug().id, 2));
    const answer = await applyCoupon(token, ' welcome10 ');
    expect(answer.status).toBe(200);
    expect(answer.body.cart.appliedDiscounts).toEqual([
      { coupon: { id: 'a1c00000-0000-4000-8000-000000000001', code: 'WELCOME10' } },
    ]);
    expect(answer.body.cart).not.toHaveProperty('discount');
    const totals = (await estimateV1(token, US)).body;
    expect(totals.priceSummary.discount).toMatchObject({ amount: '2.4', formattedAmount: '$2.40' });
    expect(totals.appliedDiscounts).toEqual([
      {
        coupon: {
          id: 'a1c00000-0000-4000-8000-000000000001',
          code: 'WELCOME10',
          amount: expect.objectContaining({ amount: '2.4' }),
          name: '10% off your order',
        },
        discountType: 'GLOBAL',
        lineItemIds: [],
      },
    ]);
  });

  it('FIVEOFF below its $20 minimum is applied but takes nothing off, with a warning in the estimate', async () => {
    const small = await cartWith(byOptions(mug().id, 1));
    const applied = await applyCoupon(small, 'FIVEOFF');
    expect([applied.status, applied.body.cart.appliedDiscounts[0]?.coupon.code]).toEqual([200, 'FIVEOFF']);
    const totals = (await estimateV1(small, US)).body;
    expect(totals.priceSummary.discount.amount).toBe('0');
    expect(totals.violations[0]).toMatchObject({
      severity: 'WARNING',
      description: expect.stringContaining('FIVEOFF'),
    });

    const token = await cartWith(byOptions(mug().id, 2));
    await applyCoupon(token, 'FIVEOFF');
    expect((await estimateV1(token, US)).body.priceSummary.discount.amount).toBe('5');
  });

  it('FREESHIP makes every shipping option free', async () => {
    const token = await cartWith(byOptions(mug().id, 1));
    await applyCoupon(token, 'FREESHIP');
    const totals = await estimateV1(token, { ...US, selectedShippingOption: { code: 'express' } });
    expect(totals.body.appliedDiscounts[0]).toMatchObject({
      discountType: 'SHIPPING',
      coupon: { code: 'FREESHIP' },
    });
    expect(totals.body.priceSummary.shipping.amount).toBe('0');
    expect(
      totals.body.shippingInfo.carrierServiceOptions[0]!.shippingOptions.every(
        (o) => o.cost.price.amount === '0',
      ),
    ).toBe(true);
  });

  it('refuses codes with the platform codes: does not exist (404), expired, not active yet, used up (428)', async () => {
    const token = await cartWith(byOptions(mug().id, 2));
    const unknown = await applyCoupon(token, 'NOPE');
    expect([unknown.status, appError(unknown).code]).toEqual([404, 'ERROR_COUPON_DOES_NOT_EXIST']);
    for (const [code, error] of [
      ['EXPIRED20', 'ERROR_COUPON_HAS_EXPIRED'],
      ['SPRING30', 'ERROR_COUPON_IS_NOT_ACTIVE_YET'],
      ['SOLDOUT25', 'ERROR_COUPON_USAGE_EXCEEDED'],
    ] as const) {
      const refused = await applyCoupon(token, code);
      expect([code, refused.status, appError(refused).code]).toEqual([code, 428, error]);
    }
    expect((await v1(token, 'GET', '')).body.cart.appliedDiscounts).toEqual([]);
    expect(violations(await applyCoupon(token, ''))[0]?.field).toBe('couponCode');
    expect(violations(await applyCoupon(token, 10))[0]?.field).toBe('couponCode');
  });

  it('FIRSTORDER: once per customer, ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED after an order with it', async () => {
    const token = await cartWith(byOptions(sticker().id, 1));
    expect((await applyCoupon(token, 'FIRSTORDER')).status).toBe(200);
    await order(token);
    await addV1(token, byOptions(sticker().id, 1));
    const again = await applyCoupon(token, 'FIRSTORDER');
    expect([again.status, appError(again).code]).toEqual([428, 'ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED']);
    const someoneElse = await cartWith(byOptions(sticker().id, 1));
    expect((await applyCoupon(someoneElse, 'FIRSTORDER')).status).toBe(200);
  });

  it('ONCE can be used for one order only', async () => {
    const first = await cartWith(byOptions(sticker().id, 1));
    expect((await applyCoupon(first, 'ONCE')).status).toBe(200);
    const second = await cartWith(byOptions(sticker().id, 1));
    expect((await applyCoupon(second, 'ONCE')).status).toBe(200);
    await order(first);
    const third = await cartWith(byOptions(sticker().id, 1));
    const usedUp = await applyCoupon(third, 'ONCE');
    expect([usedUp.status, appError(usedUp).code]).toEqual([428, 'ERROR_COUPON_USAGE_EXCEEDED']);
    // The other cart that held the code before it ran out gets no discount.
    expect((await estimateV1(second, US)).body.priceSummary.discount.amount).toBe('0');
  });

  it('is removed with remove-coupon', async () => {
    const token = await cartWith(byOptions(mug().id, 2));
    await applyCoupon(token, 'WELCOME10');
    const removed = await v1(token, 'POST', '/remove-coupon', {});
    expect(removed.body.cart.appliedDiscounts).toEqual([]);
    expect((await estimateV1(token, US)).body.priceSummary.discount.amount).toBe('0');
  });
});
