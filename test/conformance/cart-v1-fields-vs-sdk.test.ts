// Cart V1 fields against the official SDK (@wix/auto_sdk_ecom_current-cart). The estimate's memberships and
// merchant discount: the SDK's estimateCurrentCartTotals and ours read the same answer to the same values.
// The PATCH's field mask, against the SDK's request builder (`updateCurrentCart`). The SDK's public `updateCurrentCart` takes no mask, so there is no SDK call to record:
// the builder names the wire field in the path it hands to the runtime's field-mask transform, and we read
// that path from the package's own file at run time and serialize the mask with the runtime's transform.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cart, cartV2, currentCart } from '@wix/ecom';
import { ApiKeyStrategy, createClient as createSdkClient, OAuthStrategy } from '@wix/sdk';
import { transformSDKFieldMaskToRESTFieldMask } from '@wix/sdk-runtime/transformations/field-mask';
import { describe, expect, it } from 'vitest';
import { createAdminClient } from '../../src/admin.ts';
import { WIX_STORES_APP_ID } from '../../src/index.ts';
import { emulatorAdminClient, emulatorClient } from '../client/support/client.ts';
import { ADMIN_KEY } from '../platform/catalog/api.ts';
import { ENGRAVING, GIFT_WRAP } from '../support/custom-lines.ts';
import { usePlatform } from '../support/platform.ts';
import { redirectFetchTo } from '../support/sdk-fetch.ts';

const platform = usePlatform({ config: { catalogVersion: 'V1_CATALOG' } });

/** The package's request builders, as text. */
const BUILDERS = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve('@wix/auto_sdk_ecom_current-cart/package.json')),
    'build/es/index.typings.mjs',
  ),
  'utf8',
);

/** The request field the builder of `name` turns from a list of names into the wire's field mask. */
function fieldMaskPath(name: string): string {
  const builder = new RegExp(`\\nfunction ${name}\\(payload\\) \\{([\\s\\S]*?)\\n\\}`).exec(BUILDERS)?.[1];
  const path = /transformSDKFieldMaskToRESTFieldMask,\s*paths: \[\{ path: "(\w+)" \}\]/.exec(
    builder ?? '',
  )?.[1];
  if (!path) throw new Error(`the SDK's ${name} request builder converts no field mask`);
  return path;
}

describe('Cart V1 update against the SDK request builder', () => {
  it('sends the field mask under the name and in the form the SDK sends it', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const { items } = await client.catalog.queryProducts().eq('slug', 'classic-white-mug').find();
    await client.cartV1.add({
      lineItems: [
        { catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: items[0]!.id }, quantity: 1 },
      ],
    });
    const mask = ['buyerNote', 'buyerInfo'];
    await client.cartV1.update({ cartInfo: { buyerNote: 'gift wrap' }, fieldMask: mask });
    expect(requests.at(-1)).toMatchObject({ method: 'PATCH', path: '/ecom/v1/carts/current' });
    expect(requests.at(-1)?.body).toEqual({
      cartInfo: { buyerNote: 'gift wrap' },
      [fieldMaskPath('updateCurrentCart')]: transformSDKFieldMaskToRESTFieldMask(mask),
    });
    expect((await client.cartV1.get()).buyerNote).toBe('gift wrap');
  });
});

