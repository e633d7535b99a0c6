// Tokens under faults and races at the client level: tabs that share storage renew once; a token that
// expires mid-session is renewed transparently; a refresh that fails once is retried and keeps the member; a
// refused refresh token, or one that fails beyond the retries, gives a visitor and session-ended (spec §4);
// a token endpoint that fails every grant (dropped, slow) leaves the tokens and never wedges renewal.
// (50 concurrent calls with an expired token make 1 token request: test/client/tokens.test.ts.)
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { realTimers } from '../../demo/platform/platform.ts';
import { isSystemError, type Tokens } from '../../src/index.ts';
import { type TestClock, testClock } from '../support/clock.ts';
import { usePlatform } from '../support/platform.ts';
import { useFigures } from './support/figures.ts';
import { cartOnPlatform, line, shopper, stockedIds, unitsOf } from './support/store.ts';
import { fifoLocks, origin } from './support/tabs.ts';

// Each test's clock, for the emulator's latency and the time limits of a client that names it.
let clock: TestClock;
beforeEach(() => {
  clock = testClock(Date.now());
});

// A Catalog V1 site: these tests read the V1 catalog (a V3 site refuses it with 428).
const platform = usePlatform({
  config: { catalogVersion: 'V1_CATALOG' },
  timers: { ...realTimers, setTimeout: (callback, ms) => clock.setTimeout(callback, ms) },
});
const figures = useFigures('token-races', platform);
afterEach(() => platform.current.faults.reset());

let ids: Awaited<ReturnType<typeof stockedIds>>;
beforeAll(async () => {
  ids = await stockedIds(platform.current.url);
});

const HOUR = 3_600_000;
const expired = (t: Tokens): Tokens => ({ ...t, accessToken: { ...t.accessToken, expiresAt: 1 } });
const asMember = (t: Tokens): Tokens => ({ ...t, refreshToken: { ...t.refreshToken, role: 'member' } });

describe('two tabs sharing storage', () => {
  for (const [kind, locks] of [
    ['Web Locks', fifoLocks()],
    ['the localStorage lease', undefined],
  ] as const) {
    it(`renew an expired token once, with ${kind}, and both read the same cart`, async () => {
      const o = origin(platform.current.url, locks);
      const a = o.tab();
      const b = o.tab();
      await a.client.cartV1.add({ lineItems: [line(ids['classic-white-mug'], 2)] });
      a.client.auth.setTokens(asMember(expired(a.client.auth.getTokens())));
      const before = o.grants().length;
      const carts = await Promise.all([a.client.cartV1.get(), b.client.cartV1.get(), a.client.cartV1.get()]);
      figures.operations += 3;
      expect(o.grants().slice(before)).toEqual(['refresh_token']);
      expect(new Set(carts.map((c) => c.id)).size).toBe(1);
      expect(carts.map((c) => unitsOf(c, ids['classic-white-mug']))).toEqual([2, 2, 2]);
      expect(b.client.auth.getTokens()).toEqual(a.client.auth.getTokens());
      expect(b.client.auth.loggedIn()).toBe(true);
    });
  }

  it('keep the member when the refresh is dropped once: retried, renewed once for both', async () => {
    const o = origin(platform.current.url, fifoLocks());
    const a = o.tab();
    const b = o.tab();
    await a.client.cartV1.add({ lineItems: [line(ids['wool-socks'], 1)] });
    const member = asMember(expired(a.client.auth.getTokens()));
    a.client.auth.setTokens(member);
    const before = o.grants().length;
    platform.current.faults.set({ rules: [{ pathPrefix: '/oauth2/token', drop: true, times: 1 }] });
    const carts = await Promise.all([a.client.cartV1.get(), b.client.cartV1.get()]);
    figures.operations += 2;
    expect(carts.map((c) => unitsOf(c, ids['wool-socks']))).toEqual([1, 1]);
    // The dropped refresh is retried inside the lock; the other tab uses what it stored.
    expect(o.grants().slice(before)).toEqual(['refresh_token', 'refresh_token']);
    expect(b.client.auth.getTokens().refreshToken).toEqual(member.refreshToken);
    expect([...a.changes, ...b.changes].map((c) => c.reason)).not.toContain('session-ended');
    await Promise.all([a.client.cartV1.get(), b.client.cartV1.get()]);
    expect(o.grants().slice(before)).toHaveLength(2);
  });

  it('end the session once for both when the platform refuses the refresh token', async () => {
    const o = origin(platform.current.url, fifoLocks());
    const a = o.tab();
    const b = o.tab();
    a.client.auth.setTokens({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: 'revoked-refresh-token', role: 'member' },
    });
    const before = o.grants().length;
    const errors = await Promise.all([
      a.client.cartV1.get().catch((e: unknown) => e),
      b.client.cartV1.get().catch((e: unknown) => e),
    ]);
    figures.operations += 2;
    // a new visitor has no cart: both tabs get the platform's answer for one, not a token error
    expect(errors).toMatchObject([{ code: 'OWNED_CART_NOT_FOUND' }, { code: 'OWNED_CART_NOT_FOUND' }]);
    expect(o.grants().slice(before)).toEqual(['refresh_token', 'anonymous']);
    expect(a.changes.map((c) => c.reason)).toEqual(['set', 'session-ended']);
    expect(b.client.auth.role()).toBe('visitor');
    expect(b.client.auth.getTokens()).toEqual(a.client.auth.getTokens());
  });
});

