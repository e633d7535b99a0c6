// Our client and the official SDK (`currentCartV2` of @wix/ecom; `productsV3`, `readOnlyVariantsV3`,
// `catalogVersioning` of @wix/stores; @wix/redirects) do the same Cart V2 and Catalog V3 operations against
// the emulator; every request must match in method, path (and query), body and Authorization form. Ids that
// differ per run (lines, coupons, gift cards, carts) are replaced by their role.
import { currentCartV2 } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { createClient as createSdkClient, OAuthStrategy } from '@wix/sdk';
import { catalogVersioning, productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { describe, expect, it } from 'vitest';
import { createClient, type LoginStateResult } from '../../src/index.ts';
import { type Recorded, recordingFetch } from '../client/support/client.ts';
import { usePlatform } from '../support/platform.ts';
import { type RecordedRequest, redirectFetchTo } from '../support/sdk-fetch.ts';

const platform = usePlatform(); // a Catalog V3 site, as stores created today
const realFetch = globalThis.fetch;
const V2 = '/ecom/v2/carts/current';

type Request = Recorded | RecordedRequest;

function normalise(body: unknown, replace: Record<string, string>): unknown {
  if (typeof body === 'string') return replace[body] ?? body;
  if (Array.isArray(body)) return body.map((item) => normalise(item, replace));
  if (typeof body === 'object' && body !== null)
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, normalise(v, replace)]));
  return body;
}

/** What must match: method, path with its query, body, and the form of Authorization (a raw token). */
const comparable = (r: Request, replace: Record<string, string> = {}) => ({
  method: r.method,
  url: Object.entries(replace).reduce((url, [from, to]) => url.replaceAll(from, to), r.url),
  body: normalise(r.body, replace),
  authorization:
    r.authorization === null ? 'none' : r.authorization.startsWith('Bearer ') ? 'bearer' : 'token',
});

function ours() {
  const recorder = recordingFetch(realFetch);
  const client = createClient({
    clientId: 'demo',
    apiBase: platform.current.url,
    platform: { fetch: recorder.fetch },
  });
  return { client, requests: recorder.requests };
}

async function withSdk<T>(work: () => Promise<T>): Promise<{ result: T; requests: RecordedRequest[] }> {
  const redirect = redirectFetchTo(platform.current.url);
  try {
    return { result: await work(), requests: redirect.requests };
  } finally {
    redirect.restore();
  }
}

const sdkClient = () =>
  createSdkClient({
    modules: { currentCartV2, redirects, productsV3, readOnlyVariantsV3, catalogVersioning },
    auth: OAuthStrategy({ clientId: 'demo' }),
  });

const without = (requests: Request[], ...paths: string[]) => requests.filter((r) => !paths.includes(r.path));
const under = (requests: Request[], prefix: string) => requests.filter((r) => r.path.startsWith(prefix));

/** Both sides made requests, and the same ones. */
function same(mine: ReturnType<typeof comparable>[], sdk: ReturnType<typeof comparable>[]) {
  expect(sdk.length).toBeGreaterThan(0);
  expect(mine).toEqual(sdk);
}

async function seededIds() {
  const { client } = ours();
  const mug = await client.products.getBySlug('classic-white-mug');
  const tee = await client.products.getBySlug('organic-cotton-tee');
  if (!mug || !tee) throw new Error('seeded products are missing');
  return { mug, tee };
}

