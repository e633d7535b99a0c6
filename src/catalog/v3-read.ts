// The Catalog V3 calls every storefront makes (platform-2026.md §3.1), as the official SDK sends them: one
// product by id or slug (`fields` as repeated query keys), a page of products (GET `.r`, POST past 4000
// characters) and the site's catalog version. `client.products` calls these directly; `client.catalogV3`
// (v3.ts) adds the query builders around them.
import type { SessionCore } from '../auth/session.ts';
import { CATALOG_V3, segment } from '../http/prefixes.ts';
import { toDate } from '../http/values.ts';
import type { CatalogVersionAnswer, ProductV3, RequestedFieldV3 } from '../types/catalog-v3.ts';
import type { FilterQuery } from './query-builder.ts';

export interface FieldsOption {
  /** Parts of the answer the platform leaves out unless asked (CURRENCY, DESCRIPTION, URL, …). */
  fields?: RequestedFieldV3[];
}

/** A cursor query as the platform takes it (the SDK's builder writes it; cursor-query.ts). */
export interface CursorQuery extends FilterQuery {
  cursorPaging: { limit: number; cursor?: string };
}

/** The platform's paging answer of a cursor query. */
export interface CursorPagingMetadata {
  count?: number;
  cursors?: { next?: string | null; prev?: string | null };
  hasNext?: boolean;
}

export function productV3FromWire(product: ProductV3): ProductV3 {
  for (const key of ['createdDate', 'updatedDate'] as const) {
    const date = toDate(product[key]);
    if (date) product[key] = date;
    else delete product[key];
  }
  return product;
}

// The SDK writes the call's options first, then the query.
export const withFields = (options: FieldsOption) => (options.fields ? { fields: options.fields } : {});

async function getOne(
  core: SessionCore,
  path: string,
  payload: Record<string, unknown>,
  signal?: AbortSignal,
) {
  const res = await core.call<{ product: ProductV3 }>({ method: 'GET', path, payload, signal });
  return { product: productV3FromWire(res.product) };
}

export const getProductV3 = (
  core: SessionCore,
  id: string,
  options: FieldsOption & { signal?: AbortSignal } = {},
) =>
  getOne(
    core,
    `${CATALOG_V3}/products/${segment(id)}`,
    { productId: id, ...withFields(options) },
    options.signal,
  );

export const getProductV3BySlug = (
  core: SessionCore,
  slug: string,
  options: FieldsOption & { signal?: AbortSignal } = {},
) =>
  getOne(
    core,
    `${CATALOG_V3}/products/slug/${segment(slug)}`,
    { slug, ...withFields(options) },
    options.signal,
  );

/** One page of products: the whole query, or `{cursorPaging}` alone for a page after the first. */
export async function queryProductsV3(
  core: SessionCore,
  query: CursorQuery | Pick<CursorQuery, 'cursorPaging'>,
  options: FieldsOption = {},
  signal?: AbortSignal,
): Promise<{ items: ProductV3[]; pagingMetadata: CursorPagingMetadata | undefined }> {
  const res = await core.call<{ products?: ProductV3[]; pagingMetadata?: CursorPagingMetadata }>({
    method: 'GET',
    path: `${CATALOG_V3}/products/query`,
    payload: { ...withFields(options), query },
    complex: true,
    postFallback: true,
    signal,
  });
  return { items: (res.products ?? []).map(productV3FromWire), pagingMetadata: res.pagingMetadata };
}

export const getCatalogVersion = (core: SessionCore, signal?: AbortSignal) =>
  core.call<CatalogVersionAnswer>({ method: 'GET', path: `${CATALOG_V3}/provision/version`, signal });