describe('a token that expires mid-session', () => {
  it('is renewed before the next call, transparently, and the cart is still there', async () => {
    let skew = 0;
    const s = shopper(platform.current.url, { platform: { now: () => Date.now() + skew } });
    await s.client.cartV1.add({ lineItems: [line(ids['notebook-dot-grid'], 2)] });
    s.client.auth.setTokens(asMember(s.client.auth.getTokens()));
    const reasons: string[] = [];
    s.client.auth.subscribe((c) => reasons.push(c.reason));
    // Five hours pass for both sides: the 4-hour access token has expired everywhere.
    platform.current.advanceClock(5 * HOUR);
    skew = 5 * HOUR;
    const carts = await Promise.all(Array.from({ length: 10 }, () => s.client.cartV1.get()));
    figures.operations += 10;
    expect(carts.every((c) => unitsOf(c, ids['notebook-dot-grid']) === 2)).toBe(true);
    expect(reasons).toEqual(['renewed']);
    expect(s.client.auth.loggedIn()).toBe(true);
    expect(s.requests.filter((r) => r.path === '/oauth2/token')).toHaveLength(2); // anonymous, then one refresh
  });

  it('is renewed after a 401 when only the platform saw it expire, behind a 5xx burst', async () => {
    const s = shopper(platform.current.url);
    await s.client.cartV1.add({ lineItems: [line(ids['canvas-tote-bag'], 1)] });
    const before = s.client.auth.getTokens();
    platform.current.advanceClock(5 * HOUR); // the platform's clock runs ahead: the token expired there only
    platform.current.faults.set({
      rules: [{ pathPrefix: '/ecom/v1/carts/current', method: 'GET', status: 503, times: 2 }],
    });
    const cart = await s.client.cartV1.get();
    figures.operations++;
    figures.retries += s.retries.length;
    expect(unitsOf(cart, ids['canvas-tote-bag'])).toBe(1);
    // 503, 503 (retried), 401 (renewed), 200
    const cartCalls = s.requests.filter((r) => r.path === '/ecom/v1/carts/current' && r.method === 'GET');
    expect(cartCalls.map((r) => r.authorization === before.accessToken.value)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(s.retries).toHaveLength(2);
    expect(s.client.auth.getTokens().refreshToken).toEqual(before.refreshToken);
  });
});

describe('a failing token endpoint', () => {
  for (const fault of [{ status: 500 }, { status: 503 }, { drop: true }] as const) {
    it(`that fails the refresh once (${JSON.stringify(fault)}) is retried: the member stays signed in`, async () => {
      const s = shopper(platform.current.url);
      await s.client.cartV1.add({ lineItems: [line(ids['striped-beanie'], 1)] });
      const member = asMember(expired(s.client.auth.getTokens()));
      s.client.auth.setTokens(member);
      const reasons: string[] = [];
      s.client.auth.subscribe((c) => reasons.push(c.reason));
      platform.current.faults.set({ rules: [{ pathPrefix: '/oauth2/token', times: 1, ...fault }] });
      const cart = await s.client.cartV1.get();
      figures.operations++;
      figures.retries += s.retries.length;
      expect(unitsOf(cart, ids['striped-beanie'])).toBe(1);
      expect(s.retries.map((r) => r.path)).toEqual(['/oauth2/token']);
      expect(s.client.auth.role()).toBe('member');
      expect(s.client.auth.getTokens().refreshToken).toEqual(member.refreshToken);
      expect(reasons).toEqual(['renewed']);
    });
  }

  it('that fails the refresh beyond the retries gives a new visitor (spec §4), told as session-ended', async () => {
    const s = shopper(platform.current.url);
    await s.client.cartV1.add({ lineItems: [line(ids['striped-beanie'], 1)] });
    s.client.auth.setTokens(asMember(expired(s.client.auth.getTokens())));
    const reasons: string[] = [];
    s.client.auth.subscribe((c) => reasons.push(c.reason));
    // the first try and the policy's 3 retries of the refresh fail; the anonymous grant after them does not
    platform.current.faults.set({ rules: [{ pathPrefix: '/oauth2/token', status: 503, times: 4 }] });
    const error = await s.client.cartV1.get().catch((e: unknown) => e);
    figures.operations++;
    expect(error).toMatchObject({ code: 'OWNED_CART_NOT_FOUND' }); // a new visitor has no cart
    expect(s.retries).toHaveLength(3);
    expect(s.client.auth.role()).toBe('visitor');
    expect(reasons).toEqual(['session-ended']);
  });

  it('that fails every grant leaves the tokens as they were and tells the caller', async () => {
    const s = shopper(platform.current.url, { retry: { retries: 1, baseDelayMs: 5 } });
    await s.client.cartV1.add({ lineItems: [line(ids['striped-beanie'], 1)] });
    const member = asMember(expired(s.client.auth.getTokens()));
    s.client.auth.setTokens(member);
    platform.current.faults.set({ rules: [{ pathPrefix: '/oauth2/token', drop: true }] });
    const error = await s.client.cartV1.get().catch((e: unknown) => e);
    figures.operations++;
    expect(isSystemError(error)).toBe(true);
    expect(s.client.auth.getTokens()).toEqual(member);
    // refresh, its retry, then the anonymous grant
    expect(s.requests.filter((r) => r.path === '/oauth2/token')).toHaveLength(4);
  });

  it('too slow to answer times the renewal out instead of wedging every later call', async () => {
    // No retries here, so the time limit alone is seen: the refresh's 100 ms, then the visitor grant's.
    const s = shopper(platform.current.url, {
      timeoutMs: 100,
      retry: { retries: 0 },
      platform: { setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout },
    });
    await s.client.cartV1.add({ lineItems: [line(ids['wool-socks'], 2)] });
    const member = asMember(expired(s.client.auth.getTokens()));
    s.client.auth.setTokens(member);
    platform.current.faults.set({ latencyMs: 600 });
    const grants = () => s.requests.filter((r) => r.path === '/oauth2/token');
    const started = clock.now();
    const failing = Promise.all(
      Array.from({ length: 5 }, () => s.client.cartV1.get().catch((e: unknown) => e)),
    );
    await clock.waiting(600); // the platform holds the refresh
    await clock.advance(100);
    await vi.waitFor(() => expect(grants()).toHaveLength(3)); // then the visitor grant that falls back
    await clock.advance(100);
    const errors = await failing;
    figures.operations += 5;
    // All five are told when the grants' 100 ms each are up, not when the platform's 600 are.
    expect(clock.now() - started).toBe(200);
    expect(errors.every((e) => isSystemError(e) && e.code === 'TIMEOUT')).toBe(true);
    expect(grants()).toHaveLength(3); // anonymous, the refresh, the fallback's anonymous
    expect(s.client.auth.getTokens()).toEqual(member);
    platform.current.faults.reset();
    const cart = await s.client.cartV1.get();
    expect(unitsOf(cart, ids['wool-socks'])).toBe(2);
    expect(s.client.auth.role()).toBe('member');
    const onPlatform = await cartOnPlatform(platform.current, s.client.auth.getTokens());
    expect(unitsOf(onPlatform, ids['wool-socks'])).toBe(2);
  });
});
