import { describe, expect, it } from 'vitest';
import { type AdminClientOptions, createAdminClient } from '../../src/admin.ts';
import {
  type ClientOptions,
  createClient,
  type ElevationRequiredError,
  isElevationRequiredError,
} from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { emulatorAdminClient, emulatorClient } from './support/client.ts';

// A Catalog V1 site: these tests read the V1 catalog (a V3 site refuses it with 428).
const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });
const KEY = 'demo-admin-key';
const merchant = () => emulatorAdminClient(platform.current.url, { apiKey: KEY });

describe('catalog writes need the admin client (dropcart/admin)', () => {
  it('are not on a storefront client, whose merchant reads reject before any request', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    expect('admin' in client).toBe(false);
    const error = await client.catalog
      .getProduct('p', { includeMerchantSpecificData: true })
      .catch((e: unknown) => e);
    expect(isElevationRequiredError(error)).toBe(true);
    expect((error as ElevationRequiredError).code).toBe('ELEVATION_REQUIRED');
    expect((error as Error).message).toContain(
      "getProduct with includeMerchantSpecificData needs an elevated client: createAdminClient({ apiKey }) from 'dropcart/admin'",
    );
    expect(requests).toEqual([]);
  });

  it('the admin client needs the API key; the storefront client refuses one', () => {
    expect(() => createAdminClient({ clientId: 'demo' } as AdminClientOptions)).toThrow(
      'createAdminClient: apiKey is required',
    );
    expect(() => createClient({ clientId: 'demo', apiKey: KEY } as ClientOptions)).toThrow(
      "use createAdminClient from 'dropcart/admin'",
    );
  });
});

