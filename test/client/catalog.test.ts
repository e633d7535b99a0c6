import { describe, expect, it } from 'vitest';
import { ApiError, type Product } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { emulatorAdminClient, emulatorClient } from './support/client.ts';

// A Catalog V1 site: these tests read the V1 catalog (a V3 site refuses it with 428).
const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });

async function productBySlug(slug: string): Promise<Product> {
  const { client } = emulatorClient(platform.current.url);
  const { items } = await client.catalog.queryProducts().eq('slug', slug).find();
  if (!items[0]) throw new Error(`no seeded product ${slug}`);
  return items[0];
}

describe('catalog reads', () => {
  it('queries products with the .r form and pages by offset', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const first = await client.catalog.queryProducts().ascending('name').limit(5).find();
    expect(first.items).toHaveLength(5);
    expect(first.totalCount).toBeGreaterThan(5);
    expect(first.hasNext()).toBe(true);
    const call = requests.at(-1);
    expect(call?.method).toBe('GET');
    expect(call?.url).toMatch(/^\/stores-reader\/v1\/products\/query-platformized\?\.r=[A-Za-z0-9_-]+$/);
    const names = first.items.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const second = await first.next();
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(second.query.paging).toEqual({ offset: 5, limit: 5 });
    // walk every page: the union is the whole catalog, without repeats
    const seen = new Set<string>();
    let page = await client.catalog.queryProducts().limit(10).find();
    for (;;) {
      for (const p of page.items) seen.add(p.id);
      if (!page.hasNext()) break;
      page = await page.next();
    }
    expect(seen.size).toBe(first.totalCount);
  });

  it('filters with operators the platform understands', async () => {
    const { client } = emulatorClient(platform.current.url);
    const cheap = await client.catalog.queryProducts().lt('price', 15).find();
    expect(cheap.items.length).toBeGreaterThan(0);
    for (const p of cheap.items) expect(p.priceData?.price ?? p.price?.price ?? 0).toBeLessThan(15);
    const mug = await client.catalog.queryProducts().startsWith('name', 'Classic').find();
    expect(mug.items.map((p) => p.name)).toContain('Classic White Mug');
  });

  it('sends a query longer than 4000 characters as POST with the JSON body', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const mug = await productBySlug('classic-white-mug');
    const ids = [
      mug.id,
      ...Array.from({ length: 150 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
    ];
    const { items } = await client.catalog.queryProducts().in('id', ids).find();
    expect(items.map((p) => p.id)).toEqual([mug.id]);
    const call = requests.at(-1);
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/stores-reader/v1/products/query-platformized');
    expect(call?.body).toEqual({ query: { filter: { id: { $in: ids } }, paging: { offset: 0, limit: 50 } } });
  });

  it('gets a product with Date fields and repeats the id in the query', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const mug = await productBySlug('classic-white-mug');
    const { product } = await client.catalog.getProduct(mug.id);
    expect(product.name).toBe('Classic White Mug');
    expect(product.lastUpdated).toBeInstanceOf(Date);
    expect(requests.at(-1)?.url).toBe(`/stores-reader/v1/products/${mug.id}?id=${mug.id}`);
  });

  it('reads merchant-specific data only through the elevated client', async () => {
    const mug = await productBySlug('classic-white-mug');
    const visitor = emulatorClient(platform.current.url);
    await expect(
      visitor.client.catalog.getProduct(mug.id, { includeMerchantSpecificData: true }),
    ).rejects.toMatchObject({
      name: 'ElevationRequiredError',
    });
    expect(visitor.requests).toEqual([]);
    const merchant = emulatorAdminClient(platform.current.url);
    const { product } = await merchant.client.catalog.getProduct(mug.id, {
      includeMerchantSpecificData: true,
    });
    expect(product.costAndProfitData?.itemCost).toBe(4);
    const call = merchant.requests.at(-1);
    expect(call?.url).toBe(
      `/stores-reader/v1/products/${mug.id}?id=${mug.id}&includeMerchantSpecificData=true`,
    );
    expect(call?.authorization).toBe('demo-admin-key');
  });

  it('answers an unknown product with a 404 ApiError', async () => {
    const { client } = emulatorClient(platform.current.url);
    const error = await client.catalog.getProduct('no-such-product').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });

  it('reads option availability and variants of a product with options', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const tee = await productBySlug('organic-cotton-tee');
    const availability = await client.catalog.productOptionsAvailability(tee.id, {
      Size: 'M',
      Color: 'Black',
    });
    expect(availability.selectedVariant?.inStock).toBe(true);
    expect(requests.at(-1)?.body).toEqual({ id: tee.id, options: { Size: 'M', Color: 'Black' } });
    const soldOut = await client.catalog.productOptionsAvailability(tee.id, { Size: 'L', Color: 'White' });
    expect(soldOut.selectedVariant?.inStock).toBe(false);
    const { variants } = await client.catalog.queryProductVariants(tee.id, { choices: { Size: 'M' } });
    expect(variants.length).toBe(3);
    for (const v of variants) expect(v.choices.Size).toBe('M');
  });

  it('reads store variants by query and by id', async () => {
    const { client } = emulatorClient(platform.current.url);
    const tee = await productBySlug('organic-cotton-tee');
    const { variants } = await client.catalog.queryStoreVariants({
      filter: { productId: tee.id },
      paging: { limit: 5 },
    });
    expect(variants.length).toBeGreaterThan(0);
    const one = variants[0]!;
    const { variant } = await client.catalog.getStoreVariant(one.id);
    expect(variant.id).toBe(one.id);
    expect(variant.productId).toBe(tee.id);
  });

  it('reads collections: v2 by id and slug, v2 query, v1 by slug', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const { items, totalCount } = await client.catalog.queryCollections().find();
    expect(items.length).toBeGreaterThan(0);
    expect(totalCount).toBe(items.length);
    expect(requests.at(-1)?.url.startsWith('/v2/collections/query?.r=')).toBe(true);
    const mugs = items.find((c) => c.slug === 'mugs')!;
    expect((await client.catalog.getCollection(mugs.id)).name).toBe('Mugs');
    expect((await client.catalog.getCollectionBySlug('mugs')).collection.id).toBe(mugs.id);
    expect((await client.catalog.getCollectionBySlugV1('mugs')).collection.id).toBe(mugs.id);
    expect(requests.at(-1)?.url).toBe('/stores-reader/v1/collections/slug/mugs?slug=mugs');
  });
});
