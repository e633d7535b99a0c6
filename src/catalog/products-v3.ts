// `client.products` on a Catalog V3 site: the V3 reads as the SDK's `productsV3` makes them and the V3
// summary, loaded by products.ts on the first read (as products-v1.ts is on a V1 site), so a page that reads
// no product (the widget reads none before the shopper engages with the page) does not download them.
import type { SessionCore } from '../auth/session.ts';
import { PAGE, type SummaryReads } from './summary-reads.ts';
import { summaryFromV3 } from './summary-v3.ts';
import { getProductV3, getProductV3BySlug, queryProductsV3 } from './v3-read.ts';

/**
 * A product page's fields: prices formatted in the product's currency, the rich-text description, the info
 * sections' titles and rich text.
 */
const GET_FIELDS = ['CURRENCY', 'DESCRIPTION', 'INFO_SECTION', 'INFO_SECTION_DESCRIPTION'];
/** A listing's fields: prices and their formatted text only. */
const QUERY_FIELDS = ['CURRENCY'];

export function productsV3(core: SessionCore): SummaryReads {
  const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
  return {
    get: async (id, signal) =>
      summaryFromV3((await getProductV3(core, id, { fields: GET_FIELDS, ...withSignal(signal) })).product),
    getBySlug: async (slug, signal) =>
      summaryFromV3(
        (await getProductV3BySlug(core, slug, { fields: GET_FIELDS, ...withSignal(signal) })).product,
      ),
    page: async (ids, signal) =>
      (
        await queryProductsV3(
          core,
          { filter: { $or: [{ id: { $in: ids } }, { slug: { $in: ids } }] }, cursorPaging: { limit: PAGE } },
          { fields: QUERY_FIELDS },
          signal,
        )
      ).items.map(summaryFromV3),
    probe: () => queryProductsV3(core, { filter: {}, cursorPaging: { limit: 1 } }),
  };
}
