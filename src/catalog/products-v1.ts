// `client.products` on a Catalog V1 site: the V1 reads and the V1 summary, loaded by products.ts only
// when the site runs Catalog V1 (or a probe must ask V1), so a V3 storefront never downloads them.
import type { SessionCore } from '../auth/session.ts';
import { createCatalogApi } from './read.ts';
import { PAGE, type SummaryReads } from './summary-reads.ts';
import { summaryFromV1 } from './summary-v1.ts';

export function productsV1(core: SessionCore): SummaryReads {
  const v1 = createCatalogApi(core);
  return {
    get: async (id, signal) =>
      summaryFromV1((await v1.getProduct(id, { ...(signal ? { signal } : {}) })).product),
    async getBySlug(slug, signal) {
      const [product] = (await v1.queryProducts().eq('slug', slug).limit(1).find(signal)).items;
      return product ? summaryFromV1(product) : null;
    },
    page: async (ids, signal) =>
      (
        await v1.queryProducts().in('id', ids).or(v1.queryProducts().in('slug', ids)).limit(PAGE).find(signal)
      ).items.map(summaryFromV1),
    probe: () => v1.queryProducts().limit(1).find(),
  };
}
