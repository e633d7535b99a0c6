// Signing in carries the visitor's cart over to the member, whichever generation wrote it; the member
// reads the result through both.
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { call } from '../catalog/api.ts';
import { byVariant, carts, product, visitorToken } from './shop.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const { v1, v2, addV1, addV2 } = carts(() => platform.current);
/** A member seeded by the identity side (ada@example.com). */
const ADA = '0a6a1c1e-0000-4000-8000-00000000ada1';
const mug = () => product(platform.current, 'classic-white-mug');
const socks = () => product(platform.current, 'wool-socks');
const espresso = () => product(platform.current, 'midnight-espresso-cup'); // 3 left

/** Signs the visitor in as Ada through the external-login grant; the emulator then merges the carts. */
async function signInAsAda(visitorAccessToken: string): Promise<string> {
  const answer = await call<{ access_token: string }>(base(), 'POST', '/oauth2/token', {
    body: { grant_type: 'authorized_client', scope: 'offline_access', member_id: ADA },
    headers: { authorization: `${visitorAccessToken},demo-admin-key` },
  });
  expect(answer.status).toBe(200);
  return answer.body.access_token;
}

describe('signing in', () => {
  it('hands the visitor cart to a member who has none, and then merges the next visitor cart into it', async () => {
    const visitor = await visitorToken(base());
    const before = (await addV2(visitor, byVariant(mug(), 1))).body.cart;
    await v1(visitor, 'PATCH', '', { couponCode: 'WELCOME10' });
    await v2(visitor, 'PATCH', '', { cart: { deliveryInfo: { address: { country: 'US' } } } });
    const member = await signInAsAda(visitor);
    const handed = (await v2(member, 'GET', '')).body.cart;
    expect(handed).toMatchObject({
      id: before.id,
      customerInfo: { memberId: ADA },
      coupons: [{ code: 'WELCOME10' }],
      deliveryInfo: { address: { country: 'US' } },
    });
    expect((await v1(member, 'GET', '')).body.cart.buyerInfo).toEqual({ memberId: ADA, contactId: ADA });
    expect((await v2(visitor, 'GET', '')).status).toBe(404);

    // Later, on another device: a new visitor cart with the mug again and socks, then sign-in.
    const other = await visitorToken(base());
    await addV1(other, byVariant(mug(), 2), byVariant(socks(), 1), byVariant(espresso(), 3));
    await addV2(member, byVariant(espresso(), 2));
    const member2 = await signInAsAda(other);
    const merged = (await v2(member2, 'GET', '')).body.cart;
    expect(merged.id).toBe(before.id);
    expect(
      merged.lineItems.map((l) => [
        l.name.original,
        l.quantityInfo.requestedQuantity,
        l.quantityInfo.confirmedQuantity,
      ]),
    ).toEqual([
      ['Classic White Mug', 3, 3],
      ['Midnight Espresso Cup', 5, 3],
      ['Wool Socks', 1, 1],
    ]);
    // V1 shows the quantity capped at the stock.
    expect((await v1(member2, 'GET', '')).body.cart.lineItems[1]!.quantity).toBe(3);
    expect(Number(merged.revision)).toBeGreaterThan(Number(handed.revision));
    expect((await v1(other, 'GET', '')).status).toBe(404);
  });
});
