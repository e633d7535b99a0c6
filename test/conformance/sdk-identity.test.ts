// The official SDK, unchanged, against the emulator's identity side: tokens, login, register, verification,
// the hosted sign-in, logout and external login (protocol §4).
import { redirects } from '@wix/redirects';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { controlFetch, usePlatform } from '../support/platform.ts';
import { type FetchRedirect, redirectFetchTo } from '../support/sdk-fetch.ts';

const APP = 'http://localhost:5173';
const ADA_ID = '0a6a1c1e-0000-4000-8000-00000000ada1';
const platform = usePlatform();
let wire: FetchRedirect;
let nativeFetch: typeof fetch;

beforeAll(() => {
  nativeFetch = globalThis.fetch;
  wire = redirectFetchTo(platform.current.url);
});
afterAll(() => wire.restore());
afterEach(() => {
  vi.useRealTimers();
  Object.assign(platform.current.platform.config, {
    requireCaptcha: false,
    requireEmailVerification: false,
    requireOwnerApproval: false,
  });
});

/** What login/register/processVerification resolve to at run time (the SDK's union type hides the fields). */
interface Outcome {
  loginState: string;
  errorCode?: string;
  error?: string;
  data?: { sessionToken?: string; stateToken?: string };
}
const outcome = async (result: Promise<unknown>): Promise<Outcome> => (await result) as Outcome;

interface AuthUrlOptions {
  prompt?: 'login' | 'none';
  responseMode?: 'fragment' | 'query' | 'web_message';
  /** Accepted by getAuthUrl at run time (§4.4), though its declared options leave it out. */
  sessionToken?: string;
}
type OAuthData = ReturnType<ReturnType<typeof newClient>['auth']['generateOAuthData']>;
const authUrlOf = (client: ReturnType<typeof newClient>, data: OAuthData, options: AuthUrlOptions = {}) =>
  (
    client.auth.getAuthUrl as unknown as (
      data: OAuthData,
      options: AuthUrlOptions,
    ) => Promise<{ authUrl: string; authorizationEndpoint: string }>
  )(data, options);

const newClient = () => createClient({ auth: OAuthStrategy({ clientId: 'demo' }), modules: { redirects } });
const latestCode = async (to: string) => {
  const { mails } = (await (await controlFetch(platform.current.url, `/_emulator/outbox`)).json()) as {
    mails: Array<{ to: string; data: Record<string, string> }>;
  };
  return mails.filter((m) => m.to === to).at(-1)?.data.code;
};
const currentMember = async (accessToken: string) =>
  nativeFetch(`${platform.current.url}/members/v1/members/my`, { headers: { authorization: accessToken } });

describe('tokens', () => {
  it('gets anonymous visitor tokens that last expires_in', async () => {
    const client = newClient();
    const tokens = await client.auth.generateVisitorTokens();
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(tokens.accessToken.expiresAt).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 14399);
    expect(wire.requests.at(-1)).toMatchObject({ path: '/oauth2/token', body: { grantType: 'anonymous' } });
  });

  it('refreshes an expired access token with the refresh grant when the clock moves on', async () => {
    const client = newClient();
    const first = await client.auth.generateVisitorTokens();
    client.auth.setTokens(first);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 14_401_000);
    await client.redirects.createRedirectSession({ login: {} });
    const grants = wire.requests.filter((r) => r.path === '/oauth2/token').slice(-1);
    expect(grants[0]?.body).toMatchObject({
      grantType: 'refresh_token',
      refreshToken: first.refreshToken.value,
    });
    const renewed = client.auth.getTokens();
    expect(renewed.refreshToken).toEqual(first.refreshToken);
    expect(renewed.accessToken.value).not.toBe(first.accessToken.value);
  });
});

