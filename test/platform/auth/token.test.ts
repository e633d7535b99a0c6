import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../demo/platform/http/router.ts';
import { startTestPlatform, usePlatform } from '../../support/platform.ts';
import { byVariant, carts, product } from '../cart/shop.ts';
import {
  APP,
  anonymous,
  authSession,
  type ErrorBody,
  errorCode,
  get,
  memberTokens,
  pkce,
  post,
  type Tokens,
} from './http.ts';

const platform = usePlatform({
  config: {
    clients: [
      { clientId: 'demo', allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] },
      { clientId: 'other', allowedOrigins: ['http://localhost:*'] },
    ],
  },
});
const base = () => platform.current.url;
const shop = carts(() => platform.current);
const me = (token: string) => get(base(), '/members/v1/members/my', { authorization: token });
const ctxWith = (authorization: string) => ({ authorization, headers: {} }) as unknown as RequestContext;

/** A fresh code for ada, bound to `challenge`: delivered to APP/callback, or by web_message when silent. */
async function codeFor(challenge: string, silent = false) {
  const redirectUri = silent ? undefined : `${APP}/callback`;
  const visitor = await anonymous(base());
  const login = await post<{ sessionToken: string }>(
    base(),
    '/_api/iam/authentication/v2/login',
    { loginId: { email: 'ada@example.com' }, password: 'lovelace-1815' },
    { authorization: visitor.access_token },
  );
  const session = await authSession(base(), visitor.access_token, {
    prompt: 'none',
    sessionToken: login.body.sessionToken,
    challenge,
    redirectUri,
    responseMode: redirectUri ? 'fragment' : 'web_message',
  });
  const page = await fetch(session.fullUrl, { redirect: 'manual', headers: { referer: `${APP}/shop` } });
  if (redirectUri)
    return new URLSearchParams(new URL(page.headers.get('location')!).hash.slice(1)).get('code')!;
  const html = await page.text();
  return JSON.parse(html.match(/data-message="([^"]+)"/)![1]!.replace(/&quot;/g, '"')).code as string;
}

const exchange = (body: Record<string, unknown>) =>
  post<Tokens>(base(), '/oauth2/token', { clientId: 'demo', grantType: 'authorization_code', ...body });

describe('anonymous grant', () => {
  it('answers opaque visitor tokens that identify the caller', async () => {
    const tokens = await anonymous(base());
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'offline_access', expires_in: 14400 });
    expect(tokens.access_token).not.toBe(tokens.refresh_token);
    const caller = platform.current.platform.tryIdentify(ctxWith(tokens.access_token));
    expect(caller).toMatchObject({ kind: 'visitor', token: tokens.access_token });
    // A visitor is known (403 not 401) but has no current member.
    expect((await me(tokens.access_token)).status).toBe(403);
  });

  it('gives every anonymous grant its own visitor', async () => {
    const [a, b] = await Promise.all([anonymous(base()), anonymous(base())]);
    const id = (t: Tokens) => {
      const caller = platform.current.platform.tryIdentify(ctxWith(t.access_token));
      return caller?.kind === 'visitor' ? caller.visitorId : undefined;
    };
    expect(id(a)).toBeTruthy();
    expect(id(a)).not.toBe(id(b));
  });

  it('rejects an unknown client, a missing grant type and an unknown one', async () => {
    const unknown = await post(base(), '/oauth2/token', { clientId: 'nope', grantType: 'anonymous' });
    expect(unknown.status).toBe(400);
    expect(errorCode(unknown)).toBe('INVALID_CLIENT');
    const missing = await post<ErrorBody>(base(), '/oauth2/token', { clientId: 'demo' });
    expect(missing.status).toBe(400);
    expect(missing.body.details.validationError?.fieldViolations[0]?.field).toBe('grantType');
    const wrong = await post<ErrorBody>(base(), '/oauth2/token', { clientId: 'demo', grantType: 'password' });
    expect(wrong.body.details.validationError?.fieldViolations[0]?.description).toContain('password');
    const typed = await post<ErrorBody>(base(), '/oauth2/token', { clientId: 42, grantType: 'anonymous' });
    expect(typed.body.details.validationError?.fieldViolations[0]).toMatchObject({ field: 'clientId' });
  });

  it('does not accept a Bearer prefix: the platform sends the raw token', async () => {
    const tokens = await anonymous(base());
    expect((await me(`Bearer ${tokens.access_token}`)).status).toBe(401);
    expect((await me('emu.at.not-a-token')).status).toBe(401);
  });

  it('knows a merchant API key', () => {
    expect(platform.current.platform.tryIdentify(ctxWith('demo-admin-key'))).toEqual({
      kind: 'merchant',
      apiKey: 'demo-admin-key',
    });
    expect(platform.current.platform.tryIdentify(ctxWith(''))).toBeUndefined();
  });
});

