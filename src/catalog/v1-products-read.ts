// The two Catalog V1 product reads `client.products` makes (products-v1.ts): one product, and a query
// given as the wire query itself. Apart from read.ts (`client.catalog`, whose query builders, collections
// and merchant reads a buy button never uses), so that the reads a page's buttons make do not fetch them.
import type { SessionCore } from '../auth/session.ts';
import { CATALOG_READ, segment } from '../http/prefixes.ts';
import { toDate } from '../http/values.ts';
import type { PagingMetadata, Product } from '../types/catalog.ts';
import type { WireQuery } from './query-builder.ts';

/** v1 products carry `lastUpdated` and `createdDate`, which become Dates. */
export function productFromWire(product: Product): Product {
  for (const key of ['lastUpdated', 'createdDate'] as const) {
    const date = toDate(product[key]);
    if (date) product[key] = date;
    else delete product[key];
  }
  return product;
}

export const productPath = (id: string) => `${CATALOG_READ}/v1/products/${segment(id)}`;

/** One product, with visitor tokens. */
export async function getProductV1(core: SessionCore, id: string, signal?: AbortSignal): Promise<Product> {
  const res = await core.call<{ product: Product }>({
    method: 'GET',
    path: productPath(id),
    payload: { id },
    signal,
  });
  return productFromWire(res.product);
}

/** The products a wire query finds (query-platformized, GET with a POST fallback for long queries). */
export async function queryProductsV1(
  core: SessionCore,
  query: WireQuery,
  signal?: AbortSignal,
): Promise<{ items: Product[]; metadata?: PagingMetadata }> {
  const res = await core.call<{ products: Product[]; metadata?: PagingMetadata }>({
    method: 'GET',
    path: `${CATALOG_READ}/v1/products/query-platformized`,
    payload: { query },
    complex: true,
    postFallback: true,
    signal,
  });
  return { items: res.products.map(productFromWire), ...(res.metadata ? { metadata: res.metadata } : {}) };
}
