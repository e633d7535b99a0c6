// Catalog V3 query, search and count (platform-2026.md §3.1, §3.7): cursor paging, the query and search
// specs' filters and sorts, free text, and what visitors may see.
import { beforeAll, describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import {
  ADMIN_KEY,
  appError,
  COLLECTIONS,
  call,
  type ProductJson,
  productBySlug,
  violations,
  visitorToken,
} from './api.ts';
import { allPages3, getProduct3, P3, postProducts3, queryProducts3, queryVariants3 } from './v3-api.ts';

const platform = usePlatform();
const base = () => platform.current.url;
let token: string;
let tee: ProductJson;
beforeAll(async () => {
  token = await visitorToken(base());
  tee = await productBySlug(base(), 'organic-cotton-tee');
});

const VISIBLE = 29; // 27 + the 2 with choice modifiers (seed/products-modifiers.ts)
const slugs = (answer: { body: { products: Array<{ slug?: string | null }> } }) =>
  answer.body.products.map((p) => p.slug);

describe('V3 products query', () => {
  it('pages by cursor: 50 by default, `next` only while more pages exist, a cursor-only request continues the query', async () => {
    const all = await queryProducts3(base(), token, {});
    expect(all.status).toBe(200);
    expect(all.body.products).toHaveLength(VISIBLE);
    expect(all.body.pagingMetadata).toEqual({ count: VISIBLE, cursors: {}, hasNext: false });

    const pages = await allPages3(base(), token, {
      query: {
        filter: { visible: true },
        sort: [{ fieldName: 'slug', order: 'ASC' }],
        cursorPaging: { limit: 10 },
      },
      fields: ['CURRENCY'],
    });
    expect(pages.map((p) => [p.products.length, p.pagingMetadata.count, p.pagingMetadata.hasNext])).toEqual([
      [10, 10, true],
      [10, 10, true],
      [9, 9, false],
    ]);
    expect(pages.map((p) => 'next' in p.pagingMetadata.cursors)).toEqual([true, true, false]);
    const seen = pages.flatMap((p) => p.products.map((x) => x.slug!));
    expect(new Set(seen).size).toBe(VISIBLE);
    expect(seen).toEqual([...seen].sort());
    // `fields` is sent again with each cursor and honoured on every page.
    expect(pages.every((p) => p.products.every((x) => x.currency === 'USD'))).toBe(true);

    const second = await queryProducts3(base(), token, {
      query: { cursorPaging: { cursor: pages[0]!.pagingMetadata.cursors.next, limit: 10 } },
    });
    const back = await queryProducts3(base(), token, {
      query: { cursorPaging: { cursor: second.body.pagingMetadata.cursors.prev, limit: 10 } },
    });
    expect(slugs(back)).toEqual(pages[0]!.products.map((p) => p.slug));
  });

  it('refuses a cursor sent with a filter, a cursor it did not issue, and a page over 100', async () => {
    const first = await queryProducts3(base(), token, { query: { cursorPaging: { limit: 5 } } });
    const cursor = first.body.pagingMetadata.cursors.next!;
    const both = await queryProducts3(base(), token, {
      query: { filter: { visible: true }, cursorPaging: { cursor } },
    });
    expect([both.status, violations(both)[0]?.field, violations(both)[0]?.violatedRule]).toEqual([
      400,
      'query.filter',
      'FIELD_NOT_ALLOWED',
    ]);
    const forged = await queryProducts3(base(), token, {
      query: { cursorPaging: { cursor: 'not-a-cursor' } },
    });
    expect(violations(forged)[0]?.field).toBe('query.cursorPaging.cursor');
    const elsewhere = await queryVariants3(base(), token, { query: { cursorPaging: { cursor } } });
    expect(elsewhere.status).toBe(400);
    const big = await queryProducts3(base(), token, { query: { cursorPaging: { limit: 101 } } });
    expect(violations(big).map((v) => [v.field, v.violatedRule])).toEqual([
      ['query.cursorPaging.limit', 'MAX'],
    ]);
  });

  it('filters and sorts on the fields the query spec declares', async () => {
    const mug = await productBySlug(base(), 'classic-white-mug');
    const byIds = await queryProducts3(base(), token, {
      query: { filter: { id: { $in: [tee.id, mug.id] } }, sort: [{ fieldName: 'slug', order: 'DESC' }] },
    });
    expect(slugs(byIds)).toEqual(['organic-cotton-tee', 'classic-white-mug']);
    const canvas = await queryProducts3(base(), token, {
      query: { filter: { slug: { $startsWith: 'canvas' } } },
    });
    expect(slugs(canvas)).toEqual(['canvas-cap', 'canvas-tote-bag']);
    const teeColour = (await getProduct3(base(), token, tee.id)).body.product.options?.[1]?.id;
    const withColour = await queryProducts3(base(), token, {
      query: { filter: { 'options.id': { $hasSome: [teeColour] } } },
    });
    expect(slugs(withColour)).toEqual(['organic-cotton-tee']);
    const since = await queryProducts3(base(), token, {
      query: { filter: { createdDate: { $gte: tee.createdDate } }, sort: [{ fieldName: 'slug' }] },
    });
    expect(slugs(since)).toContain('organic-cotton-tee');
    expect(slugs(since)).not.toContain('classic-white-mug');
  });

  it('refuses other fields and operators as the platform does', async () => {
    const byName = await queryProducts3(base(), token, { query: { filter: { name: 'Canvas Cap' } } });
    expect(byName.status).toBe(400);
    expect(byName.body.message).toBe("Field 'name' is not declared as filterable");
    expect(violations(byName)[0]).toMatchObject({
      field: 'query.filter',
      description: "Field 'name' is not declared as filterable",
    });
    const nested = await queryProducts3(base(), token, {
      query: { filter: { $and: [{ visible: true }, { 'brand.name': 'Paper Hills' }] } },
    });
    expect(nested.body.message).toBe("Field 'brand.name' is not declared as filterable");
    const eqOnOptions = await queryProducts3(base(), token, { query: { filter: { 'options.id': 'x' } } });
    expect(eqOnOptions.body.message).toContain("Operator '$eq' is not supported on field 'options.id'");
    const sortByName = await queryProducts3(base(), token, { query: { sort: [{ fieldName: 'name' }] } });
    expect(sortByName.body.message).toBe("Field 'name' is not declared as sortable");
    // Sortable, as Wix's find-products recipe sorts by it (platform-2026.md §6a): newest first here.
    const sortByCreated = await queryProducts3(base(), token, {
      query: { sort: [{ fieldName: 'createdDate', order: 'DESC' }] },
    });
    const created = (sortByCreated.body.products as Array<{ createdDate: string }>).map((p) => p.createdDate);
    expect([sortByCreated.status, created.length > 1]).toEqual([200, true]);
    expect(created).toEqual([...created].sort().reverse());
    const anonymous = await call(base(), 'POST', `${P3}/query`, { body: { query: {} } });
    expect([anonymous.status, appError(anonymous).code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('shows visitors visible products only, the merchant every product', async () => {
    const hiddenForVisitor = await queryProducts3(base(), token, { query: { filter: { visible: false } } });
    expect(hiddenForVisitor.body.products).toEqual([]);
    const hiddenForMerchant = await queryProducts3(base(), ADMIN_KEY, {
      query: { filter: { visible: false } },
    });
    expect(slugs(hiddenForMerchant)).toEqual(['hidden-draft-product']);
  });
});

describe('V3 products search', () => {
  it('matches free text in names and descriptions', async () => {
    const answer = await queryProducts3(
      base(),
      token,
      { search: { search: { expression: 'mug' } } },
      'search',
    );
    expect(answer.status).toBe(200);
    expect(slugs(answer).sort()).toEqual([
      'classic-white-mug',
      'cracked-glaze-mug',
      'enamel-camp-mug',
      'two-tone-latte-mug',
    ]);
    const both = await queryProducts3(
      base(),
      token,
      { search: { search: { expression: 'organic cotton', mode: 'AND' } } },
      'search',
    );
    expect(slugs(both)).toEqual(['organic-cotton-tee']);
  });

  it('filters and sorts on amounts as numbers, on brands, categories and variants', async () => {
    const cheap = await queryProducts3(
      base(),
      token,
      {
        search: {
          filter: { 'actualPriceRange.minValue.amount': { $lt: 13 } },
          sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }, { fieldName: 'name' }],
        },
      },
      'search',
    );
    expect(cheap.body.products.map((p) => p.actualPriceRange?.minValue?.amount)).toEqual([
      '5',
      '8',
      '9.5',
      '12',
      '12',
    ]);
    const brand = await queryProducts3(
      base(),
      token,
      { search: { filter: { 'brand.name': 'Paper Hills' } } },
      'search',
    );
    expect(slugs(brand)).toEqual(['mountain-sunset-poster']);
    const sale = await queryProducts3(
      base(),
      token,
      { search: { filter: { 'allCategoriesInfo.categories': { $matchItems: [{ id: COLLECTIONS.sale }] } } } },
      'search',
    );
    expect(slugs(sale).sort()).toEqual([
      'canvas-cap',
      'leather-keychain',
      'retro-space-poster',
      'sunrise-travel-tumbler',
    ]);
    const soldOutVariants = await queryProducts3(
      base(),
      token,
      {
        search: {
          filter: { 'variantsInfo.variants': { $matchItems: [{ 'inventoryStatus.inStock': false }] } },
        },
      },
      'search',
    );
    expect(slugs(soldOutVariants)).toContain('organic-cotton-tee');
    expect(slugs(soldOutVariants)).not.toContain('classic-white-mug');
    expect(soldOutVariants.body.products.every((p) => !('variantsInfo' in p))).toBe(true);
  });

  it('pages with cursors, takes the POST fallback, and refuses a malformed aggregation by its field', async () => {
    const pages = await allPages3(
      base(),
      token,
      { search: { search: { expression: 'poster' }, cursorPaging: { limit: 2 } } },
      'search',
    );
    expect(pages.map((p) => p.products.length)).toEqual([2, 2, 1]);
    const viaPost = await postProducts3(
      base(),
      token,
      { search: { search: { expression: 'poster' } } },
      'search',
    );
    expect(viaPost.body.products).toHaveLength(5);
    const facets = await queryProducts3(
      base(),
      token,
      { search: { aggregations: [{ name: 'brands', fieldPath: 'brand.name', type: 'COUNT' }] } },
      'search',
    );
    expect(violations(facets)[0]?.field).toBe('search.aggregations[0].type');
  });
});

describe('V3 products count', () => {
  it('counts with a filter and free text, and non-visible products only for the merchant when asked', async () => {
    const count = async (body: unknown, auth = token) =>
      call<{ count: number }>(base(), 'POST', `${P3}/count`, { token: auth, body });
    expect((await count({})).body).toEqual({ count: VISIBLE });
    expect((await count({ filter: { 'brand.name': 'Dropcart Goods' } })).body.count).toBe(2);
    expect((await count({ search: { expression: 'mug' } })).body.count).toBe(4);
    const viaGet = await call<{ count: number }>(
      base(),
      'GET',
      `${P3}/count?.r=${Buffer.from('{}').toString('base64url')}`,
      {
        token,
      },
    );
    expect(viaGet.body.count).toBe(VISIBLE);
    const visitorHidden = await count({ returnNonVisibleProducts: true });
    expect([visitorHidden.status, appError(visitorHidden).code]).toEqual([
      403,
      'NO_PERMISSION_TO_INCLUDE_NOT_VISIBLE_PRODUCTS',
    ]);
    expect((await count({ returnNonVisibleProducts: true }, ADMIN_KEY)).body.count).toBe(VISIBLE + 1);
    expect((await count({}, ADMIN_KEY)).body.count).toBe(VISIBLE);
  });
});
