// Catalog V3 reads (platform-2026.md §3.1) as the official SDK sends them: `productsV3.queryProducts`
// (cursor pages, GET `.r` with the POST fallback past 4000 characters), `getProduct`, `getProductBySlug`
// (`fields` as repeated query keys), `readOnlyVariantsV3.queryVariants` and `catalogVersioning`. Answers
// stay in wire shape (`{product}`, like Catalog V1 here), with dates as Date objects.
import type { SessionCore } from '../auth/session.ts';
import { CATALOG_V3 } from '../http/prefixes.ts';
import type { CatalogVersionAnswer, ProductV3, ReadOnlyVariantV3 } from '../types/catalog-v3.ts';
import { CursorQueryBuilder } from './cursor-query.ts';
import {
  type CursorPagingMetadata,
  type FieldsOption,
  getCatalogVersion,
  getProductV3,
  getProductV3BySlug,
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
  };
}
