import type { DropcartClient, Product } from '../src/index.ts';
import type { Money } from './money.ts';

/** What buy buttons and optimistic lines need to know about a product. */
export interface ProductSummary {
  id: string;
  name: string;
  price: Money;
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
  /** Keeps products read in bulk (the buy buttons of a page, one query). */
  remember(products: Product[]): void;
}

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
    remember: (products) => void products.forEach(store),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
