// 429 and 503 with Retry-After (played by a scripted server: the emulator's faults send no headers), and
// the backoff arithmetic itself with an injected random source.
import { describe, expect, it } from 'vitest';
import { retryDelay } from '../../src/http/retry.ts';
import { retryAfterMs } from '../../src/http/to-call-error.ts';
import { ApiError, createClient, memoryTokenStorage, type RetryInfo, SystemError } from '../../src/index.ts';
import { useFigures } from './support/figures.ts';
import { useScriptedServer } from './support/scripted-server.ts';

const server = useScriptedServer();
const figures = useFigures('retry-after');
const CART = '/ecom/v1/carts/current';
const warm = {
  accessToken: { value: 'token', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
  refreshToken: { value: 'refresh', role: 'visitor' as const },
};
const tooMany = (retryAfter?: string) => ({
  status: 429,
  headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
  body: { message: 'Too many requests', details: {} },
});
const cart = { status: 200, body: { cart: { id: 'c1', lineItems: [] } } };

function client(options: { maxDelayMs?: number } = {}) {
  const retries: RetryInfo[] = [];
  const c = createClient({
    clientId: 'demo',
    apiBase: server.url,
    tokenStorage: memoryTokenStorage(warm),
    retry: { baseDelayMs: 1, ...options },
    onRetry: (info) => retries.push(info),
  });
  return { client: c, retries };
}

describe('Retry-After', () => {
  it('waits as long as a 429 asks (seconds), then reads', async () => {
    server.script(CART, tooMany('1'), cart);
    const { client: c, retries } = client();
    await expect(c.cartV1.get()).resolves.toMatchObject({ id: 'c1' });
    expect(retries.map((r) => r.delayMs)).toEqual([1000]);
    figures.operations++;
    figures.retries += retries.length;
    figures.faultsInjected++;
    const [first, second] = server.arrivals.get(CART) ?? [];
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(990);
  });

  it('takes an HTTP date too, and a 503 with Retry-After waits for it instead of the backoff', async () => {
    const inAMoment = new Date(Date.now() + 2_000).toUTCString(); // whole seconds: 1-2 s from now
    server.script(CART, { status: 503, headers: { 'retry-after': inAMoment }, body: {} }, cart);
    const { client: c, retries } = client();
    await expect(c.cartV1.get()).resolves.toMatchObject({ id: 'c1' });
    figures.operations++;
    figures.retries += retries.length;
    figures.faultsInjected++;
    expect(retries[0]?.delayMs).toBeGreaterThan(500);
    expect(retries[0]?.delayMs).toBeLessThanOrEqual(2_000);
  });

  it('does not wait beyond maxDelayMs: a 429 asking for more goes to the caller at once', async () => {
    server.script(CART, tooMany('120'), cart);
    const { client: c, retries } = client({ maxDelayMs: 5_000 });
    const error = await c.cartV1.get().catch((e: unknown) => e);
    figures.operations++;
    figures.faultsInjected++;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 120_000 });
    expect(retries).toEqual([]);
    expect(server.arrivals.get(CART)).toHaveLength(1);
  });

  it('never retries a 429 to a change, whatever it asks', async () => {
    server.script(`${CART}/add-to-cart`, tooMany('0'), cart);
    const { client: c, retries } = client();
    await expect(c.cartV1.add({ lineItems: [] })).rejects.toMatchObject({ status: 429, retryAfterMs: 0 });
    figures.operations++;
    figures.faultsInjected++;
    expect(retries).toEqual([]);
    expect(server.arrivals.get(`${CART}/add-to-cart`)).toHaveLength(1);
  });
});

describe('the backoff arithmetic', () => {
  const failure = new SystemError(new TypeError('fetch failed'));
  const at = (random: number) => () => random;

  it('has ceilings of base × 2^(retry-1), capped by maxDelayMs, and a wait anywhere below (full jitter)', () => {
    const options = { retries: 6, baseDelayMs: 300, maxDelayMs: 5_000 };
    const ceilings = [1, 2, 3, 4, 5, 6].map((n) => retryDelay(failure, n, options, at(0.999_999)));
    expect(ceilings).toEqual([299, 599, 1199, 2399, 4799, 4999]);
    expect(retryDelay(failure, 3, options, at(0))).toBe(0);
    expect(retryDelay(failure, 3, options, at(0.5))).toBe(600);
  });

  it('stops after `retries` (default 3) and refuses what a repeat cannot cure', () => {
    expect(retryDelay(failure, 3, {}, at(0.5))).toBe(600);
    expect(retryDelay(failure, 4, {}, at(0.5))).toBeUndefined();
    const api = (status: number, retryAfter?: number) =>
      new ApiError('x', { code: 'X', status, details: {}, retryAfterMs: retryAfter });
    expect(retryDelay(api(500), 1, {}, at(0.5))).toBe(150);
    expect(retryDelay(api(404), 1, {}, at(0.5))).toBeUndefined();
    expect(retryDelay(api(429), 1, {}, at(0.5))).toBeUndefined();
    expect(retryDelay(api(429, 2_000), 1, {}, at(0.5))).toBe(2_000);
    expect(retryDelay(new Error('a bug'), 1, {}, at(0.5))).toBeUndefined();
    expect(retryDelay(new DOMException('aborted', 'AbortError'), 1, {}, at(0.5))).toBeUndefined();
  });

  it('reads Retry-After as delta-seconds or an HTTP date, and ignores what it cannot read', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
