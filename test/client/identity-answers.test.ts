// Identity as the platform answers it (issue 13, items 5 and 6): a wrong password is 401 (-19976), an
// unknown login 404 (-19999); a 401 to credentials is not an expired token, so the login is sent once (it
// counts toward a lockout) with no token refresh. The named codes of the typings map beside the numeric ones.
import { describe, expect, it } from 'vitest';
import { loginFailure, registerFailure } from '../../src/auth/identity-mapping.ts';
import { ApiError, createClient, memoryTokenStorage } from '../../src/index.ts';
import { useScriptedServer } from '../reliability/support/scripted-server.ts';
import { usePlatform } from '../support/platform.ts';
import { ADA, emulatorClient } from './support/client.ts';

const platform = usePlatform({ config: { requireCaptcha: false } });
const scripted = useScriptedServer();
const LOGIN = '/_api/iam/authentication/v2/login';

/** The client's requests with the status each got. */
function answered(url: string) {
  const seen: Array<{ path: string; status: number }> = [];
  const { client, requests } = emulatorClient(url, {
    platform: {
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        seen.push({ path: new URL(new Request(input, init).url).pathname, status: res.status });
        return res;
      },
    },
  });
  return { client, requests, seen };
}

describe('against the emulator', () => {
  it('a wrong password: 401 -19976, invalidPassword, sent once with no refresh', async () => {
    const { client, seen } = answered(platform.current.url);
    await client.auth.accessToken();
    const result = await client.auth.login({ email: ADA.email, password: 'not-her-password' });
    expect(result).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    expect(seen.filter((r) => r.path === LOGIN)).toEqual([{ path: LOGIN, status: 401 }]);
    expect(seen.filter((r) => r.path === '/oauth2/token')).toHaveLength(1); // the visitor token only
  });

  it('an unknown login: 404 -19999, invalidEmail, sent once', async () => {
    const { client, seen } = answered(platform.current.url);
    const result = await client.auth.login({ email: 'nobody-here@example.com', password: 'whatever-123' });
    expect(result).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
    expect(seen.filter((r) => r.path === LOGIN)).toEqual([{ path: LOGIN, status: 404 }]);
  });
});

const warm = () =>
  memoryTokenStorage({
    accessToken: { value: 'visitor-token', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
    refreshToken: { value: 'refresh', role: 'visitor' },
  });

const refusal = (status: number, code: string) => ({
  status,
  body: { message: code, details: { applicationError: { code, description: `refused: ${code}` } } },
});

describe('401 to credentials, played by a scripted server', () => {
  it('login and register answered 401 are sent once, and the token stays', async () => {
    scripted.script(LOGIN, refusal(401, '-19976'));
    scripted.script('/_api/iam/authentication/v2/register', refusal(401, 'THROTTLED_FEATURE'));
    scripted.script('/oauth2/token', { status: 200, body: { access_token: 'renewed', expires_in: 3600 } });
    const storage = warm();
    const client = createClient({ clientId: 'demo', apiBase: scripted.url, tokenStorage: storage });
    expect(await client.auth.login({ email: 'a@b.c', password: 'x' })).toMatchObject({
      errorCode: 'invalidPassword',
    });
    expect(await client.auth.register({ email: 'a@b.c', password: 'x' })).toMatchObject({
      errorCode: 'tooManyAttempts',
    });
    expect(scripted.arrivals.get(LOGIN)).toHaveLength(1);
    expect(scripted.arrivals.get('/_api/iam/authentication/v2/register')).toHaveLength(1);
    expect(scripted.arrivals.get('/oauth2/token')).toHaveLength(0);
    expect(storage.get().accessToken.value).toBe('visitor-token');
  });

  it('any other call answered 401 still renews its token once and repeats', async () => {
    scripted.script('/ecom/v1/carts/current', refusal(401, 'UNAUTHENTICATED'), {
      status: 200,
      body: { cart: { id: 'c1', lineItems: [] } },
    });
    scripted.script('/oauth2/token', { status: 200, body: { access_token: 'renewed', expires_in: 3600 } });
    const client = createClient({ clientId: 'demo', apiBase: scripted.url, tokenStorage: warm() });
    await expect(client.cartV1.get()).resolves.toMatchObject({ id: 'c1' });
    expect(scripted.arrivals.get('/ecom/v1/carts/current')).toHaveLength(2);
    expect(scripted.arrivals.get('/oauth2/token')).toHaveLength(1);
  });
});

const apiError = (code: string) =>
  new ApiError(code, {
    code,
    status: 428,
    details: { applicationError: { code, description: code, data: {} } },
  });

describe('named codes of the typings', () => {
  it('login: beside -19971/-19970/-19976/-19973, the named ones; anything else invalidEmail', () => {
    const codes = {
      '-19976': 'invalidPassword',
      '-19999': 'invalidEmail',
      THROTTLED_FEATURE: 'tooManyAttempts',
      CAPTCHA_TOKEN_REQUIRED: 'missingCaptchaToken',
      INVALID_CAPTCHA_TOKEN: 'invalidCaptchaToken',
      REENROLLMENT_REQUIRED_BY_ADMIN: 'resetPassword',
      TRUSTED_CLIENTS_ONLY: 'notAllowed',
      WIX_EMPLOYEE_PASSWORD_LOGIN_NOT_ALLOWED: 'notAllowed',
      SOMETHING_NEW: 'invalidEmail',
    };
    for (const [code, errorCode] of Object.entries(codes))
      expect([code, loginFailure(apiError(code)).errorCode]).toEqual([code, errorCode]);
  });

  it('register: the named ones beside -19971/-19970/-19995; anything else has no code', () => {
    const codes = {
      '-19995': 'emailAlreadyExists',
      DUPLICATE_EMAIL: 'emailAlreadyExists',
      THROTTLED_FEATURE: 'tooManyAttempts',
      CAPTCHA_TOKEN_REQUIRED: 'missingCaptchaToken',
      MISSING_CAPTCHA_TOKEN: 'missingCaptchaToken',
      RECAPTCHA_REQUIRED: 'missingCaptchaToken',
      INVALID_CAPTCHA_TOKEN: 'invalidCaptchaToken',
      RECAPTCHA_FAILED: 'invalidCaptchaToken',
      IP_ADDRESS_FILTERED: 'notAllowed',
      USER_EMAIL_OFAC_ADDRESS: 'notAllowed',
    };
    for (const [code, errorCode] of Object.entries(codes))
      expect([code, registerFailure(apiError(code)).errorCode]).toEqual([code, errorCode]);
    expect(registerFailure(apiError('UNIMPLEMENTED_FEATURE'))).toEqual({
      loginState: 'FAILURE',
      error: 'UNIMPLEMENTED_FEATURE',
    });
  });
});
