// Idempotent reads under 5xx bursts, dropped connections and latency: retried with backoff and jitter,
// a bounded number of times, never for 4xx, stopped by the caller's abort; each retry told to onRetry.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realTimers } from '../../demo/platform/platform.ts';
import { ApiError, isSystemError, type SystemError } from '../../src/index.ts';
import { type TestClock, testClock } from '../support/clock.ts';
import { usePlatform } from '../support/platform.ts';
import { useFigures } from './support/figures.ts';
import { CART_PATH, line, shopper, stockedIds } from './support/store.ts';

// Each test's clock: the client's waits and time limits and the emulator's latency run on it, so a test
// says when time passes instead of racing the wall clock. (Token expiry stays on the real date.)
let clock: TestClock;
beforeEach(() => {
  clock = testClock(Date.now());
});
const onClock = () => ({ setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout });

// A Catalog V1 site: these tests read the V1 catalog (a V3 site refuses it with 428).
const platform = usePlatform({
  config: { catalogVersion: 'V1_CATALOG' },
  timers: { ...realTimers, setTimeout: (callback, ms) => clock.setTimeout(callback, ms) },
});
const figures = useFigures('read-retries', platform);
afterEach(() => platform.current.faults.reset());

let ids: Awaited<ReturnType<typeof stockedIds>>;
beforeAll(async () => {
  ids = await stockedIds(platform.current.url);
});

/** A shopper with warm tokens and a cart holding two mugs, before any fault is set. */
async function shopperWithCart(options: Parameters<typeof shopper>[1] = {}) {
  const s = shopper(platform.current.url, options);
  await s.client.cartV1.add({ lineItems: [line(ids['classic-white-mug'], 2)] });
  return s;
}

const faults = (...rules: Array<Record<string, unknown>>) => platform.current.faults.set({ rules });

