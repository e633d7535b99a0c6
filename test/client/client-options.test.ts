import { describe, expect, it } from 'vitest';
import {
  createClient,
  createStoreClient,
  DEFAULT_API_BASE,
  emptyTokens,
  memoryTokenStorage,
  moneyToNumber,
  type Tokens,
} from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';

const platform = usePlatform();

describe('createClient options', () => {
  it('requires a client id', () => {
    expect(() => createClient({ clientId: '' })).toThrow('createClient: clientId is required');
  });

  it('talks to www.wixapis.com by default, through the fetch it is given', async () => {
    expect(DEFAULT_API_BASE).toBe('https://www.wixapis.com');
    const seen: string[] = [];
    const client = createClient({
      clientId: 'demo',
      platform: {
        fetch: async (input) => {
          seen.push(String(input));
          throw new TypeError('offline');
        },
      },
    });
    await expect(client.cartV1.get()).rejects.toMatchObject({ name: 'SystemError', code: 'UNKNOWN' });
    expect(seen).toEqual(['https://www.wixapis.com/oauth2/token']);
  });

  it('uses the injected clock for token expiry', async () => {
    const client = createClient({
      clientId: 'demo',
      apiBase: platform.current.url,
      platform: { now: () => 1_000_000_000_000 },
    });
    await client.auth.accessToken();
    // the emulator's visitor tokens last 14400 s; expiry is the injected now (in seconds) plus that
    expect(client.auth.getTokens().accessToken.expiresAt).toBe(1_000_000_000 + 14400);
  });

  it('starts from the tokens of the storage it is given', () => {
    const tokens: Tokens = {
      accessToken: { value: 'a', expiresAt: 1 },
      refreshToken: { value: 'r', role: 'member' },
    };
    const client = createClient({ clientId: 'demo', tokenStorage: memoryTokenStorage(tokens) });
    expect(client.auth.loggedIn()).toBe(true);
    expect(client.auth.role()).toBe('member');
    client.auth.setTokens(emptyTokens());
    expect(client.auth.role()).toBe('none');
  });

  it('needs a URL for parseFromUrl where there is no window', () => {
    const client = createClient({ clientId: 'demo' });
    expect(() => client.auth.parseFromUrl()).toThrow('parseFromUrl: pass the URL');
    expect(client.auth.parseFromUrl('https://shop.example/cb?code=c1&state=s1', 'query')).toEqual({
      code: 'c1',
      state: 's1',
    });
  });

  it('offers a store client without the raw adapters, and no client of dropcart carries merchant calls', () => {
    const store = createStoreClient({ clientId: 'demo' });
    expect(Object.keys(store).sort()).toEqual(['auth', 'cart', 'members', 'products', 'redirects']);
    expect(store.auth).not.toHaveProperty('signOn');
    const whole = createClient({ clientId: 'demo' });
    expect(Object.keys(whole).sort()).toEqual([
      'auth',
      'cart',
      'cartV1',
      'cartV2',
      'catalog',
      'catalogV3',
      'members',
      'products',
      'redirects',
    ]);
    expect(whole.auth).not.toHaveProperty('signOn');
  });

  it('speaks Cart V2 unless told cartApi v1, and refuses any other cartApi', async () => {
    expect(await createClient({ clientId: 'demo' }).cart.api()).toBe('v2');
    expect(await createClient({ clientId: 'demo', cartApi: 'v1' }).cart.api()).toBe('v1');
    expect(() => createClient({ clientId: 'demo', cartApi: 'v3' as 'v1' })).toThrow(
      `createClient: cartApi must be 'v1' or 'v2', not "v3"`,
    );
  });
});

describe('moneyToNumber', () => {
  it('reads decimal strings and MultiCurrencyPrice objects', () => {
    expect(moneyToNumber('10.50')).toBe(10.5);
    expect(moneyToNumber({ amount: '0' })).toBe(0);
    expect(moneyToNumber({ amount: '1234.567' })).toBe(1234.567);
  });

  it('gives NaN for a missing or non-numeric amount rather than a wrong number', () => {
    expect(moneyToNumber(undefined)).toBeNaN();
    expect(moneyToNumber('')).toBeNaN();
    expect(moneyToNumber('$10')).toBeNaN();
  });
});
