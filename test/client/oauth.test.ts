import { describe, expect, it } from 'vitest';
import { isOAuthError, OAuthError, type TokenChange } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { ADA, emulatorAdminClient, emulatorClient } from './support/client.ts';

const platform = usePlatform();
const REDIRECT = 'http://localhost:3000/callback';

/** Follows the authorization URL the way a browser would, without following the final redirect. */
async function authorize(authUrl: string): Promise<string> {
  const res = await fetch(authUrl, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (!location) throw new Error(`authorize answered ${res.status} without a redirect`);
  return location;
}

async function signedInSession(client: ReturnType<typeof emulatorClient>['client']): Promise<string> {
  const result = await client.auth.login(ADA);
  if (!result.data?.sessionToken) throw new Error(`login failed: ${result.error}`);
  return result.data.sessionToken;
}

describe('OAuth redirect flow (protocol §4.3-4.4)', () => {
  it('generates PKCE data with a 43-character state', async () => {
    const { client } = emulatorClient(platform.current.url);
    const data = await client.auth.generateOAuthData(REDIRECT, 'http://localhost:3000/shop');
    expect(data.redirectUri).toBe(REDIRECT);
    expect(data.originalUri).toBe('http://localhost:3000/shop');
    expect(data.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(data.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await client.auth.generateOAuthData(REDIRECT)).originalUri).toBe('');
  });

  it('creates the auth redirect session with the exact body of §4.4', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const data = await client.auth.generateOAuthData(REDIRECT);
    const result = await client.auth.getAuthUrl(data);
    expect(result.authUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(result.authorizationEndpoint).toEqual(expect.any(String));
    const call = requests.find((r) => r.path === '/_api/redirects-api/v1/redirect-session');
    expect(call?.body).toEqual({
      auth: {
        authRequest: {
          redirectUri: REDIRECT,
          clientId: 'demo',
          codeChallenge: data.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: data.state,
        },
        prompt: 'login',
      },
    });
  });

  it('names the identity provider for social login', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const data = await client.auth.generateOAuthData(REDIRECT);
    await client.auth.getAuthUrl(data, { idp: 'google' }).catch(() => undefined);
    expect(requests.at(-1)?.body).toMatchObject({
      auth: { authRequest: { idp: '0e6a50f5-b523-4e29-990d-f37fa2ffdd69' } },
    });
    await client.auth.getAuthUrl(data, { idp: { connectionId: 'conn-1' } }).catch(() => undefined);
    expect(requests.at(-1)?.body).toMatchObject({ auth: { authRequest: { idp: 'conn-1' } } });
  });

  it('signs a member in through the code exchange (query response mode) and makes the role member', async () => {
    const { client, tokenRequests } = emulatorClient(platform.current.url);
    const sessionToken = await signedInSession(client);
    const data = await client.auth.generateOAuthData(REDIRECT);
    const { authUrl } = await client.auth.getAuthUrl(data, {
      prompt: 'none',
      responseMode: 'query',
      sessionToken,
    });
    const back = await authorize(authUrl);
    const { code, state } = client.auth.parseFromUrl(back, 'query');
    expect(state).toBe(data.state);
    const tokens = await client.auth.getMemberTokens(code ?? '', state ?? '', data);
    expect(tokens.refreshToken.role).toBe('member');
    // returned, not stored
    expect(client.auth.role()).toBe('visitor');
    const changes: TokenChange[] = [];
    client.auth.subscribe((c) => changes.push(c));
    client.auth.setTokens(tokens);
    expect(client.auth.loggedIn()).toBe(true);
    expect(changes.map((c) => c.reason)).toEqual(['set']);
    expect(tokenRequests().at(-1)?.body).toEqual({
      clientId: 'demo',
      grantType: 'authorization_code',
      redirectUri: REDIRECT,
      code,
      codeVerifier: data.codeVerifier,
    });
    // the member token works for a member-only call
    await expect(client.auth.changePassword('lovelace-1815')).resolves.toBeUndefined();
  });

  it('reads the answer from the fragment by default', async () => {
    const { client } = emulatorClient(platform.current.url);
    const sessionToken = await signedInSession(client);
    const data = await client.auth.generateOAuthData(REDIRECT);
    const { authUrl } = await client.auth.getAuthUrl(data, { prompt: 'none', sessionToken });
    const back = await authorize(authUrl);
    expect(new URL(back).hash).toContain('code=');
    const parsed = client.auth.parseFromUrl(back);
    expect(parsed.code).toEqual(expect.any(String));
    expect(parsed.state).toBe(data.state);
  });

  it('parses error and error_description', async () => {
    const { client } = emulatorClient(platform.current.url);
    const data = await client.auth.generateOAuthData(REDIRECT);
    const { authUrl } = await client.auth.getAuthUrl(data, { prompt: 'none', responseMode: 'query' });
    const back = await authorize(authUrl);
    expect(client.auth.parseFromUrl(back, 'query')).toEqual({
      state: data.state,
      error: 'login_required',
      errorDescription: expect.any(String),
    });
    expect(client.auth.parseFromUrl('http://x/#', 'fragment')).toEqual({});
  });

  it("refuses an exchange with a missing code or state, or a state that isn't ours", async () => {
    const { client, tokenRequests } = emulatorClient(platform.current.url);
    const data = await client.auth.generateOAuthData(REDIRECT);
    await expect(client.auth.getMemberTokens('', data.state, data)).rejects.toThrow('Missing code or _state');
    await expect(client.auth.getMemberTokens('c', '', data)).rejects.toThrow('Missing code or _state');
    const invalid = await client.auth.getMemberTokens('c', 'other-state', data).catch((e: unknown) => e);
    expect(isOAuthError(invalid)).toBe(true);
    expect(invalid).toMatchObject({ message: 'Invalid _state', code: 'INVALID_STATE', name: 'OAuthError' });
    expect(tokenRequests()).toEqual([]);
  });

  it('reports a refused code as a token request error', async () => {
    const { client } = emulatorClient(platform.current.url);
    const data = await client.auth.generateOAuthData(REDIRECT);
    await expect(client.auth.getMemberTokens('made-up-code', data.state, data)).rejects.toThrow(
      /^Failed to fetch tokens from OAuth API: .+\. request id: .*\. Response: \{/,
    );
  });
});

describe('logout (protocol §4.7)', () => {
  it('creates the logout session with the current token, then clears the tokens to none', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const token = await client.auth.accessToken();
    const changes: TokenChange[] = [];
    client.auth.subscribe((c) => changes.push(c));
    const { logoutUrl } = await client.auth.logout('http://localhost:3000/shop');
    expect(logoutUrl).toMatch(/^http/);
    const call = requests.find((r) => r.path === '/_api/redirects-api/v1/redirect-session');
    expect(call?.body).toEqual({
      logout: { clientId: 'demo' },
      callbacks: { postFlowUrl: 'http://localhost:3000/shop' },
    });
    expect(call?.authorization).toBe(token);
    expect(client.auth.role()).toBe('none');
    expect(client.auth.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    });
    expect(changes.map((c) => c.reason)).toEqual(['logout']);
  });
});

