// The official SDK's `currentCartV2` (from `@wix/ecom`) and `redirects`, unchanged, against the emulator with
// OAuthStrategy visitor tokens, on a Catalog V3 site (platform-2026.md §2, §2.8, §5 checklist 1–7).
import { currentCartV2 } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v3DefaultVariantId } from '../../demo/platform/catalog/ids.ts';
import { catalog } from '../../demo/platform/catalog/store.ts';
import { usePlatform } from '../support/platform.ts';
import { type FetchRedirect, redirectFetchTo } from '../support/sdk-fetch.ts';

const platform = usePlatform({ config: { catalogVersion: 'V3_CATALOG' } });
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const APP = 'http://localhost:5173';
let wire: FetchRedirect;
let nativeFetch: typeof fetch;

beforeAll(() => {
  nativeFetch = globalThis.fetch;
  wire = redirectFetchTo(platform.current.url);
});
afterAll(() => wire.restore());

const client = () =>
  createClient({ auth: OAuthStrategy({ clientId: 'demo' }), modules: { currentCartV2, redirects } });
const seeded = (slug: string) => catalog(platform.current.platform).products.find((p) => p.slug === slug)!;
/** A catalog item naming its V3 variant, as the docs ask ("Always include the variantId"). */
function item(slug: string, quantity: number, choices: Record<string, string> = {}) {
  const product = seeded(slug);
  const variant = product.variants.find((v) =>
    Object.entries(choices).every(([k, c]) => v.choices[k] === c),
  )!;
  const variantId = product.productOptions.length ? variant.id : v3DefaultVariantId(product.id);
  return {
    catalogReference: { catalogItemId: product.id, appId: STORES_APP_ID, options: { variantId } },
    quantity,
  };
}
interface SdkError {
  status: number;
  details: { applicationError: { code: string; data: Record<string, unknown> } };
}
const failure = (promise: Promise<unknown>): Promise<SdkError> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as SdkError,
  );

