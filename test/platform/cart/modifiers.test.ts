// Catalog V3 choice modifiers in the cart (platform-2026.md §3.6, §6a): the seeded coffee has a mandatory
// TEXT_CHOICES "Grind", the tote an optional SWATCH_CHOICES "Thread" whose Gold and Indigo add $3. An add
// names them as `options.options {modifierKey: choiceKey}` beside the variant; a missing mandatory one, an
// unknown modifier or choice is refused with a 400 field violation (the platform's code is not declared:
// the harshest answer), the line keeps the choice, shows it and prices it in.
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { call } from '../catalog/api.ts';
import { getProduct3 } from '../catalog/v3-api.ts';
import { byVariant, carts, product, STORES_APP_ID, variantId, violations, visitorToken } from './shop.ts';

const item = (catalogItemId: string, options: Record<string, unknown>, quantity = 1) => ({
  catalogReference: { catalogItemId, appId: STORES_APP_ID, options },
  quantity,
});

describe('choice modifiers on a Catalog V3 site', () => {
  const platform = usePlatform({ config: { catalogVersion: 'V3_CATALOG' } });
  const { addV1, addV2, v2 } = carts(() => platform.current);
  const coffee = () => product(platform.current, 'house-blend-coffee');
  const tote = () => product(platform.current, 'embroidered-tote');
  const withModifiers = (p: ReturnType<typeof coffee>, options: Record<string, unknown>, quantity = 1) =>
    item(p.id, { variantId: variantId(p), options }, quantity);

  it('are part of the V3 product as the typings declare them (ConnectedModifier, ConnectedModifierChoice)', async () => {
    const token = await visitorToken(platform.current.url);
    const read = await getProduct3(platform.current.url, token, tote().id, []);
    expect(read.body.product.modifiers).toEqual([
      {
        id: expect.any(String),
        name: 'Thread',
        key: 'Thread',
        modifierRenderType: 'SWATCH_CHOICES',
        mandatory: false,
        toBeRemovedMandatory: false,
        choicesSettings: {
          choices: [
            ['Natural', '#EFE6D2', '0'],
            ['Gold', '#C9A227', '3'],
            ['Indigo', '#3F4A8A', '3'],
          ].map(([name, colorCode, addedPrice]) => ({
            choiceId: expect.any(String),
            key: name,
            name,
            choiceType: 'ONE_COLOR',
            colorCode,
            addedPrice,
            linkedMedia: [],
          })),
        },
      },
    ]);
    const grind = (await getProduct3(platform.current.url, token, coffee().id, [])).body.product.modifiers;
    expect(grind).toMatchObject([
      {
        key: 'Grind',
        modifierRenderType: 'TEXT_CHOICES',
        mandatory: true,
        choicesSettings: {
          choices: [
            { key: 'Whole bean', choiceType: 'CHOICE_TEXT', addedPrice: '0' },
            { key: 'Espresso' },
            { key: 'Filter' },
          ],
        },
      },
    ]);
  });

  it('refuses an add without a mandatory modifier, or naming an unknown modifier or choice, changing nothing', async () => {
    const token = await visitorToken(platform.current.url);
    const refusals = [
      [byVariant(coffee(), 1), 'catalogItems[0].catalogReference.options.options.Grind'],
      [
        withModifiers(coffee(), { Grind: 'Coarse' }),
        'catalogItems[0].catalogReference.options.options.Grind',
      ],
      [
        withModifiers(coffee(), { Grind: 'Espresso', Milk: 'Oat' }),
        'catalogItems[0].catalogReference.options.options.Milk',
      ],
      [
        withModifiers(tote(), { Thread: 'Gold', Size: 'L' }),
        'catalogItems[0].catalogReference.options.options.Size',
      ],
      [withModifiers(tote(), { Thread: 7 }), 'catalogItems[0].catalogReference.options.options.Thread'],
    ] as const;
    for (const [refused, field] of refusals) {
      const answer = await addV2(token, refused);
      expect([answer.status, violations(answer).map((v) => v.field)]).toEqual([400, [field]]);
    }
    // Option names beside the right variant of a product without modifiers are unknown modifiers too.
    const tee = product(platform.current, 'organic-cotton-tee');
    const sized = await addV2(
      token,
      item(tee.id, { variantId: variantId(tee, { Size: 'L', Color: 'Black' }), options: { Size: 'L' } }),
    );
    expect(sized.status).toBe(400);
    // Cart V1 on a V3 site reads the same item by the same rules.
    const v1 = await addV1(token, byVariant(coffee(), 1));
    expect([v1.status, violations(v1).map((v) => v.field)]).toEqual([
      400,
      ['lineItems[0].catalogReference.options.options.Grind'],
    ]);
    const cart = await v2(token, 'GET', '');
    expect(cart.status).toBe(404); // nothing was ever added
  });

  it('keeps the chosen modifiers on the line, shows them and prices them in; other choices are other lines', async () => {
    const token = await visitorToken(platform.current.url);
    const answer = await addV2(
      token,
      withModifiers(coffee(), { Grind: 'Espresso' }),
      withModifiers(coffee(), { Grind: 'Whole bean' }, 2),
      withModifiers(coffee(), { Grind: 'Espresso' }),
      withModifiers(tote(), { Thread: 'Gold' }),
      byVariant(tote(), 1),
    );
    expect(answer.status).toBe(200);
    const lines = answer.body.cart.lineItems;
    expect(
      lines.map((l) => [
        l.name.original,
        l.quantityInfo.requestedQuantity,
        l.source.catalogReference.options,
        l.attributes.descriptionLines,
        l.pricing.unitPrice.amount,
        l.pricing.breakdown?.fullPrice?.amount,
        l.pricing.breakdown?.totalModifiersPrice?.amount,
        l.pricing.totalPrice.amount,
      ]),
    ).toEqual([
      [
        'House Blend Coffee',
        2,
        { variantId: variantId(coffee()), options: { Grind: 'Espresso' } },
        [
          {
            name: { original: 'Grind', translated: 'Grind' },
            plainText: { original: 'Espresso', translated: 'Espresso' },
          },
        ],
        '14.00',
        '14.00',
        '0.00',
        '28.00',
      ],
      [
        'House Blend Coffee',
        2,
        { variantId: variantId(coffee()), options: { Grind: 'Whole bean' } },
        [
          {
            name: { original: 'Grind', translated: 'Grind' },
            plainText: { original: 'Whole bean', translated: 'Whole bean' },
          },
        ],
        '14.00',
        '14.00',
        '0.00',
        '28.00',
      ],
      [
        'Embroidered Tote',
        1,
        { variantId: variantId(tote()), options: { Thread: 'Gold' } },
        [
          {
            name: { original: 'Thread', translated: 'Thread' },
            colorInfo: { original: 'Gold', translated: 'Gold', code: '#C9A227' },
          },
        ],
        '23.00',
        '23.00',
        '3.00',
        '23.00',
      ],
      ['Embroidered Tote', 1, { variantId: variantId(tote()) }, [], '20.00', '20.00', '0.00', '20.00'],
    ]);
    // Cart V1 reads the same lines with their modifiers.
    const v1 = await addV1(token, withModifiers(tote(), { Thread: 'Indigo' }));
    expect(v1.body.cart.lineItems.at(-1)?.catalogReference.options).toEqual({
      variantId: variantId(tote()),
      options: { Thread: 'Indigo' },
    });
    expect(v1.body.cart.lineItems.at(-1)?.price.amount).toBe('23');
  });
});

describe('the same products on a Catalog V1 site', () => {
  const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
  const { addV2 } = carts(() => platform.current);

  it('are answered and sold without modifiers, which V1 cannot express', async () => {
    const token = await visitorToken(platform.current.url);
    const coffee = product(platform.current, 'house-blend-coffee');
    const read = await call<{ product: Record<string, unknown> }>(
      platform.current.url,
      'GET',
      `/stores-reader/v1/products/${coffee.id}`,
      { token },
    );
    expect(read.status).toBe(200);
    expect(read.body.product.name).toBe('House Blend Coffee');
    expect(read.body.product).not.toHaveProperty('modifiers');
    const answer = await addV2(token, byVariant(coffee, 1, {}, 'V1'));
    expect(answer.status).toBe(200);
    expect(answer.body.cart.lineItems.map((l) => [l.name.original, l.attributes.descriptionLines])).toEqual([
      ['House Blend Coffee', []],
    ]);
  });
});
