// Cart V1 over HTTP (protocol §6) on a Catalog V1 site, where items may name their options by choice name.
import { describe, expect, it } from 'vitest';
import { controlFetch, usePlatform } from '../../support/platform.ts';
import {
  ADMIN_KEY,
  appError,
  byOptions,
  byVariant,
  carts,
  product,
  STORES_APP_ID,
  V1_CART,
  variantId,
  violations,
  visitorToken,
} from './shop.ts';

const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const base = () => platform.current.url;
const { v1, addV1 } = carts(() => platform.current);
const tee = () => product(platform.current, 'organic-cotton-tee');
const mug = () => product(platform.current, 'classic-white-mug');
const espresso = () => product(platform.current, 'midnight-espresso-cup'); // 3 left

async function setStock(productId: string, quantity: number) {
  await controlFetch(base(), `/_emulator/stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productId, quantity }),
  });
}

describe('the current cart (V1)', () => {
  it('does not exist until something is added: 404 OWNED_CART_NOT_FOUND', async () => {
    const token = await visitorToken(base());
    const answer = await v1(token, 'GET', '');
    expect([answer.status, appError(answer).code]).toEqual([404, 'OWNED_CART_NOT_FOUND']);
    for (const [method, path, body] of [
      ['POST', '/remove-coupon', {}],
      ['POST', '/estimate-totals', {}],
      ['POST', '/create-checkout', { channelType: 'WEB' }],
      ['POST', '/remove-line-items', { lineItemIds: ['x'] }],
    ] as const)
      expect(appError(await v1(token, method, path, body)).code).toBe('OWNED_CART_NOT_FOUND');
  });

  it('builds line items from the catalog with every field the SDK expects', async () => {
    const token = await visitorToken(base());
    const answer = await addV1(token, byOptions(tee().id, 2, { Size: 'M', Color: 'Black' }));
    expect(answer.status).toBe(200);
    const { cart } = answer.body;
    expect(cart).toMatchObject({
      currency: 'USD',
      conversionCurrency: 'USD',
      paymentCurrency: 'USD',
      weightUnit: 'KG',
      appliedDiscounts: [],
      revision: '1',
      purchaseFlowId: expect.any(String),
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
        catalogItemId: tee().id,
        appId: STORES_APP_ID,
        options: {
          variantId: variantId(tee(), { Size: 'M', Color: 'Black' }, 'V1'),
          options: { Size: 'M', Color: 'Black' },
        },
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
    expect((await v1(token, 'GET', '')).body.cart).toEqual(cart);
  });

  it('adds to the quantity of an item already in the cart, by options or by variant id', async () => {
    const token = await visitorToken(base());
    const first = await addV1(token, byOptions(mug().id, 1));
    const second = await addV1(
      token,
      byOptions(mug().id, 2),
      byOptions(tee().id, 1, { Size: 'S', Color: 'White' }),
    );
    const third = await addV1(token, byOptions(tee().id, 1, { Size: 'M', Color: 'White' }));
    const lines = third.body.cart.lineItems;
    expect(lines.map((l) => [l.productName.original, l.quantity])).toEqual([
      ['Classic White Mug', 3],
      ['Organic Cotton Tee', 1],
      ['Organic Cotton Tee', 1],
    ]);
    expect(lines[0]!.id).toBe(first.body.cart.lineItems[0]!.id);
    const byId = await addV1(token, byVariant(tee(), 1, { Size: 'S', Color: 'White' }, 'V1'));
    expect(byId.body.cart.lineItems[1]!.quantity).toBe(2);
    // A product without options is named by the all-zero variant id on a V1 site.
    expect((await addV1(token, byVariant(mug(), 1, {}, 'V1'))).body.cart.lineItems[0]!.quantity).toBe(4);
    expect(Number(second.body.cart.revision)).toBe(2);
  });

  it('answers an add with 200 while dropping what the catalog cannot sell (issue 13, difference 2)', async () => {
    const token = await visitorToken(base());
    const answer = await addV1(
      token,
      byOptions(mug().id, 1),
      byOptions('no-such-product', 1),
      byOptions(product(platform.current, 'hidden-draft-product').id, 1),
      byOptions(tee().id, 1),
      byOptions(tee().id, 1, { Size: 'XXL', Color: 'Black' }),
      byOptions(tee().id, 1, { Fit: 'Slim' }),
      // A product that manages its variants is added by variant id only.
      byOptions(product(platform.current, 'abstract-shapes-print').id, 1, { Size: '50x70' }),
      byOptions(product(platform.current, 'cracked-glaze-mug').id, 1),
      byOptions(tee().id, 1, { Size: 'S', Color: 'Red' }),
      byOptions(espresso().id, 5),
    );
    expect(answer.status).toBe(200);
    expect(
      answer.body.cart.lineItems.map((l) => [l.productName.original, l.quantity, l.availability.status]),
    ).toEqual([
      ['Classic White Mug', 1, 'AVAILABLE'],
      ['Cracked Glaze Mug', 1, 'NOT_AVAILABLE'],
      ['Organic Cotton Tee', 1, 'NOT_AVAILABLE'],
      // More than is left is capped at what is left.
      ['Midnight Espresso Cup', 3, 'AVAILABLE'],
    ]);
    const managed = await addV1(
      token,
      byVariant(product(platform.current, 'abstract-shapes-print'), 1, { Size: '50x70' }, 'V1'),
    );
    expect(managed.body.cart.lineItems.map((l) => l.productName.original)).toContain('Abstract Shapes Print');
  });

  it('refuses malformed items with field violations and changes nothing', async () => {
    const token = await visitorToken(base());
    const ok = await addV1(token, byOptions(mug().id, 1));
    for (const [quantity, rule] of [
      [0, 'MIN'],
      [-1, 'MIN'],
      [1.5, 'FORMAT'],
      [1e9, 'MAX'],
      ['2', 'FORMAT'],
      [null, 'FORMAT'],
    ] as const) {
      const answer = await addV1(token, {
        catalogReference: { catalogItemId: mug().id, appId: STORES_APP_ID },
        quantity,
      });
      expect([answer.status, violations(answer)[0]?.field, violations(answer)[0]?.violatedRule]).toEqual([
        400,
        'lineItems[0].quantity',
        rule,
      ]);
    }
    const noRef = await addV1(token, { quantity: 1 });
    expect(violations(noRef)[0]?.field).toBe('lineItems[0].catalogReference.catalogItemId');
    const empty = await v1(token, 'POST', '/add-to-cart', { lineItems: [] });
    expect(violations(empty)[0]?.field).toBe('lineItems');
    // One malformed item refuses the whole request.
    const mixed = await addV1(token, byOptions(mug().id, 1), { quantity: 1 });
    expect(mixed.status).toBe(400);
    // At most 100 items in one add-to-cart (AddToCurrentCartRequest's `lineItems` @maxSize 100).
    const tooMany = await addV1(token, ...Array.from({ length: 101 }, () => byOptions(mug().id, 1)));
    expect([tooMany.status, violations(tooMany)[0]?.field, violations(tooMany)[0]?.description]).toEqual([
      400,
      'lineItems',
      'at most 100 items at once',
    ]);
    expect((await v1(token, 'GET', '')).body.cart).toEqual(ok.body.cart);
    const hundred = await addV1(token, ...Array.from({ length: 100 }, () => byOptions(mug().id, 1)));
    expect(hundred.status).toBe(200);
  });

  it('a refused first add leaves no cart behind', async () => {
    const token = await visitorToken(base());
    expect((await addV1(token, { quantity: 1 })).status).toBe(400);
    expect(appError(await v1(token, 'GET', '')).code).toBe('OWNED_CART_NOT_FOUND');
  });

  it('caps a quantity change at the stock instead of refusing it (issue 13, difference 2)', async () => {
    const token = await visitorToken(base());
    const line = (await addV1(token, byOptions(espresso().id, 2))).body.cart.lineItems[0]!;
    const raised = await v1(token, 'POST', '/update-line-items-quantity', {
      lineItems: [{ id: line.id, quantity: 5 }],
    });
    expect(raised.status).toBe(200);
    expect(raised.body.cart.lineItems[0]).toMatchObject({
      quantity: 3,
      availability: { status: 'AVAILABLE', quantityAvailable: 3 },
    });
    // The same cart through V2 keeps what was asked.
    const v2 = await fetch(`${base()}/ecom/v2/carts/current`, { headers: { authorization: token } });
    const { cart } = (await v2.json()) as { cart: { lineItems: Array<{ quantityInfo: unknown }> } };
    expect(cart.lineItems[0]!.quantityInfo).toMatchObject({ requestedQuantity: 5, confirmedQuantity: 3 });
  });

  it('changes quantities (0 removes), removes lines, and refuses ids that are not in the cart', async () => {
    const token = await visitorToken(base());
    const start = await addV1(
      token,
      byOptions(mug().id, 1),
      byOptions(tee().id, 1, { Size: 'L', Color: 'Black' }),
    );
    const [mugLine, teeLine] = start.body.cart.lineItems;
    const changed = await v1(token, 'POST', '/update-line-items-quantity', {
      lineItems: [{ id: mugLine!.id, quantity: 5 }],
    });
    expect(changed.body.cart.lineItems.map((l) => l.quantity)).toEqual([5, 1]);
    expect(changed.body.cart.subtotal.amount).toBe('85');
    const removed = await v1(token, 'POST', '/update-line-items-quantity', {
      lineItems: [{ id: teeLine!.id, quantity: 0 }],
    });
    expect(removed.body.cart.lineItems.map((l) => l.id)).toEqual([mugLine!.id]);
    for (const quantity of [-1, 2.5, 'x', 100_001])
      expect(
        (
          await v1(token, 'POST', '/update-line-items-quantity', {
            lineItems: [{ id: mugLine!.id, quantity }],
          })
        ).status,
      ).toBe(400);
    // At most 100 changes in one call (UpdateCurrentCartLineItemQuantityRequest `lineItems` @maxSize 100).
    const tooMany = await v1(token, 'POST', '/update-line-items-quantity', {
      lineItems: Array.from({ length: 101 }, () => ({ id: mugLine!.id, quantity: 2 })),
    });
    expect([tooMany.status, violations(tooMany)[0]?.field, violations(tooMany)[0]?.violatedRule]).toEqual([
      400,
      'lineItems',
      'MAX_SIZE',
    ]);
    const unknown = await v1(token, 'POST', '/update-line-items-quantity', {
      lineItems: [{ id: 'nope', quantity: 1 }],
    });
    expect([unknown.status, appError(unknown).code]).toEqual([428, 'LINE_ITEM_NOT_FOUND_IN_CART']);
    const bad = await v1(token, 'POST', '/remove-line-items', { lineItemIds: 'x' });
    expect(violations(bad)[0]?.field).toBe('lineItemIds');
    const gone = await v1(token, 'POST', '/remove-line-items', { lineItemIds: [mugLine!.id] });
    expect(gone.body.cart.lineItems).toEqual([]);
    // Removing again (a retry) is refused: the line is not in the cart.
    const again = await v1(token, 'POST', '/remove-line-items', { lineItemIds: [mugLine!.id] });
    expect([again.status, appError(again).code]).toEqual([428, 'LINE_ITEM_NOT_FOUND_IN_CART']);
  });

  it('reports lines that ran short after stock fell', async () => {
    const token = await visitorToken(base());
    const pin = product(platform.current, 'enamel-pin');
    await addV1(token, byOptions(pin.id, 3));
    await setStock(pin.id, 1);
    const partial = (await v1(token, 'GET', '')).body.cart.lineItems[0]!;
    expect(partial.availability).toEqual({ status: 'PARTIALLY_AVAILABLE', quantityAvailable: 1 });
    await setStock(pin.id, 0);
    const gone = (await v1(token, 'GET', '')).body.cart;
    expect(gone.lineItems[0]!.availability).toEqual({ status: 'NOT_AVAILABLE', quantityAvailable: 0 });
    expect(gone.subtotal.amount).toBe('0');
    const lowered = await v1(token, 'POST', '/update-line-items-quantity', {
      lineItems: [{ id: partial.id, quantity: 2 }],
    });
    expect([lowered.status, lowered.body.cart.lineItems[0]!.quantity]).toEqual([200, 2]);
  });

  it('keeps a buyer note, contact details and a shipping choice from PATCH, and can add items through it', async () => {
    const token = await visitorToken(base());
    const patched = await v1(token, 'PATCH', '', {
      cartInfo: {
        buyerNote: 'Gift wrap please',
        selectedShippingOption: { code: 'express' },
        contactInfo: { address: { country: 'de', city: 'Köln' }, contactDetails: { firstName: 'Ana' } },
      },
      lineItems: [byOptions(mug().id, 1)],
    });
    expect(patched.body.cart).toMatchObject({
      buyerNote: 'Gift wrap please',
      selectedShippingOption: { code: 'express' },
      contactInfo: { address: { country: 'DE', city: 'Köln' }, contactDetails: { firstName: 'Ana' } },
    });
    expect(patched.body.cart.lineItems).toHaveLength(1);
    const tooLong = await v1(token, 'PATCH', '', { cartInfo: { buyerNote: 'x'.repeat(1001) } });
    expect(violations(tooLong)[0]?.field).toBe('cartInfo.buyerNote');
    const bad = await v1(token, 'PATCH', '', {
      cartInfo: { contactInfo: { address: { country: 'Deutschland' } } },
    });
    expect(violations(bad)[0]?.field).toBe('cartInfo.contactInfo.address.country');
  });

  it('belongs to its visitor: another visitor sees another cart, the API key none', async () => {
    const a = await visitorToken(base());
    const b = await visitorToken(base());
    await addV1(a, byOptions(mug().id, 1));
    expect((await v1(b, 'GET', '')).status).toBe(404);
    expect((await v1(ADMIN_KEY, 'GET', '')).status).toBe(403);
    expect((await fetch(`${base()}${V1_CART}`)).status).toBe(401);
  });

  it('is deleted with {} and a delete of no cart succeeds too', async () => {
    const token = await visitorToken(base());
    await addV1(token, byOptions(mug().id, 1));
    const deleted = await v1(token, 'DELETE', '');
    expect([deleted.status, deleted.body]).toEqual([200, {}]);
    expect(appError(await v1(token, 'GET', '')).code).toBe('OWNED_CART_NOT_FOUND');
    expect((await v1(token, 'DELETE', '')).status).toBe(200);
  });
});
