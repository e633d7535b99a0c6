import { beforeAll, describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { APP, anonymous, type ErrorBody, errorCode, pkce, post } from '../auth/http.ts';
import { byVariant, product } from '../cart/shop.ts';

const platform = usePlatform();
const base = () => platform.current.url;
let token = '';
beforeAll(async () => {
  token = (await anonymous(base())).access_token;
});

interface SessionAnswer {
  redirectSession: {
    id: string;
    fullUrl: string;
    urlDetails: { endpoint: string; searchParams: Record<string, string> };
    sessionToken: string;
    shortUrl: string;
    wixBaseUrl: string;
  };
}

const create = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post<SessionAnswer & ErrorBody>(base(), '/_api/redirects-api/v1/redirect-session', body, {
    authorization: token,
    ...headers,
  });

const authRequest = (extra: Record<string, unknown> = {}) => ({
  auth: {
    authRequest: {
      redirectUri: `${APP}/callback`,
      clientId: 'demo',
      codeChallenge: pkce().challenge,
      codeChallengeMethod: 'S256',
      responseMode: 'fragment',
      responseType: 'code',
      scope: 'offline_access',
      state: 'st-1',
      ...extra,
    },
    prompt: 'login',
  },
});

describe('auth intent', () => {
  it('answers the full redirect session pointing at the hosted authorize page', async () => {
    const answer = await create(authRequest());
    expect(answer.status).toBe(200);
    const session = answer.body.redirectSession;
    const url = new URL(session.fullUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${base()}/_hosted/authorize`);
    expect(session.urlDetails.endpoint).toBe(`${base()}/_hosted/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      clientId: 'demo',
      responseType: 'code',
      redirectUri: `${APP}/callback`,
      scope: 'offline_access',
      state: 'st-1',
      responseMode: 'fragment',
      codeChallengeMethod: 'S256',
      prompt: 'login',
      redirectSessionId: session.id,
    });
    expect(session.urlDetails.searchParams).toEqual(Object.fromEntries(url.searchParams));
    expect(session).toMatchObject({ sessionToken: expect.any(String), wixBaseUrl: base() });
    const short = await fetch(session.shortUrl, { redirect: 'manual' });
    expect([short.status, short.headers.get('location')]).toEqual([302, session.fullUrl]);
  });

  it('refuses a redirect URI on an origin the client does not allow, naming the URL', async () => {
    const answer = await create(authRequest({ redirectUri: 'https://evil.example/callback' }));
    expect([answer.status, errorCode(answer)]).toEqual([400, 'URL_NOT_ALLOWED']);
    expect(answer.body.message).toContain('https://evil.example/callback');
    const scheme = await create(authRequest({ redirectUri: 'unused://' }));
    expect([scheme.status, errorCode(scheme)]).toEqual([400, 'INVALID_URL']);
  });

  it('refuses a web_message origin the client does not allow', async () => {
    const declared = await create({
      ...authRequest({ responseMode: 'web_message' }),
      origin: 'https://evil.example',
    });
    expect(declared.body.message).toContain('https://evil.example');
    const header = await create(authRequest({ responseMode: 'web_message', redirectUri: undefined }), {
      origin: 'https://evil.example',
    });
    expect(errorCode(header)).toBe('URL_NOT_ALLOWED');
    const fine = await create(authRequest({ responseMode: 'web_message', redirectUri: undefined }), {
      origin: 'http://localhost:3000',
    });
    expect(fine.status).toBe(200);
  });

  it('validates the authorization request field by field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ codeChallengeMethod: 'plain' }, 'auth.authRequest.codeChallengeMethod'],
      [{ codeChallenge: 'short' }, 'auth.authRequest.codeChallenge'],
      [{ responseMode: 'form_post' }, 'auth.authRequest.responseMode'],
      [{ responseType: 'token' }, 'auth.authRequest.responseType'],
      [{ redirectUri: undefined }, 'auth.authRequest.redirectUri'],
      [{ state: 5 }, 'auth.authRequest.state'],
    ];
    for (const [extra, field] of cases) {
      const answer = await create(authRequest(extra));
      expect(answer.status).toBe(400);
      expect(answer.body.details.validationError?.fieldViolations[0]?.field).toBe(field);
    }
    const client = await create(authRequest({ clientId: 'nope' }));
    expect(errorCode(client)).toBe('INVALID_CLIENT');
  });
});

