// `refuseCartV2ForVisitors` (open question 1): Current Cart V2 refuses visitor tokens with a bare 403, the
// form a missing permission would take; Cart V1 keeps working and members are not refused.
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { call } from '../catalog/api.ts';
import { byVariant, carts, product, visitorToken } from './shop.ts';

const platform = usePlatform({ config: { refuseCartV2ForVisitors: true } });
const base = () => platform.current.url;
const { v1, v2, addV1, addV2 } = carts(() => platform.current);
const ADA = '0a6a1c1e-0000-4000-8000-00000000ada1';

describe('with refuseCartV2ForVisitors', () => {
  it('answers every V2 cart path with a 403 that names nothing, to visitors only', async () => {
    const visitor = await visitorToken(base());
    const mug = product(platform.current, 'classic-white-mug');
    expect((await addV1(visitor, byVariant(mug, 1))).status).toBe(200);
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['POST', '/add-line-items', { catalogItems: [byVariant(mug, 1)] }],
      ['POST', '/estimate', {}],
      ['PATCH', '', { cart: { note: 'x' } }],
      ['DELETE', '', undefined],
    ] as const) {
      const refused = await v2(visitor, method, path, body);
      expect([method, path, refused.status, refused.body]).toEqual([
        method,
        path,
        403,
        { message: '', details: {} },
      ]);
    }
    expect((await v1(visitor, 'GET', '')).body.cart.lineItems).toHaveLength(1);

    const member = await call<{ access_token: string }>(base(), 'POST', '/oauth2/token', {
      body: { grant_type: 'authorized_client', scope: 'offline_access', member_id: ADA },
      headers: { authorization: `${visitor},demo-admin-key` },
    });
    const own = await v2(member.body.access_token, 'GET', '');
    expect([own.status, own.body.cart.lineItems.length]).toEqual([200, 1]);
    expect((await addV2(member.body.access_token, byVariant(mug, 1))).status).toBe(200);
  });
});
