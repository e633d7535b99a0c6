import { createStoreClient, memoryTokenStorage } from '../../src/index.ts';

/** A fetch that counts what it sends, by path, and sends it for real. */
function countingFetch() {
  const counts = new Map<string, number>();
  const fetchAndCount: typeof fetch = (input, init) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    return fetch(input, init);
  };
  return { fetch: fetchAndCount, counts, total: () => [...counts.values()].reduce((a, b) => a + b, 0) };
}

export interface ClientRequestCounts {
  requestsPerWarmAdd: number;
  tokenRequestsFor50ExpiredCalls: number;
  expiredCallsSucceeded: number;
}

/** Request counts that design.md §4 budgets: one add with warm tokens; 50 concurrent calls on an expired token. */
export async function measureClientRequests(api: string, productId: string): Promise<ClientRequestCounts> {
  const storage = memoryTokenStorage();
  const counter = countingFetch();
  const client = createStoreClient({
    clientId: 'demo',
    apiBase: api,
    tokenStorage: storage,
    platform: { fetch: counter.fetch },
  });
  await client.auth.accessToken();
  // What the widget does: the product is known (the page's query), then one add through client.cart.
  const product = await client.products.get(productId);
  if (!product) throw new Error(`no product ${productId}`);
  const catalogReference = client.products.catalogReference(product);
  counter.counts.clear();
  await client.cart.add({ lineItems: [{ catalogReference, quantity: 1 }] });
  const requestsPerWarmAdd = counter.total();

  const tokens = storage.get();
  storage.set({ ...tokens, accessToken: { value: tokens.accessToken.value, expiresAt: 0 } });
  counter.counts.clear();
  const results = await Promise.allSettled(Array.from({ length: 50 }, () => client.cart.get()));
  return {
    requestsPerWarmAdd,
    tokenRequestsFor50ExpiredCalls: counter.counts.get('/oauth2/token') ?? 0,
    expiredCallsSucceeded: results.filter((r) => r.status === 'fulfilled').length,
  };
}
