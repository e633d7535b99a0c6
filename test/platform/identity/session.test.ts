import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import {
  APP,
  anonymous,
  authSession,
  errorCode,
  get,
  memberTokens,
  post,
  type Tokens,
} from '../auth/http.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const refresh = (refreshToken: string) =>
  post<Tokens>(base(), '/oauth2/token', { clientId: 'demo', refreshToken, grantType: 'refresh_token' });
const decode = (body: { body: string }) => Buffer.from(body.body, 'base64').toString('utf8');

describe('members/my', () => {
  it('shows the signed-in member, FULL by default and PUBLIC on request', async () => {
    const { member, memberId } = await memberTokens(base());
    const full = await get<{ member: Record<string, unknown> }>(
      base(),
      '/members/v1/members/my?fieldsets=FULL',
      {
        authorization: member.access_token,
      },
    );
    expect(full.body.member).toMatchObject({
      id: memberId,
      loginEmail: 'ada@example.com',
      loginEmailVerified: true,
      status: 'APPROVED',
      contact: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        // Her saved address, in the members service's Address shape (docs/emulator.md).
        addresses: [
          {
            id: expect.any(String),
            addressLine: "12 St James's Square",
            city: 'London',
            subdivision: 'GB-WSM',
            country: 'GB',
            postalCode: 'SW1Y 4JH',
          },
        ],
      },
      profile: { nickname: 'ada', slug: 'ada' },
      lastLoginDate: expect.any(String),
    });
    const pub = await get<{ member: Record<string, unknown> }>(
      base(),
      '/members/v1/members/my?fieldsets=PUBLIC',
      {
        authorization: member.access_token,
      },
    );
    expect(pub.body.member).not.toHaveProperty('loginEmail');
    const bad = await get(base(), '/members/v1/members/my?fieldsets=SECRET', {
      authorization: member.access_token,
    });
    expect(bad.status).toBe(400);
  });

  it('is 401 without a token and 403 for a visitor', async () => {
    expect((await get(base(), '/members/v1/members/my')).status).toBe(401);
    const visitor = await anonymous(base());
    expect(
      (await get(base(), '/members/v1/members/my', { authorization: visitor.access_token })).status,
    ).toBe(403);
  });
});

describe('change-password', () => {
  it('needs a member token and a good password, then the new one signs in', async () => {
    const visitor = await anonymous(base());
    const asVisitor = await post(
      base(),
      '/_api/iam/authentication/v2/change-password',
      { newPassword: 'new-secret' },
      {
        authorization: visitor.access_token,
      },
    );
    expect(asVisitor.status).toBe(401);
    const reg = await post<{ sessionToken: string }>(
      base(),
      '/_api/iam/authentication/v2/register',
      { loginId: { email: 'changer@example.com' }, password: 'first-secret' },
      { authorization: visitor.access_token },
    );
    expect(reg.status).toBe(200);
    const tokens = await memberTokens(base(), 'changer@example.com', 'first-secret');
    const short = await post(
      base(),
      '/_api/iam/authentication/v2/change-password',
      { newPassword: 'x' },
      {
        authorization: tokens.member.access_token,
      },
    );
    expect(short.status).toBe(400);
    const changed = await post(
      base(),
      '/_api/iam/authentication/v2/change-password',
      { newPassword: 'second-secret' },
      {
        authorization: tokens.member.access_token,
      },
    );
    expect([changed.status, changed.body]).toEqual([200, {}]);
    const old = await post(
      base(),
      '/_api/iam/authentication/v2/login',
      { loginId: { email: 'changer@example.com' }, password: 'first-secret' },
      { authorization: visitor.access_token },
    );
    expect(errorCode(old)).toBe('-19976');
  });
});

describe('sign-on (external login)', () => {
  it('finds or creates the member with the merchant key, and its session token buys member tokens', async () => {
    const visitor = await anonymous(base());
    const auth = { authorization: `${visitor.access_token},demo-admin-key` };
    const signed = await post<{ state: string; sessionToken: string; identity: { id: string } }>(
      base(),
      '/_api/iam/authentication/v2/sign-on',
      { loginId: { email: 'external@example.com' }, profile: { firstName: 'Ext' } },
      auth,
    );
    expect(signed.body).toMatchObject({
      state: 'SUCCESS',
      identity: { identityProfile: { firstName: 'Ext' } },
    });
    const again = await post<{ identity: { id: string } }>(
      base(),
      '/_api/iam/authentication/v2/sign-on',
      { loginId: { email: 'external@example.com' } },
      auth,
    );
    expect(again.body.identity.id).toBe(signed.body.identity.id);
    const tokens = await post<Tokens>(
      base(),
      '/oauth2/token',
      {
        grant_type: 'authorized_client',
        member_id: signed.body.identity.id,
        session_token: signed.body.sessionToken,
      },
      auth,
    );
    expect(tokens.status).toBe(200);
  });

  it('is refused without the merchant key', async () => {
    const visitor = await anonymous(base());
    const answer = await post(
      base(),
      '/_api/iam/authentication/v2/sign-on',
      { loginId: { email: 'x@example.com' } },
      {
        authorization: visitor.access_token,
      },
    );
    expect(answer.status).toBe(403);
  });
});

describe('raw-body endpoints', () => {
  it('GET /v1/logout signs the member out everywhere and answers a base64 HTML body', async () => {
    const { member } = await memberTokens(base());
    const answer = await get<{ contentType: string; body: string }>(
      base(),
      `/_api/iam/authentication/v1/logout?clientId=demo&postLogoutRedirectUri=${encodeURIComponent(`${APP}/bye`)}`,
      { authorization: member.access_token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.contentType).toContain('text/html');
    expect(answer.body.body.length % 4).toBe(0);
    expect(decode(answer.body)).toContain(`${APP}/bye`);
    expect((await refresh(member.refresh_token)).status).toBe(400);
    expect((await get(base(), '/members/v1/members/my', { authorization: member.access_token })).status).toBe(
      401,
    );
  });

  it('GET /v1/logout refuses a post-logout URL the client does not allow', async () => {
    const answer = await get(
      base(),
      '/_api/iam/authentication/v1/logout?postLogoutRedirectUri=https://evil.example/',
    );
    expect(answer.status).toBe(400);
  });

  it('GET /v1/callback turns a session token into the hosted session and continues the flow', async () => {
    const { visitor, sessionToken } = await memberTokens(base());
    const session = await authSession(base(), visitor.access_token);
    const answer = await get<{ body: string }>(
      base(),
      `/_api/iam/authentication/v1/callback?state=${session.id}&sessionToken=${encodeURIComponent(sessionToken)}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/^emu_session=.+HttpOnly/);
    expect(decode(answer.body)).toContain(`/_hosted/authorize/continue?redirectSessionId=${session.id}`);
    const unknown = await get(
      base(),
      `/_api/iam/authentication/v1/callback?state=${session.id}&sessionToken=nope`,
    );
    expect([unknown.status, errorCode(unknown)]).toEqual([401, 'INVALID_SESSION_TOKEN']);
  });
});