describe('login and register', () => {
  it('logs in to SUCCESS with a session token', async () => {
    const result = await outcome(
      newClient().auth.login({
        email: 'ada@example.com',
        password: 'lovelace-1815',
      }),
    );
    expect(result).toEqual({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
  });

  it('maps every login failure to its errorCode', async () => {
    const auth = newClient().auth;
    const sent = wire.requests.length;
    expect((await outcome(auth.login({ email: 'ada@example.com', password: 'wrong' }))).errorCode).toBe(
      'invalidPassword',
    );
    // The platform answers a wrong password with 401; the SDK sends the login once and refreshes nothing.
    const calls = wire.requests.slice(sent).map((r) => `${r.method} ${r.path}`);
    expect(calls.filter((c) => c.endsWith('/v2/login'))).toEqual(['POST /_api/iam/authentication/v2/login']);
    expect(calls.filter((c) => c.endsWith('/oauth2/token'))).toHaveLength(1);
    expect(
      (await outcome(auth.login({ email: 'grace@example.com', password: 'hopper-1906' }))).errorCode,
    ).toBe('resetPassword');
    expect((await outcome(auth.login({ email: 'nobody@example.com', password: 'x' }))).errorCode).toBe(
      'invalidEmail',
    );
    platform.current.platform.config.requireCaptcha = true;
    expect(
      (await outcome(auth.login({ email: 'ada@example.com', password: 'lovelace-1815' }))).errorCode,
    ).toBe('missingCaptchaToken');
    const forged = await outcome(
      auth.login({
        email: 'ada@example.com',
        password: 'lovelace-1815',
        captchaTokens: { recaptchaToken: 'forged' },
      }),
    );
    expect(forged.errorCode).toBe('invalidCaptchaToken');
    const passing = await outcome(
      auth.login({
        email: 'ada@example.com',
        password: 'lovelace-1815',
        captchaTokens: { invisibleRecaptchaToken: 'emulator-captcha-ok' },
      }),
    );
    expect(passing.loginState).toBe('SUCCESS');
  });

  it('hands the string codes of repeated failures through, with errorCode falling back to invalidEmail', async () => {
    const auth = newClient().auth;
    const email = `locked-${Date.now()}@example.com`;
    expect((await outcome(auth.register({ email, password: 'right-password' }))).loginState).toBe('SUCCESS');
    for (let i = 0; i < 3; i++) await auth.login({ email, password: 'wrong-password' });
    const captcha = await outcome(auth.login({ email, password: 'right-password' }));
    expect([captcha.errorCode, JSON.parse(captcha.error!).details.applicationError.code]).toEqual([
      'invalidEmail',
      'CAPTCHA_TOKEN_REQUIRED',
    ]);
    const ok = { invisibleRecaptchaToken: 'emulator-captcha-ok' };
    for (let i = 0; i < 2; i++) await auth.login({ email, password: 'wrong-password', captchaTokens: ok });
    const locked = await outcome(auth.login({ email, password: 'right-password', captchaTokens: ok }));
    expect([locked.loginState, JSON.parse(locked.error!).details.applicationError.code]).toEqual([
      'FAILURE',
      'THROTTLED_FEATURE',
    ]);
  });

  it('maps every register failure to its errorCode', async () => {
    const auth = newClient().auth;
    expect(
      (await outcome(auth.register({ email: 'ada@example.com', password: 'whatever-1' }))).errorCode,
    ).toBe('emailAlreadyExists');
    const invalid = await outcome(auth.register({ email: 'not-an-email', password: 'whatever-1' }));
    expect(invalid).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
      error: 'must be a valid e-mail address',
    });
    platform.current.platform.config.requireCaptcha = true;
    expect(
      (await outcome(auth.register({ email: 'c1@example.com', password: 'whatever-1' }))).errorCode,
    ).toBe('missingCaptchaToken');
    const forged = await outcome(
      auth.register({
        email: 'c1@example.com',
        password: 'whatever-1',
        captchaTokens: { recaptchaToken: 'forged' },
      }),
    );
    expect(forged.errorCode).toBe('invalidCaptchaToken');
  });

  it('registers through e-mail verification with processVerification', async () => {
    platform.current.platform.config.requireEmailVerification = true;
    const auth = newClient().auth;
    const registered = await outcome(
      auth.register({
        email: 'sdk-verify@example.com',
        password: 'whatever-1',
        profile: { firstName: 'Sdk' },
      }),
    );
    expect(registered).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: expect.any(String) },
    });
    const code = await latestCode('sdk-verify@example.com');
    const verified = await outcome(auth.processVerification({ verificationCode: code! }));
    expect(verified).toEqual({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } });
  });

  it('reports owner approval', async () => {
    platform.current.platform.config.requireOwnerApproval = true;
    const result = await outcome(
      newClient().auth.register({
        email: 'sdk-wait@example.com',
        password: 'whatever-1',
      }),
    );
    expect(result).toEqual({ loginState: 'OWNER_APPROVAL_REQUIRED' });
  });

  it('sends a password reset mail', async () => {
    await newClient().auth.sendPasswordResetEmail('ada@example.com', `${APP}/reset-done`);
    expect(wire.requests.at(-1)).toMatchObject({
      path: '/_api/iam/recovery/v1/send-email',
      body: { email: 'ada@example.com', redirect: { url: `${APP}/reset-done`, clientId: 'demo' } },
    });
    const { mails } = (await (await controlFetch(platform.current.url, `/_emulator/outbox`)).json()) as {
      mails: Array<{ to: string; data: Record<string, string> }>;
    };
    expect(mails.at(-1)).toMatchObject({ to: 'ada@example.com', data: { kind: 'password-reset' } });
  });
});