describe('Current Cart V2: every call of client.cart', () => {
  it('sends what the SDK sends for get, add, update, remove, coupon, gift card, delivery, PATCH, estimate, delete', async () => {
    const { mug, tee } = await seededIds();
    const { client: forRefs } = ours();
    const catalogItems = [
      { catalogReference: forRefs.products.catalogReference(mug), quantity: 2 },
      {
        catalogReference: forRefs.products.catalogReference(tee, { choices: { Size: 'M', Color: 'Black' } }),
        quantity: 1,
      },
    ];
    const buyer = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '+1 555 0100' };
    const wireAddress = {
      country: 'US',
      subdivision: 'US-NY',
      city: 'New York',
      postalCode: '10001',
      addressLine: '1 Main St',
    };
    const { addressLine, ...rest } = wireAddress;
    const sdkAddress = { ...rest, addressLine1: addressLine }; // the SDK's name, sent as addressLine
    const flags = {
      calculateDelivery: true,
      calculateAdditionalFees: true,
      calculateTax: true,
      calculateGiftCards: true,
    };

    const sdk = await withSdk(async () => {
      const c = sdkClient().currentCartV2;
      await c.getCurrentCart().catch(() => undefined);
      const { cart } = await c.addLineItemsToCurrentCart({ catalogItems } as never);
      const [first, second] = cart?.lineItems ?? [];
      await c.updateLineItemsInCurrentCart({
        lineItems: [{ lineItemId: first?._id ?? '', quantity: { newQuantity: 3 } }],
      });
      await c.removeLineItemsFromCurrentCart([second?._id ?? '']);
      const coupon = (await c.addCouponToCurrentCart({ code: 'WELCOME10' })).cart?.coupons?.[0]?._id ?? '';
      await c.removeCouponFromCurrentCart(coupon);
      const gift = (await c.addGiftCardToCurrentCart({ code: 'GIFT-5000-ABCD' })).cart?.paymentInfo
        ?.giftCards?.[0]?._id;
      await c.removeGiftCardFromCurrentCart(gift ?? '');
      await c.updateCurrentCart({
        customerInfo: buyer,
        deliveryInfo: { address: sdkAddress },
        note: 'Ring twice',
      } as never);
      await c.setDeliveryMethodForCurrentCart({ code: 'standard' });
      await c.removeDeliveryMethodFromCurrentCart();
      await c.estimateCurrentCart(flags);
      await c.deleteCurrentCart();
      return {
        cart: cart?._id ?? '',
        first: first?._id ?? '',
        second: second?._id ?? '',
        coupon,
        gift: gift ?? '',
      };
    });

    const mine = ours();
    const c = mine.client.cart;
    await c.get();
    const { cart } = await c.add({ lineItems: catalogItems });
    const [first, second] = cart.lines;
    await c.updateQuantities([{ id: first?.id ?? '', quantity: 3 }]);
    await c.removeLineItems([second?.id ?? '']);
    const coupon = (await c.applyCoupon('WELCOME10')).cart.coupon?.id ?? '';
    await c.removeCoupon();
    const gift = (await c.addGiftCard('GIFT-5000-ABCD')).cart.giftCard?.id ?? '';
    await c.removeGiftCard(gift);
    await c.update({ buyer, deliveryAddress: wireAddress, note: 'Ring twice' });
    await c.setDeliveryMethod({ code: 'standard' });
    await c.removeDeliveryMethod();
    await c.estimate();
    await c.delete();

    const roles = (ids: { cart: string; first: string; second: string; coupon: string; gift: string }) => ({
      [ids.cart]: '<cart>',
      [ids.first]: '<first line>',
      [ids.second]: '<second line>',
      [ids.coupon]: '<coupon>',
      [ids.gift]: '<gift card>',
    });
    const sdkCalls = under(sdk.requests, V2);
    expect(sdkCalls.map((r) => r.path.slice(V2.length) || r.method)).toEqual([
      'GET',
      '/add-line-items',
      '/update-line-items',
      '/remove-line-items',
      '/add-coupon',
      '/remove-coupon',
      '/add-gift-card',
      '/remove-gift-card',
      'PATCH',
      '/set-delivery-method',
      '/remove-delivery-method',
      '/estimate',
      'DELETE',
    ]);
    same(
      under(mine.requests, V2).map((r) =>
        comparable(
          r,
          roles({ cart: cart.id, first: first?.id ?? '', second: second?.id ?? '', coupon, gift }),
        ),
      ),
      sdkCalls.map((r) => comparable(r, roles(sdk.result))),
    );
  });

  it('checkout: the same redirect session, with the cart id as the checkout id', async () => {
    const { mug } = await seededIds();
    const postFlowUrl = 'http://localhost:3000/shop';
    const thankYouPageUrl = 'http://localhost:3000/thanks';
    const { client: forRefs } = ours();
    const lineItems = [{ catalogReference: forRefs.products.catalogReference(mug), quantity: 1 }];
    const sdk = await withSdk(async () => {
      const c = sdkClient();
      const { cart } = await c.currentCartV2.addLineItemsToCurrentCart({ catalogItems: lineItems } as never);
      await c.redirects.createRedirectSession({
        ecomCheckout: { checkoutId: cart?._id ?? '' },
        callbacks: { postFlowUrl, thankYouPageUrl },
      });
      return cart?._id ?? '';
    });
    const mine = ours();
    const { cart } = await mine.client.cart.add({ lineItems });
    const { checkoutId } = await mine.client.cart.checkout({ postFlowUrl, thankYouPageUrl });
    expect(checkoutId).toBe(cart.id);
    const path = '/_api/redirects-api/v1/redirect-session';
    same(
      mine.requests.filter((r) => r.path === path).map((r) => comparable(r, { [cart.id]: '<cart>' })),
      sdk.requests.filter((r) => r.path === path).map((r) => comparable(r, { [sdk.result]: '<cart>' })),
    );
  });
});

