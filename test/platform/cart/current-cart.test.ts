import { beforeAll, describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import {
  ADMIN_KEY,
  appError,
  type CartJson,
  call,
  lineItem,
  type ProductJson,
  productBySlug,
  STORES_APP_ID,
  violations,
  visitorToken,
} from '../catalog/api.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const CART = '/ecom/v1/carts/current';
let tee: ProductJson;
let mug: ProductJson;
let espresso: ProductJson;
beforeAll(async () => {
  tee = await productBySlug(base(), 'organic-cotton-tee');
  mug = await productBySlug(base(), 'classic-white-mug');
  espresso = await productBySlug(base(), 'midnight-espresso-cup');
});

type CartAnswer = { cart: CartJson };
const cartCall = (token: string, method: string, path: string, body?: unknown) =>
  call<CartAnswer>(base(), method, `${CART}${path}`, { token, ...(body === undefined ? {} : { body }) });
const add = (token: string, ...items: unknown[]) =>
  cartCall(token, 'POST', '/add-to-cart', { lineItems: items });

describe('the current cart', () => {
  it('does not exist until something is added: 404 OWNED_CART_NOT_FOUND', async () => {
    const token = await visitorToken(base());
    const answer = await cartCall(token, 'GET', '');
    expect([answer.status, appError(answer).code]).toEqual([404, 'OWNED_CART_NOT_FOUND']);
    for (const [method, path, body] of [
      ['POST', '/remove-coupon', {}],
      ['POST', '/estimate-totals', {}],
      ['POST', '/create-checkout', { channelType: 'WEB' }],
      ['POST', '/remove-line-items', { lineItemIds: ['x'] }],
    ] as const)
      expect(appError(await cartCall(token, method, path, body)).code).toBe('OWNED_CART_NOT_FOUND');
  });

  it('builds line items from the catalog with every field the SDK expects', async () => {
    const token = await visitorToken(base());
    const answer = await add(token, lineItem(tee.id, 2, { Size: 'M', Color: 'Black' }));
    expect(answer.status).toBe(200);
    const { cart } = answer.body;
    expect(cart).toMatchObject({
      currency: 'USD',
      conversionCurrency: 'USD',
      paymentCurrency: 'USD',
      weightUnit: 'KG',
      appliedDiscounts: [],
      revision: '1',
      subtotal: {
        amount: '50',
        formattedAmount: '$50.00',
        convertedAmount: '50',
        formattedConvertedAmount: '$50.00',
      },
    });
    expect(cart.buyerInfo).toHaveProperty('visitorId');
    const line = cart.lineItems[0]!;
    expect(line).toMatchObject({
      quantity: 2,
      catalogReference: {
        catalogItemId: tee.id,
        appId: STORES_APP_ID,
        options: { options: { Size: 'M', Color: 'Black' } },
      },
      productName: { original: 'Organic Cotton Tee' },
      price: { amount: '25', formattedAmount: '$25.00' },
      fullPrice: { amount: '25' },
      priceBeforeDiscounts: { amount: '25' },
      lineItemPrice: { amount: '50', formattedAmount: '$50.00' },
      availability: { status: 'AVAILABLE', quantityAvailable: 8 },
      physicalProperties: { weight: 0.2, shippable: true },
      itemType: { preset: 'PHYSICAL' },
      paymentOption: 'FULL_PAYMENT_ONLINE',
      customLineItem: false,
      priceUndetermined: false,
      fixedQuantity: false,
      savePaymentMethod: false,
      membersOnly: false,
      image: {
        id: 'organic-cotton-tee--black.svg',
        url: `${base()}/_media/organic-cotton-tee--black.svg`,
        width: 800,
        height: 800,
      },
    });
    expect(line.catalogReference.options.variantId).toBe(
      tee.variants.find((v) => v.choices.Size === 'M' && v.choices.Color === 'Black')!.id,
    );
    expect(line.descriptionLines).toEqual([
      {
        name: { original: 'Size', translated: 'Size' },
        plainText: { original: 'M', translated: 'M' },
        lineType: 'PLAIN_TEXT',
      },
      {
        name: { original: 'Color', translated: 'Color' },
        colorInfo: { original: 'Black', translated: 'Black', code: '#111111' },
        lineType: 'COLOR',
      },
    ]);
    const again = await cartCall(token, 'GET', '');
    expect(again.body.cart).toEqual(cart);
  });

  it('adds to the quantity of an item already in the cart, and keeps other options apart', async () => {
    const token = await visitorToken(base());
    const first = await add(token, lineItem(mug.id, 1));
    const second = await add(token, lineItem(mug.id, 2), lineItem(tee.id, 1, { Size: 'S', Color: 'White' }));
    const third = await add(token, lineItem(tee.id, 1, { Size: 'M', Color: 'White' }));
    const lines = third.body.cart.lineItems;
    expect(lines.map((l) => [l.productName.original, l.quantity])).toEqual([
      ['Classic White Mug', 3],
      ['Organic Cotton Tee', 1],
      ['Organic Cotton Tee', 1],
    ]);
    expect(lines[0]!.id).toBe(first.body.cart.lineItems[0]!.id);
    const byVariant = await add(token, {
      catalogReference: {
        catalogItemId: tee.id,
        appId: STORES_APP_ID,
        options: { variantId: lines[1]!.catalogReference.options.variantId },
      },
      quantity: 1,
    });
    expect(byVariant.body.cart.lineItems[1]!.quantity).toBe(2);
    expect(Number(second.body.cart.revision)).toBe(2);
    expect(Date.parse(byVariant.body.cart.updatedDate)).toBeGreaterThan(
      Date.parse(first.body.cart.updatedDate),
    );
  });

  it('refuses unknown products, missing or unknown options, and bad quantities, leaving the cart unchanged', async () => {
    const token = await visitorToken(base());
    const ok = await add(token, lineItem(mug.id, 1));
    const unknown = await add(token, lineItem('no-such-product', 1));
    expect([unknown.status, appError(unknown).code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    expect(appError(unknown).description).toContain('no-such-product');
    const noOptions = await add(token, lineItem(tee.id, 1));
    expect([appError(noOptions).code, appError(noOptions).description]).toEqual([
      'OPTIONS_REQUIRED',
      'Choose Size and Color for Organic Cotton Tee',
    ]);
    const badChoice = await add(token, lineItem(tee.id, 1, { Size: 'XXL', Color: 'Black' }));
    expect(appError(badChoice).code).toBe('UNKNOWN_CHOICE');
    const badOption = await add(token, lineItem(tee.id, 1, { Fit: 'Slim' }));
    expect(appError(badOption).code).toBe('UNKNOWN_OPTION');
    const hidden = await productBySlug(base(), 'hidden-draft-product');
    expect(appError(await add(token, lineItem(hidden.id, 1))).code).toBe('PRODUCT_NOT_FOUND');
    for (const [quantity, rule] of [
      [0, 'MIN'],
      [-1, 'MIN'],
      [1.5, 'FORMAT'],
      [1e9, 'MAX'],
      ['2', 'FORMAT'],
      [null, 'FORMAT'],
    ] as const) {
      const answer = await add(token, {
        catalogReference: { catalogItemId: mug.id, appId: STORES_APP_ID },
        quantity,
      });
      expect([answer.status, violations(answer)[0]?.field, violations(answer)[0]?.violatedRule]).toEqual([
        400,
        'lineItems[0].quantity',
        rule,
      ]);
    }
    const noRef = await add(token, { quantity: 1 });
    expect(violations(noRef)[0]?.field).toBe('lineItems[0].catalogReference.catalogItemId');
    const wrongApp = await add(token, {
      catalogReference: { catalogItemId: mug.id, appId: 'other' },
      quantity: 1,
    });
    expect(violations(wrongApp)[0]?.field).toBe('lineItems[0].catalogReference.appId');
    const empty = await cartCall(token, 'POST', '/add-to-cart', { lineItems: [] });
    expect(violations(empty)[0]?.field).toBe('lineItems');
    const custom = await cartCall(token, 'POST', '/add-to-cart', { customLineItems: [{ quantity: 1 }] });
    expect(violations(custom)[0]?.field).toBe('customLineItems');
    // One bad item refuses the whole request.
    const mixed = await add(token, lineItem(mug.id, 1), lineItem('nope', 1));
    expect(mixed.status).toBe(404);
    expect((await cartCall(token, 'GET', '')).body.cart).toEqual(ok.body.cart);
  });

  it('a refused first add leaves no cart behind', async () => {
    const token = await visitorToken(base());
    expect((await add(token, lineItem('nope', 1))).status).toBe(404);
    expect(appError(await cartCall(token, 'GET', '')).code).toBe('OWNED_CART_NOT_FOUND');
  });

  it('bounds quantities by stock with specific errors', async () => {
    const token = await visitorToken(base());
    await add(token, lineItem(espresso.id, 2));
    const over = await add(token, lineItem(espresso.id, 2));
    expect(over.status).toBe(409);
    expect(appError(over)).toEqual({
      code: 'INSUFFICIENT_STOCK',
      description: 'Only 3 of Midnight Espresso Cup left; your cart already has 2',
      data: expect.objectContaining({ quantityAvailable: 3, quantityInCart: 2 }),
    });
    const soldOut = await add(token, lineItem((await productBySlug(base(), 'cracked-glaze-mug')).id, 1));
    expect([appError(soldOut).code, appError(soldOut).description]).toEqual([
      'OUT_OF_STOCK',
      'Cracked Glaze Mug is sold out',
    ]);
    const soldOutVariant = await add(token, lineItem(tee.id, 1, { Size: 'S', Color: 'Red' }));
    expect(appError(soldOutVariant).description).toBe('Organic Cotton Tee (S / Red) is sold out');
    const lines = (await cartCall(token, 'GET', '')).body.cart.lineItems;
    const raise = await cartCall(token, 'POST', '/update-line-items-quantity', {
      lineItems: [{ id: lines[0]!.id, quantity: 4 }],
    });
    expect(appError(raise).code).toBe('INSUFFICIENT_STOCK');
  });

  it('changes quantities (0 removes), removes lines, and rejects bad input', async () => {
    const token = await visitorToken(base());
    const start = await add(token, lineItem(mug.id, 1), lineItem(tee.id, 1, { Size: 'L', Color: 'Black' }));
    const [mugLine, teeLine] = start.body.cart.lineItems;
    const changed = await cartCall(token, 'POST', '/update-line-items-quantity', {
      lineItems: [{ id: mugLine!.id, quantity: 5 }],
    });
    expect(changed.body.cart.lineItems.map((l) => l.quantity)).toEqual([5, 1]);
    expect(changed.body.cart.subtotal.amount).toBe('85');
    const removed = await cartCall(token, 'POST', '/update-line-items-quantity', {
      lineItems: [{ id: teeLine!.id, quantity: 0 }],
    });
    expect(removed.body.cart.lineItems.map((l) => l.id)).toEqual([mugLine!.id]);
    for (const quantity of [-1, 2.5, 'x', 5000])
      expect(
        (
          await cartCall(token, 'POST', '/update-line-items-quantity', {
            lineItems: [{ id: mugLine!.id, quantity }],
          })
        ).status,
      ).toBe(400);
    const unknown = await cartCall(token, 'POST', '/update-line-items-quantity', {
      lineItems: [{ id: 'nope', quantity: 1 }],
    });
    expect([unknown.status, appError(unknown).code]).toEqual([404, 'LINE_ITEM_NOT_FOUND']);
    const bad = await cartCall(token, 'POST', '/remove-line-items', { lineItemIds: 'x' });
    expect(violations(bad)[0]?.field).toBe('lineItemIds');
    const gone = await cartCall(token, 'POST', '/remove-line-items', { lineItemIds: [mugLine!.id] });
    expect(gone.body.cart.lineItems).toEqual([]);
    // Removing again (a retry) still succeeds.
    expect((await cartCall(token, 'POST', '/remove-line-items', { lineItemIds: [mugLine!.id] })).status).toBe(
      200,
    );
  });

  it('reports lines that ran short after stock fell', async () => {
    const token = await visitorToken(base());
    const pin = await productBySlug(base(), 'enamel-pin');
    await add(token, lineItem(pin.id, 3));
    await call(base(), 'POST', '/_emulator/stock', { body: { productId: pin.id, quantity: 1 } });
    const partial = (await cartCall(token, 'GET', '')).body.cart.lineItems[0]!;
    expect(partial.availability).toEqual({ status: 'PARTIALLY_AVAILABLE', quantityAvailable: 1 });
    await call(base(), 'POST', '/_emulator/stock', { body: { productId: pin.id, quantity: 0 } });
    const gone = (await cartCall(token, 'GET', '')).body.cart;
    expect(gone.lineItems[0]!.availability).toEqual({ status: 'NOT_AVAILABLE', quantityAvailable: 0 });
    expect(gone.subtotal.amount).toBe('0');
    // Lowering the quantity is allowed even when it is still more than is left.
    const lowered = await cartCall(token, 'POST', '/update-line-items-quantity', {
      lineItems: [{ id: partial.id, quantity: 2 }],
    });
    expect(lowered.status).toBe(200);
  });

  it('keeps a buyer note and a shipping choice from PATCH, and can add items through it', async () => {
    const token = await visitorToken(base());
    const patched = await cartCall(token, 'PATCH', '', {
      cartInfo: { buyerNote: 'Gift wrap please', selectedShippingOption: { code: 'express' } },
      lineItems: [lineItem(mug.id, 1)],
    });
    expect(patched.body.cart).toMatchObject({
      buyerNote: 'Gift wrap please',
      selectedShippingOption: { code: 'express' },
    });
    expect(patched.body.cart.lineItems).toHaveLength(1);
    const tooLong = await cartCall(token, 'PATCH', '', { cartInfo: { buyerNote: 'x'.repeat(1001) } });
    expect(violations(tooLong)[0]?.field).toBe('cartInfo.buyerNote');
  });

  it('belongs to its visitor: another visitor sees another cart, the API key none', async () => {
    const a = await visitorToken(base());
    const b = await visitorToken(base());
    await add(a, lineItem(mug.id, 1));
    expect((await cartCall(b, 'GET', '')).status).toBe(404);
    const merchant = await cartCall(ADMIN_KEY, 'GET', '');
    expect(merchant.status).toBe(403);
    const anonymous = await call(base(), 'GET', CART);
    expect(anonymous.status).toBe(401);
  });

  it('is deleted with {} and a delete of no cart succeeds too', async () => {
    const token = await visitorToken(base());
    await add(token, lineItem(mug.id, 1));
    const deleted = await call(base(), 'DELETE', CART, { token });
    expect([deleted.status, deleted.body]).toEqual([200, {}]);
    expect(appError(await cartCall(token, 'GET', '')).code).toBe('OWNED_CART_NOT_FOUND');
    expect((await call(base(), 'DELETE', CART, { token })).status).toBe(200);
  });
});
