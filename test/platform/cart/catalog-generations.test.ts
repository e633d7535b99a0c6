// Adding items on either catalog generation (platform-2026.md §3.6). On a V3 site an item names its V3
// variant (a product without options has its own default-variant id) and anything else is refused (option
// names beside a variant are unknown modifiers, a 400: modifiers.test.ts); on a V1
// site V1's rules hold: the variant id, or options by choice name for products that do not manage variants.
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import {
  appError,
  byOptions,
  byVariant,
  carts,
  product,
  STORES_APP_ID,
  variantId,
  visitorToken,
} from './shop.ts';

const ZERO = '00000000-0000-0000-0000-000000000000';
const item = (catalogItemId: string, options: Record<string, unknown>) => ({
  catalogReference: { catalogItemId, appId: STORES_APP_ID, options },
  quantity: 1,
});
/** A refusal names an item by its catalog reference as sent, without an empty `options`. */
const withoutEmptyOptions = ({ options, ...rest }: { options?: Record<string, unknown> }) =>
  options && Object.keys(options).length ? { ...rest, options } : rest;

describe('on a Catalog V3 site', () => {
  const platform = usePlatform({ config: { catalogVersion: 'V3_CATALOG' } });
  const { addV1, addV2 } = carts(() => platform.current);
  const mug = () => product(platform.current, 'classic-white-mug');
  const tee = () => product(platform.current, 'organic-cotton-tee');

  it('adds by V3 variant ids and refuses items without one, with V1 ids or with V1 option names', async () => {
    const token = await visitorToken(platform.current.url);
    const wrong = [
      item(mug().id, { variantId: ZERO }),
      item(mug().id, {}),
      byOptions(tee().id, 1, { Size: 'L', Color: 'Black' }),
    ];
    // Cart V2 refuses what the catalog cannot resolve (platform-2026.md §6a), naming each item.
    const refused = await addV2(token, byVariant(mug(), 1), ...wrong);
    expect([refused.status, appError(refused).code, appError(refused).data]).toEqual([
      428,
      'ITEM_NOT_FOUND_IN_CATALOG',
      { invalidItems: wrong.map((w) => ({ catalogReference: withoutEmptyOptions(w.catalogReference) })) },
    ]);
    const answer = await addV2(
      token,
      byVariant(mug(), 1),
      byVariant(tee(), 1, { Size: 'M', Color: 'White' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.cart.lineItems.map((l) => l.source.catalogReference.options)).toEqual([
      { variantId: variantId(mug()) },
      { variantId: variantId(tee(), { Size: 'M', Color: 'White' }) },
    ]);
    expect(variantId(mug())).not.toBe(ZERO);
  });

  it('serves Cart V1 with the same V3 rules and shows the V3 variant id', async () => {
    const token = await visitorToken(platform.current.url);
    const answer = await addV1(
      token,
      byVariant(mug(), 2),
      byOptions(tee().id, 1, { Size: 'M', Color: 'White' }),
    );
    expect(answer.body.cart.lineItems.map((l) => [l.quantity, l.catalogReference.options])).toEqual([
      [2, { variantId: variantId(mug()) }],
    ]);
  });
});

describe('on a Catalog V1 site', () => {
  const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
  const { addV2 } = carts(() => platform.current);
  const mug = () => product(platform.current, 'classic-white-mug');
  const tee = () => product(platform.current, 'organic-cotton-tee');
  const print = () => product(platform.current, 'abstract-shapes-print'); // manages its variants

  it('adds by V1 variant id or by option names, and refuses V3 ids and managed products named by options', async () => {
    const token = await visitorToken(platform.current.url);
    const wrong = [byVariant(mug(), 1, {}, 'V3'), byOptions(print().id, 1, { Size: '50x70' })];
    const refused = await addV2(token, item(mug().id, { variantId: ZERO }), ...wrong);
    expect([refused.status, appError(refused).code, appError(refused).data]).toEqual([
      428,
      'ITEM_NOT_FOUND_IN_CATALOG',
      { invalidItems: wrong.map((w) => ({ catalogReference: w.catalogReference })) },
    ]);
    const answer = await addV2(
      token,
      item(mug().id, { variantId: ZERO }),
      byOptions(tee().id, 1, { Size: 'M', Color: 'White' }),
      byVariant(print(), 1, { Size: '70x100' }, 'V1'),
    );
    expect(answer.status).toBe(200);
    expect(
      answer.body.cart.lineItems.map((l) => [
        l.name.original,
        l.source.catalogReference.options?.variantId,
        l.pricing.unitPrice.amount,
      ]),
    ).toEqual([
      ['Classic White Mug', ZERO, '12.00'],
      ['Organic Cotton Tee', variantId(tee(), { Size: 'M', Color: 'White' }, 'V1'), '25.00'],
      ['Abstract Shapes Print', variantId(print(), { Size: '70x100' }, 'V1'), '49.00'],
    ]);
  });
});
