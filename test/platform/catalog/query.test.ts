import { beforeAll, describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import {
  ADMIN_KEY,
  appError,
  COLLECTIONS,
  call,
  dotR,
  type ProductsPage,
  violations,
  visitorToken,
} from './api.ts';

// These tests speak Catalog V1, so the site runs it (a site has V1 or V3, never both).
const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const base = () => platform.current.url;
let token: string;
beforeAll(async () => {
  token = await visitorToken(base());
});

const QUERY = '/stores-reader/v1/products/query-platformized';
const query = (q: unknown, auth = token) =>
  call<ProductsPage>(base(), 'POST', QUERY, { token: auth, body: { query: q } });
const names = (page: ProductsPage) => page.products.map((p) => p.name);

describe('products query', () => {
  it('pages through every visible product with offset paging and a total', async () => {
    const first = await query({ paging: { limit: 5, offset: 0 } });
    expect(first.status).toBe(200);
    const total = first.body.metadata.total;
    expect(total).toBeGreaterThanOrEqual(24);
    const seen: string[] = [];
    for (let offset = 0; offset < total; offset += 5) {
      const page = await query({ paging: { limit: 5, offset } });
      expect(page.body.metadata).toEqual({ count: Math.min(5, total - offset), offset, total });
      seen.push(...page.body.products.map((p) => p.id));
    }
    expect(new Set(seen).size).toBe(total);
    expect((await query({ paging: { limit: 5, offset: total } })).body.products).toEqual([]);
  });

  it('hides invisible products from visitors but not from the merchant', async () => {
    const visitor = await query({ filter: { slug: 'hidden-draft-product' } });
    expect(visitor.body.metadata.total).toBe(0);
    const merchant = await query({ filter: { slug: 'hidden-draft-product' } }, ADMIN_KEY);
    expect(names(merchant.body)).toEqual(['Draft Product (hidden)']);
  });

  it('answers the GET ?.r= form exactly like the POST form', async () => {
    const q = { filter: { collectionIds: COLLECTIONS.mugs }, sort: [{ fieldName: 'name', order: 'ASC' }] };
    const viaGet = await call<ProductsPage>(base(), 'GET', `${QUERY}?${dotR({ query: q })}`, { token });
    const viaPost = await query(q);
    expect(viaGet.status).toBe(200);
    expect(viaGet.body).toEqual(viaPost.body);
    expect(names(viaGet.body)).toEqual([...names(viaGet.body)].sort());
  });

  it('also reads the simple GET form with dot paths', async () => {
    const answer = await call<ProductsPage>(
      base(),
      'GET',
      `${QUERY}?query.paging.limit=3&query.paging.offset=2`,
      { token },
    );
    expect(answer.body.metadata).toMatchObject({ count: 3, offset: 2 });
  });

  it('filters with every operator', async () => {
    const inMugs = await query({ filter: { collectionIds: COLLECTIONS.mugs } });
    expect(inMugs.body.products.every((p) => p.collectionIds.includes(COLLECTIONS.mugs))).toBe(true);
    expect(inMugs.body.metadata.total).toBe(6);

    const notMug = await query({ filter: { collectionIds: { $ne: COLLECTIONS.mugs } } });
    expect(notMug.body.metadata.total + inMugs.body.metadata.total).toBe(
      (await query({})).body.metadata.total,
    );

    const pricey = await query({ filter: { price: { $gt: 50 } } });
    expect(names(pricey.body).sort()).toEqual(['Cast Iron Bookends', 'Pullover Hoodie', 'Rain Jacket']);
    const cheap = await query({ filter: { 'priceData.price': { $lte: 8 } } });
    expect(names(cheap.body).sort()).toEqual(['Enamel Pin', 'Logo Sticker Pack']);
    const between = await query({ filter: { $and: [{ price: { $gte: 20 } }, { price: { $lt: 22 } }] } });
    expect(between.body.products.every((p) => p.priceData.price >= 20 && p.priceData.price < 22)).toBe(true);
    expect(between.body.metadata.total).toBeGreaterThan(0);

    const bySlug = await query({ filter: { slug: { $in: ['wool-socks', 'enamel-pin', 'no-such-slug'] } } });
    expect(names(bySlug.body).sort()).toEqual(['Enamel Pin', 'Wool Socks']);

    const some = await query({
      filter: { collectionIds: { $hasSome: [COLLECTIONS.mugs, COLLECTIONS.posters] } },
    });
    const all = await query({ filter: { collectionIds: { $hasAll: [COLLECTIONS.mugs, COLLECTIONS.sale] } } });
    expect(some.body.metadata.total).toBe(13);
    expect(names(all.body)).toEqual(['Sunrise Travel Tumbler']);

    const contains = await query({ filter: { name: { $contains: 'MUG' } } });
    expect(names(contains.body).every((n) => n.toLowerCase().includes('mug'))).toBe(true);
    expect(contains.body.metadata.total).toBe(4);
    const starts = await query({ filter: { name: { $startsWith: 'enamel' } } });
    expect(names(starts.body).sort()).toEqual(['Enamel Camp Mug', 'Enamel Pin']);
    const ends = await query({ filter: { name: { $endsWith: 'poster' } } });
    expect(ends.body.metadata.total).toBe(5);

    const withStock = await query({ filter: { 'stock.quantity': { $exists: true } } });
    const untracked = await query({ filter: { 'stock.quantity': { $exists: false } } });
    expect(withStock.body.products.every((p) => p.stock.trackInventory)).toBe(true);
    expect(untracked.body.products.every((p) => !p.stock.trackInventory)).toBe(true);

    const either = await query({ filter: { $or: [{ slug: 'wool-socks' }, { slug: 'enamel-pin' }] } });
    expect(either.body.metadata.total).toBe(2);
    const not = await query({ filter: { $not: { inStock: true } } });
    expect(not.body.products.every((p) => !p.stock.inStock)).toBe(true);
    expect(names(not.body)).toContain('Cracked Glaze Mug');
  });

  it('sorts by several fields', async () => {
    const page = await query({
      sort: [{ fieldName: 'price', order: 'DESC' }, { fieldName: 'name' }],
      paging: { limit: 100 },
    });
    const rows = page.body.products.map((p) => [p.priceData.price, p.name] as const);
    for (let i = 1; i < rows.length; i++) {
      const [pa, na] = rows[i - 1]!;
      const [pb, nb] = rows[i]!;
      expect(pa > pb || (pa === pb && na.localeCompare(nb) <= 0)).toBe(true);
    }
  });

  it('takes a query longer than 4000 characters by POST', async () => {
    const wanted = (await query({ filter: { collectionIds: COLLECTIONS.posters } })).body.products.map(
      (p) => p.id,
    );
    const ids = [
      ...wanted,
      ...Array.from({ length: 150 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
    ];
    const body = { query: { filter: { id: { $in: ids } }, paging: { limit: 50, offset: 0 } } };
    expect(JSON.stringify(body).length).toBeGreaterThan(4000);
    const answer = await call<ProductsPage>(base(), 'POST', QUERY, { token, body });
    expect(answer.body.products.map((p) => p.id).sort()).toEqual([...wanted].sort());
  });

  it('refuses unknown operators, bad paging and sort with field violations, and a missing token with 401', async () => {
    const op = await query({ filter: { price: { $near: 3 } } });
    expect(op.status).toBe(400);
    expect(violations(op)[0]).toMatchObject({
      field: 'query.filter.price',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
    const limit = await query({ paging: { limit: 1000 } });
    expect(violations(limit).map((v) => v.field)).toEqual(['query.paging.limit']);
    const offset = await query({ paging: { offset: -1 } });
    expect(violations(offset).map((v) => v.field)).toEqual(['query.paging.offset']);
    const sort = await query({ sort: [{ fieldName: 'name', order: 'UP' }] });
    expect(violations(sort)[0]?.field).toBe('query.sort[0].order');
    const noToken = await call(base(), 'POST', QUERY, { body: { query: {} } });
    expect([noToken.status, appError(noToken).code]).toEqual([401, 'UNAUTHENTICATED']);
  });
});
