// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// Back from the hosted login page (issue 30 #4): the code leaves the address the moment the widget starts,
// a code someone else read from the address cannot be burnt without its verifier, and a code the platform
// refuses (spent, expired) tells the shopper to sign in again, not a misleading failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, type OAuthData } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { mountWidget } from './support.ts';

const platform = usePlatform();
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  history.replaceState(null, '', '/shop/');
});

/**
 * Sends this tab to the hosted login as the widget does (its PKCE data in sessionStorage) and brings it
 * back with Ada's code in the address, as the platform does (`responseMode: 'query'`).
 */
async function comeBackWithAdasCode(): Promise<{ code: string; data: OAuthData }> {
  const other = createClient({ clientId: 'demo', apiBase: platform.current.url });
  const login = await other.auth.login({ email: 'ada@example.com', password: 'lovelace-1815' });
  // The platform's answer page is not this test's to load: the code is read off the redirect.
  const data = await other.auth.generateOAuthData(`${platform.current.url}/_emulator/health`, location.href);
  const { authUrl } = await other.auth.getAuthUrl(data, {
    prompt: 'none',
    responseMode: 'query',
    sessionToken: login.data?.sessionToken ?? '',
  });
  const back = new URL((await fetch(authUrl)).url);
  const code = back.searchParams.get('code') ?? '';
  sessionStorage.setItem('dropcart:oauth', JSON.stringify(data));
  history.replaceState(null, '', `/shop/?page=2&code=${code}&state=${data.state}`);
  return { code, data };
}

/** Waits on the outcome itself; the ceiling only ends a test that went wrong, on however loaded a machine. */
const PATIENT = { timeout: 20_000, interval: 10 };

const exchange = (code: string, codeVerifier: string, redirectUri: string) =>
  fetch(`${platform.current.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: 'demo',
      grantType: 'authorization_code',
      code,
      codeVerifier,
      redirectUri,
    }),
  });

describe('the return from the hosted login page', () => {
  it('takes the code out of the address at once, and a thief without the verifier cannot burn it', async () => {
    const { code, data } = await comeBackWithAdasCode();
    // A page-view beacon read the address and someone spent the code with a verifier of their own.
    const stolen = await exchange(code, 'x'.repeat(43), data.redirectUri);
    expect(stolen.status).toBe(400);

    const widget = mountWidget(platform.current.url);
    // Synchronously, before any other script of the page gets a turn: no code, no state; the page's own
    // parameters stay.
    expect(location.search).toBe('?page=2');
    await vi.waitFor(async () => expect((await widget.api.getSession()).role).toBe('member'), PATIENT);
    expect(sessionStorage.getItem('dropcart:oauth')).toBeNull();
  });

  it('says the sign-in expired when the platform refuses the code', async () => {
    const { code, data } = await comeBackWithAdasCode();
    // Spent already (a second tab, a replay): the widget's own exchange is refused.
    expect((await exchange(code, data.codeVerifier, data.redirectUri)).status).toBe(200);

    const widget = mountWidget(platform.current.url);
    expect(location.search).toBe('?page=2');
    await vi.waitFor(
      () => expect(widget.shadow.textContent).toContain('Sign-in expired, please try again.'),
      PATIENT,
    );
    expect((await widget.api.getSession()).signedIn).toBe(false);
  });

  it('says it in German too', async () => {
    const { code, data } = await comeBackWithAdasCode();
    expect((await exchange(code, data.codeVerifier, data.redirectUri)).status).toBe(200);
    const widget = mountWidget(platform.current.url, { locale: 'de' });
    await vi.waitFor(
      () =>
        expect(widget.shadow.textContent).toContain('Die Anmeldung ist abgelaufen, bitte erneut versuchen.'),
      PATIENT,
    );
  });
});
