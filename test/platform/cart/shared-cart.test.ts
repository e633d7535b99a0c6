// One current cart per visitor, reachable through both generations: what Cart V1 writes Current Cart V2
// reads, and back (platform-2026.md §2.9, open question 5).
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { appError, byVariant, carts, product, variantId, visitorToken } from './shop.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const { v1, v2, addV1, addV2, estimateV1 } = carts(() => platform.current);
const mug = () => product(platform.current, 'classic-white-mug');
const cap = () => product(platform.current, 'canvas-cap');

describe('one cart, two generations', () => {
  it('reads through V2 what V1 wrote, and through V1 what V2 wrote', async () => {
    const token = await visitorToken(base());
    const viaV1 = (await addV1(token, byVariant(mug(), 2))).body.cart;
    await v1(token, 'PATCH', '', { couponCode: 'WELCOME10', cartInfo: { buyerNote: 'From V1' } });
    const read = (await v2(token, 'GET', '')).body.cart;
    expect(read).toMatchObject({
      id: viaV1.id,
      revision: '2',
      note: 'From V1',
      coupons: [{ code: 'WELCOME10' }],
      lineItems: [{ id: viaV1.lineItems[0]!.id, quantityInfo: { requestedQuantity: 2 } }],
    });

    await addV2(token, byVariant(cap(), 1, { Color: 'Navy' }));
    await v2(token, 'PATCH', '', {
      cart: {
        note: 'From V2',
        customerInfo: { email: 'ana@example.com', firstName: 'Ana' },
        deliveryInfo: { address: { country: 'US', city: 'Austin' } },
      },
    });
    await v2(token, 'POST', '/set-delivery-method', { deliveryMethod: { code: 'express' } });
    const back = (await v1(token, 'GET', '')).body.cart;
    expect(back).toMatchObject({
      id: viaV1.id,
      revision: '5',
      buyerNote: 'From V2',
      buyerInfo: { email: 'ana@example.com' },
      contactInfo: { address: { country: 'US', city: 'Austin' }, contactDetails: { firstName: 'Ana' } },
      selectedShippingOption: { code: 'express' },
      appliedDiscounts: [{ coupon: { code: 'WELCOME10' } }],
    });
    expect(back.lineItems.map((l) => [l.productName.original, l.catalogReference.options.variantId])).toEqual(
      [
        ['Classic White Mug', variantId(mug())],
        ['Canvas Cap', variantId(cap(), { Color: 'Navy' })],
      ],
    );
    // V1's estimate ships to the address and by the method V2 stored.
    const totals = (await estimateV1(token)).body;
    expect(totals.shippingInfo.selectedCarrierServiceOption?.code).toBe('express');

    const removed = await v2(token, 'POST', '/remove-coupon', { couponId: read.coupons[0]!.id });
    expect(removed.status).toBe(200);
    expect((await v1(token, 'GET', '')).body.cart.appliedDiscounts).toEqual([]);
    expect((await v2(token, 'DELETE', '')).status).toBe(200);
    expect(appError(await v1(token, 'GET', '')).code).toBe('OWNED_CART_NOT_FOUND');
  });
});
