// Current Cart V2 over HTTP (platform-2026.md §2.1–§2.5): the cart's wire shape, its lines and quantities,
// create, refresh and delete, on the default site (Catalog V3).
import { describe, expect, it } from 'vitest';
import { controlFetch, usePlatform } from '../../support/platform.ts';
import {
  allKeys,
  appError,
  byVariant,
  carts,
  GUID,
  product,
  STORES_APP_ID,
  variantId,
  violations,
  visitorToken,
} from './shop.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const { v2, addV2 } = carts(() => platform.current);
const tee = () => product(platform.current, 'organic-cotton-tee');
const mug = () => product(platform.current, 'classic-white-mug');

describe('Current Cart V2', () => {
  it('has no current cart before the first add: GET and changes answer 404 CURRENT_CART_NOT_FOUND', async () => {
    const token = await visitorToken(base());
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['PATCH', '', { cart: { note: 'hi' } }],
      ['POST', '/update-line-items', { lineItems: [{ lineItemId: 'x', quantity: { newQuantity: 1 } }] }],
      ['POST', '/remove-line-items', { lineItemIds: ['x'] }],
      ['POST', '/add-coupon', { coupon: { code: 'WELCOME10' } }],
      ['POST', '/estimate', {}],
      ['POST', '/calculate', {}],
      ['POST', '/refresh', {}],
    ] as const) {
      const answer = await v2(token, method, path, body);
      expect([method, path, answer.status, appError(answer).code]).toEqual([
        method,
        path,
        404,
        'CURRENT_CART_NOT_FOUND',
      ]);
    }
  });

  it('creates the cart on add-line-items and answers {cart} in the V2 wire shape', async () => {
    const token = await visitorToken(base());
    const answer = await addV2(
      token,
      byVariant(tee(), 2, { Size: 'M', Color: 'Black' }),
      byVariant(mug(), 1),
    );
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['cart']);
    const { cart } = answer.body;
    expect(cart.id).toMatch(GUID);
    expect(cart.lineItems.map((l) => l.id)).toEqual([
      expect.stringMatching(GUID),
      expect.stringMatching(GUID),
    ]);
    // V2 money is never formatted (§2.3).
    expect([...allKeys(answer.body)].filter((k) => /formatted/i.test(k))).toEqual([]);
    expect(cart).toMatchObject({
      revision: '1',
      subtotal: { amount: '62.00', convertedAmount: '62.00' },
      coupons: [],
      source: { channelType: 'WEB', createdBy: { visitorId: expect.any(String) } },
      businessInfo: { currencyCode: 'USD', languageCode: 'en' },
      customerInfo: {
        visitorId: expect.any(String),
        openAccess: false,
        currencyCode: 'USD',
        languageCode: 'en',
      },
      deliveryInfo: { weightUnit: 'KG' },
      taxInfo: { pricesIncludeTax: false },
      paymentInfo: { giftCards: [], currencyCode: 'USD' },
      orderPlaced: false,
      currentCart: true,
      demo: false,
    });
    expect(cart.lineItems[0]).toEqual({
      id: cart.lineItems[0]!.id,
      name: { original: 'Organic Cotton Tee', translated: 'Organic Cotton Tee' },
      quantityInfo: {
        requestedQuantity: 2,
        confirmedQuantity: 2,
        availableQuantity: 8,
        fixedQuantity: false,
      },
      pricing: {
        unitPrice: { amount: '25.00', convertedAmount: '25.00' },
        totalPrice: { amount: '50.00', convertedAmount: '50.00' },
        priceDescription: { original: '' },
        priceUndetermined: false,
        breakdown: {
          fullPrice: { amount: '25.00', convertedAmount: '25.00' },
          salePrice: { amount: '25.00', convertedAmount: '25.00' },
          totalModifiersPrice: { amount: '0.00', convertedAmount: '0.00' },
        },
      },
      source: {
        catalogReference: {
          catalogItemId: tee().id,
          appId: STORES_APP_ID,
          options: { variantId: variantId(tee(), { Size: 'M', Color: 'Black' }) },
        },
        rootCatalogItemId: tee().id,
      },
      attributes: {
        descriptionLines: [
          { name: { original: 'Size', translated: 'Size' }, plainText: { original: 'M', translated: 'M' } },
          {
            name: { original: 'Color', translated: 'Color' },
            colorInfo: { original: 'Black', translated: 'Black', code: '#111111' },
          },
        ],
        url: {
          relativePath: '/product-page/organic-cotton-tee',
          url: `${base()}/product-page/organic-cotton-tee`,
        },
        itemType: { preset: 'PHYSICAL' },
        physicalProperties: { weight: 0.2, sku: expect.any(String), shippable: true },
        membersOnly: false,
      },
      taxConfig: { taxableAddress: { addressType: 'SHIPPING' } },
      paymentConfig: { paymentOption: 'FULL_PAYMENT_ONLINE', savePaymentMethod: false },
      status: 'IN_STOCK',
      discounts: [],
      modifierGroups: [],
      customLineItem: false,
    });
    // No picture on the line, as in a recorded live answer (platform-2026.md §6a): clients join the catalog's.
    expect(cart.lineItems.map((l) => l.attributes.image)).toEqual([undefined, undefined]);
    // A product without options is named by its own V3 default-variant id.
    expect(cart.lineItems[1]!.source.catalogReference.options).toEqual({ variantId: variantId(mug()) });
    expect((await v2(token, 'GET', '')).body).toEqual({ cart });
  });

  it('bumps the revision on every write and adds to a line of the same variant', async () => {
    const token = await visitorToken(base());
    const first = await addV2(token, byVariant(mug(), 1));
    const second = await addV2(token, byVariant(mug(), 2));
    const line = second.body.cart.lineItems[0]!;
    expect(second.body.cart.lineItems).toHaveLength(1);
    expect(line.quantityInfo.requestedQuantity).toBe(3);
    const patched = await v2(token, 'PATCH', '', { cart: { note: 'Ring twice' } });
    const updated = await v2(token, 'POST', '/update-line-items', {
      lineItems: [{ lineItemId: line.id, quantity: { newQuantity: 1 } }],
    });
    expect([first, second, patched, updated].map((a) => Number(a.body.cart.revision))).toEqual([1, 2, 3, 4]);
    expect(Date.parse(updated.body.cart.updatedDate!)).toBeGreaterThan(
      Date.parse(first.body.cart.updatedDate!),
    );
  });

  it('refuses a quantity change above the stock with 428 INSUFFICIENT_INVENTORY, changing nothing', async () => {
    const token = await visitorToken(base());
    const espresso = product(platform.current, 'midnight-espresso-cup'); // 3 left
    const added = await addV2(token, byVariant(espresso, 2));
    const line = added.body.cart.lineItems[0]!;
    const raised = await v2(token, 'POST', '/update-line-items', {
      lineItems: [{ lineItemId: line.id, quantity: { newQuantity: 5 } }],
    });
    expect([raised.status, appError(raised)]).toEqual([
      428,
      {
        code: 'INSUFFICIENT_INVENTORY',
        description: expect.any(String),
        data: { invalidItems: [{ id: { lineItemId: line.id }, requestedQuantity: 5, availableQuantity: 3 }] },
      },
    ]);
    const read = (await v2(token, 'GET', '')).body.cart;
    expect([read.revision, read.lineItems[0]!.quantityInfo.requestedQuantity]).toEqual([
      added.body.cart.revision,
      2,
    ]);
    const all = await v2(token, 'POST', '/update-line-items', {
      lineItems: [{ lineItemId: line.id, quantity: { newQuantity: 3 } }],
    });
    expect([all.status, all.body.cart.lineItems[0]!.status]).toEqual([200, 'IN_STOCK']);
  });

  it('refuses an add the catalog cannot fill: 428 ITEM_NOT_FOUND_IN_CATALOG or INSUFFICIENT_INVENTORY', async () => {
    const token = await visitorToken(base());
    const hidden = product(platform.current, 'hidden-draft-product');
    const soldOut = product(platform.current, 'cracked-glaze-mug');
    const espresso = product(platform.current, 'midnight-espresso-cup'); // 3 left
    const unknown = {
      catalogReference: {
        catalogItemId: 'no-such-product',
        appId: STORES_APP_ID,
        options: { variantId: 'x' },
      },
      quantity: 1,
    };
    const missing = await addV2(token, byVariant(mug(), 1), unknown, byVariant(hidden, 1));
    expect([missing.status, appError(missing)]).toEqual([
      428,
      {
        code: 'ITEM_NOT_FOUND_IN_CATALOG',
        description: expect.any(String),
        data: {
          invalidItems: [
            { catalogReference: unknown.catalogReference },
            { catalogReference: byVariant(hidden, 1).catalogReference },
          ],
        },
      },
    ]);
    const short = await addV2(token, byVariant(mug(), 1), byVariant(soldOut, 1), byVariant(espresso, 5));
    expect([short.status, appError(short).code, appError(short).data]).toEqual([
      428,
      'INSUFFICIENT_INVENTORY',
      {
        invalidItems: [
          {
            id: { catalogReference: byVariant(soldOut, 1).catalogReference },
            requestedQuantity: 1,
            availableQuantity: 0,
          },
          {
            id: { catalogReference: byVariant(espresso, 5).catalogReference },
            requestedQuantity: 5,
            availableQuantity: 3,
          },
        ],
      },
    ]);
    // Nothing of a refused add was stored: no cart was even created.
    expect((await v2(token, 'GET', '')).status).toBe(404);
    // What is already on the cart counts: 2 held + 2 asked is more than the 3 left.
    await addV2(token, byVariant(espresso, 2));
    const more = await addV2(token, byVariant(espresso, 2));
    expect([more.status, appError(more).data]).toEqual([
      428,
      {
        invalidItems: [
          {
            id: { catalogReference: byVariant(espresso, 2).catalogReference },
            requestedQuantity: 4,
            availableQuantity: 3,
          },
        ],
      },
    ]);
  });

  it('refuses malformed line changes with the declared codes, changing nothing', async () => {
    const token = await visitorToken(base());
    const { cart } = (await addV2(token, byVariant(mug(), 1))).body;
    const id = cart.lineItems[0]!.id;
    const update = (lineItems: unknown) => v2(token, 'POST', '/update-line-items', { lineItems });
    const zero = await update([{ lineItemId: id, quantity: { newQuantity: 0 } }]);
    expect([zero.status, violations(zero)[0]?.field]).toEqual([400, 'lineItems[0].quantity.newQuantity']);
    const twice = await update([
      { lineItemId: id, quantity: { newQuantity: 2 } },
      { lineItemId: id, quantity: { newQuantity: 3 } },
    ]);
    expect([twice.status, appError(twice)]).toEqual([
      400,
      expect.objectContaining({ code: 'DUPLICATE_LINE_ITEM_UPDATES', data: { duplicateLineItemIds: [id] } }),
    ]);
    const nothing = await update([{ lineItemId: id }]);
    expect([nothing.status, appError(nothing).code]).toEqual([400, 'EMPTY_LINE_ITEM_UPDATES']);
    const unknown = await update([{ lineItemId: 'nope', quantity: { newQuantity: 1 } }]);
    expect([unknown.status, appError(unknown).code, appError(unknown).data]).toEqual([
      428,
      'LINE_ITEM_NOT_FOUND_IN_CART',
      { lineItemIds: ['nope'] },
    ]);
    const remove = await v2(token, 'POST', '/remove-line-items', { lineItemIds: ['nope'] });
    expect([remove.status, appError(remove).code]).toEqual([428, 'LINE_ITEM_NOT_FOUND_IN_CART']);
    const none = await v2(token, 'POST', '/add-line-items', { catalogItems: [] });
    expect([none.status, appError(none).code]).toEqual([400, 'NO_LINE_ITEMS_TO_ADD']);
    const bad = await v2(token, 'POST', '/add-line-items', { catalogItems: [{ quantity: 1 }] });
    expect(violations(bad)[0]?.field).toBe('catalogItems[0].catalogReference.catalogItemId');
    expect((await v2(token, 'GET', '')).body.cart).toEqual(cart);
    const removed = await v2(token, 'POST', '/remove-line-items', { lineItemIds: [id] });
    expect(removed.body.cart.lineItems).toEqual([]);
  });

  it('writes the note, buyer, delivery and billing address with PATCH and ignores read-only fields', async () => {
    const token = await visitorToken(base());
    await addV2(token, byVariant(mug(), 1));
    const patched = await v2(token, 'PATCH', '', {
      cart: {
        note: 'Leave at the door',
        customerInfo: { email: 'ana@example.com', firstName: 'Ana', lastName: 'Lima', phone: '+1 555 0100' },
        deliveryInfo: {
          address: { country: 'us', subdivision: 'US-NY', city: 'New York', addressLine: '1 Main St' },
        },
        paymentInfo: { billingAddress: { country: 'US', city: 'Boston' } },
        lineItems: [],
        coupons: [{ id: 'x', code: 'WELCOME10' }],
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.cart).toMatchObject({
      note: 'Leave at the door',
      customerInfo: { email: 'ana@example.com', firstName: 'Ana', lastName: 'Lima', phone: '+1 555 0100' },
      deliveryInfo: {
        address: { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine: '1 Main St' },
      },
      paymentInfo: { billingAddress: { country: 'US', city: 'Boston' } },
      coupons: [],
    });
    expect(patched.body.cart.lineItems).toHaveLength(1);
    const email = await v2(token, 'PATCH', '', { cart: { customerInfo: { email: 'not-an-address' } } });
    expect([email.status, violations(email)[0]?.field]).toEqual([400, 'cart.customerInfo.email']);
    const note = await v2(token, 'PATCH', '', { cart: { note: 'x'.repeat(1001) } });
    expect(violations(note)[0]?.field).toBe('cart.note');
    const country = await v2(token, 'PATCH', '', { cart: { deliveryInfo: { address: { country: 'USA' } } } });
    expect(violations(country)[0]?.field).toBe('cart.deliveryInfo.address.country');
  });

  it('refresh re-confirms quantities against the stock now', async () => {
    const token = await visitorToken(base());
    const pin = product(platform.current, 'enamel-pin'); // 4 left
    await addV2(token, byVariant(pin, 3));
    await controlFetch(base(), `/_emulator/stock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: pin.id, quantity: 1 }),
    });
    const read = (await v2(token, 'GET', '')).body.cart;
    expect(read.lineItems[0]).toMatchObject({
      quantityInfo: { requestedQuantity: 3, confirmedQuantity: 1, availableQuantity: 1 },
      status: 'PARTIALLY_IN_STOCK',
    });
    const refreshed = await v2(token, 'POST', '/refresh', {});
    expect([refreshed.status, Object.keys(refreshed.body)]).toEqual([200, ['cart']]);
    expect(Number(refreshed.body.cart.revision)).toBe(Number(read.revision) + 1);
  });

  it('create makes a new current cart with items, coupon and note in place of the old one', async () => {
    const token = await visitorToken(base());
    const old = (await addV2(token, byVariant(mug(), 1))).body.cart;
    const created = await v2(token, 'POST', '', {
      cart: { note: 'Fresh start' },
      catalogItems: [byVariant(tee(), 1, { Size: 'L', Color: 'Black' })],
      coupons: [{ code: 'WELCOME10' }],
    });
    expect(created.status).toBe(200);
    expect(created.body.cart.id).not.toBe(old.id);
    expect(created.body.cart).toMatchObject({ note: 'Fresh start', coupons: [{ code: 'WELCOME10' }] });
    expect(created.body.cart.lineItems.map((l) => l.name.original)).toEqual(['Organic Cotton Tee']);
    expect((await v2(token, 'GET', '')).body.cart.id).toBe(created.body.cart.id);
    const two = await v2(token, 'POST', '', { coupons: [{ code: 'WELCOME10' }, { code: 'FREESHIP' }] });
    expect([two.status, appError(two).code]).toEqual([400, 'MAX_COUPONS_PER_CART_EXCEEDED']);
    const refused = await v2(token, 'POST', '', { coupons: [{ code: 'NOPE' }] });
    expect(appError(refused).code).toBe('INVALID_COUPON_CODE');
    expect((await v2(token, 'GET', '')).body.cart.id).toBe(created.body.cart.id);
  });

  it('is deleted with {}; then GET answers 404 and a second delete succeeds', async () => {
    const token = await visitorToken(base());
    await addV2(token, byVariant(mug(), 1));
    const deleted = await v2(token, 'DELETE', '');
    expect([deleted.status, deleted.body]).toEqual([200, {}]);
    const gone = await v2(token, 'GET', '');
    expect([gone.status, appError(gone).code]).toEqual([404, 'CURRENT_CART_NOT_FOUND']);
    expect((await v2(token, 'DELETE', '')).status).toBe(200);
  });

  it('belongs to its visitor; the API key and a missing token are refused', async () => {
    const a = await visitorToken(base());
    const b = await visitorToken(base());
    await addV2(a, byVariant(mug(), 1));
    expect((await v2(b, 'GET', '')).status).toBe(404);
    expect((await v2('demo-admin-key', 'GET', '')).status).toBe(403);
    expect((await fetch(`${base()}/ecom/v2/carts/current`)).status).toBe(401);
  });
});
