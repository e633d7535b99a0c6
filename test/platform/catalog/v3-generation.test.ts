// A site runs Catalog V1 or V3, never both (platform-2026.md §3, §3.8): the version endpoint says which,
// and the other generation's catalog paths answer 428 in the platform's applicationError shape.
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { ADMIN_KEY, appError, COLLECTIONS, call, dotR, productBySlug, visitorToken } from './api.ts';
import { P3 } from './v3-api.ts';

const V1_ON_V3 = {
  message: 'Endpoint belongs to CATALOG_V1, but your site is using CATALOG_V3',
  details: {
    applicationError: {
      code: 'CATALOG_V3_CALLING_CATALOG_V1_API',
      description: 'Endpoint belongs to CATALOG_V1, but your site is using CATALOG_V3',
      data: {},
    },
  },
};
const V3_ON_V1 = {
  message: 'Endpoint belongs to CATALOG_V3, but your site is using CATALOG_V1',
  details: {
    applicationError: {
      code: 'CATALOG_V1_CALLING_CATALOG_V3_API',
      description: 'Endpoint belongs to CATALOG_V3, but your site is using CATALOG_V1',
      data: {},
    },
  },
};

type Call = [method: string, path: string, body?: unknown];

describe('a V3 site (the default)', () => {
  const platform = usePlatform();
  const base = () => platform.current.url;

  it('says V3_CATALOG to a visitor token, and needs a token', async () => {
    const token = await visitorToken(base());
    const answer = await call(base(), 'GET', '/stores/v3/provision/version', { token });
    expect([answer.status, answer.body]).toEqual([200, { catalogVersion: 'V3_CATALOG' }]);
    const anonymous = await call(base(), 'GET', '/stores/v3/provision/version');
    expect(anonymous.status).toBe(401);
  });

  it('refuses every Catalog V1 read and write with 428 CATALOG_V3_CALLING_CATALOG_V1_API, changing nothing', async () => {
    const token = await visitorToken(base());
    const tee = await productBySlug(base(), 'organic-cotton-tee');
    const reads: Call[] = [
      ['GET', `/stores-reader/v1/products/query-platformized?${dotR({ query: {} })}`],
      ['POST', '/stores-reader/v1/products/query-platformized', { query: {} }],
      ['GET', `/stores-reader/v1/products/${tee.id}`],
      ['POST', `/stores-reader/v1/products/${tee.id}/productOptionsAvailability`, { options: {} }],
      ['POST', `/stores-reader/v1/products/${tee.id}/variants/query`, {}],
      ['POST', '/stores-reader/v1/variants/query', { query: {} }],
      ['GET', `/stores-reader/v1/variants/${tee.id}-${tee.variants[0]!.id}`],
      ['GET', '/stores-reader/v1/collections/slug/mugs'],
    ];
    const writes: Call[] = [
      ['POST', '/stores/v1/products', { product: { name: 'Refused Pot', priceData: { price: 5 } } }],
      ['PATCH', `/stores/v1/products/${tee.id}`, { product: { name: 'Renamed' } }],
      ['DELETE', `/stores/v1/products/${tee.id}`],
      ['PATCH', `/stores/v1/products/${tee.id}/variants`, { variants: [] }],
      ['POST', `/stores/v1/products/${tee.id}/media`, { media: [{ mediaId: 'x.svg' }] }],
      ['POST', `/stores/v1/products/${tee.id}/remove-ribbon`, {}],
      ['POST', '/stores/v1/collections', { collection: { name: 'Refused' } }],
      ['POST', `/stores/v1/collections/${COLLECTIONS.mugs}/productIds`, { productIds: [tee.id] }],
      ['POST', '/stores/v1/bulk/products/update', { ids: [tee.id], set: { price: 1 } }],
    ];
    for (const [method, path, body] of reads) {
      const answer = await call(base(), method, path, { token, ...(body === undefined ? {} : { body }) });
      expect([path, answer.status, answer.body]).toEqual([path, 428, V1_ON_V3]);
    }
    for (const [method, path, body] of writes) {
      const answer = await call(base(), method, path, {
        token: ADMIN_KEY,
        ...(body === undefined ? {} : { body }),
      });
      expect([path, answer.status, answer.body]).toEqual([path, 428, V1_ON_V3]);
    }
    const after = await productBySlug(base(), 'organic-cotton-tee');
    expect([after.name, after.collectionIds]).toEqual([tee.name, tee.collectionIds]);
    await expect(productBySlug(base(), 'refused-pot')).rejects.toThrow(/no product/);
  });

  it('answers Collections V2 as a store without collections (V3 organises products in categories)', async () => {
    const token = await visitorToken(base());
    const query = await call(base(), 'POST', '/v2/collections/query', { token, body: { query: {} } });
    expect([query.status, query.body]).toEqual([
      200,
      { collections: [], metadata: { count: 0, offset: 0, total: 0 }, totalResults: 0 },
    ]);
    const byId = await call(base(), 'GET', `/v2/collections/${COLLECTIONS.mugs}`, { token });
    expect([byId.status, appError(byId).code]).toEqual([404, 'COLLECTION_NOT_FOUND']);
    const bySlug = await call(base(), 'GET', '/v2/collections/slug/mugs', { token });
    expect([bySlug.status, appError(bySlug).code]).toEqual([404, 'COLLECTION_NOT_FOUND']);
  });
});

describe('a V1 site', () => {
  const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
  const base = () => platform.current.url;

  it('says V1_CATALOG, and refuses every Catalog V3 read with 428 CATALOG_V1_CALLING_CATALOG_V3_API', async () => {
    const token = await visitorToken(base());
    const version = await call(base(), 'GET', '/stores/v3/provision/version', { token });
    expect(version.body).toEqual({ catalogVersion: 'V1_CATALOG' });
    const tee = await productBySlug(base(), 'organic-cotton-tee');
    const reads: Call[] = [
      ['GET', `${P3}/query?${dotR({ query: {} })}`],
      ['POST', `${P3}/query`, { query: {} }],
      ['GET', `${P3}/search?${dotR({ search: {} })}`],
      ['POST', `${P3}/search`, { search: {} }],
      ['GET', `${P3}/count?${dotR({})}`],
      ['POST', `${P3}/count`, {}],
      ['GET', `${P3}/${tee.id}?productId=${tee.id}`],
      ['GET', `${P3}/slug/organic-cotton-tee?slug=organic-cotton-tee`],
      ['POST', `${P3}/query-variants`, { query: {} }],
      ['POST', `${P3}/search-variants`, { search: {} }],
    ];
    for (const [method, path, body] of reads) {
      const answer = await call(base(), method, path, { token, ...(body === undefined ? {} : { body }) });
      expect([path, answer.status, answer.body]).toEqual([path, 428, V3_ON_V1]);
    }
    // Its own generation answers.
    const v1 = await call(base(), 'GET', `/stores-reader/v1/products/${tee.id}`, { token });
    expect(v1.status).toBe(200);
    const collections = await call<{ collections: unknown[] }>(base(), 'POST', '/v2/collections/query', {
      token,
      body: { query: {} },
    });
    expect(collections.body.collections).toHaveLength(6);
  });
});