describe('reads retry through faults', () => {
  it('rides out a burst of 503s on GET current cart, waiting with full jitter between tries', async () => {
    // random() = 0.999 makes each wait just under its ceiling: 300 ms doubling → 299, 599.
    const s = await shopperWithCart({
      retry: { baseDelayMs: 300 },
      platform: { random: () => 0.999, ...onClock() },
    });
    faults({ pathPrefix: CART_PATH, method: 'GET', status: 503, times: 2 });
    const reading = s.client.cartV1.get();
    // The second try goes out once 299 ms have passed, not before; the third once 599 more have.
    await clock.waiting(299);
    await clock.advance(298);
    expect(s.sent('GET', CART_PATH)).toBe(1);
    await clock.advance(1);
    await clock.waiting(599);
    expect(s.sent('GET', CART_PATH)).toBe(2);
    await clock.advance(598);
    expect(s.sent('GET', CART_PATH)).toBe(2);
    await clock.advance(1);
    const cart = await reading;
    figures.operations++;
    figures.retries += s.retries.length;
    expect(cart.lineItems[0]?.quantity).toBe(2);
    expect(s.sent('GET', CART_PATH)).toBe(3);
    expect(s.retries.map((r) => [r.attempt, r.delayMs, (r.error as ApiError).status])).toEqual([
      [1, 299, 503],
      [2, 599, 503],
    ]);
    expect(s.retries[0]).toMatchObject({ method: 'GET', path: CART_PATH });
  });

  it('waits a random part of the ceiling: random() = 0 retries at once', async () => {
    const s = await shopperWithCart({ platform: { random: () => 0 } });
    faults({ pathPrefix: CART_PATH, method: 'GET', status: 500, times: 3 });
    await expect(s.client.cartV1.get()).resolves.toMatchObject({ lineItems: [{ quantity: 2 }] });
    figures.operations++;
    figures.retries += s.retries.length;
    expect(s.retries.map((r) => r.delayMs)).toEqual([0, 0, 0]);
  });

  it('gives up after 3 retries and hands the last 5xx to the caller', async () => {
    const s = await shopperWithCart();
    faults({ pathPrefix: CART_PATH, method: 'GET', status: 502 });
    const error = await s.client.cartV1.get().catch((e: unknown) => e);
    figures.operations++;
    figures.retries += s.retries.length;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'INJECTED_502' });
    expect(s.sent('GET', CART_PATH)).toBe(4);
    expect(s.retries.map((r) => r.attempt)).toEqual([1, 2, 3]);
  });

  it('honours a smaller or larger bound on retries, and retries: 0 turns them off', async () => {
    const one = await shopperWithCart({ retry: { retries: 1, baseDelayMs: 1 } });
    faults({ pathPrefix: CART_PATH, method: 'GET', status: 503 });
    await expect(one.client.cartV1.get()).rejects.toMatchObject({ status: 503 });
    expect(one.sent('GET', CART_PATH)).toBe(2);
    const none = await shopperWithCart({ retry: { retries: 0 } });
    faults({ pathPrefix: CART_PATH, method: 'GET', status: 503 });
    await expect(none.client.cartV1.get()).rejects.toMatchObject({ status: 503 });
    expect(none.sent('GET', CART_PATH)).toBe(1);
    expect(none.retries).toEqual([]);
    figures.operations += 2;
    figures.retries += one.retries.length;
  });

  it('retries a dropped connection, before or after the platform handled the read', async () => {
    const s = await shopperWithCart();
    faults(
      { pathPrefix: CART_PATH, method: 'GET', drop: true, times: 1 },
      { pathPrefix: CART_PATH, method: 'GET', dropAfterHandling: true, times: 1 },
    );
    await expect(s.client.cartV1.get()).resolves.toMatchObject({ lineItems: [{ quantity: 2 }] });
    figures.operations++;
    figures.retries += s.retries.length;
    expect(s.retries.map((r) => (r.error as SystemError).code)).toEqual(['UNKNOWN', 'UNKNOWN']);
    expect(s.sent('GET', CART_PATH)).toBe(3);
  });

  it('retries catalog reads: GET product, GET query, and the POST queries that change nothing', async () => {
    const s = shopper(platform.current.url);
    const mug = ids['classic-white-mug'];
    faults({ pathPrefix: '/stores-reader/', status: 503, times: 1 });
    await expect(s.client.catalog.getProduct(mug)).resolves.toMatchObject({ product: { id: mug } });
    faults({ pathPrefix: '/stores-reader/', drop: true, times: 1 });
    const page = await s.client.catalog.queryProducts().eq('slug', 'wool-socks').find();
    expect(page.items.map((p) => p.id)).toEqual([ids['wool-socks']]);
    faults({ pathPrefix: '/stores-reader/', method: 'POST', status: 504, times: 1 });
    await expect(s.client.catalog.productOptionsAvailability(mug, {})).resolves.toBeDefined();
    faults({ pathPrefix: '/stores-reader/', method: 'POST', dropAfterHandling: true, times: 1 });
    const variants = await s.client.catalog.queryProductVariants(mug);
    expect(variants.variants.length).toBeGreaterThan(0);
    figures.operations += 4;
    figures.retries += s.retries.length;
    expect(s.retries.map((r) => `${r.method} ${r.path.split('/').slice(0, 4).join('/')}`)).toEqual([
      'GET /stores-reader/v1/products',
      'GET /stores-reader/v1/products',
      'POST /stores-reader/v1/products',
      'POST /stores-reader/v1/products',
    ]);
  });

  it('retries estimate-totals, a POST that only reads', async () => {
    const s = await shopperWithCart();
    faults({ pathPrefix: `${CART_PATH}/estimate-totals`, status: 503, times: 2 });
    const estimate = await s.client.cartV1.estimateTotals({});
    figures.operations++;
    figures.retries += s.retries.length;
    expect(estimate.cart?.lineItems?.[0]?.quantity).toBe(2);
    expect(s.sent('POST', `${CART_PATH}/estimate-totals`)).toBe(3);
  });
});

