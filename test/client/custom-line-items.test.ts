// Custom line items and the business location pass through both cart generations (seed §7: add-to-cart
// `customLineItems`, `businessLocationId`; PATCH `customLineItems`; Cart V2 `customItems`,
// `businessInfo.locationId`), and the emulator keeps them on the cart, priced by the caller.
import { describe, expect, it } from 'vitest';
import { WIX_STORES_APP_ID } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';

const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const SHOP = '7e1f0c2a-0000-4000-8000-00000000b001';
const KIOSK = '7e1f0c2a-0000-4000-8000-00000000b002';
const giftWrap = {
  productName: { original: 'Gift wrap' },
  price: '4.50',
  itemType: { preset: 'PHYSICAL' as const },
  quantity: 2,
};

async function mugId(client: ReturnType<typeof emulatorClient>['client']) {
  const { items } = await client.catalog.queryProducts().eq('slug', 'classic-white-mug').find();
  return items[0]?.id ?? '';
}

describe('Cart V1: customLineItems and businessLocationId', () => {
  it('adds a custom line beside a catalog line and keeps the business location', async () => {
    const { client, requests } = emulatorClient(platform.current.url, { cartApi: 'v1' });
    const mug = {
      catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: await mugId(client) },
      quantity: 1,
    };
    const { cart } = await client.cartV1.add({
      lineItems: [mug],
      customLineItems: [giftWrap],
      businessLocationId: SHOP,
    });
    expect(requests.at(-1)?.body).toEqual({
      lineItems: [mug],
      customLineItems: [giftWrap],
      businessLocationId: SHOP,
    });
    expect(cart.businessLocationId).toBe(SHOP);
    const wrap = cart.lineItems.find((l) => l.customLineItem);
    expect(wrap).toMatchObject({
      quantity: 2,
      productName: { original: 'Gift wrap' },
      price: { amount: '4.5' },
      itemType: { preset: 'PHYSICAL' },
    });
    expect(wrap?.catalogReference).toBeUndefined();

    // The normalized cart reads it as a line of no product, and the totals count it.
    const normalized = await client.cart.get();
    expect(normalized?.lines.map((l) => [l.name, l.productId, l.quantity])).toContainEqual([
      'Gift wrap',
      '',
      2,
    ]);
    const totals = await client.cart.estimate();
    expect(Number(totals.subtotal.amount)).toBeCloseTo(Number(cart.subtotal?.amount), 2);
    expect(Number(cart.subtotal?.amount)).toBeGreaterThanOrEqual(9);
  });

  it('refuses another location on add; the PATCH changes it and appends custom lines', async () => {
    const { client } = emulatorClient(platform.current.url, { cartApi: 'v1' });
    await client.cartV1.add({ customLineItems: [giftWrap], businessLocationId: SHOP });
    const refused = await client.cartV1
      .add({ customLineItems: [giftWrap], businessLocationId: KIOSK })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    const patched = await client.cartV1.update({
      cartInfo: { businessLocationId: KIOSK },
      customLineItems: [{ ...giftWrap, productName: { original: 'Card' }, price: '1', quantity: 1 }],
    });
    expect(patched.businessLocationId).toBe(KIOSK);
    expect(patched.lineItems.map((l) => l.productName.original)).toEqual(['Gift wrap', 'Card']);
    const missing = await client.cartV1
      .add({ customLineItems: [{ ...giftWrap, price: undefined as unknown as string }] })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });
});

describe('Cart V2: customItems and businessInfo.locationId', () => {
  it('adds a custom item, sets the location by PATCH, and client.cart reads both', async () => {
    const { client } = emulatorClient(platform.current.url);
    const engraving = {
      name: { original: 'Engraving' },
      quantityInfo: { requestedQuantity: 1 },
      pricing: { price: { amount: '12.00' } },
      attributes: { itemType: { custom: 'service' } },
    };
    const { cart } = await client.cartV2.addLineItems({ customItems: [engraving] });
    expect(cart.lineItems[0]).toMatchObject({
      customLineItem: true,
      name: { original: 'Engraving' },
      pricing: { unitPrice: { amount: '12.00' } },
      attributes: { itemType: { custom: 'service' } },
    });
    const { cart: located } = await client.cartV2.update({ businessInfo: { locationId: SHOP } });
    expect(located.businessInfo?.locationId).toBe(SHOP);
    const normalized = await client.cart.get();
    expect(normalized?.lines.map((l) => [l.name, l.productId])).toEqual([['Engraving', '']]);
    expect(normalized?.subtotal.amount).toBe('12.00');
  });
});