describe('refresh_token grant', () => {
  it('renews an expired access token and keeps the refresh token and the visitor', async () => {
    const tokens = await anonymous(base());
    const before = platform.current.platform.tryIdentify(ctxWith(tokens.access_token));
    await post(base(), '/_emulator/clock', { advanceMs: 14_401_000 });
    expect(platform.current.platform.tryIdentify(ctxWith(tokens.access_token))).toBeUndefined();
    const renewed = await post<Tokens>(base(), '/oauth2/token', {
      clientId: 'demo',
      refreshToken: tokens.refresh_token,
      grantType: 'refresh_token',
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).toBe(tokens.refresh_token);
    expect(renewed.body.access_token).not.toBe(tokens.access_token);
    const after = platform.current.platform.tryIdentify(ctxWith(renewed.body.access_token));
    expect(
      after?.kind === 'visitor' && before?.kind === 'visitor' && after.visitorId === before.visitorId,
    ).toBe(true);
  });

  it('keeps the member role, and works without a clientId (SiteSessionAuth)', async () => {
    const { member, memberId } = await memberTokens(base());
    const renewed = await post<Tokens>(base(), '/oauth2/token', {
      refreshToken: member.refresh_token,
      grantType: 'refresh_token',
    });
    expect(renewed.status).toBe(200);
    const current = await me(renewed.body.access_token);
    expect(current.body).toMatchObject({ member: { id: memberId } });
  });

  it('rejects an unknown refresh token and one of another client', async () => {
    const unknown = await post(base(), '/oauth2/token', {
      refreshToken: 'emu.rt.x',
      grantType: 'refresh_token',
    });
    expect([unknown.status, errorCode(unknown)]).toEqual([400, 'INVALID_GRANT']);
    const tokens = await anonymous(base());
    const other = await post(base(), '/oauth2/token', {
      clientId: 'other',
      refreshToken: tokens.refresh_token,
      grantType: 'refresh_token',
    });
    expect(errorCode(other)).toBe('INVALID_GRANT');
  });
});

describe('authorization_code grant', () => {
  it('exchanges a code for member tokens, with PKCE S256 and the redirect URI', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    const tokens = await exchange({ code, codeVerifier: verifier, redirectUri: `${APP}/callback` });
    expect(tokens.status).toBe(200);
    expect((await me(tokens.body.access_token)).body).toMatchObject({
      member: { loginEmail: 'ada@example.com' },
    });
  });

  it('rejects a verifier that does not match the challenge, and leaves the code to the one who has it', async () => {
    // Issue 30 #4: a code stolen from the address (a page-view beacon) and spent with a wrong verifier
    // burned it, and the shopper's own exchange failed.
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    const wrong = await exchange({ code, codeVerifier: pkce().verifier, redirectUri: `${APP}/callback` });
    expect(wrong.status).toBe(400);
    expect((wrong.body as unknown as ErrorBody).details.applicationError?.description).toContain('PKCE');
    const elsewhere = await exchange({
      code,
      codeVerifier: pkce().verifier,
      redirectUri: `${APP}/elsewhere`,
    });
    expect(errorCode(elsewhere)).toBe('INVALID_GRANT');
    const right = await exchange({ code, codeVerifier: verifier, redirectUri: `${APP}/callback` });
    expect(right.status).toBe(200);
    expect((await me(right.body.access_token)).body).toMatchObject({
      member: { loginEmail: 'ada@example.com' },
    });
    const again = await exchange({ code, codeVerifier: verifier, redirectUri: `${APP}/callback` });
    expect(errorCode(again)).toBe('INVALID_GRANT');
  });

  it('uses a code once', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    const body = { code, codeVerifier: verifier, redirectUri: `${APP}/callback` };
    expect((await exchange(body)).status).toBe(200);
    const again = await exchange(body);
    expect((again.body as unknown as ErrorBody).details.applicationError?.description).toContain(
      'already used',
    );
  });

  it('expires a code after 60 seconds of the platform clock', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    await post(base(), '/_emulator/clock', { advanceMs: 61_000 });
    const late = await exchange({ code, codeVerifier: verifier, redirectUri: `${APP}/callback` });
    expect((late.body as unknown as ErrorBody).details.applicationError?.description).toContain('expired');
  });

  it('checks the client and the redirect URI given at authorize', async () => {
    const first = pkce();
    const otherClient = await exchange({
      clientId: 'other',
      code: await codeFor(first.challenge),
      codeVerifier: first.verifier,
      redirectUri: `${APP}/callback`,
    });
    expect((otherClient.body as unknown as ErrorBody).details.applicationError?.description).toContain(
      'another client',
    );
    const second = pkce();
    const elsewhere = await exchange({
      code: await codeFor(second.challenge),
      codeVerifier: second.verifier,
      redirectUri: `${APP}/elsewhere`,
    });
    expect((elsewhere.body as unknown as ErrorBody).details.applicationError?.description).toContain(
      'redirectUri',
    );
  });

  it('needs no redirect URI when authorize had none (silent login)', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge, true);
    expect((await exchange({ code, codeVerifier: verifier })).status).toBe(200);
  });

  it('rejects a malformed verifier as a field violation', async () => {
    const answer = await exchange({ code: 'emu.code.x', codeVerifier: 'short' });
    expect((answer.body as unknown as ErrorBody).details.validationError?.fieldViolations[0]?.field).toBe(
      'codeVerifier',
    );
  });

  it('hands the visitor`s cart to the member the visitor became', async () => {
    const visitor = await anonymous(base());
    const mug = product(platform.current, 'classic-white-mug');
    const added = await shop.addV2(visitor.access_token, byVariant(mug, 2));
    expect(added.status).toBe(200);
    const { memberId, member } = await memberTokens(base(), 'ada@example.com', 'lovelace-1815', visitor);
    const visitorCaller = platform.current.platform.tryIdentify(ctxWith(visitor.access_token));
    const memberCaller = platform.current.platform.tryIdentify(ctxWith(member.access_token));
    expect(visitorCaller?.kind).toBe('visitor');
    const visitorId = visitorCaller?.kind === 'visitor' ? visitorCaller.visitorId : '';
    expect(memberCaller).toMatchObject({ kind: 'member', memberId, visitorId });
    const handed = (await shop.v2(member.access_token, 'GET', '')).body.cart;
    expect(handed).toMatchObject({ id: added.body.cart.id, customerInfo: { memberId } });
    expect(
      handed.lineItems.map((l) => [
        l.source.catalogReference.catalogItemId,
        l.quantityInfo.requestedQuantity,
      ]),
    ).toEqual([[mug.id, 2]]);
    expect((await shop.v2(visitor.access_token, 'GET', '')).status).toBe(404);
  });
});