describe('reads that must not retry', () => {
  it('never retries a 4xx: no cart yet (404) is one request', async () => {
    const s = shopper(platform.current.url);
    const error = await s.client.cartV1.get().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'OWNED_CART_NOT_FOUND', status: 404 });
    expect(s.sent('GET', CART_PATH)).toBe(1);
    expect(s.retries).toEqual([]);
  });

  it('never retries an injected 400, 403 or 409', async () => {
    const s = await shopperWithCart();
    for (const status of [400, 403, 409]) {
      faults({ pathPrefix: CART_PATH, method: 'GET', status, times: 1 });
      await expect(s.client.cartV1.get()).rejects.toMatchObject({ status });
    }
    figures.operations += 3;
    expect(s.sent('GET', CART_PATH)).toBe(3);
    expect(s.retries).toEqual([]);
  });

  it('does not retry a 429 that names no Retry-After', async () => {
    const s = await shopperWithCart();
    faults({ pathPrefix: CART_PATH, method: 'GET', status: 429, times: 1 });
    await expect(s.client.cartV1.get()).rejects.toMatchObject({ status: 429 });
    figures.operations++;
    expect(s.sent('GET', CART_PATH)).toBe(1);
  });

  it('stops waiting between tries when the caller aborts, and sends nothing more', async () => {
    const s = await shopperWithCart({
      retry: { baseDelayMs: 10_000 },
      platform: { random: () => 0.99, ...onClock() },
    });
    faults({ pathPrefix: CART_PATH, method: 'GET', status: 503 });
    const controller = new AbortController();
    const pending = s.client.cartV1.get(controller.signal);
    await clock.waiting(9_900); // the wait before the second try
    const started = clock.now();
    controller.abort(new Error('drawer closed'));
    await expect(pending).rejects.toThrow('drawer closed');
    figures.operations++;
    // At once: no time passed, and the wait is given up, not left to run out.
    expect(clock.now()).toBe(started);
    expect(clock.pending).toBe(0);
    // Nothing more is sent, even once the wait would have ended.
    await clock.advance(10_000);
    expect(s.sent('GET', CART_PATH)).toBe(1);
  });
});

describe('latency and timeouts of reads', () => {
  it('rides out a latency spike shorter than the timeout without retrying', async () => {
    const s = await shopperWithCart({ timeoutMs: 1_000, platform: onClock() });
    platform.current.faults.set({ latencyMs: 200 });
    const reading = s.client.cartV1.get();
    await clock.waiting(200); // the platform holds the read
    await clock.advance(200);
    await expect(reading).resolves.toMatchObject({ lineItems: [{ quantity: 2 }] });
    figures.operations++;
    expect(s.retries).toEqual([]);
  });

  it('times a slow read out per attempt, retries it, then reports TIMEOUT', async () => {
    const s = await shopperWithCart({
      timeoutMs: 100,
      retry: { retries: 1, baseDelayMs: 1 },
      platform: { random: () => 0, ...onClock() }, // the retry at once
    });
    platform.current.faults.set({ latencyMs: 800 });
    const started = clock.now();
    const failing = s.client.cartV1.get().catch((e: unknown) => e);
    for (const attempt of [1, 2]) {
      await clock.waiting(100); // this attempt's time limit
      expect(s.sent('GET', CART_PATH), `attempt ${attempt}`).toBe(attempt);
      await clock.advance(100);
    }
    const error = await failing;
    figures.operations++;
    figures.retries += s.retries.length;
    expect(isSystemError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'TIMEOUT', timedOut: true, outcomeUnknown: false });
    expect((error as SystemError).message).toBe('System error occurred: The request timed out after 100 ms');
    expect(s.retries.map((r) => (r.error as SystemError).code)).toEqual(['TIMEOUT']);
    expect(s.sent('GET', CART_PATH)).toBe(2);
    // two attempts of 100 ms each, not the 800 ms of the platform
    expect(clock.now() - started).toBe(200);
  });

  it('succeeds on the retry when the spike is over', async () => {
    const s = await shopperWithCart({
      timeoutMs: 150,
      retry: { baseDelayMs: 1 },
      platform: { random: () => 0, ...onClock() }, // the retry at once
    });
    platform.current.faults.set({ latencyMs: 400 });
    const pending = s.client.cartV1.get();
    await clock.waiting(400); // the platform holds the first attempt
    // the spike ends while the first attempt waits; its time runs out and the retry is answered at once
    platform.current.faults.set({ latencyMs: 0 });
    await clock.advance(150);
    await expect(pending).resolves.toMatchObject({ lineItems: [{ quantity: 2 }] });
    figures.operations++;
    figures.retries += s.retries.length;
    expect(s.retries).toHaveLength(1);
  });

  it('keeps the caller`s abort apart from a timeout: the abort reason, not a SystemError', async () => {
    const s = await shopperWithCart({ timeoutMs: 5_000, platform: onClock() });
    platform.current.faults.set({ latencyMs: 300 });
    const controller = new AbortController();
    const pending = s.client.cartV1.get(controller.signal);
    await clock.waiting(300); // the platform holds the read
    controller.abort(new Error('left the page'));
    const error = await pending.catch((e: unknown) => e);
    expect(error).toEqual(new Error('left the page'));
    expect(s.retries).toEqual([]);
  });
});
