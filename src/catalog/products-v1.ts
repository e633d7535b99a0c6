// `client.products` on a Catalog V1 site: the V1 reads and the V1 summary, loaded by products.ts only
// when the site runs Catalog V1 (or a probe must ask V1), so a V3 storefront never downloads them. The
// queries are written as the wire has them (query-builder.ts writes the same): a page's buy buttons read
// their products through here, and need none of `client.catalog`'s builders.
import type { SessionCore } from '../auth/session.ts';
import type { WireQuery } from './query-builder.ts';
import { PAGE, type SummaryReads } from './summary-reads.ts';
import { summaryFromV1 } from './summary-v1.ts';
import { getProductV1, queryProductsV1 } from './v1-products-read.ts';

const first = (filter: WireQuery['filter'], limit: number): WireQuery => ({
  filter,
  paging: { limit, offset: 0 },
});

export function productsV1(core: SessionCore): SummaryReads {
  const find = (query: WireQuery, signal?: AbortSignal) => queryProductsV1(core, query, signal);
  return {
    get: async (id, signal) => summaryFromV1(await getProductV1(core, id, signal)),
    async getBySlug(slug, signal) {
      const [product] = (await find(first({ slug }, 1), signal)).items;
      return product ? summaryFromV1(product) : null;
    },
    page: async (ids, signal) =>
      (await find(first({ $or: [{ id: { $in: ids } }, { slug: { $in: ids } }] }, PAGE), signal)).items.map(
        summaryFromV1,
      ),
    probe: () => find(first({}, 1)),
  };
}
