import type { DropcartClient, Product } from '../src/index.ts';
import type { Money } from './money.ts';

/** What buy buttons and optimistic lines need to know about a product. */
export interface ProductSummary {
  id: string;
  name: string;
  price: Money;
  /** The price's currency, when the platform gave it (an optimistic first line takes it). */
  currency?: string;
  imageUrl?: string;
  /** The shopper must choose (size, colour, …) before it can be added. */
  needsChoice: boolean;
  inStock: boolean;
  product: Product;
}

export function summarize(product: Product): ProductSummary {
  const price = product.priceData ?? product.price;
  const money: Money = { amount: String(price?.discountedPrice ?? price?.price ?? 0) };
  const formatted = price?.formatted?.discountedPrice ?? price?.formatted?.price;
  if (formatted) money.formatted = formatted;
  const summary: ProductSummary = {
    id: product.id,
    name: product.name,
    price: money,
    needsChoice: (product.productOptions ?? []).some((option) => option.choices.length > 0),
    inStock: product.stock?.inStock !== false && product.stock?.inventoryStatus !== 'OUT_OF_STOCK',
    product,
  };
  if (price?.currency) summary.currency = price.currency;
  const image = product.media?.mainMedia?.image?.url;
  if (image) summary.imageUrl = image;
  return summary;
}

export interface ProductCache {
  peek(id: string): ProductSummary | undefined;
  /** One request per product however many callers ask at once. */
  get(id: string): Promise<ProductSummary>;
  /** Forget a product (a live event said it changed) and read it again. */
  refresh(id: string): Promise<ProductSummary>;
  subscribe(listener: (summary: ProductSummary) => void): () => void;
  /**
   * Reads every product of `ids` not known or on its way yet, in one query per 100, so the buy buttons of
   * a page cost one request. A `get` of one of them meanwhile waits for that query.
   */
  prefetch(ids: string[]): Promise<void>;
}

/** The platform's page size limit for one query. */
const QUERY_LIMIT = 100;

export function createProductCache(client: DropcartClient, signal: AbortSignal): ProductCache {
  const known = new Map<string, ProductSummary>();
  const inFlight = new Map<string, Promise<ProductSummary>>();
  const listeners = new Set<(summary: ProductSummary) => void>();
  const store = (product: Product) => {
    const summary = summarize(product);
    known.set(product.id, summary);
    for (const listener of listeners) listener(summary);
    return summary;
  };
  const load = (id: string) => {
    const request = client.catalog
      .getProduct(id, { signal })
      .then(({ product }) => store(product))
      .finally(() => inFlight.delete(id));
    inFlight.set(id, request);
    return request;
  };
  return {
    peek: (id) => known.get(id),
    get(id) {
      const summary = known.get(id);
      return summary ? Promise.resolve(summary) : (inFlight.get(id) ?? load(id));
    },
    refresh: (id) => inFlight.get(id) ?? load(id),
    async prefetch(ids) {
      const wanted = [...new Set(ids)].filter((id) => !known.has(id) && !inFlight.has(id));
      const batches: Promise<unknown>[] = [];
      for (let start = 0; start < wanted.length; start += QUERY_LIMIT) {
        const batch = wanted.slice(start, start + QUERY_LIMIT);
        const query = client.catalog.queryProducts().in('id', batch).limit(QUERY_LIMIT).find();
        for (const id of batch) {
          const one = query
            .then((result) => {
              for (const product of result.items) if (!known.has(product.id)) store(product);
              // A product the query did not return (unknown, hidden) is asked for alone, for its error.
              const summary = known.get(id);
              return (
                summary ?? client.catalog.getProduct(id, { signal }).then(({ product }) => store(product))
              );
            })
            .finally(() => inFlight.delete(id));
          inFlight.set(id, one);
          batches.push(one.catch(() => undefined));
        }
      }
      await Promise.all(batches);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
