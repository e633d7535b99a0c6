// The products the page's buy buttons and the popover need, read once: the client's one ProductSummary,
// whatever the site's catalog generation (client.products detects it). A page's buttons cost one query;
// variants (which a Catalog V3 query leaves out) are read per product when they are needed: for the
// popover's choices and for what the cart must be sent (V3 always names the variant).
import {
  type CatalogReference,
  type DropcartClient,
  DropcartError,
  isDropcartError,
  type ProductSelection,
  type ProductSummary,
} from '../src/index.ts';
import { selectionOf } from './selection.ts';

export type { ProductSummary } from '../src/index.ts';

export interface ProductCache {
  peek(id: string): ProductSummary | undefined;
  /** The product as known (from the page's query, or read now); one request per product however many ask. */
  get(id: string): Promise<ProductSummary>;
  /** The product with its variants: read by itself when the known summary has none (a V3 query's). */
  withVariants(id: string): Promise<ProductSummary>;
  /** Forget a product (a live event said it changed) and read it again. */
  refresh(id: string): Promise<ProductSummary>;
  /**
   * Reads every known product again (the live stream has just opened: what was read before may have
   * changed unseen) in one query per 100; only the products read by themselves (for their variants, which
   * a Catalog V3 query leaves out) are read by themselves again. A request per product would hold the
   * shopper's add behind a page's worth of reads (a browser opens six connections to an origin).
   */
  recheck(): Promise<void>;
  subscribe(listener: (summary: ProductSummary) => void): () => void;
  /**
   * Reads every product of `ids` not known, on its way or already missing from an earlier query, in one
   * query per 100 (the client's), so the buy buttons of a page cost one request. A `get` of one of them
   * meanwhile waits for that query. A product the query does not return (unknown, hidden) is remembered
   * as missing and not asked for again: a `get` of it (a click) asks for it alone, for its error.
   */
  prefetch(ids: string[]): Promise<void>;
  /**
   * What the cart must be sent for this selection; reads the product (and its variants if needed) first.
   * `choices` may name modifiers too (an add names both alike): the product tells them apart.
   */
  reference(productId: string, selection: ProductSelection): Promise<CatalogReference>;
}

/** The shopper must choose (size, colour, …) before the product can be added. */
export const needsChoice = (summary: ProductSummary): boolean =>
  summary.options.some((option) => option.choices.some((choice) => choice.visible));

const notFound = (id: string) =>
  new DropcartError(`[dropcart] this store has no product with id "${id}"`, 'PRODUCT_NOT_FOUND');

export function createProductCache(
  client: Pick<DropcartClient, 'products'>,
  signal: AbortSignal,
): ProductCache {
  const known = new Map<string, ProductSummary>();
  // Products a query did not return: asked for again only by a `get` (alone, for the platform's error).
  const missing = new Set<string>();
  const inFlight = new Map<string, Promise<ProductSummary>>();
  const reading = new Map<string, Promise<ProductSummary>>();
  // Products a query's summary does not describe whole (a Catalog V3 query has no variants): `read` alone.
  const readAlone = new Set<string>();
  const listeners = new Set<(summary: ProductSummary) => void>();
  // Reads are numbered as they start; a product keeps the answer of the latest-started read that has
  // answered, so a slow read started before a change (the stream's recheck) cannot undo the read made
  // because of the change (a live event's refresh) that answered first.
  let started = 0;
  const answeredBy = new Map<string, number>();
  const store = (summary: ProductSummary, read: number) => {
    if ((answeredBy.get(summary.id) ?? 0) > read) return known.get(summary.id) ?? summary;
    answeredBy.set(summary.id, read);
    known.set(summary.id, summary);
    missing.delete(summary.id);
    for (const listener of listeners) listener(summary);
    return summary;
  };
  /** `get(id)` with variants and description; one at a time per product unless `again` (a change since). */
  const read = (id: string, again = false) => {
    const pending = reading.get(id);
    if (pending && !again) return pending;
    const number = ++started;
    const request = client.products
      .get(id, signal)
      .then((summary) => {
        if (!summary) return Promise.reject(notFound(id));
        readAlone.add(id);
        return store(summary, number);
      })
      .finally(() => {
        if (reading.get(id) === request) reading.delete(id);
      });
    reading.set(id, request);
    return request;
  };
  const cache: ProductCache = {
    peek: (id) => known.get(id),
    get(id) {
      const summary = known.get(id);
      if (summary) return Promise.resolve(summary);
      const queried = inFlight.get(id);
      return queried ? queried.catch(() => read(id)) : read(id);
    },
    async withVariants(id) {
      const summary = await cache.get(id);
      return summary.variants ? summary : read(id);
    },
    // A read already on its way may have started before the change: a new one.
    refresh: (id) => read(id, true),
    async recheck() {
      const queried = [...known.keys()].filter((id) => !readAlone.has(id));
      const number = ++started;
      const query =
        queried.length === 0
          ? undefined
          : client.products.getMany(queried, signal).then(
              (found) => {
                for (const summary of found) store(summary, number);
              },
              () => undefined,
            );
      await Promise.all([...[...readAlone].map((id) => read(id).catch(() => undefined)), query]);
    },
    async prefetch(ids) {
      const wanted = [...new Set(ids)].filter(
        (id) => !known.has(id) && !inFlight.has(id) && !missing.has(id),
      );
      if (wanted.length === 0) return;
      const number = ++started;
      const query = client.products.getMany(wanted, signal).then((found) => {
        for (const summary of found) if (!known.has(summary.id)) store(summary, number);
        for (const id of wanted) if (!known.has(id)) missing.add(id);
      });
      // A `get` meanwhile waits for the query (and reads alone a product it did not return).
      for (const id of wanted) {
        const one = query
          .then(() => known.get(id) ?? Promise.reject(notFound(id)))
          .finally(() => inFlight.delete(id));
        inFlight.set(id, one);
        one.catch(() => undefined);
      }
      await query.catch(() => undefined);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async reference(productId, given) {
      const summary = await cache.get(productId);
      const { choices, ...rest } = given;
      const selectionFor = (product: ProductSummary) => ({ ...rest, ...selectionOf(product, choices) });
      const selection = selectionFor(summary);
      // A variant the product's known variants do not have is refused here, whatever the catalog
      // (client.products.catalogReference leaves a Catalog V1 product without options or managed variants
      // unchecked, and would add the product itself).
      const { variantId } = selection;
      if (variantId && summary.variants && !summary.variants.some((v) => v.id === variantId))
        throw new DropcartError(`${summary.name} has no variant ${variantId}`, 'INVALID_SELECTION');
      try {
        return client.products.catalogReference(summary, selection);
      } catch (error) {
        // A Catalog V3 query carries no variants, and V3 always names the variant (also the default one).
        if (!isDropcartError(error) || error.code !== 'VARIANTS_NEEDED') throw error;
        const whole = await read(productId);
        return client.products.catalogReference(whole, selectionFor(whole));
      }
    },
  };
  return cache;
}
