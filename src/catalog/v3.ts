// Catalog V3 reads (platform-2026.md §3.1) as the official SDK sends them: `productsV3.queryProducts`
// (cursor pages, GET `.r` with the POST fallback past 4000 characters), `getProduct`, `getProductBySlug`
// (`fields` as repeated query keys), `readOnlyVariantsV3.queryVariants` and `catalogVersioning`. Answers
// stay in wire shape (`{product}`, like Catalog V1 here), with dates as Date objects.
import type { SessionCore } from '../auth/session.ts';
import { CATALOG_V3 } from '../http/prefixes.ts';
import type { CatalogVersionAnswer, ProductV3, ReadOnlyVariantV3 } from '../types/catalog-v3.ts';
import type { AggregationData, ProductSearchV3, RangeBucket } from '../types/catalog-v3-search.ts';
import { CursorQueryBuilder } from './cursor-query.ts';
import {
  type CursorPagingMetadata,
  type FieldsOption,
  getCatalogVersion,
  getProductV3,
  getProductV3BySlug,
  productV3FromWire,
  queryProductsV3,
  withFields,
} from './v3-read.ts';

export type { FieldsOption } from './v3-read.ts';

/** Catalog V3 reads as the platform answers them (`client.catalogV3`), with dates as Date objects. */
export interface CatalogV3Api {
  /** Products carry no variants here (the platform leaves `variantsInfo` out of queries). */
  queryProducts(options?: FieldsOption): CursorQueryBuilder<ProductV3>;
  /** `{product}`, like Catalog V1's getProduct (the SDK's V3 getProduct unwraps it). */
  getProduct(id: string, options?: FieldsOption & { signal?: AbortSignal }): Promise<{ product: ProductV3 }>;
  getProductBySlug(
    slug: string,
    options?: FieldsOption & { signal?: AbortSignal },
  ): Promise<{ product: ProductV3 }>;
  /** Always a POST; it changes nothing, so it is retried like a read. */
  queryVariants(options?: FieldsOption): CursorQueryBuilder<ReadOnlyVariantV3>;
  /** `{catalogVersion}`: V1_CATALOG, V3_CATALOG or STORES_NOT_INSTALLED. */
  getCatalogVersion(signal?: AbortSignal): Promise<CatalogVersionAnswer>;
  /**
   * One page of a search (free text, filter, sort) with its facets: `aggregationData` holds one result per
   * aggregation asked for, named as asked. A GET `.r` (a POST past 4000 characters), retried like a read.
   */
  searchProducts(
    search: ProductSearchV3,
    options?: FieldsOption & { signal?: AbortSignal },
  ): Promise<{
    products: ProductV3[];
    pagingMetadata: CursorPagingMetadata | undefined;
    aggregationData?: AggregationData;
  }>;
}

/** A range bound JSON cannot carry (±Infinity, NaN) as the platform's string, as the SDK sends it. */
const floatOut = (n: number | undefined) => (n === undefined || Number.isFinite(n) ? n : String(n));

function searchPayload(search: ProductSearchV3): Record<string, unknown> {
  const bucketsOut = <K extends { range?: { buckets: RangeBucket[] } }>(kind: K) =>
    kind.range
      ? {
          ...kind,
          range: {
            buckets: kind.range.buckets.map((b) => ({ ...b, from: floatOut(b.from), to: floatOut(b.to) })),
          },
        }
      : kind;
  if (!search.aggregations) return { ...search };
  const aggregations = search.aggregations.map((a) =>
    a.nested
      ? { ...bucketsOut(a), nested: { nestedAggregations: a.nested.nestedAggregations.map(bucketsOut) } }
      : bucketsOut(a),
  );
  return { ...search, aggregations };
}

export function createCatalogV3Api(core: SessionCore): CatalogV3Api {
  return {
    queryProducts: (options: FieldsOption = {}) =>
      new CursorQueryBuilder<ProductV3>((query, signal) => queryProductsV3(core, query, options, signal)),
    getProduct: (id, options) => getProductV3(core, id, options),
    getProductBySlug: (slug, options) => getProductV3BySlug(core, slug, options),
    queryVariants: (options: FieldsOption = {}) =>
      new CursorQueryBuilder<ReadOnlyVariantV3>(async (query, signal) => {
        const res = await core.call<{
          variants?: ReadOnlyVariantV3[];
          pagingMetadata?: CursorPagingMetadata;
        }>({
          method: 'POST',
          path: `${CATALOG_V3}/products/query-variants`,
          payload: { ...withFields(options), query },
          idempotent: true,
          signal,
        });
        return { items: res.variants ?? [], pagingMetadata: res.pagingMetadata };
      }),
    getCatalogVersion: (signal) => getCatalogVersion(core, signal),
    async searchProducts(search, options = {}) {
      // The SDK writes the search first, then the call's fields.
      const res = await core.call<{
        products?: ProductV3[];
        pagingMetadata?: CursorPagingMetadata;
        aggregationData?: AggregationData;
      }>({
        method: 'GET',
        path: `${CATALOG_V3}/products/search`,
        payload: { search: searchPayload(search), ...withFields(options) },
        complex: true,
        postFallback: true,
        signal: options.signal,
      });
      return {
        products: (res.products ?? []).map(productV3FromWire),
        pagingMetadata: res.pagingMetadata,
        ...(res.aggregationData ? { aggregationData: res.aggregationData } : {}),
      };
    },
  };
}
