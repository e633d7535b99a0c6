// `client.products`: product reads that answer the one ProductSummary on a V1 or a V3 site (docs/client.md).
// Each read goes to the site's catalog (version.ts); a 428 naming the other generation switches it and
// repeats the read there. Each generation's reads and summary are loaded on the first read that goes to it
// (products-v3.ts, products-v1.ts): the version and the catalog reference need neither.

import type { SessionCore } from '../auth/session.ts';
import { orNull } from '../http/or-null.ts';
import { onDemand } from '../on-demand.ts';
import type { CatalogVersion } from '../types/catalog.ts';
import type { CatalogReference } from '../types/commerce.ts';
import type { ProductSelection, ProductSummary } from '../types/product-summary.ts';
import { catalogReference } from './catalog-reference.ts';
import { PAGE, type SummaryReads } from './summary-reads.ts';
import { catalogVersionCache, signalledVersion } from './version.ts';

/** Products as one summary, on a Catalog V1 or V3 site (`client.products`). */
export interface ProductsApi {
  /** The site's catalog generation, detected once per client id (localStorage, else memory). */
  version(signal?: AbortSignal): Promise<CatalogVersion>;
  /** With variants and description; null when there is no such product. */
  get(id: string, signal?: AbortSignal): Promise<ProductSummary | null>;
  /** With variants and description; null when no product has this slug. */
  getBySlug(slug: string, signal?: AbortSignal): Promise<ProductSummary | null>;
  /**
   * The products with these ids (or slugs), in the order asked, those that exist; one query per 100. On V3
   * they carry no variants (the platform's queries leave them out): `get(id)` has them.
   */
  getMany(ids: string[], signal?: AbortSignal): Promise<ProductSummary[]>;
  /** What to send as `catalogReference` for this selection; a DropcartError when it is incomplete. */
  catalogReference(summary: ProductSummary, selection?: ProductSelection): CatalogReference;
}

/** @param declared the site's generation as the caller knows it (`catalogVersion`): no detection then. */
export function createProducts(core: SessionCore, declared?: CatalogVersion): ProductsApi {
  // Each reader's file imports the file both share (prices.ts, its own chunk), which a browser asks for only
  // once the reader's has arrived: asked for beside it instead, the product's read goes out a fetch sooner
  // (a first visit's click waits for this between the catalog's version and the product's read).
  const v3 = onDemand(() =>
    Promise.all([import('./products-v3.ts'), import('./prices.ts')]).then(([m]) => m.productsV3(core)),
  );
  const v1 = onDemand(() =>
    Promise.all([import('./products-v1.ts'), import('./prices.ts')]).then(([m]) => m.productsV1(core)),
  );
  const on = (site: CatalogVersion) => (site === 'V3_CATALOG' ? v3() : v1());
  const version = catalogVersionCache(
    core,
    {
      V3_CATALOG: async () => (await v3()).probe(),
      V1_CATALOG: async () => (await v1()).probe(),
    },
    declared,
  );

  async function read<T>(call: (reads: SummaryReads) => Promise<T>, signal?: AbortSignal): Promise<T> {
    // The site's catalog known already (kept from an earlier visit, or named): its reader's code and the
    // token are asked for at once, together, before whatever the caller asks for next (a buy click's UI
    // files would otherwise hold the reader's code behind the browser's few connections to their host).
    const known = version.known();
    if (known) {
      void on(known).catch(() => undefined); // the read below reports it
      void core.accessToken(signal).catch(() => undefined);
    }
    const site = known ?? (await version.get(signal));
    try {
      return await call(await on(site));
    } catch (error) {
      const named = signalledVersion(error);
      if (!named || named === site) throw error;
      version.set(named);
      return call(await on(named));
    }
  }

  return {
    version: (signal) => version.get(signal),
    get: (id, signal) => orNull(read((reads) => reads.get(id, signal), signal)),
    getBySlug: (slug, signal) => orNull(read((reads) => reads.getBySlug(slug, signal), signal)),
    async getMany(ids, signal) {
      const wanted = [...new Set(ids)];
      const found = new Map<string, ProductSummary>();
      for (let i = 0; i < wanted.length; i += PAGE)
        for (const summary of await read((reads) => reads.page(wanted.slice(i, i + PAGE), signal), signal))
          found.set(summary.id, summary).set(summary.slug, summary);
      return [...new Set(ids.flatMap((key) => found.get(key) ?? []))];
    },
    catalogReference: (summary, selection) => catalogReference(summary, selection),
  };
}
