// Catalog reads (spec §7 "Catalog read"): stores-reader v1 and collections v2, with visitor tokens.
import { merchantCall } from '../auth/merchant.ts';
import type { SessionCore } from '../auth/session.ts';
import { CATALOG_READ, COLLECTIONS_V2, segment } from '../http/prefixes.ts';
import type {
  Collection,
  PagingMetadata,
  Product,
  ProductOptionsAvailability,
  ProductVariant,
  StoreVariant,
} from '../types/catalog.ts';
import { QueryBuilder, type WireQuery } from './query-builder.ts';
import { getProductV1, productFromWire, productPath, queryProductsV1 } from './v1-products-read.ts';

export interface QueryVariantsParams {
  choices?: Record<string, string>;
  variantIds?: string[];
  paging?: { limit?: number; offset?: number };
  includeMerchantSpecificData?: boolean;
}

/** Catalog V1 reads as the platform answers them (`client.catalog`): stores-reader v1 and collections v2. */
export interface CatalogApi {
  /** With includeMerchantSpecificData (cost and profit) the call is a merchant one: it needs the apiKey. */
  getProduct(
    id: string,
    opts?: { includeMerchantSpecificData?: boolean; signal?: AbortSignal },
  ): Promise<{ product: Product }>;
  /** GET …/query-platformized?.r=…; POST with the same body when the query string exceeds 4000 characters. */
  queryProducts(): QueryBuilder<Product>;
  /** Which choices of the other options remain available, given the choices made in `options`. */
  productOptionsAvailability(
    id: string,
    options: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<ProductOptionsAvailability>;
  /** A product's variants, all or those with the choices or ids given. */
  queryProductVariants(
    id: string,
    p?: QueryVariantsParams,
    signal?: AbortSignal,
  ): Promise<{
    variants: ProductVariant[];
    metadata?: { items?: number; offset?: number };
    totalResults?: number;
  }>;
  /** Variants across products. */
  queryStoreVariants(
    q: {
      filter?: Record<string, unknown>;
      sort?: WireQuery['sort'];
      paging?: { limit?: number; offset?: number };
    },
    signal?: AbortSignal,
  ): Promise<{ variants: StoreVariant[]; metadata?: PagingMetadata }>;
  /** `id` is `<productId>-<variantId>`. */
  getStoreVariant(id: string, signal?: AbortSignal): Promise<{ variant: StoreVariant }>;
  /** Collections v2: returns the collection itself, as the SDK does. */
  getCollection(id: string, signal?: AbortSignal): Promise<Collection>;
  /** Collections v2, by slug. */
  getCollectionBySlug(slug: string, signal?: AbortSignal): Promise<{ collection: Collection }>;
  /** Collections v2. */
  queryCollections(): QueryBuilder<Collection>;
  /** The v1 products module's lookup: GET /stores-reader/v1/collections/slug/{slug}. */
  getCollectionBySlugV1(slug: string, signal?: AbortSignal): Promise<{ collection: Collection }>;
}

export function createCatalogApi(core: SessionCore): CatalogApi {
  const get = <T>(path: string, payload: Record<string, unknown>, signal?: AbortSignal) =>
    core.call<T>({ method: 'GET', path, payload, signal });
  // The catalog's POST endpoints are queries: they change nothing, so they are retried like GETs.
  const post = <T>(path: string, payload: Record<string, unknown>, signal?: AbortSignal) =>
    core.call<T>({ method: 'POST', path, payload, signal, idempotent: true });
  const query = <T>(path: string, query: WireQuery, signal?: AbortSignal) =>
    core.call<T>({ method: 'GET', path, payload: { query }, complex: true, postFallback: true, signal });

  return {
    async getProduct(id: string, opts: { includeMerchantSpecificData?: boolean; signal?: AbortSignal } = {}) {
      if (!opts.includeMerchantSpecificData) return { product: await getProductV1(core, id, opts.signal) };
      const res = await merchantCall<{ product: Product }>(
        core,
        'getProduct with includeMerchantSpecificData',
        {
          method: 'GET',
          path: productPath(id),
          payload: { id, includeMerchantSpecificData: true },
          signal: opts.signal,
        },
      );
      return { product: productFromWire(res.product) };
    },
    queryProducts: () => new QueryBuilder<Product>((q, signal) => queryProductsV1(core, q, signal)),
    productOptionsAvailability: (id: string, options: Record<string, string>, signal?: AbortSignal) =>
      post<ProductOptionsAvailability>(
        `${CATALOG_READ}/v1/products/${segment(id)}/productOptionsAvailability`,
        { id, options },
        signal,
      ),
    queryProductVariants: (id: string, p: QueryVariantsParams = {}, signal?: AbortSignal) =>
      post<{
        variants: ProductVariant[];
        metadata?: { items?: number; offset?: number };
        totalResults?: number;
      }>(`${CATALOG_READ}/v1/products/${segment(id)}/variants/query`, { id, ...p }, signal),
    queryStoreVariants: (
      q: {
        filter?: Record<string, unknown>;
        sort?: WireQuery['sort'];
        paging?: { limit?: number; offset?: number };
      },
      signal?: AbortSignal,
    ) =>
      post<{ variants: StoreVariant[]; metadata?: PagingMetadata }>(
        `${CATALOG_READ}/v1/variants/query`,
        { query: q },
        signal,
      ),
    getStoreVariant: (id: string, signal?: AbortSignal) =>
      get<{ variant: StoreVariant }>(`${CATALOG_READ}/v1/variants/${segment(id)}`, { id }, signal),
    getCollection: async (id: string, signal?: AbortSignal) =>
      (
        await get<{ collection: Collection }>(
          `${COLLECTIONS_V2}/v2/collections/${segment(id)}`,
          { id },
          signal,
        )
      ).collection,
    getCollectionBySlug: (slug: string, signal?: AbortSignal) =>
      get<{ collection: Collection }>(
        `${COLLECTIONS_V2}/v2/collections/slug/${segment(slug)}`,
        { slug },
        signal,
      ),
    queryCollections: () =>
      new QueryBuilder<Collection>(async (q, signal) => {
        const res = await query<{ collections: Collection[]; metadata?: PagingMetadata }>(
          `${COLLECTIONS_V2}/v2/collections/query`,
          q,
          signal,
        );
        return { items: res.collections, ...(res.metadata ? { metadata: res.metadata } : {}) };
      }),
    getCollectionBySlugV1: (slug: string, signal?: AbortSignal) =>
      get<{ collection: Collection }>(
        `${CATALOG_READ}/v1/collections/slug/${segment(slug)}`,
        { slug },
        signal,
      ),
  };
}
