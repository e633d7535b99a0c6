// Custom line items over HTTP. Both generations' typings say they need the "Manage eCommerce - Admin
// Permissions" scope, which a visitor's or member's token has not: the current cart refuses them with the
// bare 403 of a missing scope, before reading them, and changes nothing. The merchant (API key) adds them to
// a shopper's cart by its id: Cart V1 `POST /ecom/v1/carts/{id}/add-to-cart`, Cart V2
// `POST /ecom/v2/carts/{cartId}/add-line-items`.
import { describe, expect, it } from 'vitest';
import type { StoredCart } from '../../../demo/platform/cart/types.ts';
import type { CartAnswer } from '../../../demo/platform/cart/v2/wire.ts';
import { ENGRAVING, GIFT_WRAP } from '../../support/custom-lines.ts';
import { usePlatform } from '../../support/platform.ts';
import { call } from '../catalog/api.ts';
import { ADMIN_KEY, appError, byOptions, carts, product, violations, visitorToken } from './shop.ts';

const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const base = () => platform.current.url;
const { v1, v2, addV1 } = carts(() => platform.current);
const mug = () => product(platform.current, 'classic-white-mug');

const byIdV1 = (token: string, cartId: string, body: unknown) =>
  call<CartAnswer>(base(), 'POST', `/ecom/v1/carts/${cartId}/add-to-cart`, { token, body });
const byIdV2 = (token: string, cartId: string, body: unknown) =>
  call<CartAnswer>(base(), 'POST', `/ecom/v2/carts/${cartId}/add-line-items`, { token, body });

/** A visitor with the mug in their cart, and the cart's id. */
async function shopper() {
  const token = await visitorToken(base());
  const added = await addV1(token, byOptions(mug().id, 1));
  expect(added.status).toBe(200);
  return { token, cartId: added.body.cart.id as string };
}

describe('custom lines from a shopper’s token', () => {
  it('are refused with a bare 403 on every current-cart call that takes them, and change nothing', async () => {
    const { token } = await shopper();
    const before = (await v1(token, 'GET', '')).body.cart;
    const refusals = [
      await v1(token, 'POST', '/add-to-cart', { customLineItems: [GIFT_WRAP] }),
      // Even malformed: the scope is checked before the items are read.
      await v1(token, 'POST', '/add-to-cart', { customLineItems: [{ quantity: 1 }] }),
      await v1(token, 'PATCH', '', { customLineItems: [GIFT_WRAP] }),
      await v2(token, 'POST', '/add-line-items', { customItems: [ENGRAVING] }),
      await v2(token, 'POST', '', { customItems: [ENGRAVING] }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: '', details: {} });
    }
    expect((await v1(token, 'GET', '')).body.cart).toEqual(before);
  });

  it('are refused on the cart by id too: only the merchant adds there', async () => {
    const { token, cartId } = await shopper();
    expect((await byIdV1(token, cartId, { customLineItems: [GIFT_WRAP] })).status).toBe(403);
    expect((await byIdV2(token, cartId, { customItems: [ENGRAVING] })).status).toBe(403);
  });

  it('leave a first visit without a cart when refused', async () => {
    const token = await visitorToken(base());
    expect((await v1(token, 'POST', '/add-to-cart', { customLineItems: [GIFT_WRAP] })).status).toBe(403);
    expect(appError(await v1(token, 'GET', '')).code).toBe('OWNED_CART_NOT_FOUND');
  });
});

