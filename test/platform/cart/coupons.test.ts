import { beforeAll, describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import {
  appError,
  type CartJson,
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
let mug: ProductJson; // $12, tracked
let sticker: ProductJson; // $5, untracked
beforeAll(async () => {
  mug = await productBySlug(base(), 'classic-white-mug');
  sticker = await productBySlug(base(), 'logo-sticker-pack');
});

async function cartWith(...items: unknown[]): Promise<string> {
  const token = await visitorToken(base());
  const answer = await call(base(), 'POST', `${CART}/add-to-cart`, { token, body: { lineItems: items } });
  expect(answer.status).toBe(200);
  return token;
}
const applyCoupon = (token: string, couponCode: unknown) =>
  call<{ cart: CartJson }>(base(), 'PATCH', CART, { token, body: { couponCode } });
const estimate = (token: string, body: unknown = {}) =>
  call<EstimateJson>(base(), 'POST', `${CART}/estimate-totals`, { token, body });

describe('coupons', () => {
  it('WELCOME10 takes 10% off the subtotal, in any letter case', async () => {
    const token = await cartWith(lineItem(mug.id, 2));
    const answer = await applyCoupon(token, ' welcome10 ');
    expect(answer.status).toBe(200);
    expect(answer.body.cart).toMatchObject({
      subtotal: { amount: '24' },
      discount: { amount: '2.4', formattedAmount: '$2.40' },
      subtotalAfterDiscounts: { amount: '21.6' },
      appliedDiscounts: [
        { coupon: { code: 'WELCOME10', amount: { amount: '2.4' } }, discountType: 'GLOBAL' },
      ],
    });
  });

  it('FIVEOFF needs a subtotal of $20; below it the code is refused, and it stops counting if the cart shrinks', async () => {
    const small = await cartWith(lineItem(mug.id, 1));
    const refused = await applyCoupon(small, 'FIVEOFF');
    expect(refused.status).toBe(400);
    expect(appError(refused)).toMatchObject({
      code: 'ERROR_COUPON_MIN_SUBTOTAL_NOT_REACHED',
      description: 'Coupon FIVEOFF needs a subtotal of at least $20.00; the cart has $12.00',
    });
    expect(
      (await call<{ cart: CartJson }>(base(), 'GET', CART, { token: small })).body.cart.appliedDiscounts,
    ).toEqual([]);

    const token = await cartWith(lineItem(mug.id, 2));
    const applied = await applyCoupon(token, 'FIVEOFF');
    expect(applied.body.cart.discount.amount).toBe('5');
    const line = applied.body.cart.lineItems[0]!;
    const shrunk = await call<{ cart: CartJson }>(base(), 'POST', `${CART}/update-line-items-quantity`, {
      token,
      body: { lineItems: [{ id: line.id, quantity: 1 }] },
    });
    expect(shrunk.body.cart.discount.amount).toBe('0');
    expect(shrunk.body.cart.appliedDiscounts[0]?.coupon.code).toBe('FIVEOFF');
    const totals = await estimate(token);
    expect(totals.body.violations[0]).toMatchObject({
      severity: 'WARNING',
      description: expect.stringContaining('FIVEOFF'),
    });
  });

  it('FREESHIP makes every shipping option free', async () => {
    const token = await cartWith(lineItem(mug.id, 1));
    const applied = await applyCoupon(token, 'FREESHIP');
    expect(applied.body.cart.appliedDiscounts[0]).toMatchObject({
      discountType: 'SHIPPING',
      coupon: { code: 'FREESHIP' },
    });
    const totals = await estimate(token, { selectedShippingOption: { code: 'express' } });
    expect(totals.body.priceSummary.shipping.amount).toBe('0');
    expect(
      totals.body.shippingInfo.carrierServiceOptions[0]!.shippingOptions.every(
        (o) => o.cost.price.amount === '0',
      ),
    ).toBe(true);
  });

  it('refuses unknown, expired and used-up codes with clear descriptions', async () => {
    const token = await cartWith(lineItem(mug.id, 2));
    const unknown = await applyCoupon(token, 'NOPE');
    expect(appError(unknown)).toMatchObject({
      code: 'ERROR_COUPON_DOES_NOT_EXIST',
      description: 'There is no coupon with the code "NOPE"',
    });
    const expired = await applyCoupon(token, 'EXPIRED20');
    expect(appError(expired)).toMatchObject({
      code: 'ERROR_COUPON_HAS_EXPIRED',
      description: 'Coupon EXPIRED20 expired on 2025-01-01',
    });
    const empty = await applyCoupon(token, '');
    expect(violations(empty)[0]?.field).toBe('couponCode');
    const number = await applyCoupon(token, 10);
    expect(violations(number)[0]?.field).toBe('couponCode');
  });

  it('ONCE can be used for one order only', async () => {
    const first = await cartWith(lineItem(sticker.id, 1));
    expect((await applyCoupon(first, 'ONCE')).status).toBe(200);
    const second = await cartWith(lineItem(sticker.id, 1));
    expect((await applyCoupon(second, 'ONCE')).status).toBe(200);
    const { body } = await call<{ checkoutId: string }>(base(), 'POST', `${CART}/create-checkout`, {
      token: first,
      body: { channelType: 'WEB' },
    });
    const placed = await call(base(), 'POST', '/_hosted/checkout/place', {
      headers: { accept: 'application/json' },
      body: { checkoutId: body.checkoutId, email: 'once@example.com' },
    });
    expect(placed.status).toBe(200);
    const third = await cartWith(lineItem(sticker.id, 1));
    const usedUp = await applyCoupon(third, 'ONCE');
    expect(appError(usedUp)).toMatchObject({
      code: 'ERROR_COUPON_USAGE_EXCEEDED',
      description: 'Coupon ONCE has already been used the maximum number of times',
    });
    // The other cart that held the code before it ran out gets no discount and cannot check out with it.
    const stale = await estimate(second);
    expect(stale.body.priceSummary.discount.amount).toBe('0');
  });

  it('is removed with remove-coupon', async () => {
    const token = await cartWith(lineItem(mug.id, 2));
    await applyCoupon(token, 'WELCOME10');
    const removed = await call<{ cart: CartJson }>(base(), 'POST', `${CART}/remove-coupon`, {
      token,
      body: {},
    });
    expect(removed.body.cart.appliedDiscounts).toEqual([]);
    expect(removed.body.cart.discount.amount).toBe('0');
  });
});