describe('hosted sign-in (getAuthUrl)', () => {
  it('follows fullUrl through the sign-in form and exchanges the code with getMemberTokens', async () => {
    const client = newClient();
    const oauthData = client.auth.generateOAuthData(`${APP}/callback`, `${APP}/shop`);
    const { authUrl, authorizationEndpoint } = await authUrlOf(client, oauthData);
    expect(authorizationEndpoint).toBe(`${platform.current.url}/_hosted/authorize`);
    const form = await nativeFetch(authUrl);
    const next = (await form.text()).match(/name="next" value="([^"]+)"/)![1]!.replace(/&amp;/g, '&');
    const signIn = await nativeFetch(`${platform.current.url}/_hosted/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com', password: 'lovelace-1815', next }),
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const delivered = await nativeFetch(`${platform.current.url}${next}`, {
      redirect: 'manual',
      headers: { cookie },
    });
    const { code, state } = client.auth.parseFromUrl(delivered.headers.get('location')!);
    const tokens = await client.auth.getMemberTokens(code!, state!, oauthData);
    expect(tokens.refreshToken.role).toBe('member');
    client.auth.setTokens(tokens);
    expect(client.auth.loggedIn()).toBe(true);
    const member = (await (await currentMember(tokens.accessToken.value)).json()) as {
      member: { id: string };
    };
    expect(member.member.id).toBe(ADA_ID);
  });

  it('signs in silently with a login session token and prompt none', async () => {
    const client = newClient();
    const login = await outcome(client.auth.login({ email: 'ada@example.com', password: 'lovelace-1815' }));
    const oauthData = client.auth.generateOAuthData(`${APP}/callback`);
    const { authUrl } = await authUrlOf(client, oauthData, {
      prompt: 'none',
      sessionToken: login.data!.sessionToken!,
    });
    const delivered = await nativeFetch(authUrl, { redirect: 'manual' });
    const { code, state } = client.auth.parseFromUrl(delivered.headers.get('location')!);
    const tokens = await client.auth.getMemberTokens(code!, state!, oauthData);
    expect((await currentMember(tokens.accessToken.value)).status).toBe(200);
  });

  it('answers login_required for prompt none without a session, which parseFromUrl reads', async () => {
    const client = newClient();
    const oauthData = client.auth.generateOAuthData(`${APP}/callback`);
    const { authUrl } = await authUrlOf(client, oauthData, { prompt: 'none', responseMode: 'query' });
    const delivered = await nativeFetch(authUrl, { redirect: 'manual' });
    expect(client.auth.parseFromUrl(delivered.headers.get('location')!, 'query')).toMatchObject({
      error: 'login_required',
      state: oauthData.state,
    });
  });

  it('rejects a redirect URI on an origin the client does not allow', async () => {
    const client = newClient();
    await expect(
      client.auth.getAuthUrl(client.auth.generateOAuthData('https://evil.example/cb')),
    ).rejects.toMatchObject({
      details: { applicationError: { code: 'URL_NOT_ALLOWED' } },
    });
  });
});

describe('logout and external login', () => {
  it('logs out: the logout URL ends the member session and returns to the original URL', async () => {
    const client = newClient();
    const login = await outcome(client.auth.login({ email: 'ada@example.com', password: 'lovelace-1815' }));
    const oauthData = client.auth.generateOAuthData(`${APP}/callback`);
    const { authUrl } = await authUrlOf(client, oauthData, {
      prompt: 'none',
      sessionToken: login.data!.sessionToken!,
    });
    const location = (await nativeFetch(authUrl, { redirect: 'manual' })).headers.get('location')!;
    const { code, state } = client.auth.parseFromUrl(location);
    const tokens = await client.auth.getMemberTokens(code!, state!, oauthData);
    client.auth.setTokens(tokens);
    const { logoutUrl } = await client.auth.logout(`${APP}/goodbye`);
    expect(client.auth.getTokens().refreshToken.role).toBe('none');
    const visited = await nativeFetch(logoutUrl, { redirect: 'manual' });
    expect(visited.headers.get('location')).toBe(`${APP}/goodbye?wixMemberLoggedIn=false`);
    await expect(client.auth.renewToken(tokens.refreshToken)).rejects.toThrow(
      /Failed to fetch tokens from OAuth API/,
    );
  });

  it('gets member tokens for a member id with the API key', async () => {
    const client = newClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    const tokens = await client.auth.getMemberTokensForExternalLogin(ADA_ID, 'demo-admin-key');
    expect(tokens.refreshToken.role).toBe('member');
    expect((await currentMember(tokens.accessToken.value)).status).toBe(200);
    await expect(client.auth.getMemberTokensForExternalLogin(ADA_ID, 'wrong-key')).rejects.toThrow(
      /Failed to fetch tokens from OAuth API/,
    );
  });

  it('gets member tokens by e-mail through sign-on with the API key', async () => {
    const client = newClient();
    const tokens = await client.auth.getMemberTokensForExternalLoginWithSession(
      'outside@example.com',
      'demo-admin-key',
    );
    const member = (await (await currentMember(tokens.accessToken.value)).json()) as {
      member: { loginEmail: string };
    };
    expect(member.member.loginEmail).toBe('outside@example.com');
  });
});