describe('authorized_client grant (external login)', () => {
  it('gives member tokens for a member id with the merchant API key', async () => {
    const visitor = await anonymous(base());
    const answer = await post<Tokens>(
      base(),
      '/oauth2/token',
      {
        grant_type: 'authorized_client',
        scope: 'offline_access',
        member_id: '0a6a1c1e-0000-4000-8000-00000000ada1',
      },
      { authorization: `${visitor.access_token},demo-admin-key` },
    );
    expect(answer.status).toBe(200);
    expect((await me(answer.body.access_token)).body).toMatchObject({
      member: { loginEmail: 'ada@example.com' },
    });
  });

  it('refuses a wrong API key, an unknown member and a foreign session token', async () => {
    const wrongKey = await post(
      base(),
      '/oauth2/token',
      { grant_type: 'authorized_client', member_id: '0a6a1c1e-0000-4000-8000-00000000ada1' },
      { authorization: ',not-the-key' },
    );
    expect(wrongKey.status).toBe(403);
    const unknown = await post(
      base(),
      '/oauth2/token',
      { grant_type: 'authorized_client', member_id: 'nobody' },
      { authorization: ',demo-admin-key' },
    );
    expect([unknown.status, errorCode(unknown)]).toEqual([404, '-19999']);
    const { sessionToken } = await memberTokens(base());
    const foreign = await post(
      base(),
      '/oauth2/token',
      {
        grant_type: 'authorized_client',
        member_id: '0a6a1c1e-0000-4000-8000-000000000a1a',
        session_token: sessionToken,
      },
      { authorization: ',demo-admin-key' },
    );
    expect(errorCode(foreign)).toBe('INVALID_GRANT');
  });
});

describe('persistence', () => {
  it('keeps tokens across a restart with a data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dropcart-auth-'));
    try {
      const first = await startTestPlatform({ dataDir });
      const tokens = await anonymous(first.url);
      await first.close();
      const second = await startTestPlatform({ dataDir });
      try {
        expect(second.platform.tryIdentify(ctxWith(tokens.access_token))?.kind).toBe('visitor');
        const renewed = await post(second.url, '/oauth2/token', {
          clientId: 'demo',
          refreshToken: tokens.refresh_token,
          grantType: 'refresh_token',
        });
        expect(renewed.status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
