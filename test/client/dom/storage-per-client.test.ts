// @vitest-environment happy-dom
// `localTokenStorage()` keeps each client id's tokens under the widget's key, so a page's client and widget
// are one visitor; tokens kept under the old shared key move there once. Against the emulator over HTTP.
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, localTokenStorage, type Tokens } from '../../../src/index.ts';
import { usePlatform } from '../../support/platform.ts';

const platform = usePlatform();
const visitor: Tokens = {
  accessToken: { value: 'a-1', expiresAt: 2_000_000_000 },
  refreshToken: { value: 'r-1', role: 'visitor' },
};

afterEach(() => localStorage.clear());

const client = (clientId = 'demo') =>
  createClient({
    clientId,
    apiBase: platform.current.url,
    tokenStorage: localTokenStorage(),
    platform: { window },
  });

describe('localTokenStorage() without a key', () => {
  it('keeps a client’s tokens under dropcart:<client id>:tokens, the key the widget reads', async () => {
    await client().auth.accessToken();
    const stored = JSON.parse(localStorage.getItem('dropcart:demo:tokens') ?? 'null') as Tokens | null;
    expect(stored?.refreshToken.role).toBe('visitor');
    expect(localStorage.getItem('dropcart.tokens')).toBeNull();
    // The widget's storage for the same client id sees the same visitor.
    expect(localTokenStorage('dropcart:demo:tokens', { window }).get()).toEqual(stored);
  });

  it('moves tokens kept under the old shared key to the client’s key once, so the shopper keeps the session', () => {
    localStorage.setItem('dropcart.tokens', JSON.stringify(visitor));
    const moved = client();
    expect(moved.auth.getTokens()).toEqual(visitor);
    expect(JSON.parse(localStorage.getItem('dropcart:demo:tokens') ?? 'null')).toEqual(visitor);
    expect(localStorage.getItem('dropcart.tokens')).toBeNull();
  });

  it('keeps two client ids apart, and never moves old tokens over a client’s own', () => {
    const own: Tokens = { ...visitor, refreshToken: { value: 'r-own', role: 'visitor' } };
    localStorage.setItem('dropcart:demo:tokens', JSON.stringify(own));
    localStorage.setItem('dropcart.tokens', JSON.stringify(visitor));
    expect(client().auth.getTokens()).toEqual(own);
    expect(client('other-site').auth.getTokens().refreshToken.role).toBe('none');
  });
});