describe('Catalog V3', () => {
  it('catalog version: the same request', async () => {
    const sdk = await withSdk(() => sdkClient().catalogVersioning.getCatalogVersion());
    const mine = ours();
    expect(await mine.client.products.version()).toBe(sdk.result.catalogVersion);
    same(
      without(mine.requests, '/oauth2/token').map((r) => comparable(r)),
      without(sdk.requests, '/oauth2/token').map((r) => comparable(r)),
    );
  });

  it('a query with fields, filter, sort and limit: the same GET .r, and the same next page', async () => {
    // The typings give queryProducts(options) the typed-query overload; at run time it is the builder.
    type Builder = ReturnType<ReturnType<typeof sdkClient>['productsV3']['queryProducts']>;
    const sdk = await withSdk(async () => {
      const query = sdkClient().productsV3.queryProducts as unknown as (options: object) => Builder;
      const first = await query({ fields: ['CURRENCY'] })
        .eq('visible', true)
        .ascending('slug')
        .limit(3)
        .find();
      await first.next();
      return first.items.length;
    });
    const mine = ours();
    const first = await mine.client.catalogV3
      .queryProducts({ fields: ['CURRENCY'] })
      .eq('visible', true)
      .ascending('slug')
      .limit(3)
      .find();
    expect(first.hasNext()).toBe(true);
    await first.next();
    expect(first.items).toHaveLength(sdk.result);
    const path = '/stores/v3/products/query';
    const urls = (rs: Request[]) => rs.filter((r) => r.path === path).map((r) => r.url);
    expect(urls(sdk.requests)).toHaveLength(2);
    expect(urls(mine.requests)).toEqual(urls(sdk.requests));
    // The next page carries the cursor and the fields only (the cursor holds the filter and sort).
    const second = new URL(`http://x${urls(mine.requests)[1]}`).searchParams.get('.r') ?? '';
    expect(JSON.parse(Buffer.from(second, 'base64url').toString())).toEqual({
      fields: ['CURRENCY'],
      query: { cursorPaging: { cursor: expect.any(String), limit: 3 } },
    });
  });

  it('a query longer than 4000 characters goes out as the same POST', async () => {
    const ids = Array.from(
      { length: 150 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const sdk = await withSdk(() => sdkClient().productsV3.queryProducts().in('_id', ids).limit(10).find());
    const mine = ours();
    await mine.client.catalogV3.queryProducts().in('_id', ids).limit(10).find();
    const path = '/stores/v3/products/query';
    expect(sdk.requests.find((r) => r.path === path)?.method).toBe('POST');
    same(
      mine.requests.filter((r) => r.path === path).map((r) => comparable(r)),
      sdk.requests.filter((r) => r.path === path).map((r) => comparable(r)),
    );
  });

  it('get by id and by slug with fields, and query variants: the same requests', async () => {
    const { tee } = await seededIds();
    const fields = ['CURRENCY', 'URL', 'DESCRIPTION'];
    const sdk = await withSdk(async () => {
      const c = sdkClient();
      await c.productsV3.getProduct(tee.id, { fields } as never);
      await c.productsV3.getProductBySlug(tee.slug, { fields } as never);
      await c.readOnlyVariantsV3.queryVariants().eq('productData.productId', tee.id).limit(100).find();
    });
    const mine = ours();
    await mine.client.catalogV3.getProduct(tee.id, { fields });
    await mine.client.catalogV3.getProductBySlug(tee.slug, { fields });
    await mine.client.catalogV3.queryVariants().eq('productData.productId', tee.id).limit(100).find();
    same(
      without(mine.requests, '/oauth2/token').map((r) => comparable(r)),
      without(sdk.requests, '/oauth2/token').map((r) => comparable(r)),
    );
    expect(mine.requests.find((r) => r.path.startsWith('/stores/v3/products/slug/'))?.url).toContain(
      '&fields=CURRENCY&fields=URL&fields=DESCRIPTION',
    );
  });
});

describe('identity', () => {
  it('a failed login is sent once, as by the SDK', async () => {
    const params = { email: 'ada@example.com', password: 'not-her-password' };
    const sdk = await withSdk(
      async () => (await sdkClient().auth.login(params)) as unknown as LoginStateResult,
    );
    const mine = ours();
    const result = await mine.client.auth.login(params);
    expect(result.errorCode).toBe('invalidPassword');
    expect(result.errorCode).toBe(sdk.result.errorCode);
    const login = '/_api/iam/authentication/v2/login';
    expect(mine.requests.filter((r) => r.path === login)).toHaveLength(1);
    same(
      mine.requests.map((r) => comparable(r)),
      sdk.requests.map((r) => comparable(r)),
    );
  });
});