describe('official SDK: currentCartV2', () => {
  it('runs a whole cart: add, get, update, remove, coupons by id, address and delivery, estimate, checkout, delete', async () => {
    const sdk = client();
    const missing = await failure(sdk.currentCartV2.getCurrentCart());
    expect([missing.status, missing.details.applicationError.code]).toEqual([404, 'CURRENT_CART_NOT_FOUND']);

    const added = await sdk.currentCartV2.addLineItemsToCurrentCart({
      catalogItems: [
        item('classic-white-mug', 2),
        item('organic-cotton-tee', 1, { Size: 'M', Color: 'Black' }),
      ],
    });
    const cart = added.cart!;
    expect(cart._id).toEqual(expect.any(String));
    expect(cart._createdDate).toBeInstanceOf(Date);
    expect(
      cart.lineItems!.map((l) => [l.name?.original, l.quantityInfo?.confirmedQuantity, l.status]),
    ).toEqual([
      ['Classic White Mug', 2, 'IN_STOCK'],
      ['Organic Cotton Tee', 1, 'IN_STOCK'],
    ]);
    const tee = cart.lineItems![1]!;
    // The SDK's own transforms ran on our answer: URLs become strings. No image: a live line has none.
    expect(tee.attributes?.image).toBeUndefined();
    expect(tee.attributes?.url).toBe(`${platform.current.url}/product-page/organic-cotton-tee`);
    expect(tee.pricing?.unitPrice).toEqual({ amount: '25.00', convertedAmount: '25.00' });
    expect(cart.subtotal).toEqual({ amount: '49.00', convertedAmount: '49.00' });
    // The SDK sent the body the docs show (§2.1).
    expect(wire.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/ecom/v2/carts/current/add-line-items',
      body: {
        catalogItems: [
          item('classic-white-mug', 2),
          item('organic-cotton-tee', 1, { Size: 'M', Color: 'Black' }),
        ],
      },
    });

    const fetched = await sdk.currentCartV2.getCurrentCart();
    expect(fetched.cart?._id).toBe(cart._id);

    const updated = await sdk.currentCartV2.updateLineItemsInCurrentCart({
      lineItems: [{ lineItemId: cart.lineItems![0]!._id!, quantity: { newQuantity: 3 } }],
    });
    expect(updated.cart?.lineItems?.[0]?.quantityInfo?.requestedQuantity).toBe(3);
    const removed = await sdk.currentCartV2.removeLineItemsFromCurrentCart([tee._id!]);
    expect(removed.cart?.lineItems).toHaveLength(1);

    const refused = await failure(sdk.currentCartV2.addCouponToCurrentCart({ code: 'BAD' }));
    expect(refused).toMatchObject({
      status: 428,
      details: { applicationError: { code: 'INVALID_COUPON_CODE', data: { couponCode: 'BAD' } } },
    });
    const withCoupon = await sdk.currentCartV2.addCouponToCurrentCart({ code: 'WELCOME10' });
    const coupon = withCoupon.cart!.coupons![0]!;
    expect(coupon).toEqual({ _id: expect.any(String), code: 'WELCOME10' });
    const withoutCoupon = await sdk.currentCartV2.removeCouponFromCurrentCart(coupon._id!);
    expect(withoutCoupon.cart?.coupons).toEqual([]);
    await sdk.currentCartV2.addCouponToCurrentCart({ code: 'WELCOME10' });

    const addressed = await sdk.currentCartV2.updateCurrentCart({
      deliveryInfo: {
        address: { country: 'US', subdivision: 'US-CA', city: 'Los Angeles', addressLine1: '1 Main St' },
      },
    });
    expect(wire.requests.at(-1)?.body).toEqual({
      cart: {
        deliveryInfo: {
          address: { country: 'US', subdivision: 'US-CA', city: 'Los Angeles', addressLine: '1 Main St' },
        },
      },
    });
    expect(addressed.cart?.deliveryInfo?.address?.addressLine1).toBe('1 Main St');
    const delivery = await sdk.currentCartV2.setDeliveryMethodForCurrentCart({ code: 'express' });
    expect(delivery.cart?.deliveryInfo?.method?.code).toBe('express');

    const estimate = await sdk.currentCartV2.estimateCurrentCart({
      calculateDelivery: true,
      calculateTax: true,
    });
    // 36 - 3.60 (10%) = 32.40; express 14.99; 8% tax on 47.39 = 3.79
    expect(estimate.summary?.priceSummary).toEqual({
      subtotal: { amount: '36.00', convertedAmount: '36.00' },
      discount: { amount: '3.60', convertedAmount: '3.60' },
      delivery: { amount: '14.99', convertedAmount: '14.99' },
      additionalFees: { amount: '0', convertedAmount: '0' },
      tax: { amount: '3.79', convertedAmount: '3.79' },
      total: { amount: '51.18', convertedAmount: '51.18' },
    });
    expect(estimate.summary?.deliverySummary?.method?.code).toBe('express');
    expect(estimate.summary?.violations).toEqual([]);

    const { redirectSession } = await sdk.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: cart._id! },
      callbacks: { postFlowUrl: `${APP}/shop`, thankYouPageUrl: `${APP}/thanks` },
    });
    const checkoutUrl = new URL(redirectSession!.fullUrl!);
    expect(checkoutUrl.searchParams.get('checkoutId')).toBe(cart._id);
    const page = await nativeFetch(checkoutUrl);
    expect([page.status, (await page.text()).includes('Classic White Mug')]).toEqual([200, true]);

    expect(await sdk.currentCartV2.deleteCurrentCart()).toBeUndefined();
    const gone = await failure(sdk.currentCartV2.getCurrentCart());
    expect([gone.status, gone.details.applicationError.code]).toEqual([404, 'CURRENT_CART_NOT_FOUND']);
  });

  it('refuses an add the catalog cannot fill and an update above the stock with the declared 428s', async () => {
    const sdk = client();
    const unknown = {
      ...item('classic-white-mug', 1),
      catalogReference: { catalogItemId: 'nope', appId: STORES_APP_ID },
    };
    const notFound = await failure(
      sdk.currentCartV2.addLineItemsToCurrentCart({
        catalogItems: [item('midnight-espresso-cup', 2), unknown],
      }),
    );
    expect([notFound.status, notFound.details.applicationError.code]).toEqual([
      428,
      'ITEM_NOT_FOUND_IN_CATALOG',
    ]);
    const added = await sdk.currentCartV2.addLineItemsToCurrentCart({
      catalogItems: [item('midnight-espresso-cup', 2)],
    });
    const lineItemId = added.cart!.lineItems![0]!._id!;
    const short = await failure(
      sdk.currentCartV2.updateLineItemsInCurrentCart({
        lineItems: [{ lineItemId, quantity: { newQuantity: 9 } }],
      }),
    );
    expect([short.status, short.details.applicationError]).toEqual([
      428,
      {
        code: 'INSUFFICIENT_INVENTORY',
        description: expect.any(String),
        data: { invalidItems: [{ id: { lineItemId }, requestedQuantity: 9, availableQuantity: 3 }] },
      },
    ]);
    expect(
      (await sdk.currentCartV2.getCurrentCart()).cart?.lineItems?.[0]?.quantityInfo?.requestedQuantity,
    ).toBe(2);
  });
});