describe('other intents', () => {
  it('points ecomCheckout at the hosted checkout page with its callbacks', async () => {
    const answer = await create({
      ecomCheckout: { checkoutId: 'chk-1' },
      callbacks: { postFlowUrl: `${APP}/shop`, thankYouPageUrl: `${APP}/thanks`, cartPageUrl: `${APP}/cart` },
      preferences: {
        useGenericWixPages: false,
        maintainIdentity: true,
        additionalQueryParameters: { a: 'b' },
      },
    });
    const expected = new URL(`${base()}/_hosted/checkout`);
    expected.search = new URLSearchParams({
      checkoutId: 'chk-1',
      redirectSessionId: answer.body.redirectSession.id,
      postFlowUrl: `${APP}/shop`,
      thankYouPageUrl: `${APP}/thanks`,
    }).toString();
    expect(answer.body.redirectSession.fullUrl).toBe(expected.toString());
  });

  it("opens the hosted checkout for a cart's id (the V2 hand-off) as for a V1 checkout's id", async () => {
    const mug = product(platform.current, 'classic-white-mug');
    const added = await post<{ cart: { id: string } }>(
      base(),
      '/ecom/v2/carts/current/add-line-items',
      { catalogItems: [byVariant(mug, 1)] },
      { authorization: token },
    );
    const checkout = await post<{ checkoutId: string }>(
      base(),
      '/ecom/v1/carts/current/create-checkout',
      { channelType: 'WEB' },
      { authorization: token },
    );
    for (const checkoutId of [added.body.cart.id, checkout.body.checkoutId]) {
      const answer = await create({
        ecomCheckout: { checkoutId },
        callbacks: { postFlowUrl: `${APP}/shop`, thankYouPageUrl: `${APP}/thanks` },
      });
      const url = new URL(answer.body.redirectSession.fullUrl);
      expect(url.searchParams.get('checkoutId')).toBe(checkoutId);
      expect(url.searchParams.get('postFlowUrl')).toBe(`${APP}/shop`);
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Classic White Mug');
    }
  });

  it('refuses callbacks on origins the client does not allow, naming the field and URL', async () => {
    const answer = await create({
      ecomCheckout: { checkoutId: 'chk-1' },
      callbacks: { thankYouPageUrl: 'https://evil.example/thanks' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('callbacks.thankYouPageUrl');
    expect(answer.body.message).toContain('https://evil.example/thanks');
    const logout = await create({
      logout: { clientId: 'demo' },
      callbacks: { postFlowUrl: 'http://example.com/' },
    });
    expect(errorCode(logout)).toBe('URL_NOT_ALLOWED');
  });

  it('serves login, logout, member account and product intents', async () => {
    const login = await create({ login: {}, callbacks: { postFlowUrl: `${APP}/` } });
    expect(login.body.redirectSession.fullUrl).toMatch(/\/_hosted\/login\?redirectSessionId=/);
    const logout = await create({ logout: { clientId: 'demo' }, callbacks: { postFlowUrl: `${APP}/` } });
    expect(logout.body.redirectSession.fullUrl).toMatch(/\/_hosted\/logout\?redirectSessionId=/);
    const hinted = await create({
      login: {},
      preferences: { additionalQueryParameters: { accountSection: 'ORDERS' } },
    });
    expect(hinted.body.redirectSession.fullUrl).toMatch(/\/_hosted\/account\/orders\?redirectSessionId=/);
    const direct = await create({ memberAccountPage: { section: 'EVENTS' } });
    expect(direct.body.redirectSession.fullUrl).toMatch(/\/_hosted\/account\/events\?/);
    const product = await create({ storesProduct: { productSlug: 'blue-mug' } });
    expect(product.body.redirectSession.fullUrl).toBe(`${base()}/_hosted/product/blue-mug`);
  });

  it('names what is wrong with a bad request', async () => {
    expect((await create({})).body.details.validationError?.fieldViolations[0]?.field).toBe('intent');
    const two = await create({ login: {}, logout: { clientId: 'demo' } });
    expect(two.body.details.validationError?.fieldViolations[0]?.description).toContain('login, logout');
    expect(errorCode(await create({ bookingsCheckout: { timezone: 'UTC' } }))).toBe('INTENT_NOT_SUPPORTED');
    expect(errorCode(await create({ logout: { clientId: 'nope' } }))).toBe('INVALID_CLIENT');
    expect((await create({ ecomCheckout: {} })).body.details.validationError?.fieldViolations[0]?.field).toBe(
      'ecomCheckout.checkoutId',
    );
    const section = await create({
      login: {},
      preferences: { additionalQueryParameters: { accountSection: 'CART' } },
    });
    expect(section.status).toBe(400);
    const callbacks = await create({ login: {}, callbacks: 'x' });
    expect(callbacks.status).toBe(400);
  });

  it('needs a token', async () => {
    const answer = await post(base(), '/_api/redirects-api/v1/redirect-session', { login: {} });
    expect(answer.status).toBe(401);
  });
});
