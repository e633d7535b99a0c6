// Custom line items (seed §7: add-to-cart and PATCH `customLineItems`; Cart V2 `customItems`) and the
// business location (`businessLocationId`; V2 `businessInfo.locationId`). Custom lines need a scope a
// shopper's token has not: the storefront client passes them as given and, refused, says so and what works
// (ElevationRequiredError, the platform's 403 as its cause); the store's server adds them to the shopper's
// cart by its id with the admin client's `carts`, and the shopper's client reads and totals them.
import { describe, expect, it } from 'vitest';
import { ApiError, ElevationRequiredError, WIX_STORES_APP_ID } from '../../src/index.ts';
import { ENGRAVING, GIFT_WRAP } from '../support/custom-lines.ts';
import { usePlatform } from '../support/platform.ts';
import { emulatorAdminClient, emulatorClient } from './support/client.ts';

const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const SHOP = '7e1f0c2a-0000-4000-8000-00000000b001';
const KIOSK = '7e1f0c2a-0000-4000-8000-00000000b002';

async function mug(client: ReturnType<typeof emulatorClient>['client']) {
  const { items } = await client.catalog.queryProducts().eq('slug', 'classic-white-mug').find();
  return {
    catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: items[0]?.id ?? '' },
    quantity: 1,
  };
}

const server = () => emulatorAdminClient(platform.current.url).client;

describe('custom lines from the storefront client', () => {
  it('are sent as given; refused, they are an ElevationRequiredError naming the way that works', async () => {
    const { client, requests } = emulatorClient(platform.current.url, { cartApi: 'v1' });
    await client.cartV1.add({ lineItems: [await mug(client)] });
    const refused = await client.cartV1.add({ customLineItems: [GIFT_WRAP] }).catch((e: unknown) => e);
    expect(requests.at(-1)?.body).toEqual({ customLineItems: [GIFT_WRAP] });
    expect(refused).toBeInstanceOf(ElevationRequiredError);
    expect(refused).toMatchObject({ code: 'ELEVATION_REQUIRED' });
    expect((refused as Error).message).toContain('cartV1.add with customLineItems');
    expect((refused as Error).message).toContain('carts.addToCartV1(cartId');
    expect((refused as Error).cause).toBeInstanceOf(ApiError);
    expect((refused as Error).cause).toMatchObject({ status: 403 });

    const patched = await client.cartV1.update({ customLineItems: [GIFT_WRAP] }).catch((e: unknown) => e);
    expect((patched as Error).message).toContain('cartV1.update with customLineItems');
    const v2 = await client.cartV2.addLineItems({ customItems: [ENGRAVING] }).catch((e: unknown) => e);
    expect(v2).toBeInstanceOf(ElevationRequiredError);
    expect((v2 as Error).message).toContain('carts.addLineItemsV2(cartId');

    // Nothing was added.
    const cart = await client.cart.get();
    expect(cart?.lines.map((l) => l.name)).toEqual(['Classic White Mug']);
  });
});

describe('custom lines from the store’s server, by the cart’s id', () => {
  it('Cart V1: the shopper’s cart gets the line, keeps its location, and totals it', async () => {
    const { client } = emulatorClient(platform.current.url, { cartApi: 'v1' });
    await client.cartV1.add({ lineItems: [await mug(client)], businessLocationId: SHOP });
    const cartId = (await client.cart.get())?.id ?? '';

    const { cart } = await server().carts.addToCartV1(cartId, { customLineItems: [GIFT_WRAP] });
    expect(cart.businessLocationId).toBe(SHOP);
    const wrap = cart.lineItems.find((l) => l.customLineItem);
    expect(wrap).toMatchObject({
      quantity: 2,
      productName: { original: 'Gift wrap' },
      price: { amount: '4.5' },
      itemType: { preset: 'PHYSICAL' },
    });
    expect(wrap?.catalogReference).toBeUndefined();
    expect(cart.updatedDate).toBeInstanceOf(Date);

    // The shopper's normalized cart reads it as a line of no product, and the totals count it.
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

  it('Cart V1: refuses another location and a line missing its price, as the current cart would', async () => {
    const { client } = emulatorClient(platform.current.url, { cartApi: 'v1' });
    await client.cartV1.add({ lineItems: [await mug(client)], businessLocationId: SHOP });
    const cartId = (await client.cart.get())?.id ?? '';
    const moved = await server()
      .carts.addToCartV1(cartId, { customLineItems: [GIFT_WRAP], businessLocationId: KIOSK })
      .catch((e: unknown) => e);
    expect(moved).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    const missing = await server()
      .carts.addToCartV1(cartId, {
        customLineItems: [{ ...GIFT_WRAP, price: undefined as unknown as string }],
      })
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    // The shopper changes the location with the PATCH.
    expect((await client.cartV1.update({ cartInfo: { businessLocationId: KIOSK } })).businessLocationId).toBe(
      KIOSK,
    );
    expect((await client.cart.get())?.lines).toHaveLength(1);
  });

  it('Cart V2: the shopper’s cart gets the item; the location goes by PATCH; client.cart reads both', async () => {
    const { client } = emulatorClient(platform.current.url);
    await client.cartV2.addLineItems({ catalogItems: [await mug(client)] });
    const cartId = (await client.cart.get())?.id ?? '';
    const { cart } = await server().carts.addLineItemsV2(cartId, { customItems: [ENGRAVING] });
    expect(cart?.lineItems.at(-1)).toMatchObject({
      customLineItem: true,
      name: { original: 'Engraving' },
      pricing: { unitPrice: { amount: '12.00' } },
      attributes: { itemType: { custom: 'service' } },
    });
    const { cart: located } = await client.cartV2.update({ businessInfo: { locationId: SHOP } });
    expect(located.businessInfo?.locationId).toBe(SHOP);
    const normalized = await client.cart.get();
    expect(normalized?.lines.map((l) => [l.name, l.productId])).toEqual([
      ['Classic White Mug', expect.any(String)],
      ['Engraving', ''],
    ]);
  });
});
