import { beforeAll, describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import {
  ADMIN_KEY,
  appError,
  COLLECTIONS,
  type CollectionJson,
  call,
  dotR,
  type Paged,
  type ProductJson,
  productBySlug,
  visitorToken,
} from './api.ts';

// These tests speak Catalog V1, so the site runs it (a site has V1 or V3, never both).
const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const base = () => platform.current.url;
let token: string;
let tee: ProductJson;
beforeAll(async () => {
  token = await visitorToken(base());
  tee = await productBySlug(base(), 'organic-cotton-tee');
});

interface StoreVariantJson {
  id: string;
  variantId: string;
  productId: string;
  variantName: string;
  choices: Record<string, string>;
  stock: { inStock: boolean; quantity?: number };
  media: { image?: { url: string } };
}

describe('a product', () => {
  it('has the v1 shape with options, variants, stock and absolute media URLs', async () => {
    const answer = await call<{ product: ProductJson }>(
      base(),
      'GET',
      `/stores-reader/v1/products/${tee.id}?id=${tee.id}`,
      { token },
    );
    expect(answer.status).toBe(200);
    const p = answer.body.product;
    expect(p).toMatchObject({
      name: 'Organic Cotton Tee',
      slug: 'organic-cotton-tee',
      productType: 'physical',
      manageVariants: false,
      priceData: { currency: 'USD', price: 25, discountedPrice: 25, formatted: { price: '$25.00' } },
      stock: { trackInventory: true, inventoryStatus: 'PARTIALLY_OUT_OF_STOCK', inStock: true },
    });
    expect(p.productOptions.map((o) => [o.name, o.optionType])).toEqual([
      ['Size', 'drop_down'],
      ['Color', 'color'],
    ]);
    expect(p.variants).toHaveLength(12);
    const redS = p.variants.find((v) => v.choices.Size === 'S' && v.choices.Color === 'Red')!;
    expect(redS.stock).toEqual({ trackQuantity: true, quantity: 0, inStock: false });
    expect(p.media.mainMedia?.image.url).toBe(`${base()}/_media/organic-cotton-tee.svg`);
    expect('costAndProfitData' in p).toBe(false);
    const image = await fetch(p.media.mainMedia!.image.url);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('Organic Cotton Tee');
  });

  it('has colour choices as the platform documents them: the code in value, the name in description', async () => {
    const color = tee.productOptions.find((o) => o.name === 'Color')!;
    expect(color.choices.map((c) => [c.value, c.description])).toEqual([
      ['#111111', 'Black'],
      ['#f5f5f5', 'White'],
      ['#c0392b', 'Red'],
    ]);
    // Variants and selections name a colour by its description, never by its code.
    expect(new Set(tee.variants.map((v) => v.choices.Color))).toEqual(new Set(['Black', 'White', 'Red']));
    const path = `/stores-reader/v1/products/${tee.id}/productOptionsAvailability`;
    const byCode = await call(base(), 'POST', path, { token, body: { options: { Color: '#c0392b' } } });
    expect([byCode.status, appError(byCode).code, appError(byCode).data?.choices]).toEqual([
      400,
      'UNKNOWN_CHOICE',
      ['Black', 'White', 'Red'],
    ]);
  });

  it('carries its description as HTML, with real structure for the richer ones', async () => {
    expect(tee.description).toMatch(/^<h3>Made to last<\/h3>.*<ul><li>.*<a href="https:\/\/example\.com\//);
    const mug = await productBySlug(base(), 'classic-white-mug');
    expect(mug.description).toBe('<p>A 330 ml stoneware mug with a glossy white glaze. Dishwasher safe.</p>');
  });

  it('includes merchant data only for the merchant key', async () => {
    const path = `/stores-reader/v1/products/${tee.id}?includeMerchantSpecificData=true`;
    const visitor = await call(base(), 'GET', path, { token });
    expect([visitor.status, appError(visitor).code]).toEqual([403, 'PERMISSION_DENIED']);
    const merchant = await call<{ product: ProductJson }>(base(), 'GET', path, { token: ADMIN_KEY });
    expect(merchant.body.product.costAndProfitData).toMatchObject({
      itemCost: 9,
      profit: 16,
      formattedProfit: '$16.00',
    });
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown or hidden product', async () => {
    const unknown = await call(base(), 'GET', '/stores-reader/v1/products/nope', { token });
    expect([unknown.status, appError(unknown).code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    const hidden = await productBySlug(base(), 'hidden-draft-product');
    expect((await call(base(), 'GET', `/stores-reader/v1/products/${hidden.id}`, { token })).status).toBe(
      404,
    );
  });

  it('tells which choices are available for a partial selection and the variant for a full one', async () => {
    const path = `/stores-reader/v1/products/${tee.id}/productOptionsAvailability`;
    type Availability = {
      selectedVariant: { variantId: string; inStock: boolean; quantity?: number } | null;
      availableForPurchase: boolean;
      productOptions: Array<{ name: string; choices: Array<{ value: string; inStock: boolean }> }>;
    };
    const partial = await call<Availability>(base(), 'POST', path, {
      token,
      body: { id: tee.id, options: { Color: 'Red' } },
    });
    expect(partial.body.selectedVariant).toBeNull();
    const sizes = partial.body.productOptions.find((o) => o.name === 'Size')!.choices;
    expect(sizes.map((c) => [c.value, c.inStock])).toEqual([
      ['S', false],
      ['M', true],
      ['L', true],
      ['XL', false],
    ]);
    const full = await call<Availability>(base(), 'POST', path, {
      token,
      body: { options: { Color: 'Red', Size: 'M' } },
    });
    expect(full.body.selectedVariant).toMatchObject({ inStock: true, quantity: 2 });
    expect(full.body.availableForPurchase).toBe(true);
    const soldOut = await call<Availability>(base(), 'POST', path, {
      token,
      body: { options: { Color: 'Red', Size: 'S' } },
    });
    expect(soldOut.body.availableForPurchase).toBe(false);
    const bad = await call(base(), 'POST', path, { token, body: { options: { Colour: 'Red' } } });
    expect([bad.status, appError(bad).code]).toEqual([400, 'UNKNOWN_OPTION']);
  });

  it('queries its variants by choices, ids and paging', async () => {
    const path = `/stores-reader/v1/products/${tee.id}/variants/query`;
    type Variants = {
      variants: ProductJson['variants'];
      metadata: { items: number; offset: number };
      totalResults: number;
    };
    const black = await call<Variants>(base(), 'POST', path, {
      token,
      body: { choices: { Color: 'Black' } },
    });
    expect(black.body.totalResults).toBe(4);
    expect(black.body.variants.every((v) => v.choices.Color === 'Black')).toBe(true);
    const paged = await call<Variants>(base(), 'POST', path, {
      token,
      body: { paging: { limit: 5, offset: 10 } },
    });
    expect(paged.body.metadata).toEqual({ items: 2, offset: 10 });
    const one = black.body.variants[0]!.id;
    const byId = await call<Variants>(base(), 'POST', path, { token, body: { variantIds: [one] } });
    expect(byId.body.variants.map((v) => v.id)).toEqual([one]);
  });
});

describe('store variants', () => {
  it('are queried across products and read one by one as <productId>-<variantId>', async () => {
    const query = { query: { filter: { productId: tee.id, 'stock.inStock': true }, paging: { limit: 20 } } };
    const viaPost = await call<{ variants: StoreVariantJson[] } & Paged>(
      base(),
      'POST',
      '/stores-reader/v1/variants/query',
      { token, body: query },
    );
    expect(viaPost.body.metadata.total).toBe(9);
    expect(viaPost.body.variants.every((v) => v.productId === tee.id && v.stock.inStock)).toBe(true);
    const first = viaPost.body.variants[0]!;
    expect(first.id).toBe(`${tee.id}-${first.variantId}`);
    expect(first.media.image?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_media\/organic-cotton-tee--/);
    const one = await call<{ variant: StoreVariantJson }>(
      base(),
      'GET',
      `/stores-reader/v1/variants/${first.id}?id=${first.id}`,
      { token },
    );
    expect(one.body.variant).toEqual(first);
    const missing = await call(base(), 'GET', `/stores-reader/v1/variants/${tee.id}-nope`, { token });
    expect(appError(missing).code).toBe('VARIANT_NOT_FOUND');
  });
});

describe('collections', () => {
  it('are found by id and slug with their product counts', async () => {
    const v2 = await call<{ collection: CollectionJson }>(
      base(),
      'GET',
      `/v2/collections/${COLLECTIONS.mugs}?id=${COLLECTIONS.mugs}`,
      { token },
    );
    expect(v2.body.collection).toMatchObject({ name: 'Mugs', slug: 'mugs', numberOfProducts: 6 });
    const bySlug = await call<{ collection: CollectionJson }>(base(), 'GET', '/v2/collections/slug/posters', {
      token,
    });
    expect(bySlug.body.collection.id).toBe(COLLECTIONS.posters);
    const reader = await call<{ collection: CollectionJson }>(
      base(),
      'GET',
      '/stores-reader/v1/collections/slug/sale',
      { token },
    );
    expect(reader.body.collection).toMatchObject({ id: COLLECTIONS.sale, numberOfProducts: 4 });
    const missing = await call(base(), 'GET', '/v2/collections/slug/nothing', { token });
    expect([missing.status, appError(missing).code]).toEqual([404, 'COLLECTION_NOT_FOUND']);
  });

  it('are queried in both forms with paging and sort', async () => {
    const q = { query: { sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 4, offset: 0 } } };
    type Page = { collections: CollectionJson[] } & Paged;
    const viaGet = await call<Page>(base(), 'GET', `/v2/collections/query?${dotR(q)}`, { token });
    const viaPost = await call<Page>(base(), 'POST', '/v2/collections/query', { token, body: q });
    expect(viaGet.body).toEqual(viaPost.body);
    expect(viaGet.body.metadata).toEqual({ count: 4, offset: 0, total: 6 });
    expect(viaGet.body.collections.map((c) => c.name)).toEqual([
      'Accessories',
      'All Products',
      'Apparel',
      'Mugs',
    ]);
    const filtered = await call<Page>(base(), 'POST', '/v2/collections/query', {
      token,
      body: { query: { filter: { slug: { $in: ['mugs', 'sale'] } } } },
    });
    expect(filtered.body.collections.map((c) => c.slug).sort()).toEqual(['mugs', 'sale']);
  });
});