describe('catalog writes with the merchant API key (protocol §7.2)', () => {
  it('creates, updates and deletes a product', async () => {
    const { client, requests } = merchant();
    const { product } = await client.admin.createProduct({
      name: 'Test Kettle',
      productType: 'physical',
      priceData: { price: 30 },
      costAndProfitData: { itemCost: 12 },
      description: 'Boils water.',
      visible: true,
    });
    expect(product.id).toEqual(expect.any(String));
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/stores/v1/products',
      authorization: KEY,
    });
    expect(requests.at(-1)?.body).toMatchObject({
      product: { name: 'Test Kettle', priceData: { price: 30 } },
    });

    const updated = await client.admin.updateProduct(product.id, {
      name: 'Test Kettle II',
      ribbon: 'New',
      brand: 'Acme',
    });
    expect(updated.product.name).toBe('Test Kettle II');
    expect(requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/stores/v1/products/${product.id}`,
      body: { product: { name: 'Test Kettle II', ribbon: 'New', brand: 'Acme', id: product.id } },
    });
    await client.admin.removeBrand(product.id);
    await client.admin.removeRibbon(product.id);
    expect(requests.at(-1)).toMatchObject({
      path: `/stores/v1/products/${product.id}/remove-ribbon`,
      body: { id: product.id },
    });
    const read = await client.catalog.getProduct(product.id);
    expect(read.product.brand ?? '').toBe('');
    expect(read.product.ribbon ?? '').toBe('');

    await client.admin.deleteProduct(product.id);
    expect(requests.at(-1)).toMatchObject({
      method: 'DELETE',
      url: `/stores/v1/products/${product.id}?id=${product.id}`,
      contentType: null,
    });
    await expect(client.catalog.getProduct(product.id)).rejects.toMatchObject({ status: 404 });
  });

  it('manages variants and options of a product with options', async () => {
    const { client, requests } = merchant();
    const { product } = await client.admin.createProduct({
      name: 'Test Scarf',
      productType: 'physical',
      priceData: { price: 20 },
      manageVariants: true,
      productOptions: [
        {
          name: 'Color',
          optionType: 'drop_down',
          choices: [
            { value: 'Red', description: 'Red' },
            { value: 'Blue', description: 'Blue' },
          ],
        },
      ],
    });
    const { variants } = await client.admin.updateProductVariants(product.id, [
      { choices: { Color: 'Red' }, price: 22, sku: 'SCARF-RED' },
    ]);
    expect(requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/stores/v1/products/${product.id}/variants`,
      body: { id: product.id },
    });
    const red = variants.find((v) => v.choices.Color === 'Red');
    expect(red?.variant?.priceData?.price).toBe(22);
    await client.admin.resetAllProductVariantData(product.id);
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/stores/v1/products/${product.id}/variants/resetToDefault`,
      body: { id: product.id },
    });

    await client.admin.addProductMedia(product.id, [{ url: 'https://static.wixstatic.com/media/scarf.jpg' }]);
    const withMedia = (await client.catalog.getProduct(product.id)).product;
    const mediaId = withMedia.media?.items?.[0]?.id ?? '';
    expect(mediaId).not.toBe('');
    await client.admin.addProductMediaToChoices(product.id, [
      { option: 'Color', choice: 'Red', mediaIds: [mediaId] },
    ]);
    expect(requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/stores/v1/products/${product.id}/choices/media`,
    });
    await client.admin.removeProductMediaFromChoices(product.id, [
      { option: 'Color', choice: 'Red', mediaIds: [mediaId] },
    ]);
    await client.admin.removeProductMedia(product.id, [mediaId]);
    expect(requests.at(-1)).toMatchObject({
      path: `/stores/v1/products/${product.id}/media/delete`,
      body: { id: product.id, mediaIds: [mediaId] },
    });
    expect((await client.catalog.getProduct(product.id)).product.media?.items ?? []).toHaveLength(0);

    await client.admin.deleteProductOptions(product.id);
    expect(requests.at(-1)).toMatchObject({
      method: 'DELETE',
      url: `/stores/v1/products/${product.id}/options?id=${product.id}`,
    });
    expect((await client.catalog.getProduct(product.id)).product.productOptions ?? []).toHaveLength(0);
  });

  it('creates a collection, moves products in and out, updates and deletes it', async () => {
    const { client, requests } = merchant();
    const { collection } = await client.admin.createCollection({ name: 'Test Picks' });
    expect(requests.at(-1)).toMatchObject({
      path: '/stores/v1/collections',
      body: { collection: { name: 'Test Picks' } },
    });
    const { items } = await client.catalog.queryProducts().limit(2).find();
    const ids = items.map((p) => p.id);
    await client.admin.addProductsToCollection(collection.id, ids);
    expect(requests.at(-1)).toMatchObject({
      path: `/stores/v1/collections/${collection.id}/productIds`,
      body: { id: collection.id, productIds: ids },
    });
    expect(
      (await client.catalog.queryProducts().hasSome('collectionIds', collection.id).find()).totalCount,
    ).toBe(2);
    await client.admin.removeProductsFromCollection(collection.id, [ids[0]!]);
    expect(
      (await client.catalog.queryProducts().hasSome('collectionIds', collection.id).find()).totalCount,
    ).toBe(1);
    const renamed = await client.admin.updateCollection(collection.id, { name: 'Test Picks 2' });
    expect(renamed.collection.name).toBe('Test Picks 2');
    expect(requests.at(-1)?.body).toEqual({ collection: { name: 'Test Picks 2', id: collection.id } });
    await client.admin.deleteCollection(collection.id);
    await expect(client.catalog.getCollection(collection.id)).rejects.toMatchObject({ status: 404 });
  });

  it('updates and adjusts prices in bulk with per-item results', async () => {
    const { client, requests } = merchant();
    const { product: a } = await client.admin.createProduct({
      name: 'Bulk A',
      productType: 'physical',
      priceData: { price: 10 },
    });
    const { product: b } = await client.admin.createProduct({
      name: 'Bulk B',
      productType: 'physical',
      priceData: { price: 20 },
    });
    const set = await client.admin.bulkUpdateProductsProperty([a.id, b.id], { price: 15 });
    expect(set.bulkActionMetadata.totalSuccesses).toBe(2);
    expect(requests.at(-1)).toMatchObject({
      path: '/stores/v1/bulk/products/update',
      body: { ids: [a.id, b.id], set: { price: 15 } },
    });
    const adjust = await client.admin.bulkAdjustProductProperty({ price: { amount: 5 } }, [
      a.id,
      'no-such-product',
    ]);
    expect(requests.at(-1)).toMatchObject({
      path: '/stores/v1/bulk/products/adjust-properties',
      body: { adjust: { price: { amount: 5 } }, ids: [a.id, 'no-such-product'] },
    });
    expect(adjust.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect((await client.catalog.getProduct(a.id)).product.priceData?.price).toBe(20);
  });
});
