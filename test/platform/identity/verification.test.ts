import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { anonymous, errorCode, lastMail, post } from '../auth/http.ts';

const platform = usePlatform({ config: { requireEmailVerification: true } });
const base = () => platform.current.url;

async function registerNew(email: string) {
  const visitor = await anonymous(base());
  return post<{ state: string; stateToken: string; sessionToken?: string }>(
    base(),
    '/_api/iam/authentication/v2/register',
    { loginId: { email }, password: 'a-long-secret' },
    { authorization: visitor.access_token },
  );
}

const verify = (stateToken: string, code: string) =>
  post(base(), '/_api/iam/verification/v1/auth/verify', { code, stateToken });

describe('with requireEmailVerification', () => {
  it('registers into REQUIRE_EMAIL_VERIFICATION and mails a code that completes it', async () => {
    const answer = await registerNew('verify-me@example.com');
    expect(answer.body).toMatchObject({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      stateToken: expect.any(String),
      identity: { status: { name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] } },
    });
    expect(answer.body.sessionToken).toBeUndefined();
    const { code } = (await lastMail(base(), 'verify-me@example.com')).data;
    const done = await verify(answer.body.stateToken, code!);
    expect(done.body).toMatchObject({
      state: 'SUCCESS',
      sessionToken: expect.any(String),
      identity: { email: { isVerified: true }, status: { name: 'ACTIVE' } },
    });
  });

  it('asks again at login until verified, and resend replaces the code', async () => {
    await registerNew('later@example.com');
    const visitor = await anonymous(base());
    const login = await post<{ state: string; stateToken: string }>(
      base(),
      '/_api/iam/authentication/v2/login',
      { loginId: { email: 'later@example.com' }, password: 'a-long-secret' },
      { authorization: visitor.access_token },
    );
    expect(login.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const old = (await lastMail(base(), 'later@example.com')).data.code!;
    expect(
      (await post(base(), '/_api/iam/verification/v1/auth/resend', { stateToken: login.body.stateToken }))
        .status,
    ).toBe(200);
    const fresh = (await lastMail(base(), 'later@example.com')).data.code!;
    if (old !== fresh)
      expect(errorCode(await verify(login.body.stateToken, old))).toBe('INVALID_VERIFICATION_CODE');
    expect((await verify(login.body.stateToken, fresh)).body).toMatchObject({ state: 'SUCCESS' });
  });

  it('rejects unknown state tokens and missing fields specifically', async () => {
    expect(errorCode(await verify('emu.state.unknown', '123456'))).toBe('INVALID_STATE_TOKEN');
    const missing = await post<{
      details: { validationError?: { fieldViolations: Array<{ field: string }> } };
    }>(base(), '/_api/iam/verification/v1/auth/verify', { stateToken: 'x' });
    expect(missing.body.details.validationError?.fieldViolations[0]?.field).toBe('code');
    expect(
      errorCode(await post(base(), '/_api/iam/verification/v1/auth/resend', { stateToken: 'nope' })),
    ).toBe('INVALID_STATE_TOKEN');
  });

  it('starts a verification for an existing identity, as the member or the merchant', async () => {
    const visitor = await anonymous(base());
    const forbidden = await post(
      base(),
      '/_api/iam/verification/v1/Start',
      { identityId: '0a6a1c1e-0000-4000-8000-00000000ada1', target: 'EMAIL' },
      { authorization: visitor.access_token },
    );
    expect(forbidden.status).toBe(403);
    const started = await post<{ stateToken: string }>(
      base(),
      '/_api/iam/verification/v1/start',
      { identityId: '0a6a1c1e-0000-4000-8000-00000000ada1', target: 'EMAIL' },
      { authorization: 'demo-admin-key' },
    );
    const { code } = (await lastMail(base(), 'ada@example.com')).data;
    expect((await verify(started.body.stateToken, code!)).body).toMatchObject({ state: 'SUCCESS' });
    const unknown = await post(
      base(),
      '/_api/iam/verification/v1/Start',
      { identityId: 'nobody' },
      {
        authorization: 'demo-admin-key',
      },
    );
    expect([unknown.status, errorCode(unknown)]).toEqual([404, '-19999']);
  });
});
