// What `client.products` needs of one catalog generation (products.ts): each generation's reads
// (products-v3.ts, products-v1.ts) load with the first read that goes to it.
import type { ProductSummary } from '../types/product-summary.ts';

/** The most products one query returns (Catalog V3's cap; V1 takes the same). */
export const PAGE = 100;

export interface SummaryReads {
  /** With variants and description; a 404 ApiError when there is no such product. */
  get(id: string, signal?: AbortSignal): Promise<ProductSummary>;
  /** With variants and description; null (or a 404) when no product has this slug. */
  getBySlug(slug: string, signal?: AbortSignal): Promise<ProductSummary | null>;
  /** At most PAGE products whose id or slug is one of `keys`, in any order. */
  page(keys: string[], signal?: AbortSignal): Promise<ProductSummary[]>;
  /** A one-product read that answers, or fails with the 428 naming the site's catalog (version.ts). */
  probe(): Promise<unknown>;
}
