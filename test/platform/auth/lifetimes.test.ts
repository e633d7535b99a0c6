import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../demo/platform/http/router.ts';
import { usePlatform } from '../../support/platform.ts';
import { byVariant, carts, GUID, product } from '../cart/shop.ts';
import { answerOf, Tab } from '../pages/browser.ts';
import {
  APP,
  anonymous,
  authSession,
  errorCode,
  get,
  memberTokens,
  pkce,
  post,
  type Tokens,
} from './http.ts';

const platform = usePlatform({ config: { accessTokenTtlSeconds: 600 } });
const base = () => platform.current.url;
const advance = (ms: number) => post(base(), '/_emulator/clock', { advanceMs: ms });
const me = (token: string) => get(base(), '/members/v1/members/my', { authorization: token });
const shop = carts(() => platform.current);
const ctxWith = (authorization: string) => ({ authorization }) as RequestContext;
/** A member seeded by the identity side (ada@example.com). */
const ADA = '0a6a1c1e-0000-4000-8000-00000000ada1';

describe('lifetimes on the platform clock', () => {
  it('uses accessTokenTtlSeconds for member tokens too, and the refresh keeps the member', async () => {
    const { member, memberId } = await memberTokens(base());
    expect(member.expires_in).toBe(600);
    await advance(599_000);
    expect((await me(member.access_token)).status).toBe(200);
    await advance(2_000);
    expect((await me(member.access_token)).status).toBe(401);
    const renewed = await post<Tokens>(base(), '/oauth2/token', {
      clientId: 'demo',
      refreshToken: member.refresh_token,
      grantType: 'refresh_token',
    });
    expect((await me(renewed.body.access_token)).body).toMatchObject({ member: { id: memberId } });
  });

  it('lets a login session token expire after 10 minutes: prompt=none then needs a sign-in', async () => {
    const visitor = await anonymous(base());
    const login = await post<{ sessionToken: string }>(
      base(),
      '/_api/iam/authentication/v2/login',
      { loginId: { email: 'ada@example.com' }, password: 'lovelace-1815' },
      { authorization: visitor.access_token },
    );
    await advance(600_001);
    const fresh = await anonymous(base());
    const session = await authSession(base(), fresh.access_token, {
      prompt: 'none',
      sessionToken: login.body.sessionToken,
    });
    expect(answerOf((await new Tab(base()).get(session.fullUrl)).location).error).toBe('login_required');
    const external = await post(
      base(),
      '/oauth2/token',
      {
        grant_type: 'authorized_client',
        member_id: '0a6a1c1e-0000-4000-8000-00000000ada1',
        session_token: login.body.sessionToken,
      },
      { authorization: ',demo-admin-key' },
    );
    expect(errorCode(external)).toBe('INVALID_GRANT');
  });

  it('expires redirect sessions after 30 minutes', async () => {
    const visitor = await anonymous(base());
    const session = await authSession(base(), visitor.access_token, { challenge: pkce().challenge });
    await advance(30 * 60_000 + 1);
    const page = await new Tab(base()).get(session.fullUrl);
    expect(page.status).toBe(400);
    expect(page.text).toContain('expired');
    expect(
      (
        await new Tab(base()).get(
          session.fullUrl.replace(/\/_hosted\/authorize.*/, `/_hosted/r/${session.id}`),
        )
      ).status,
    ).toBe(404);
  });
});

describe('visitor to member', () => {
  it('external login without a current access token starts a fresh visitor for the member', async () => {
    const answer = await post<Tokens>(
      base(),
      '/oauth2/token',
      {
        grant_type: 'authorized_client',
        scope: 'offline_access',
        member_id: ADA,
      },
      { authorization: ',demo-admin-key' },
    );
    expect(answer.status).toBe(200);
    const caller = platform.current.platform.tryIdentify(ctxWith(answer.body.access_token));
    expect(caller).toMatchObject({ kind: 'member', memberId: ADA, visitorId: expect.stringMatching(GUID) });
    // Nobody's cart went over: the fresh visitor had none.
    expect((await shop.v2(answer.body.access_token, 'GET', '')).status).toBe(404);
  });

  it('carries the visitor of the redirect session into the code, even through the hosted form', async () => {
    const visitor = await anonymous(base());
    const socks = product(platform.current, 'wool-socks');
    const added = await shop.addV2(visitor.access_token, byVariant(socks, 1));
    expect(added.status).toBe(200);
    const { verifier, challenge } = pkce();
    const session = await authSession(base(), visitor.access_token, { challenge });
    const tab = new Tab(base());
    const next = `/_hosted/authorize/continue?redirectSessionId=${session.id}`;
    await tab.submit('/_hosted/sign-in', { email: 'ada@example.com', password: 'lovelace-1815', next });
    const { code } = answerOf((await tab.get(next)).location);
    const member = await post<Tokens>(base(), '/oauth2/token', {
      clientId: 'demo',
      grantType: 'authorization_code',
      code,
      codeVerifier: verifier,
      redirectUri: `${APP}/callback`,
    });
    const visitorCaller = platform.current.platform.tryIdentify(ctxWith(visitor.access_token));
    const memberCaller = platform.current.platform.tryIdentify(ctxWith(member.body.access_token));
    expect(visitorCaller?.kind).toBe('visitor');
    expect(memberCaller).toMatchObject({
      kind: 'member',
      memberId: ADA,
      visitorId: visitorCaller?.kind === 'visitor' ? visitorCaller.visitorId : '',
    });
    // The visitor's cart is now the member's.
    const handed = (await shop.v2(member.body.access_token, 'GET', '')).body.cart;
    expect(handed).toMatchObject({ id: added.body.cart.id, customerInfo: { memberId: ADA } });
  });
});