describe('custom lines from the merchant, on a shopper’s cart by id', () => {
  it('Cart V1: adds a line of its own beside the catalog’s, which the shopper then sees and pays', async () => {
    const { token, cartId } = await shopper();
    const added = await byIdV1(ADMIN_KEY, cartId, { customLineItems: [GIFT_WRAP] });
    expect(added.status).toBe(200);
    const seen = (await v1(token, 'GET', '')).body.cart;
    expect(seen.lineItems.map((l) => [l.productName.original, l.customLineItem])).toEqual([
      [mug().name, false],
      ['Gift wrap', true],
    ]);
    expect(seen.lineItems[1]).toMatchObject({ quantity: 2, price: { amount: '4.5' } });
    expect(seen.lineItems[1]?.catalogReference).toBeUndefined();
  });

  it('Cart V1: refuses what CustomLineItem requires and leaves the cart as it was', async () => {
    const { token, cartId } = await shopper();
    const before = (await v1(token, 'GET', '')).body.cart;
    const refused = await byIdV1(ADMIN_KEY, cartId, { customLineItems: [{ quantity: 1 }] });
    expect(refused.status).toBe(400);
    expect(violations(refused).map((v) => v.field)).toEqual([
      'customLineItems[0].price',
      'customLineItems[0].productName.original',
      'customLineItems[0].itemType',
    ]);
    expect((await v1(token, 'GET', '')).body.cart).toEqual(before);
    // At most 100 in one add-to-cart (AddToCartRequest's `customLineItems` @maxSize 100).
    const tooMany = await byIdV1(ADMIN_KEY, cartId, { customLineItems: Array(101).fill(GIFT_WRAP) });
    expect([tooMany.status, violations(tooMany)[0]?.field, violations(tooMany)[0]?.description]).toEqual([
      400,
      'customLineItems',
      'at most 100 items at once',
    ]);
    expect((await v1(token, 'GET', '')).body.cart).toEqual(before);
  });

  it('Cart V2: adds a custom item the shopper’s V2 cart reads', async () => {
    const { token, cartId } = await shopper();
    const added = await byIdV2(ADMIN_KEY, cartId, { customItems: [ENGRAVING] });
    expect(added.status).toBe(200);
    const seen = (await v2(token, 'GET', '')).body.cart;
    expect(seen.lineItems.at(-1)).toMatchObject({
      customLineItem: true,
      name: { original: 'Engraving' },
      pricing: { unitPrice: { amount: '12.00' } },
    });
  });

  it('Cart V2: a shopper changes a custom line’s quantity, bounded only by the stock its merchant gave', async () => {
    const { token, cartId } = await shopper();
    const limited = { ...ENGRAVING, quantityInfo: { requestedQuantity: 1, availableQuantity: 3 } };
    const added = await byIdV2(ADMIN_KEY, cartId, { customItems: [ENGRAVING, limited] });
    const [free, few] = added.body.cart.lineItems.filter((l) => l.customLineItem).map((l) => l.id);
    const change = (id: string | undefined, newQuantity: number) =>
      v2(token, 'POST', '/update-line-items', { lineItems: [{ lineItemId: id, quantity: { newQuantity } }] });
    const raised = await change(free, 40);
    expect(raised.status).toBe(200);
    expect(raised.body.cart.lineItems.find((l) => l.id === free)?.quantityInfo.requestedQuantity).toBe(40);
    const short = await change(few, 4);
    expect([short.status, appError(short).code]).toEqual([428, 'INSUFFICIENT_INVENTORY']);
    expect(appError(short).data).toEqual({
      invalidItems: [{ id: { lineItemId: few }, requestedQuantity: 4, availableQuantity: 3 }],
    });
  });

  it('answers 404 for a cart that is not there and 428 for one an order was placed from', async () => {
    expect(
      appError(await byIdV1(ADMIN_KEY, crypto.randomUUID(), { customLineItems: [GIFT_WRAP] })),
    ).toMatchObject({ code: 'CART_NOT_FOUND' });
    const { cartId } = await shopper();
    // Ordering needs the hosted checkout's page; the stored cart is marked as that page would leave it.
    const stored = platform.current.platform.state.slice<StoredCart[]>('cart.carts', () => []);
    const cart = stored.find((c) => c.id === cartId);
    if (!cart) throw new Error('the shopper’s cart is not stored');
    cart.orderId = crypto.randomUUID();
    const ordered = await byIdV2(ADMIN_KEY, cartId, { customItems: [ENGRAVING] });
    expect([ordered.status, appError(ordered).code]).toEqual([428, 'CART_ALREADY_ORDERED']);
  });
});
