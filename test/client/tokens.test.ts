import { afterEach, describe, expect, it } from 'vitest';
import { emptyTokens, isSystemError, type TokenChange } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';

const platform = usePlatform();
afterEach(() => platform.current.faults.reset());

describe('session role and token renewal', () => {
  it('starts as none and becomes visitor with an anonymous token on the first call', async () => {
    const { client, tokenRequests } = emulatorClient(platform.current.url);
    expect(client.auth.role()).toBe('none');
    expect(client.auth.loggedIn()).toBe(false);
    const before = Math.floor(Date.now() / 1000);
    const token = await client.auth.accessToken();
    expect(token).not.toBe('');
    expect(client.auth.role()).toBe('visitor');
    expect(client.auth.loggedIn()).toBe(false);
    expect(tokenRequests().map((r) => r.body)).toEqual([{ clientId: 'demo', grantType: 'anonymous' }]);
    expect(tokenRequests()[0]?.contentType).toBe('application/json');
    const { expiresAt } = client.auth.getTokens().accessToken;
    // expires_in from the platform (4 hours) added to now, in seconds
    expect(expiresAt).toBeGreaterThanOrEqual(before + 14400);
    expect(expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 14400);
  });

  it('reuses a valid token without asking again', async () => {
    const { client, tokenRequests } = emulatorClient(platform.current.url);
    const a = await client.auth.accessToken();
    const b = await client.auth.accessToken();
    expect(a).toBe(b);
    expect(tokenRequests()).toHaveLength(1);
  });

  it('renews an expired token with the refresh grant, keeping refresh token and role', async () => {
    const { client, tokenRequests } = emulatorClient(platform.current.url);
    await client.auth.accessToken();
    const first = client.auth.getTokens();
    client.auth.setTokens({ ...first, accessToken: { value: first.accessToken.value, expiresAt: 1 } });
    const changes: TokenChange[] = [];
    client.auth.subscribe((c) => changes.push(c));
    const renewed = await client.auth.accessToken();
    expect(renewed).not.toBe(first.accessToken.value);
    expect(tokenRequests()[1]?.body).toEqual({
      clientId: 'demo',
      refreshToken: first.refreshToken.value,
      grantType: 'refresh_token',
    });
    expect(client.auth.getTokens().refreshToken).toEqual(first.refreshToken);
    expect(changes.map((c) => c.reason)).toEqual(['renewed']);
  });

  it('makes one token request for 50 concurrent calls with an expired token', async () => {
    const { client, tokenRequests } = emulatorClient(platform.current.url);
    await client.auth.accessToken();
    const t = client.auth.getTokens();
    client.auth.setTokens({ ...t, accessToken: { ...t.accessToken, expiresAt: 1 } });
    const tokens = await Promise.all(Array.from({ length: 50 }, () => client.auth.accessToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(tokenRequests()).toHaveLength(2);
  });

  it('makes one anonymous request for 50 concurrent cart calls from a fresh client', async () => {
    const { client, tokenRequests } = emulatorClient(platform.current.url);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => client.auth.accessToken()));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(tokenRequests()).toHaveLength(1);
  });

  it('falls back to a new visitor and reports session-ended when the platform rejects the refresh token', async () => {
    const { client, tokenRequests } = emulatorClient(platform.current.url);
    client.auth.setTokens({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: 'not-a-refresh-token-the-platform-knows', role: 'member' },
    });
    expect(client.auth.loggedIn()).toBe(true);
    const changes: TokenChange[] = [];
    client.auth.subscribe((c) => changes.push(c));
    const token = await client.auth.accessToken();
    expect(token).not.toBe('');
    expect(client.auth.role()).toBe('visitor');
    expect(client.auth.loggedIn()).toBe(false);
    expect(tokenRequests().map((r) => (r.body as { grantType: string }).grantType)).toEqual([
      'refresh_token',
      'anonymous',
    ]);
    expect(changes.map((c) => c.reason)).toEqual(['session-ended']);
  });

  it('keeps the member through a network failure during renewal: the refresh is retried', async () => {
    const { client, tokenRequests } = emulatorClient(platform.current.url, { retry: { baseDelayMs: 0 } });
    await client.auth.accessToken();
    const visitor = client.auth.getTokens();
    const member = {
      accessToken: { value: visitor.accessToken.value, expiresAt: 1 },
      refreshToken: { ...visitor.refreshToken, role: 'member' as const },
    };
    client.auth.setTokens(member);
    const changes: TokenChange[] = [];
    client.auth.subscribe((c) => changes.push(c));
    platform.current.faults.set({ rules: [{ pathPrefix: '/oauth2/token', drop: true, times: 1 }] });
    await client.auth.accessToken();
    expect(
      tokenRequests()
        .slice(1)
        .map((r) => (r.body as { grantType: string }).grantType),
    ).toEqual(['refresh_token', 'refresh_token']);
    expect(client.auth.loggedIn()).toBe(true);
    expect(changes.map((c) => c.reason)).toEqual(['renewed']);
  });

  it('keeps the tokens and reports the error when every grant fails, the fallback visitor grant too', async () => {
    const { client } = emulatorClient(platform.current.url, { retry: { baseDelayMs: 0 } });
    await client.auth.accessToken();
    const visitor = client.auth.getTokens();
    const member = {
      accessToken: { value: visitor.accessToken.value, expiresAt: 1 },
      refreshToken: { ...visitor.refreshToken, role: 'member' as const },
    };
    client.auth.setTokens(member);
    platform.current.faults.set({ rules: [{ pathPrefix: '/oauth2/token', drop: true }] });
    const error = await client.auth.accessToken().catch((e: unknown) => e);
    expect(isSystemError(error)).toBe(true);
    expect(client.auth.getTokens()).toEqual(member);
  });

  it('lets one caller abort its wait without cancelling the shared renewal', async () => {
    const { client, tokenRequests } = emulatorClient(platform.current.url);
    const controller = new AbortController();
    const aborted = client.auth.accessToken(controller.signal);
    const other = client.auth.accessToken();
    controller.abort(new Error('left the page'));
    await expect(aborted).rejects.toThrow('left the page');
    expect(await other).not.toBe('');
    expect(tokenRequests()).toHaveLength(1);
  });

  it('starts no renewal for a caller that gave up before asking, so none can fail unheard', async () => {
    const { client, tokenRequests } = emulatorClient(platform.current.url);
    // Were a renewal started, its token request would fail here, with nobody waiting for it.
    platform.current.faults.set({ rules: [{ pathPrefix: '/oauth2/token', drop: true }] });
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(client.auth.accessToken(controller.signal)).rejects.toThrow('left the page');
    await expect(client.cartV1.get(controller.signal)).rejects.toThrow('left the page');
    expect(tokenRequests()).toEqual([]);
    expect(client.auth.role()).toBe('none');
  });

  it('renews and retries once when the platform refuses a token the client still thinks valid (401)', async () => {
    const { client, requests, tokenRequests } = emulatorClient(platform.current.url);
    await client.auth.accessToken();
    const before = client.auth.getTokens();
    // the platform's clock runs 5 hours ahead: the 4-hour token has expired there, not here
    platform.current.advanceClock(5 * 3_600_000);
    const error = await client.cartV1.get().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'OWNED_CART_NOT_FOUND' });
    const cartCalls = requests.filter((r) => r.path === '/ecom/v1/carts/current');
    expect(cartCalls.map((r) => r.authorization)).toEqual([
      before.accessToken.value,
      client.auth.getTokens().accessToken.value,
    ]);
    expect(tokenRequests().map((r) => (r.body as { grantType: string }).grantType)).toEqual([
      'anonymous',
      'refresh_token',
    ]);
    expect(client.auth.getTokens().refreshToken).toEqual(before.refreshToken);
  });

  it('keeps working when a subscriber throws', async () => {
    const thrown: unknown[] = [];
    const { client } = emulatorClient(platform.current.url, {
      platform: {
        setTimeout: (callback: () => void) => {
          try {
            callback();
          } catch (error) {
            thrown.push(error);
          }
          return 0;
        },
      },
    });
    client.auth.subscribe(() => {
      throw new Error('listener bug');
    });
    const seen: string[] = [];
    client.auth.subscribe((c) => seen.push(c.reason));
    await expect(client.auth.accessToken()).resolves.not.toBe('');
    expect(seen).toEqual(['renewed']);
    expect(thrown).toEqual([new Error('listener bug')]);
  });

  it('tells subscribers about setTokens and stops after unsubscribe', async () => {
    const { client } = emulatorClient(platform.current.url);
    const reasons: string[] = [];
    const off = client.auth.subscribe((c) => reasons.push(c.reason));
    client.auth.setTokens(emptyTokens());
    off();
    client.auth.setTokens(emptyTokens());
    expect(reasons).toEqual(['set']);
  });
});
