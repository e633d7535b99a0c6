// The official SDK, unchanged, reads the seeded Catalog V1 and makes every catalog write against the
// emulator (protocol §7, §13).
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { collections, products } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePlatform } from '../support/platform.ts';
import { type FetchRedirect, redirectFetchTo } from '../support/sdk-fetch.ts';

// The SDK's Catalog V1 modules, on a site that runs Catalog V1 (a site has V1 or V3, never both).
const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const MUGS = 'c0a1b2c3-0001-4000-8000-00000000a001';
let redirect: FetchRedirect;
beforeAll(() => {
  redirect = redirectFetchTo(platform.current.url);
});
afterAll(() => redirect.restore());

const visitor = () =>
  createClient({ auth: OAuthStrategy({ clientId: 'demo' }), modules: { products, collections } });
const merchant = () =>
  createClient({
    auth: ApiKeyStrategy({ apiKey: 'demo-admin-key', siteId: 'x' }),
    modules: { products, collections },
  });

describe('official SDK: catalog reads', () => {
  it('queries products with filters and sort, and pages through every page', async () => {
    const sdk = visitor();
    const mugs = await sdk.products
      .queryProducts()
      .hasSome('collectionIds', [MUGS])
      .ascending('price')
      .find();
    expect(mugs.items.map((p) => p.name)).toEqual([
      'Midnight Espresso Cup',
      'Classic White Mug',
      'Cracked Glaze Mug',
      'Enamel Camp Mug',
      'Two-Tone Latte Mug',
      'Sunrise Travel Tumbler',
    ]);
    expect(mugs.items[0]!._id).toEqual(expect.any(String));
    expect(mugs.items[0]!.lastUpdated).toBeInstanceOf(Date);

    const cheap = await sdk.products
      .queryProducts()
      .lt('priceData.price', 15)
      .ge('priceData.price', 9)
      .descending('name')
      .find();
    expect(cheap.items.every((p) => p.priceData!.price! < 15 && p.priceData!.price! >= 9)).toBe(true);
    expect(cheap.items.map((p) => p.name)).toEqual([...cheap.items.map((p) => p.name!)].sort().reverse());

    let page = await sdk.products.queryProducts().limit(7).find();
    const total = page.totalCount!;
    const seen = [...page.items];
    while (page.hasNext()) {
      page = await page.next();
      seen.push(...page.items);
    }
    expect(total).toBeGreaterThanOrEqual(24);
    expect(new Set(seen.map((p) => p._id)).size).toBe(total);
    expect(page.totalPages).toBe(Math.ceil(total / 7));
  });

  it('sends a query longer than 4000 characters by POST and gets the same answer', async () => {
    const sdk = visitor();
    const before = redirect.requests.length;
    const ids = Array.from(
      { length: 150 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const mug = (await sdk.products.queryProducts().eq('slug', 'classic-white-mug').find()).items[0]!;
    const result = await sdk.products
      .queryProducts()
      .in('_id', [...ids, mug._id!])
      .find();
    expect(result.items.map((p) => p.name)).toEqual(['Classic White Mug']);
    const sent = redirect.requests
      .slice(before)
      .filter((r) => r.path === '/stores-reader/v1/products/query-platformized');
    expect(sent.map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  it('reads a product, its variants, option availability, and collections', async () => {
    const sdk = visitor();
    const tee = (await sdk.products.queryProducts().eq('slug', 'organic-cotton-tee').find()).items[0]!;
    const { product } = await sdk.products.getProduct(tee._id!);
    expect(product?.media?.mainMedia?.image?.url).toBe(
      `${platform.current.url}/_media/organic-cotton-tee.svg`,
    );
    const availability = await sdk.products.getProductOptionsAvailability(tee._id!, {
      Size: 'L',
      Color: 'Red',
    });
    expect(availability.selectedVariant?.inStock).toBe(true);
    const variants = await sdk.products.queryProductVariants(tee._id!, { choices: { Color: 'White' } });
    expect(variants.variants ?? []).toHaveLength(4);
    const stores = await sdk.products.queryStoreVariants({
      filter: { productId: tee._id },
      paging: { limit: 3 },
    });
    expect(stores.metadata?.total).toBe(12);
    const one = await sdk.products.getStoreVariant(stores.variants![0]!._id!);
    expect(one.variant?.productName).toBe('Organic Cotton Tee');

    const all = await sdk.collections.queryCollections().ascending('name').find();
    expect(all.items.map((c) => c.name)).toEqual([
      'Accessories',
      'All Products',
      'Apparel',
      'Mugs',
      'Posters',
      'Sale',
    ]);
    const filtered = await sdk.collections.queryCollections().eq('name', 'Sale').find();
    expect(filtered.items[0]?.numberOfProducts).toBe(4);
    const byId = await sdk.collections.getCollection(MUGS);
    expect(byId.name).toBe('Mugs');
    const bySlug = await sdk.collections.getCollectionBySlug('posters');
    expect(bySlug.collection?.slug).toBe('posters');
    const v1 = await sdk.products.getCollectionBySlug('apparel');
    expect(v1.collection?.name).toBe('Apparel');
  });
});

describe('official SDK: catalog writes with the API key', () => {
  it('makes every write', async () => {
    const sdk = merchant();
    const created = await sdk.products.createProduct({
      name: 'SDK Teapot',
      productType: products.ProductType.physical,
      priceData: { price: 42 },
      costAndProfitData: { itemCost: 12 },
      ribbon: 'Limited',
      brand: 'Kettle & Co',
      manageVariants: true,
      productOptions: [
        {
          name: 'Size',
          optionType: products.OptionType.drop_down,
          choices: [
            { value: 'Small', description: 'Small' },
            { value: 'Large', description: 'Large' },
          ],
        },
      ],
      stock: { trackInventory: true, quantity: 5 },
    });
    const id = created.product!._id!;
    expect(created.product).toMatchObject({
      name: 'SDK Teapot',
      slug: 'sdk-teapot',
      costAndProfitData: { profit: 30 },
    });

    const updated = await sdk.products.updateProduct(id, {
      description: 'Holds 1 l.',
      priceData: { price: 44 },
    });
    expect(updated.product?.priceData?.price).toBe(44);

    const variants = await sdk.products.updateProductVariants(id, [
      { choices: { Size: 'Large' }, price: 55, sku: 'TEA-L' },
    ]);
    expect((variants.variants ?? []).map((v) => v.variant?.priceData?.price)).toEqual([55]);
    await sdk.products.resetAllProductVariantData(id);

    const collection = await sdk.products.createCollection({ name: 'SDK Picks' });
    const colId = collection.collection!._id!;
    await sdk.products.addProductsToCollection(colId, [id]);
    await sdk.products.removeProductsFromCollection(colId, [id]);
    const renamed = await sdk.products.updateCollection(colId, { name: 'SDK Favourites' });
    expect(renamed.collection?.name).toBe('SDK Favourites');

    await sdk.products.addProductMedia(id, [
      { url: 'https://example.com/teapot.jpg' },
      { mediaId: 'teapot-large.svg' },
    ]);
    await sdk.products.addProductMediaToChoices(id, [
      { option: 'Size', choice: 'Large', mediaIds: ['teapot-large.svg'] },
    ]);
    await sdk.products.removeProductMediaFromChoices(id, [
      { option: 'Size', choice: 'Large', mediaIds: ['teapot-large.svg'] },
    ]);
    await sdk.products.removeProductMedia(id, ['teapot-large.svg']);
    await sdk.products.removeBrand(id);
    await sdk.products.removeRibbon(id);
    await sdk.products.deleteProductOptions(id);

    const { product } = await sdk.products.getProduct(id, { includeMerchantSpecificData: true });
    expect(product).toMatchObject({ brand: '', ribbon: '', productOptions: [], description: 'Holds 1 l.' });
    expect(product?.media?.items).toHaveLength(1);
    expect(product?.costAndProfitData?.itemCost).toBe(12);

    const bulk = await sdk.products.bulkUpdateProductsProperty([id, 'missing'], { price: 50 });
    expect((bulk.results ?? []).map((r) => r.itemMetadata?.success)).toEqual([true, false]);
    expect(bulk.bulkActionMetadata?.totalFailures).toBe(1);
    const adjusted = await sdk.products.bulkAdjustProductProperty({ price: { amount: -10 } }, [id]);
    expect(adjusted.bulkActionMetadata?.totalSuccesses).toBe(1);
    expect((await sdk.products.getProduct(id)).product?.priceData?.price).toBe(40);

    await sdk.products.deleteCollection(colId);
    await sdk.products.deleteProduct(id);
    const gone = await sdk.products.getProduct(id).catch((e: unknown) => e);
    expect((gone as { details: { applicationError: { code: string } } }).details.applicationError.code).toBe(
      'PRODUCT_NOT_FOUND',
    );
  });

  it('is refused for a visitor token with 403', async () => {
    const sdk = visitor();
    const error = await sdk.products
      .createProduct({ name: 'Nope', priceData: { price: 1 }, costAndProfitData: { itemCost: 0 } })
      .catch((e: unknown) => e);
    expect((error as { details: { applicationError: { code: string } } }).details.applicationError.code).toBe(
      'PERMISSION_DENIED',
    );
  });
});
