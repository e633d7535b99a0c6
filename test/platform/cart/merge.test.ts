import { beforeAll, describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import {
  type CartJson,
  call,
  lineItem,
  type ProductJson,
  productBySlug,
  visitorToken,
} from '../catalog/api.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const CART = '/ecom/v1/carts/current';
/** A member seeded by the identity side (ada@example.com). */
const ADA = '0a6a1c1e-0000-4000-8000-00000000ada1';
let mug: ProductJson;
let socks: ProductJson;
let espresso: ProductJson;
beforeAll(async () => {
  mug = await productBySlug(base(), 'classic-white-mug');
  socks = await productBySlug(base(), 'wool-socks');
  espresso = await productBySlug(base(), 'midnight-espresso-cup');
});

/** Signs the visitor in as Ada through the external-login grant; the emulator then merges the carts. */
async function signInAsAda(visitorAccessToken: string): Promise<string> {
  const answer = await call<{ access_token: string }>(base(), 'POST', '/oauth2/token', {
    body: { grant_type: 'authorized_client', scope: 'offline_access', member_id: ADA },
    headers: { authorization: `${visitorAccessToken},demo-admin-key` },
  });
  expect(answer.status).toBe(200);
  return answer.body.access_token;
}
const add = (token: string, ...items: unknown[]) =>
  call<{ cart: CartJson }>(base(), 'POST', `${CART}/add-to-cart`, { token, body: { lineItems: items } });
const get = (token: string) => call<{ cart: CartJson }>(base(), 'GET', CART, { token });

describe('signing in', () => {
  it('hands the visitor cart to a member who has none, and then merges the next visitor cart into it', async () => {
    const visitor = await visitorToken(base());
    const before = (await add(visitor, lineItem(mug.id, 1))).body.cart;
    await call(base(), 'PATCH', CART, { token: visitor, body: { couponCode: 'WELCOME10' } });
    const member = await signInAsAda(visitor);
    const handed = (await get(member)).body.cart;
    expect(handed.id).toBe(before.id);
    expect(handed.buyerInfo).toEqual({ memberId: ADA, contactId: ADA });
    expect(handed.appliedDiscounts[0]?.coupon.code).toBe('WELCOME10');
    expect((await get(visitor)).status).toBe(404);

    // Later, on another device: a new visitor cart with the mug again and socks, then sign-in.
    const other = await visitorToken(base());
    await add(other, lineItem(mug.id, 2), lineItem(socks.id, 1), lineItem(espresso.id, 3));
    await add(member, lineItem(espresso.id, 2));
    const member2 = await signInAsAda(other);
    const merged = (await get(member2)).body.cart;
    expect(merged.id).toBe(before.id);
    expect(merged.lineItems.map((l) => [l.productName.original, l.quantity])).toEqual([
      ['Classic White Mug', 3],
      ['Midnight Espresso Cup', 3],
      ['Wool Socks', 1],
    ]);
    expect(Number(merged.revision)).toBeGreaterThan(Number(handed.revision));
    expect((await get(other)).status).toBe(404);
  });
});
