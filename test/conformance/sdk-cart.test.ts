// The official SDK, unchanged, drives every Cart V1 call against the emulator (protocol §6, §13), on a
// Catalog V1 site where items name their options.
import { currentCart } from '@wix/ecom';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePlatform } from '../support/platform.ts';
import { type FetchRedirect, redirectFetchTo } from '../support/sdk-fetch.ts';

const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
let redirect: FetchRedirect;
let mugId: string;
let teeId: string;

beforeAll(async () => {
  redirect = redirectFetchTo(platform.current.url);
  const query = async (slug: string) => {
    const res = await fetch(`${platform.current.url}/stores-reader/v1/products/query-platformized`, {
      method: 'POST',
      headers: { authorization: 'demo-admin-key', 'content-type': 'application/json' },
      body: JSON.stringify({ query: { filter: { slug } } }),
    });
    return ((await res.json()) as { products: Array<{ id: string }> }).products[0]!.id;
  };
  mugId = await query('classic-white-mug');
  teeId = await query('organic-cotton-tee');
});
afterAll(() => redirect.restore());

const client = () => createClient({ auth: OAuthStrategy({ clientId: 'demo' }), modules: { currentCart } });
const item = (catalogItemId: string, quantity: number, options?: Record<string, string>) => ({
  catalogReference: { catalogItemId, appId: STORES_APP_ID, ...(options ? { options: { options } } : {}) },
  quantity,
});

describe('official SDK: currentCart', () => {
  it('runs every call: add, get, update with a coupon, quantities, estimate, remove, checkout, delete', async () => {
    const sdk = client();
    const missing = await sdk.currentCart.getCurrentCart().catch((error: unknown) => error);
    expect(
      (missing as { details: { applicationError: { code: string } } }).details.applicationError.code,
    ).toBe('OWNED_CART_NOT_FOUND');

    const added = await sdk.currentCart.addToCurrentCart({
      lineItems: [item(mugId, 2), item(teeId, 1, { Size: 'M', Color: 'Red' })],
    });
    const cart = added.cart!;
    expect(cart._id).toEqual(expect.any(String));
    expect(cart._createdDate).toBeInstanceOf(Date);
    expect((cart.lineItems ?? []).map((l) => [l.productName?.original, l.quantity])).toEqual([
      ['Classic White Mug', 2],
      ['Organic Cotton Tee', 1],
    ]);
    const tee = cart.lineItems![1]!;
    expect(tee.image).toMatch(/^wix:image:\/\/v1\/organic-cotton-tee--red\.svg\//);
    expect(tee.url).toBe(`${platform.current.url}/product-page/organic-cotton-tee`);
    expect(tee.price?.formattedAmount).toBe('$25.00');
    // `subtotal` is on the wire but not in the SDK's Cart type (deprecated v1 fields).
    expect((cart as { subtotal?: { amount: string } }).subtotal?.amount).toBe('49');

    const fetched = await sdk.currentCart.getCurrentCart();
    expect(fetched._id).toBe(cart._id);
    expect(fetched._updatedDate).toBeInstanceOf(Date);

    const updated = await sdk.currentCart.updateCurrentCart({
      couponCode: 'WELCOME10',
      cartInfo: { buyerNote: 'Thanks!' },
    });
    // The cart carries the coupon's id and code only; its amount is in the estimate (issue 13, difference 3).
    expect(updated.appliedDiscounts).toEqual([
      { coupon: { _id: 'a1c00000-0000-4000-8000-000000000001', code: 'WELCOME10' } },
    ]);
    expect(updated.buyerNote).toBe('Thanks!');
    const noAddress = await sdk.currentCart.estimateCurrentCartTotals({});
    expect(noAddress.priceSummary?.discount?.amount).toBe('4.9');
    // Without a destination: no shipping options, no shipping, no tax (difference 4).
    expect(noAddress.priceSummary?.shipping?.amount).toBe('0');
    expect(noAddress.priceSummary?.tax?.amount).toBe('0');
    expect(noAddress.shippingInfo?.carrierServiceOptions).toEqual([]);

    const refused = await sdk.currentCart
      .updateCurrentCart({ couponCode: 'EXPIRED20' })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      status: 428,
      details: { applicationError: { code: 'ERROR_COUPON_HAS_EXPIRED' } },
    });
    const unknown = await sdk.currentCart.updateCurrentCart({ couponCode: 'NOPE' }).catch((e: unknown) => e);
    expect(unknown).toMatchObject({
      status: 404,
      details: { applicationError: { code: 'ERROR_COUPON_DOES_NOT_EXIST' } },
    });

    const quantity = await sdk.currentCart.updateCurrentCartLineItemQuantity([
      { _id: cart.lineItems![0]!._id!, quantity: 3 },
    ]);
    expect(quantity.cart?.lineItems?.[0]?.quantity).toBe(3);
    // More than is left is capped, not refused (difference 2): the tee is M/Red, with 2 left.
    const capped = await sdk.currentCart.updateCurrentCartLineItemQuantity([{ _id: tee._id!, quantity: 5 }]);
    expect(capped.cart?.lineItems?.[1]?.quantity).toBe(2);
    await sdk.currentCart.updateCurrentCartLineItemQuantity([{ _id: tee._id!, quantity: 1 }]);

    const estimate = await sdk.currentCart.estimateCurrentCartTotals({
      shippingAddress: {
        country: 'US',
        subdivision: 'US-CA',
        city: 'Los Angeles',
        addressLine1: '1 Main St',
      },
      selectedShippingOption: { code: 'express' },
    });
    // 36 + 25 = 61, minus 10% = 54.9; express 14.99; 8% tax on 69.89 = 5.59
    expect(estimate.priceSummary?.subtotal?.amount).toBe('61');
    expect(estimate.priceSummary?.discount?.amount).toBe('6.1');
    expect(estimate.priceSummary?.shipping?.amount).toBe('14.99');
    expect(estimate.priceSummary?.tax?.amount).toBe('5.59');
    expect(estimate.priceSummary?.total?.formattedAmount).toBe('$75.48');
    expect(estimate.shippingInfo?.selectedCarrierServiceOption?.code).toBe('express');

    const noCoupon = await sdk.currentCart.removeCouponFromCurrentCart();
    expect(noCoupon.cart?.appliedDiscounts).toEqual([]);

    const removed = await sdk.currentCart.removeLineItemsFromCurrentCart([tee._id!]);
    expect(removed.cart?.lineItems).toHaveLength(1);

    const checkout = await sdk.currentCart.createCheckoutFromCurrentCart({
      channelType: 'WEB',
      email: 'sdk@example.com',
    });
    expect(checkout.checkoutId).toEqual(expect.any(String));

    expect(await sdk.currentCart.deleteCurrentCart()).toBeUndefined();
    const gone = await sdk.currentCart.getCurrentCart().catch((e: unknown) => e);
    expect((gone as { details: { applicationError: { code: string } } }).details.applicationError.code).toBe(
      'OWNED_CART_NOT_FOUND',
    );
  });

  it('gets validation errors in the SDK form', async () => {
    const sdk = client();
    const error = (await sdk.currentCart
      .addToCurrentCart({ lineItems: [item(mugId, 0)] })
      .catch((e: unknown) => e)) as {
      message: string;
      details: { validationError: { fieldViolations: Array<{ field: string }> } };
    };
    // The SDK renames the field into the caller's terms (the argument is `options`).
    expect(error.details.validationError.fieldViolations[0]?.field).toBe('options.lineItems[0].quantity');
    expect(error.message).toContain('INVALID_ARGUMENT');
  });
});
