import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { anonymous, type ErrorBody, errorCode, lastMail, post } from '../auth/http.ts';

const platform = usePlatform();
const base = () => platform.current.url;

async function login(email: string, password: string, extra: Record<string, unknown> = {}) {
  const visitor = await anonymous(base());
  return post<Record<string, unknown> & ErrorBody>(
    base(),
    '/_api/iam/authentication/v2/login',
    { loginId: { email }, password, ...extra },
    { authorization: visitor.access_token },
  );
}

describe('login', () => {
  it('answers SUCCESS with a session token and the identity', async () => {
    const answer = await login('Ada@Example.com', 'lovelace-1815');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      state: 'SUCCESS',
      sessionToken: expect.any(String),
      identity: {
        id: '0a6a1c1e-0000-4000-8000-00000000ada1',
        email: { address: 'ada@example.com', isVerified: true },
        status: { name: 'ACTIVE', reasons: [] },
        identityProfile: { firstName: 'Ada', lastName: 'Lovelace' },
      },
    });
  });

  it('fails with string codes in the applicationError shape: a wrong password is 401, an unknown login 404', async () => {
    const wrong = await login('ada@example.com', 'babbage');
    expect([wrong.status, errorCode(wrong)]).toEqual([401, '-19976']);
    const unknown = await login('nobody@example.com', 'whatever');
    expect([unknown.status, errorCode(unknown)]).toEqual([404, '-19999']);
    const reset = await login('grace@example.com', 'hopper-1906');
    expect(errorCode(reset)).toBe('-19973');
    for (const answer of [wrong, unknown, reset]) expect(typeof errorCode(answer)).toBe('string');
  });

  it('answers malformed input with an applicationError, never a validationError (the SDK would crash)', async () => {
    const visitor = await anonymous(base());
    for (const body of [
      {},
      { loginId: 'ada' },
      { loginId: { email: 7 }, password: 'x' },
      { loginId: { email: 'a@b.c' } },
    ]) {
      const answer = await post<ErrorBody>(base(), '/_api/iam/authentication/v2/login', body, {
        authorization: visitor.access_token,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.details.applicationError?.code).toBe('INVALID_ARGUMENT');
      expect(answer.body.details.validationError).toBeUndefined();
    }
  });

  it('needs a visitor token', async () => {
    const answer = await post(base(), '/_api/iam/authentication/v2/login', {
      loginId: { email: 'ada@example.com' },
      password: 'lovelace-1815',
    });
    expect(answer.status).toBe(401);
  });
});

describe('second factor (alan@example.com, EMAIL)', () => {
  it('challenges, mails a code and signs in with it', async () => {
    const first = await login('alan@example.com', 'turing-1912');
    expect(first.body).toMatchObject({
      state: 'MFA_CHALLENGE',
      stateToken: expect.any(String),
      mfaChallengeData: {
        factorType: 'EMAIL',
        verificationChallengeData: { hint: 'a***@example.com' },
        availableFactors: [{ factorType: 'EMAIL', factorStatus: 'ENABLED' }],
        reason: 'USER_SETTINGS',
      },
    });
    expect(first.body.sessionToken).toBeUndefined();
    const mail = await lastMail(base(), 'alan@example.com');
    expect(mail.data).toMatchObject({ kind: 'mfa', code: expect.stringMatching(/^\d{6}$/) });
    const verify = (code: string) =>
      post(base(), '/_api/iam/authentication/v2/email/verify', {
        stateToken: first.body.stateToken,
        emailData: { code },
      });
    const wrong = await verify(mail.data.code === '000000' ? '111111' : '000000');
    expect(errorCode(wrong)).toBe('INVALID_VERIFICATION_CODE');
    const right = await verify(mail.data.code!);
    expect(right.body).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
    const reused = await verify(mail.data.code!);
    expect(errorCode(reused)).toBe('INVALID_STATE_TOKEN');
  });

  it('burns the state token after five wrong codes', async () => {
    const first = await login('alan@example.com', 'turing-1912');
    const { code } = (await lastMail(base(), 'alan@example.com')).data;
    const wrong = code === '999999' ? '888888' : '999999';
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 5; i++) {
      const answer = await post(base(), '/_api/iam/authentication/v2/EMAIL/verify', {
        stateToken: first.body.stateToken,
        emailData: { code: wrong },
      });
      codes.push(errorCode(answer));
    }
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('INVALID_VERIFICATION_CODE'));
    expect(codes[4]).toBe('INVALID_STATE_TOKEN');
    const late = await post(base(), '/_api/iam/authentication/v2/email/verify', {
      stateToken: first.body.stateToken,
      emailData: { code },
    });
    expect(errorCode(late)).toBe('INVALID_STATE_TOKEN');
  });

  it('names the factors it does not know', async () => {
    const answer = await post(base(), '/_api/iam/authentication/v2/pigeon/verify', { stateToken: 'x' });
    expect(errorCode(answer)).toBe('UNSUPPORTED_FACTOR');
  });

  it('refuses a factor the member has not enrolled', async () => {
    const first = await login('alan@example.com', 'turing-1912');
    const answer = await post(base(), '/_api/iam/authentication/v2/sms/verify', {
      stateToken: first.body.stateToken,
      smsData: { code: '123456' },
    });
    expect(errorCode(answer)).toBe('FACTOR_NOT_AVAILABLE');
  });
});
