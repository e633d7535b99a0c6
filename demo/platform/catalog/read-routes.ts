// Catalog V1 reads (protocol §7.1, §7.3): products, variants and collections, each query in both forms
// (`GET ?.r=` and `POST` with a JSON body, §2.3). Visitors see visible products only. On a V3 site the
// V1 paths answer the 428 refusal (generation.ts).
import { forbidden, notFound, validationError, violation } from '../http/errors.ts';
import type { RequestContext, Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { flag, readerIsMerchant } from './access.ts';
import { forCatalog } from './generation.ts';
import { optionsAvailability } from './options-availability.ts';
import { presentCollection, presentProduct } from './present.ts';
import { paging, runQuery } from './query.ts';
import { catalog } from './store.ts';
import type { Product } from './types.ts';
import { allStoreVariants, storeVariant } from './variants-view.ts';

/** Short names the platform accepts in product filters and sorts. */
export const PRODUCT_FIELDS: Record<string, string> = {
  price: 'priceData.price',
  discountedPrice: 'priceData.discountedPrice',
  inStock: 'stock.inStock',
  quantity: 'stock.quantity',
  inventoryStatus: 'stock.inventoryStatus',
};

const stringParam = (ctx: RequestContext, name: string): string => {
  const value = ctx.params[name] ?? '';
  if (!value.trim()) throw validationError([violation(name, 'must not be empty', 'REQUIRED_FIELD')]);
  return value;
};

export function catalogReadRoutes(platform: Platform): Route[] {
  const visibleProducts = (merchant: boolean) =>
    catalog(platform).products.filter((p) => merchant || p.visible);

  function product(ctx: RequestContext, merchant: boolean): Product {
    const id = stringParam(ctx, 'id');
    const found = visibleProducts(merchant).find((p) => p.id === id);
    if (!found) throw notFound('Product', id, 'PRODUCT_NOT_FOUND');
    return found;
  }

  const queryProducts = (ctx: RequestContext) => {
    const merchant = readerIsMerchant(platform, ctx);
    const page = runQuery(visibleProducts(merchant), ctx.payload.query, { aliases: PRODUCT_FIELDS });
    const products = page.items.map((p) =>
      presentProduct(p, ctx.baseUrl, merchant && flag(ctx.payload.includeMerchantSpecificData)),
    );
    return { products, metadata: page.metadata, totalResults: page.metadata.total };
  };

  const queryCollections = (ctx: RequestContext) => {
    const merchant = readerIsMerchant(platform, ctx);
    const { products, collections } = catalog(platform);
    const page = runQuery(
      collections.filter((c) => (merchant || c.visible) && collectionsV2Served(platform)),
      ctx.payload.query,
    );
    return {
      collections: page.items.map((c) => presentCollection(c, products, ctx.baseUrl, !merchant)),
      metadata: page.metadata,
      totalResults: page.metadata.total,
    };
  };

  const collectionBy = (key: 'id' | 'slug') => (ctx: RequestContext) => {
    const merchant = readerIsMerchant(platform, ctx);
    const value = stringParam(ctx, key);
    const { products, collections } = catalog(platform);
    const found = collections.find(
      (c) => c[key] === value && (merchant || c.visible) && collectionsV2Served(platform),
    );
    if (!found) throw notFound('Collection', value, 'COLLECTION_NOT_FOUND');
    return { collection: presentCollection(found, products, ctx.baseUrl, !merchant) };
  };

  const queryStoreVariants = (ctx: RequestContext) => {
    const merchant = readerIsMerchant(platform, ctx);
    const page = runQuery(allStoreVariants(visibleProducts(merchant)), ctx.payload.query);
    return {
      variants: page.items.map((v) => ({ ...v, media: absoluteMedia(v.media, ctx.baseUrl) })),
      metadata: page.metadata,
    };
  };

  const v1: Route[] = [
    { method: 'GET', path: '/stores-reader/v1/products/query-platformized', handler: queryProducts },
    { method: 'POST', path: '/stores-reader/v1/products/query-platformized', handler: queryProducts },
    {
      method: 'GET',
      path: '/stores-reader/v1/products/:id',
      handler: (ctx) => {
        const merchant = readerIsMerchant(platform, ctx);
        const wantsMerchantData = flag(ctx.payload.includeMerchantSpecificData);
        if (wantsMerchantData && !merchant)
          throw forbidden('includeMerchantSpecificData=true needs the merchant API key in Authorization');
        return { product: presentProduct(product(ctx, merchant), ctx.baseUrl, wantsMerchantData) };
      },
    },
    {
      method: 'GET',
      path: '/stores-reader/v1/collections/slug/:slug',
      handler: collectionBy('slug'),
    },
    {
      method: 'POST',
      path: '/stores-reader/v1/products/:id/productOptionsAvailability',
      handler: (ctx) => optionsAvailability(product(ctx, readerIsMerchant(platform, ctx)), ctx),
    },
    {
      method: 'POST',
      path: '/stores-reader/v1/products/:id/variants/query',
      handler: (ctx) => {
        const merchant = readerIsMerchant(platform, ctx);
        const found = product(ctx, merchant);
        const { choices, variantIds } = ctx.payload;
        if (
          choices !== undefined &&
          (typeof choices !== 'object' || choices === null || Array.isArray(choices))
        )
          throw validationError([
            violation('choices', 'must be an object of option name to choice', 'FORMAT'),
          ]);
        if (variantIds !== undefined && !Array.isArray(variantIds))
          throw validationError([violation('variantIds', 'must be an array of variant ids', 'FORMAT')]);
        const want = (choices ?? {}) as Record<string, unknown>;
        const matching = found.variants.filter(
          (v) =>
            Object.entries(want).every(([k, c]) => v.choices[k] === c) &&
            (!variantIds?.length || variantIds.includes(v.id)),
        );
        const { offset, limit } = paging(ctx.payload.paging, 100, 'paging');
        const merchantData = merchant && flag(ctx.payload.includeMerchantSpecificData);
        const variants = matching.slice(offset, offset + limit).map((v) => {
          if (merchantData) return v;
          const { costAndProfitData: _cost, ...variant } = v.variant;
          return { ...v, variant };
        });
        return { variants, metadata: { items: variants.length, offset }, totalResults: matching.length };
      },
    },
    { method: 'POST', path: '/stores-reader/v1/variants/query', handler: queryStoreVariants },
    { method: 'GET', path: '/stores-reader/v1/variants/query', handler: queryStoreVariants },
    {
      method: 'GET',
      path: '/stores-reader/v1/variants/:id',
      handler: (ctx) => {
        const merchant = readerIsMerchant(platform, ctx);
        const id = stringParam(ctx, 'id');
        for (const p of visibleProducts(merchant)) {
          if (!id.startsWith(`${p.id}-`)) continue;
          const variant = p.variants.find((v) => v.id === id.slice(p.id.length + 1));
          if (variant) {
            const view = storeVariant(p, variant);
            return { variant: { ...view, media: absoluteMedia(view.media, ctx.baseUrl) } };
          }
        }
        throw notFound('Variant', id, 'VARIANT_NOT_FOUND');
      },
    },
  ];
  // Collections V2 belong to neither generation's 428: see collectionsV2Served.
  return [
    ...forCatalog(platform, 'V1_CATALOG', v1),
    { method: 'GET', path: '/v2/collections/query', handler: queryCollections },
    { method: 'POST', path: '/v2/collections/query', handler: queryCollections },
    { method: 'GET', path: '/v2/collections/slug/:slug', handler: collectionBy('slug') },
    { method: 'GET', path: '/v2/collections/:id', handler: collectionBy('id') },
  ];
}

/**
 * Whether Collections V2 (`/v2/collections…`) show the store's collections. They are V1's collections; a
 * V3 store organises products in categories instead. What the live platform answers there is unverified;
 * the emulator answers as a store that has no collections (an empty query, 404 by id or slug), the
 * hardest case for a client: no error tells it to switch to categories.
 */
const collectionsV2Served = (platform: Platform): boolean => platform.config.catalogVersion === 'V1_CATALOG';

function absoluteMedia<T extends { image?: { url: string } }>(media: T, baseUrl: string): T {
  if (!media.image?.url.startsWith('/_media/')) return media;
  return { ...media, image: { ...media.image, url: `${baseUrl}${media.image.url}` } };
}