describe('the Cart V1 estimate of a member with memberships, read by the SDK and by us', () => {
  it('gives the same memberships (expiration Dates) and merchant discount percentage', async () => {
    const admin = createAdminClient({
      clientId: 'demo',
      apiBase: platform.current.url,
      apiKey: 'demo-admin-key',
    });
    const tokens = await admin.admin.getMemberTokensForExternalLogin('0a6a1c1e-0000-4000-8000-00000000ca71');
    const { client } = emulatorClient(platform.current.url);
    client.auth.setTokens(tokens);
    const { items } = await client.catalog.queryProducts().eq('slug', 'classic-white-mug').find();
    await client.cartV1.add({
      lineItems: [
        { catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: items[0]!.id }, quantity: 1 },
      ],
    });
    const ours = await client.cartV1.estimateTotals({});
    const redirect = redirectFetchTo(platform.current.url);
    try {
      const sdk = createSdkClient({
        auth: OAuthStrategy({ clientId: 'demo', tokens }),
        modules: { currentCart },
      });
      const theirs = await sdk.currentCart.estimateCurrentCartTotals({});
      const renamed = ({ _id, ...rest }: { _id?: string | null }) => ({ id: _id, ...rest });
      expect(ours.membershipOptions?.eligibleMemberships).toEqual(
        theirs.membershipOptions?.eligibleMemberships?.map(renamed),
      );
      expect(ours.membershipOptions?.eligibleMemberships?.[0]?.expirationDate).toBeInstanceOf(Date);
      expect(ours.membershipOptions?.invalidMemberships).toEqual(
        theirs.membershipOptions?.invalidMemberships?.map((m) => ({
          ...m,
          membership: m.membership && renamed(m.membership),
        })),
      );
      const percentage = (list: typeof ours.appliedDiscounts) =>
        list?.find((d) => d.merchantDiscount)?.merchantDiscount?.percentage;
      expect(percentage(ours.appliedDiscounts)).toBe(12.5);
      expect(percentage(ours.appliedDiscounts)).toBe(
        theirs.appliedDiscounts?.find((d) => d.merchantDiscount)?.merchantDiscount?.percentage,
      );
    } finally {
      redirect.restore();
    }
  });
});

describe('custom line items by the cart’s id with the API key, against the SDK', () => {
  const giftWrap = {
    ...GIFT_WRAP,
    descriptionLines: [{ name: { original: 'Paper' }, plainText: { original: 'Kraft' } }],
  };

  /** A shopper's cart with the mug in it, and its id. */
  async function shoppersCart() {
    const { client } = emulatorClient(platform.current.url);
    const { items } = await client.catalog.queryProducts().eq('slug', 'classic-white-mug').find();
    const mug = { catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: items[0]!.id }, quantity: 1 };
    return (await client.cartV1.add({ lineItems: [mug] })).cart.id ?? '';
  }

  it('Cart V1 add-to-cart (`cart.addToCart`): the same request, path and API key', async () => {
    const params = {
      customLineItems: [giftWrap],
      businessLocationId: '7e1f0c2a-0000-4000-8000-00000000b001',
    };
    const cartId = await shoppersCart();
    const mine = emulatorAdminClient(platform.current.url);
    await mine.client.carts.addToCartV1(cartId, params);
    const redirect = redirectFetchTo(platform.current.url);
    try {
      const sdk = createSdkClient({
        auth: ApiKeyStrategy({ apiKey: ADMIN_KEY, siteId: 'site-1' }),
        modules: { cart },
      });
      const answer = await sdk.cart.addToCart(cartId, params);
      const sent = redirect.requests.find((r) => r.path.endsWith('/add-to-cart'));
      expect({ method: sent?.method, path: sent?.path, body: sent?.body }).toEqual({
        method: mine.requests.at(-1)?.method,
        path: mine.requests.at(-1)?.path,
        body: mine.requests.at(-1)?.body,
      });
      expect(mine.requests.at(-1)?.authorization).toBe(ADMIN_KEY);
      expect(answer.cart?.lineItems?.map((l) => l.customLineItem)).toEqual([false, true, true]);
      expect(answer.cart?.businessLocationId).toBe(params.businessLocationId);
    } finally {
      redirect.restore();
    }
  });

  it('Cart V2 add-line-items (`cartV2.addLineItems`): the same request, path and API key', async () => {
    const cartId = await shoppersCart();
    const mine = emulatorAdminClient(platform.current.url);
    await mine.client.carts.addLineItemsV2(cartId, { customItems: [ENGRAVING] });
    const redirect = redirectFetchTo(platform.current.url);
    try {
      const sdk = createSdkClient({
        auth: ApiKeyStrategy({ apiKey: ADMIN_KEY, siteId: 'site-1' }),
        modules: { cartV2 },
      });
      const answer = await sdk.cartV2.addLineItems(cartId, { customItems: [ENGRAVING] });
      const sent = redirect.requests.find((r) => r.path.endsWith('/add-line-items'));
      expect({ method: sent?.method, path: sent?.path, body: sent?.body }).toEqual({
        method: mine.requests.at(-1)?.method,
        path: mine.requests.at(-1)?.path,
        body: mine.requests.at(-1)?.body,
      });
      expect(answer.cart?.lineItems?.map((l) => l.customLineItem)).toEqual([false, true, true]);
    } finally {
      redirect.restore();
    }
  });
});
