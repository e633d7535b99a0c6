// The official redirects module, unchanged, against the emulator's redirect sessions (protocol §5).
import { currentCartV2 } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v3DefaultVariantId } from '../../demo/platform/catalog/ids.ts';
import { catalog } from '../../demo/platform/catalog/store.ts';
import { usePlatform } from '../support/platform.ts';
import { type FetchRedirect, redirectFetchTo } from '../support/sdk-fetch.ts';

const APP = 'http://localhost:5173';
const platform = usePlatform();
let wire: FetchRedirect;
let nativeFetch: typeof fetch;

beforeAll(() => {
  nativeFetch = globalThis.fetch;
  wire = redirectFetchTo(platform.current.url);
});
afterAll(() => wire.restore());

const newClient = () =>
  createClient({ auth: OAuthStrategy({ clientId: 'demo' }), modules: { redirects, currentCartV2 } });

describe('createRedirectSession through the SDK', () => {
  it('creates an ecomCheckout session on the hosted checkout page, with the visitor token', async () => {
    const client = newClient();
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: 'chk-1' },
      callbacks: { postFlowUrl: `${APP}/shop`, thankYouPageUrl: `${APP}/thanks`, cartPageUrl: `${APP}/cart` },
      preferences: {
        useGenericWixPages: false,
        maintainIdentity: true,
        additionalQueryParameters: { a: 'b' },
      },
    });
    const url = new URL(redirectSession!.fullUrl!);
    expect(`${url.origin}${url.pathname}`).toBe(`${platform.current.url}/_hosted/checkout`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      checkoutId: 'chk-1',
      postFlowUrl: `${APP}/shop`,
      thankYouPageUrl: `${APP}/thanks`,
      // The hosted checkout page opens only through the session its owner made (docs/security.md).
      redirectSessionId: redirectSession!._id,
    });
    expect(redirectSession!._id).toEqual(expect.any(String));
    expect(redirectSession!.urlDetails?.endpoint).toBe(`${platform.current.url}/_hosted/checkout`);
    const sent = wire.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/_api/redirects-api/v1/redirect-session' });
    expect(sent.authorization).toBe(client.auth.getTokens().accessToken.value);
  });

  it("hands a Cart V2 cart to the hosted checkout by the cart's id; the order returns to the thank-you URL", async () => {
    const client = newClient();
    const socks = catalog(platform.current.platform).products.find((p) => p.slug === 'wool-socks')!;
    const { cart } = await client.currentCartV2.addLineItemsToCurrentCart({
      catalogItems: [
        {
          catalogReference: {
            catalogItemId: socks.id,
            appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
            options: { variantId: v3DefaultVariantId(socks.id) },
          },
          quantity: 2,
        },
      ],
    });
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: cart!._id! },
      callbacks: { postFlowUrl: `${APP}/shop`, thankYouPageUrl: `${APP}/thanks` },
    });
    expect(wire.requests.at(-1)?.body).toEqual({
      ecomCheckout: { checkoutId: cart!._id },
      callbacks: { postFlowUrl: `${APP}/shop`, thankYouPageUrl: `${APP}/thanks` },
    });
    const url = new URL(redirectSession!.fullUrl!);
    expect((await (await nativeFetch(url)).text()).includes('Wool Socks')).toBe(true);
    const placed = await nativeFetch(`${platform.current.url}/_hosted/checkout/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...Object.fromEntries(url.searchParams), email: 'sdk@example.com' }),
    });
    const { redirectUrl, orderId } = (await placed.json()) as { redirectUrl: string; orderId: string };
    expect(redirectUrl).toBe(`${APP}/thanks?orderId=${orderId}`);
    const after = await client.currentCartV2.getCurrentCart().catch((e: unknown) => e as { status: number });
    expect((after as { status: number }).status).toBe(404);
  });

  it('creates a login session whose page sends a signed-in browser back to the post-flow URL', async () => {
    const client = newClient();
    const { redirectSession } = await client.redirects.createRedirectSession({
      login: {},
      callbacks: { postFlowUrl: `${APP}/after-login` },
    });
    const signIn = await nativeFetch(`${platform.current.url}/_hosted/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'ada@example.com',
        password: 'lovelace-1815',
        next: '/_hosted/account/account-info',
      }),
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const page = await nativeFetch(redirectSession!.fullUrl!, { redirect: 'manual', headers: { cookie } });
    expect(page.headers.get('location')).toBe(`${APP}/after-login?wixMemberLoggedIn=true`);
  });

  it('creates a logout session that clears the hosted session', async () => {
    const client = newClient();
    const { redirectSession } = await client.redirects.createRedirectSession({
      logout: { clientId: 'demo' },
      callbacks: { postFlowUrl: `${APP}/bye` },
    });
    const page = await nativeFetch(redirectSession!.fullUrl!, { redirect: 'manual' });
    expect(page.headers.get('location')).toBe(`${APP}/bye?wixMemberLoggedIn=false`);
    expect(page.headers.get('set-cookie')).toContain('Max-Age=0');
  });

  it('opens a member account section with the documented login hint', async () => {
    const client = newClient();
    const { redirectSession } = await client.redirects.createRedirectSession({
      login: {},
      preferences: { additionalQueryParameters: { accountSection: 'ORDERS' } },
    });
    expect(redirectSession!.fullUrl).toMatch(/\/_hosted\/account\/orders\?redirectSessionId=/);
  });

  it('surfaces a rejected callback origin as an SDK error naming the URL', async () => {
    const client = newClient();
    const failure = await client.redirects
      .createRedirectSession({
        ecomCheckout: { checkoutId: 'chk-1' },
        callbacks: { postFlowUrl: 'https://evil.example/' },
      })
      .then(
        () => undefined,
        (error: unknown) => error as { details: { applicationError: { code: string; description: string } } },
      );
    expect(failure?.details.applicationError.code).toBe('URL_NOT_ALLOWED');
    expect(failure?.details.applicationError.description).toContain('https://evil.example/');
  });
});
