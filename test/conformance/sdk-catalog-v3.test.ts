// The official SDK's Catalog V3 modules (`productsV3`, `readOnlyVariantsV3`, `catalogVersioning` of
// @wix/stores), unchanged, with visitor tokens from OAuthStrategy, against the emulator's V3 site: version
// detection, products by pages with `next()`, get by id and by slug with variants, search, count, and
// variants by pages. On a V1 site the same calls fail with the platform's 428 code in `details`.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { catalogVersioning, productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePlatform } from '../support/platform.ts';
import { type FetchRedirect, redirectFetchTo } from '../support/sdk-fetch.ts';

const visitor = () =>
  createClient({
    auth: OAuthStrategy({ clientId: 'demo' }),
    modules: { productsV3, readOnlyVariantsV3, catalogVersioning },
  });

/** The `.r` payload of a recorded GET, decoded. */
const dotRof = (url: string): unknown =>
  JSON.parse(Buffer.from(new URL(url, 'http://x').searchParams.get('.r') ?? '', 'base64url').toString());

describe('official SDK: Catalog V3 on a V3 site', () => {
  const platform = usePlatform();
  let redirect: FetchRedirect;
  beforeAll(() => {
    redirect = redirectFetchTo(platform.current.url);
  });
  afterAll(() => redirect.restore());

  it('detects the catalog version with a visitor token', async () => {
    const before = redirect.requests.length;
    expect(await visitor().catalogVersioning.getCatalogVersion()).toEqual({ catalogVersion: 'V3_CATALOG' });
    const sent = redirect.requests.slice(before).find((r) => r.path === '/stores/v3/provision/version');
    expect(sent?.method).toBe('GET');
    expect(sent?.authorization).toEqual(expect.any(String));
  });

  it('queries products page by page with next(), the cursor carrying the query', async () => {
    const sdk = visitor();
    const before = redirect.requests.length;
    let page = await sdk.productsV3
      .queryProducts({ fields: ['CURRENCY'] })
      .eq('visible', true)
      .ascending('slug')
      .limit(10)
      .find();
    const pages = [page.items];
    while (page.hasNext()) {
      page = await page.next();
      pages.push(page.items);
    }
    expect(pages.map((items) => items.length)).toEqual([10, 10, 9]);
    const all = pages.flat();
    expect(all.map((p) => p.slug)).toEqual(all.map((p) => p.slug).sort());
    expect(new Set(all.map((p) => p._id)).size).toBe(29);
    const tee = all.find((p) => p.slug === 'organic-cotton-tee')!;
    expect(tee._createdDate).toBeInstanceOf(Date);
    expect(tee.currency).toBe('USD');
    expect(tee.actualPriceRange?.minValue).toEqual({ amount: '25', formattedAmount: '$25.00' });
    expect(tee.media?.main?.image).toMatch(/^wix:image:\/\/v1\/organic-cotton-tee\.svg\//);
    expect(tee.variantsInfo).toBeUndefined();
    // Later pages send only the cursor and the options given to queryProducts (fields).
    const sent = redirect.requests.slice(before).filter((r) => r.path === '/stores/v3/products/query');
    expect(sent.map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
    expect(dotRof(sent[1]!.url)).toEqual({
      fields: ['CURRENCY'],
      query: { cursorPaging: { cursor: expect.any(String), limit: 10 } },
    });
  });

  it('sends a query longer than 4000 characters by POST and gets the same answer', async () => {
    const sdk = visitor();
    const before = redirect.requests.length;
    const ids = Array.from(
      { length: 150 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const mug = (await sdk.productsV3.queryProducts().eq('slug', 'classic-white-mug').find()).items[0]!;
    const result = await sdk.productsV3
      .queryProducts()
      .in('_id', [...ids, mug._id!])
      .find();
    expect(result.items.map((p) => p.name)).toEqual(['Classic White Mug']);
    const sent = redirect.requests.slice(before).filter((r) => r.path === '/stores/v3/products/query');
    // The first GET found the mug; the long one went straight to POST.
    expect(sent.map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  it('gets a product by id and by slug with its variants, options and rich description', async () => {
    const sdk = visitor();
    const { product: bySlug } = await sdk.productsV3.getProductBySlug('organic-cotton-tee', {
      fields: ['CURRENCY', 'VARIANT_OPTION_CHOICE_NAMES', 'DESCRIPTION'],
    });
    expect(bySlug?.name).toBe('Organic Cotton Tee');
    const byId = await sdk.productsV3.getProduct(bySlug!._id!, {
      fields: ['CURRENCY', 'VARIANT_OPTION_CHOICE_NAMES', 'DESCRIPTION'],
    });
    expect(byId._id).toBe(bySlug?._id);
    expect(byId.variantsInfo?.variants).toHaveLength(12);
    expect(byId.options?.map((o) => [o.name, o.optionRenderType])).toEqual([
      ['Size', 'TEXT_CHOICES'],
      ['Color', 'SWATCH_CHOICES'],
    ]);
    expect(byId.options?.[1]?.choicesSettings?.choices?.map((c) => [c.name, c.colorCode])).toEqual([
      ['Black', '#111111'],
      ['White', '#f5f5f5'],
      ['Red', '#c0392b'],
    ]);
    const redM = byId.variantsInfo?.variants?.find((v) =>
      v.choices?.every((c) => ['M', 'Red'].includes(c.optionChoiceNames?.choiceName ?? '')),
    );
    expect(redM?.price?.actualPrice).toEqual({ amount: '25', formattedAmount: '$25.00' });
    expect(redM?.inventoryStatus).toEqual({ inStock: true, preorderEnabled: false });
    // Rich-text nodes keep `id` (the SDK's ignore paths), while the product's id became `_id`.
    expect(byId.description?.nodes?.[0]).toMatchObject({ type: 'HEADING', id: expect.any(String) });
    const tumbler = await sdk.productsV3.getProductBySlug('sunrise-travel-tumbler');
    expect(
      tumbler.product?.variantsInfo?.variants?.map((v) => [v.choices, v.price?.compareAtPrice?.amount]),
    ).toEqual([[[], '28']]);
  });

  it('searches and counts products', async () => {
    const sdk = visitor();
    const found = await sdk.productsV3.searchProducts(
      { search: { expression: 'mug' }, sort: [{ fieldName: 'name', order: 'ASC' }] },
      { fields: ['CURRENCY'] },
    );
    expect(found.products?.map((p) => p.name)).toEqual([
      'Classic White Mug',
      'Cracked Glaze Mug',
      'Enamel Camp Mug',
      'Two-Tone Latte Mug',
    ]);
    expect(await sdk.productsV3.countProducts({ filter: { visible: true } })).toEqual({ count: 29 });
  });

  it('queries variants page by page', async () => {
    const sdk = visitor();
    const { product } = await sdk.productsV3.getProductBySlug('organic-cotton-tee');
    let page = await sdk.readOnlyVariantsV3
      .queryVariants({ fields: ['CURRENCY'] })
      .eq('productData.productId', product!._id!)
      .limit(5)
      .find();
    const all = [...page.items];
    while (page.hasNext()) {
      page = await page.next();
      all.push(...page.items);
    }
    expect(all).toHaveLength(12);
    expect(new Set(all.map((v) => v.variantId))).toEqual(
      new Set(product?.variantsInfo?.variants?.map((v) => v._id)),
    );
    expect(all[0]).toMatchObject({
      productData: { productId: product?._id, name: 'Organic Cotton Tee', currency: 'USD' },
      price: { actualPrice: { amount: '25', formattedAmount: '$25.00' } },
    });
  });
});

describe('official SDK: Catalog V3 on a V1 site', () => {
  const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
  let redirect: FetchRedirect;
  beforeAll(() => {
    redirect = redirectFetchTo(platform.current.url);
  });
  afterAll(() => redirect.restore());

  it('reads V1_CATALOG, and a V3 call fails with the 428 code in details', async () => {
    const sdk = visitor();
    expect(await sdk.catalogVersioning.getCatalogVersion()).toEqual({ catalogVersion: 'V1_CATALOG' });
    const error = (await sdk.productsV3
      .queryProducts()
      .find()
      .catch((e: unknown) => e)) as { details?: { applicationError?: { code?: string } } };
    expect(error.details?.applicationError?.code).toBe('CATALOG_V1_CALLING_CATALOG_V3_API');
  });
});