describe('raw-body identity answers', () => {
  it('decodes the base64 page of GET /v1/logout', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const page = await client.auth.identityLogout('http://localhost:3000/bye');
    expect(page).toContain('You are signed out.');
    expect(page).toContain('http://localhost:3000/bye');
    expect(requests.at(-1)?.url).toBe(
      `/_api/iam/authentication/v1/logout?postLogoutRedirectUri=${encodeURIComponent('http://localhost:3000/bye')}&clientId=demo`,
    );
  });

  it('decodes the base64 page of GET /v1/callback', async () => {
    const { client } = emulatorClient(platform.current.url);
    const sessionToken = await signedInSession(client);
    const session = (await client.redirects.createRedirectSession({ login: {} })).redirectSession;
    const page = await client.auth.callback({ state: session.id ?? '', sessionToken });
    expect(page).toContain('You are signed in.');
  });
});

describe('elevated calls', () => {
  it('has neither external login nor sign-on on a storefront client', () => {
    const { client, requests } = emulatorClient(platform.current.url);
    expect('admin' in client).toBe(false);
    expect('signOn' in client.auth).toBe(false);
    expect(requests).toEqual([]);
  });

  it('logs a member in externally with <access token>,<apiKey>', async () => {
    const { client, tokenRequests } = emulatorAdminClient(platform.current.url);
    const access = await client.auth.accessToken();
    const tokens = await client.admin.getMemberTokensForExternalLogin('0a6a1c1e-0000-4000-8000-00000000ada1');
    expect(tokens.refreshToken.role).toBe('member');
    const grant = tokenRequests().at(-1);
    expect(grant?.body).toEqual({
      grant_type: 'authorized_client',
      scope: 'offline_access',
      member_id: '0a6a1c1e-0000-4000-8000-00000000ada1',
    });
    expect(grant?.authorization).toBe(`${access},demo-admin-key`);
  });

  it('logs a member in externally by e-mail through sign-on', async () => {
    const { client, requests, tokenRequests } = emulatorAdminClient(platform.current.url);
    const tokens = await client.admin.getMemberTokensForExternalLoginWithSession({ email: ADA.email });
    expect(tokens.refreshToken.role).toBe('member');
    const signOn = requests.find((r) => r.path === '/_api/iam/authentication/v2/sign-on');
    expect(signOn?.body).toEqual({ loginId: { email: ADA.email } });
    expect(signOn?.authorization).toMatch(/,demo-admin-key$/);
    expect(tokenRequests().at(-1)?.body).toMatchObject({
      grant_type: 'authorized_client',
      session_token: expect.any(String),
    });
  });

  it('is an OAuthError family member with a stable name', () => {
    expect(new OAuthError('Invalid _state', 'INVALID_STATE').name).toBe('OAuthError');
  });
});
