// Every kind of change the emulator keeps is on disk by the time its request is answered: a second emulator
// started on the same data directory while the first still runs (as after a crash: the first never closed,
// so it never got a last chance to save) holds exactly the first one's state. The test makes at least one
// change to every state slice, and checks that it did, so a new slice that this test does not reach fails it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestPlatform } from '../../support/platform.ts';
import { anonymous, get, memberTokens, post } from '../auth/http.ts';
import { byVariant, carts, product } from '../cart/shop.ts';
import { ADMIN_KEY, call } from '../catalog/api.ts';
import { Tab } from '../pages/browser.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'dropcart-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('state after a crash', () => {
  it('is every change answered before it, in every slice', { timeout: 60_000 }, async () => {
    // A V1 catalog site: its merchant API writes products.
    const first = await startTestPlatform({ dataDir, config: { catalogVersion: 'V1_CATALOG' } });
    let second: Awaited<ReturnType<typeof startTestPlatform>> | undefined;
    try {
      const base = first.url;
      const seeded = first.platform.state.snapshot();
      const shop = carts(() => first);

      // Identity: a wrong password, a registration, a member signing in through a code, a hosted sign-in, a
      // password-reset mail.
      const visitor = await anonymous(base);
      const login = (email: string, password: string) =>
        post(
          base,
          '/_api/iam/authentication/v2/login',
          { loginId: { email }, password },
          {
            authorization: visitor.access_token,
          },
        );
      expect((await login('ada@example.com', 'wrong-password')).status).toBe(401);
      const registered = await post(
        base,
        '/_api/iam/authentication/v2/register',
        { loginId: { email: 'crash@example.com' }, password: 'survives-1' },
        { authorization: visitor.access_token },
      );
      expect(registered.status).toBe(200);
      const { member } = await memberTokens(base);
      const tab = new Tab(base);
      const signedIn = await tab.submit('/_hosted/sign-in', {
        email: 'ada@example.com',
        password: 'lovelace-1815',
        next: '/_hosted/account/account-info',
      });
      expect(signedIn.setCookie).toMatch(/^emu_session=/);
      expect(
        (
          await post(
            base,
            '/_api/iam/recovery/v1/send-email',
            {
              email: 'grace@example.com',
              redirect: { url: 'http://localhost:5173/reset', clientId: 'demo' },
            },
            { authorization: visitor.access_token },
          )
        ).status,
      ).toBe(200);

      // Commerce: a cart with a coupon and a gift card, a V1 checkout, an order paid partly by the card.
      const buyer = await anonymous(base);
      const cart = await shop.addV2(
        buyer.access_token,
        byVariant(product(first, 'classic-white-mug'), 2, {}, 'V1'),
      );
      expect(cart.status).toBe(200);
      expect(
        (await shop.v2(buyer.access_token, 'POST', '/add-coupon', { coupon: { code: 'WELCOME10' } })).status,
      ).toBe(200);
      expect(
        (
          await shop.v2(buyer.access_token, 'POST', '/add-gift-card', {
            giftCard: { code: 'GIFT-5000-ABCD' },
          })
        ).status,
      ).toBe(200);
      const co = await shop.v1(buyer.access_token, 'POST', '/create-checkout', { channelType: 'WEB' });
      expect(co.status).toBe(200);
      const placed = await call(base, 'POST', '/_hosted/checkout/place', {
        headers: { accept: 'application/json' },
        body: { checkoutId: cart.body.cart.id, email: 'buyer@example.com' },
      });
      expect(placed.status).toBe(200);

      // Merchant: a product with a ribbon (its events are numbered) and a collection; the webhook key.
      const created = await call(base, 'POST', '/stores/v1/products', {
        token: ADMIN_KEY,
        body: { product: { name: 'Crash Kettle', priceData: { price: 30 }, ribbon: 'Sturdy' } },
      });
      expect(created.status).toBe(200);
      expect(
        (
          await call(base, 'POST', '/stores/v1/collections', {
            token: ADMIN_KEY,
            body: { collection: { name: 'Kept' } },
          })
        ).status,
      ).toBe(200);
      expect((await fetch(`${base}/_emulator/public-key`)).status).toBe(200);

      const live = first.platform.state.snapshot();
      const untouched = Object.keys(live).filter(
        (slice) => JSON.stringify(live[slice]) === JSON.stringify(seeded[slice]),
      );
      expect(untouched, 'slices this test does not change').toEqual([]);

      second = await startTestPlatform({ dataDir, config: { catalogVersion: 'V1_CATALOG' } });
      expect(second.platform.state.snapshot()).toEqual(live);
      // And the second emulator acts on it: the member is still signed in.
      const me = await get(second.url, '/members/v1/members/my', { authorization: member.access_token });
      expect(me.status).toBe(200);
    } finally {
      await second?.close();
      await first.close();
    }
  });
});
