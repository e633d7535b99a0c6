// Catalog V3 reads (platform-2026.md §3.1) as the official SDK sends them: `productsV3.queryProducts`
// (cursor pages, GET `.r` with the POST fallback past 4000 characters), `getProduct`, `getProductBySlug`
// (`fields` as repeated query keys), `readOnlyVariantsV3.queryVariants` and `catalogVersioning`. Answers
// stay in wire shape (`{product}`, like Catalog V1 here), with dates as Date objects.
import type { SessionCore } from '../auth/session.ts';
import { CATALOG_V3, segment } from '../http/prefixes.ts';
import { toDate } from '../http/values.ts';
import type {
  CatalogVersionAnswer,
  ProductV3,
  ReadOnlyVariantV3,
  RequestedFieldV3,
} from '../types/catalog-v3.ts';
import { type CursorPagingMetadata, CursorQueryBuilder } from './cursor-query.ts';

export interface FieldsOption {
  /** Parts of the answer the platform leaves out unless asked (CURRENCY, DESCRIPTION, URL, …). */
  fields?: RequestedFieldV3[];
}

function productV3FromWire(product: ProductV3): ProductV3 {
  for (const key of ['createdDate', 'updatedDate'] as const) {
    const date = toDate(product[key]);
    if (date) product[key] = date;
    else delete product[key];
  }
  return product;
}

// The SDK writes the call's options first, then the query.
const withFields = (options: FieldsOption) => (options.fields ? { fields: options.fields } : {});

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
  const getOne = async (path: string, payload: Record<string, unknown>, signal?: AbortSignal) => {
    const res = await core.call<{ product: ProductV3 }>({ method: 'GET', path, payload, signal });
    return { product: productV3FromWire(res.product) };
  };
  return {
    queryProducts: (options: FieldsOption = {}) =>
      new CursorQueryBuilder<ProductV3>(async (query, signal) => {
        const res = await core.call<{ products?: ProductV3[]; pagingMetadata?: CursorPagingMetadata }>({
          method: 'GET',
          path: `${CATALOG_V3}/products/query`,
          payload: { ...withFields(options), query },
          complex: true,
          postFallback: true,
          signal,
        });
        return { items: (res.products ?? []).map(productV3FromWire), pagingMetadata: res.pagingMetadata };
      }),
    getProduct: (id: string, options: FieldsOption & { signal?: AbortSignal } = {}) =>
      getOne(
        `${CATALOG_V3}/products/${segment(id)}`,
        { productId: id, ...withFields(options) },
        options.signal,
      ),
    getProductBySlug: (slug: string, options: FieldsOption & { signal?: AbortSignal } = {}) =>
      getOne(
        `${CATALOG_V3}/products/slug/${segment(slug)}`,
        { slug, ...withFields(options) },
        options.signal,
      ),
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
    getCatalogVersion: (signal?: AbortSignal) =>
      core.call<CatalogVersionAnswer>({ method: 'GET', path: `${CATALOG_V3}/provision/version`, signal }),
  };
}
