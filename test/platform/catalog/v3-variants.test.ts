// The Read-Only Variants API on a V3 site (platform-2026.md §3.4): query-variants and search-variants, and
// what a visitor sees of hidden products and hidden variants.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v3DefaultVariantId } from '../../../demo/platform/catalog/ids.ts';
import { startTestPlatform, usePlatform } from '../../support/platform.ts';
import { ADMIN_KEY, call, type ProductJson, productBySlug, violations, visitorToken } from './api.ts';
import { getProduct3, queryVariants3, type VariantJson3 } from './v3-api.ts';

const platform = usePlatform();
const base = () => platform.current.url;
let token: string;
let tee: ProductJson;
beforeAll(async () => {
  token = await visitorToken(base());
  tee = await productBySlug(base(), 'organic-cotton-tee');
});

/** Variants of the 29 visible products: 22 without options have one each, the 7 with options 29. */
const VISIBLE_VARIANTS = 51;

const ids = (variants: VariantJson3[]) => variants.map((v) => v.variantId);

describe('V3 read-only variants', () => {
  it("lists a product's variants with their option choices, prices and product data", async () => {
    const answer = await queryVariants3(base(), token, {
      query: { filter: { 'productData.productId': tee.id } },
      fields: ['CURRENCY'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.variants).toHaveLength(12);
    expect(ids(answer.body.variants).sort()).toEqual(tee.variants.map((v) => v.id).sort());
    const redM = answer.body.variants.find((v) =>
      v.optionChoices?.every((c) => ['M', 'Red'].includes(c.optionChoiceNames?.choiceName ?? '')),
    );
    expect(redM).toMatchObject({
      id: redM?.variantId,
      visible: true,
      sku: 'DC-014',
      price: { actualPrice: { amount: '25', formattedAmount: '$25.00' } },
      inventoryStatus: { inStock: true, preorderEnabled: false },
      productData: {
        productId: tee.id,
        name: 'Organic Cotton Tee',
        slug: 'organic-cotton-tee',
        productType: 'PHYSICAL',
        visible: true,
        currency: 'USD',
      },
    });
    expect(redM?.optionChoices?.map((c) => c.optionChoiceNames)).toEqual([
      { optionName: 'Size', choiceName: 'M', renderType: 'TEXT_CHOICES' },
      { optionName: 'Color', choiceName: 'Red', renderType: 'SWATCH_CHOICES' },
    ]);
    // The same ids as the product's options and variantsInfo.
    const product = (await getProduct3(base(), token, tee.id)).body.product;
    const fromProduct = product.variantsInfo?.variants?.find((v) => v.id === redM?.variantId);
    expect(redM?.optionChoices?.map((c) => c.optionChoiceIds)).toEqual(
      fromProduct?.choices?.map((c) => c.optionChoiceIds),
    );
  });

  it('gives a product without options its default variant, with no choices', async () => {
    const mug = await productBySlug(base(), 'classic-white-mug');
    const answer = await queryVariants3(base(), token, {
      query: { filter: { 'productData.productId': mug.id } },
    });
    expect(answer.body.variants.map((v) => [v.variantId, v.optionChoices])).toEqual([
      [v3DefaultVariantId(mug.id), []],
    ]);
  });

  it('pages by cursor up to 1000 a page, continuing with the cursor alone', async () => {
    const all = await queryVariants3(base(), token, { query: { cursorPaging: { limit: 1000 } } });
    expect(all.body.variants).toHaveLength(VISIBLE_VARIANTS);
    expect(all.body.pagingMetadata).toEqual({ count: VISIBLE_VARIANTS, cursors: {}, hasNext: false });
    const seen: string[] = [];
    let page = await queryVariants3(base(), token, {
      query: { sort: [{ fieldName: 'variantId', order: 'ASC' }], cursorPaging: { limit: 20 } },
    });
    for (;;) {
      seen.push(...ids(page.body.variants).map(String));
      const next = page.body.pagingMetadata.cursors.next;
      if (!next) break;
      page = await queryVariants3(base(), token, { query: { cursorPaging: { cursor: next, limit: 20 } } });
    }
    expect(seen).toHaveLength(VISIBLE_VARIANTS);
    expect(seen).toEqual([...seen].sort());
    const big = await queryVariants3(base(), token, { query: { cursorPaging: { limit: 1001 } } });
    expect(violations(big)[0]?.field).toBe('query.cursorPaging.limit');
  });

  it('filters on ids only when querying, on more fields and free text when searching', async () => {
    const [a, b] = tee.variants;
    const two = await queryVariants3(base(), token, {
      query: {
        filter: { variantId: { $in: [a!.id, b!.id] } },
        sort: [{ fieldName: 'variantId', order: 'DESC' }],
      },
    });
    expect(ids(two.body.variants)).toEqual([a!.id, b!.id].sort().reverse());
    const bySku = await queryVariants3(base(), token, { query: { filter: { sku: 'DC-014' } } });
    expect(bySku.body.message).toBe("Field 'sku' is not declared as filterable");

    const dear = await queryVariants3(
      base(),
      token,
      {
        search: {
          filter: { 'price.actualPrice.amount': { $gt: 50 } },
          sort: [{ fieldName: 'price.actualPrice.amount', order: 'DESC' }],
        },
      },
      'search-variants',
    );
    expect(dear.body.variants.map((v) => v.price?.actualPrice?.amount)).toEqual([
      '120',
      '120',
      '120',
      '65',
      '55',
      '55',
      '55',
      '55',
    ]);
    const cotton = await queryVariants3(
      base(),
      token,
      { search: { search: { expression: 'cotton' } } },
      'search-variants',
    );
    expect(cotton.body.variants).toHaveLength(12);
    const choiceIds = (await getProduct3(base(), token, tee.id)).body.product.options?.[1]?.choicesSettings
      ?.choices;
    const red = await queryVariants3(
      base(),
      token,
      {
        search: {
          filter: {
            'optionChoices.optionChoiceIds.choiceId': {
              $hasSome: [choiceIds?.find((c) => c.name === 'Red')?.choiceId],
            },
          },
        },
      },
      'search-variants',
    );
    expect(red.body.variants).toHaveLength(4);
  });

  it("hides hidden products' variants from visitors, not from the merchant", async () => {
    const hidden = await productBySlug(base(), 'hidden-draft-product');
    const filter = { query: { filter: { 'productData.productId': hidden.id } } };
    expect((await queryVariants3(base(), token, filter)).body.variants).toEqual([]);
    expect((await queryVariants3(base(), ADMIN_KEY, filter)).body.variants).toHaveLength(1);
  });
});

describe('a site moved from Catalog V1 to V3', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dropcart-v3-migration-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its products, and lists a hidden variant to visitors as not visible', async () => {
    const v1 = await startTestPlatform({ dataDir, config: { catalogVersion: 'V1_CATALOG' } });
    const print = await productBySlug(v1.url, 'abstract-shapes-print');
    const large = print.variants.find((v) => v.choices.Size === '70x100')!;
    try {
      const hide = await call(v1.url, 'PATCH', `/stores/v1/products/${print.id}/variants`, {
        token: ADMIN_KEY,
        body: { variants: [{ variantIds: [large.id], visible: false }] },
      });
      expect(hide.status).toBe(200);
    } finally {
      await v1.close();
    }
    const v3 = await startTestPlatform({ dataDir });
    try {
      const visitor = await visitorToken(v3.url);
      const product = (await getProduct3(v3.url, visitor, print.id)).body.product;
      expect(product.variantsInfo?.variants?.map((v) => [v.id, v.visible])).toEqual([
        [print.variants.find((v) => v.choices.Size === '50x70')!.id, true],
        [large.id, false],
      ]);
      expect(product.options?.[0]?.choicesSettings?.choices?.map((c) => [c.name, c.visible])).toEqual([
        ['50x70', true],
        ['70x100', false],
      ]);
      // Prices range over what can be bought.
      expect(product.actualPriceRange).toEqual({ minValue: { amount: '35' }, maxValue: { amount: '35' } });
      expect(product.revision).toBe('2');
      const listed = await queryVariants3(v3.url, visitor, {
        query: { filter: { 'productData.productId': print.id } },
      });
      expect(listed.body.variants.map((v) => [v.variantId, v.visible])).toEqual([
        [print.variants.find((v) => v.choices.Size === '50x70')!.id, true],
        [large.id, false],
      ]);
    } finally {
      await v3.close();
    }
  });
});
