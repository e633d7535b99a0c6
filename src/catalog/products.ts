// `client.products`: product reads that answer the one ProductSummary on a V1 or a V3 site (docs/client.md).
// Each read goes to the site's catalog (version.ts); a 428 naming the other generation switches it and
// repeats the read there.

import type { SessionCore } from '../auth/session.ts';
import { orNull } from '../http/or-null.ts';
import type { CatalogVersion } from '../types/catalog.ts';
import type { CatalogReference } from '../types/commerce.ts';
import type { ProductSelection, ProductSummary } from '../types/product-summary.ts';
import { catalogReference } from './catalog-reference.ts';
import type { CatalogApi } from './read.ts';
import { summaryFromV1 } from './summary-v1.ts';
import { summaryFromV3 } from './summary-v3.ts';
import type { CatalogV3Api } from './v3.ts';
import { catalogVersionCache, signalledVersion } from './version.ts';

/** A product page's fields: prices formatted in the product's currency, the rich-text description. */
const GET_FIELDS = ['CURRENCY', 'DESCRIPTION'];
/** A listing's fields: prices and their formatted text only. */
const QUERY_FIELDS = ['CURRENCY'];
/** The most products one query returns (Catalog V3's cap; V1 takes the same). */
const PAGE = 100;

type Read<T> = Record<CatalogVersion, () => Promise<T>>;

/** Products as one summary, on a Catalog V1 or V3 site (`client.products`). */
export interface ProductsApi {
  /** The site's catalog generation, detected once per client id (localStorage, else memory). */
  version(signal?: AbortSignal): Promise<CatalogVersion>;
  /** With variants and description; null when there is no such product. */
  get(id: string, signal?: AbortSignal): Promise<ProductSummary | null>;
  /** With variants and description; null when no product has this slug. */
  getBySlug(slug: string, signal?: AbortSignal): Promise<ProductSummary | null>;
  /**
   * The products with these ids, in the order asked, those that exist; one query per 100 ids. On V3 they
   * carry no variants (the platform's queries leave them out): `get(id)` has them.
   */
  getMany(ids: string[], signal?: AbortSignal): Promise<ProductSummary[]>;
  /** What to send as `catalogReference` for this selection; a DropcartError when it is incomplete. */
  catalogReference(summary: ProductSummary, selection?: ProductSelection): CatalogReference;
}

export function createProducts(core: SessionCore, v1: CatalogApi, v3: CatalogV3Api): ProductsApi {
  const version = catalogVersionCache(core, v1, v3);

  async function read<T>(on: Read<T>, signal?: AbortSignal): Promise<T> {
    const site = await version.get(signal);
    try {
      return await on[site]();
    } catch (error) {
      const named = signalledVersion(error);
      if (!named || named === site) throw error;
      version.set(named);
      return on[named]();
    }
  }

  async function page(ids: string[], signal?: AbortSignal): Promise<ProductSummary[]> {
    return read(
      {
        V1_CATALOG: async () =>
          (await v1.queryProducts().in('id', ids).limit(PAGE).find(signal)).items.map(summaryFromV1),
        V3_CATALOG: async () =>
          (await v3.queryProducts({ fields: QUERY_FIELDS }).in('id', ids).limit(PAGE).find(signal)).items.map(
            summaryFromV3,
          ),
      },
      signal,
    );
  }

  return {
    version: (signal?: AbortSignal) => version.get(signal),
    get: (id: string, signal?: AbortSignal) =>
      orNull(
        read(
          {
            V1_CATALOG: async () =>
              summaryFromV1((await v1.getProduct(id, { ...(signal ? { signal } : {}) })).product),
            V3_CATALOG: async () =>
              summaryFromV3(
                (await v3.getProduct(id, { fields: GET_FIELDS, ...(signal ? { signal } : {}) })).product,
              ),
          },
          signal,
        ),
      ),
    getBySlug: (slug: string, signal?: AbortSignal) =>
      orNull(
        read<ProductSummary | null>(
          {
            V1_CATALOG: async () => {
              const [product] = (await v1.queryProducts().eq('slug', slug).limit(1).find(signal)).items;
              return product ? summaryFromV1(product) : null;
            },
            V3_CATALOG: async () =>
              summaryFromV3(
                (await v3.getProductBySlug(slug, { fields: GET_FIELDS, ...(signal ? { signal } : {}) }))
                  .product,
              ),
          },
          signal,
        ),
      ),
    async getMany(ids: string[], signal?: AbortSignal): Promise<ProductSummary[]> {
      const wanted = [...new Set(ids)];
      const found = new Map<string, ProductSummary>();
      for (let i = 0; i < wanted.length; i += PAGE)
        for (const summary of await page(wanted.slice(i, i + PAGE), signal)) found.set(summary.id, summary);
      return ids.flatMap((id) => found.get(id) ?? []);
    },
    catalogReference: (summary: ProductSummary, selection?: ProductSelection) =>
      catalogReference(summary, selection),
  };
}
