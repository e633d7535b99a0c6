// When the live stream first opens, every product the page knows is read again (what was read before
// may have changed unseen). In one query, not a request per product: a browser opens six connections to
// an origin, and a page's worth of product reads held the shopper's add behind them for about a second
// with a 300 ms platform (seen in the bench's timeline on a Catalog V1 store, whose query has variants).
import { describe, expect, it, vi } from 'vitest';
import type { StartOptions } from '../../demo/platform/index.ts';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { createClient } from '../../src/index.ts';
import { createProductCache } from '../../widget/products.ts';
import { usePlatform } from '../support/platform.ts';
import { setStock } from '../support/stock.ts';
import { requestLog } from './support.ts';

const PAGE = ['classic-white-mug', 'wool-socks', 'organic-cotton-tee', 'canvas-cap'].map(seedProductId);
const TEE = seedProductId('organic-cotton-tee');

/** Product reads of the catalog: queries apart from reads of one product. */
function productReads(urls: readonly string[]) {
  const reads = urls.filter((url) => /\/products(\/|\?|$)/.test(`${new URL(url).pathname}?`));
  const queries = reads.filter((url) => /\/query|\/search/.test(new URL(url).pathname));
  return { queries: queries.length, single: reads.length - queries.length };
}

function cacheOn(platform: { current: { url: string } }) {
  const requests = requestLog();
  const client = createClient({
    clientId: 'demo',
    apiBase: platform.current.url,
    platform: { fetch: requests.fetch },
  });
  return { cache: createProductCache(client, new AbortController().signal), requests };
}

describe.each([
  ['Catalog V1', { config: { catalogVersion: 'V1_CATALOG' } }],
  ['Catalog V3', { config: { catalogVersion: 'V3_CATALOG' } }],
] as Array<[string, StartOptions]>)('rechecking the products of a page, %s', (_, options) => {
  const platform = usePlatform(options);

  it('asks for the page’s products in one query, and again in one query', async () => {
    const { cache, requests } = cacheOn(platform);
    await cache.prefetch(PAGE);
    const before = requests.urls.length;
    await cache.recheck();
    expect(productReads(requests.urls.slice(before))).toEqual({ queries: 1, single: 0 });
    for (const id of PAGE) expect(cache.peek(id)?.id).toBe(id);
  });

  it('reads again by itself only a product it read by itself (for its variants)', async () => {
    const { cache, requests } = cacheOn(platform);
    await cache.prefetch(PAGE);
    const withVariants = await cache.withVariants(TEE);
    expect(withVariants.variants?.length).toBeGreaterThan(1);
    const before = requests.urls.length;
    await cache.recheck();
    const reread = requests.urls.slice(before);
    expect(productReads(reread)).toEqual({
      queries: 1,
      single: options.config?.catalogVersion === 'V3_CATALOG' ? 1 : 0,
    });
    // The product keeps its variants across the recheck (a V3 query's summary would have none).
    expect(cache.peek(TEE)?.variants?.length).toBe(withVariants.variants?.length);
  });
});

describe('a recheck that answers after a change was read', () => {
  const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });

  it('keeps the newer answer: a refresh made for a sale is not undone by the slower recheck', async () => {
    // Queries are answered by the platform at once; their answers reach the cache when the test says.
    let holding = false;
    const held: Array<() => void> = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const response = await globalThis.fetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (holding && url.includes('/products/query')) await new Promise<void>((go) => held.push(go));
      return response;
    };
    const client = createClient({ clientId: 'demo', apiBase: platform.current.url, platform: { fetch } });
    const cache = createProductCache(client, new AbortController().signal);
    await cache.prefetch(PAGE);
    expect(cache.peek(PAGE[0]!)?.inStock).toBe(true);
    // The stream opens: a recheck, read by the platform before the sale, its answer slow to arrive.
    holding = true;
    const recheck = cache.recheck();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    // The product sells out; its live event asks for it again, and that answer arrives first.
    await setStock(platform.current.url, PAGE[0]!, 0);
    expect((await cache.refresh(PAGE[0]!)).inStock).toBe(false);
    held[0]?.();
    await recheck;
    expect(cache.peek(PAGE[0]!)?.inStock).toBe(false);
  });
});
