// Every second factor of the seed (§3, §7 `POST /v2/{factorType}/verify`) against the emulator over HTTP:
// text-message and call codes from the outbox, authenticator codes per RFC 6238 on the emulator's clock,
// push notifications approved or denied on the "phone" (POST /_emulator/push), and the factor list with
// its statuses as the SDK's types declare them.
import { describe, expect, it } from 'vitest';
import { KATHERINE_TOTP_SECRET, MARY_TOTP_SECRET } from '../../../demo/platform/identity/seed.ts';
import { base32Decode, totp } from '../../../demo/platform/identity/totp.ts';
import { control, usePlatform } from '../../support/platform.ts';
import { anonymous, type ErrorBody, errorCode, lastMail, post } from '../auth/http.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const MARY_PHONE = '+15550101921';

interface Challenge {
  state: string;
  stateToken?: string;
  sessionToken?: string;
  identity: { factors: Array<{ factorId: string; type: string; status: string }> };
  mfaChallengeData?: {
    factorType: string;
    verificationChallengeData: { hint?: string; pushData?: { transactionId: string } };
    availableFactors: Array<{ factorType: string; factorStatus: string }>;
    reason: string;
  };
}

async function login(email: string, password: string) {
  const visitor = await anonymous(base());
  const answer = await post<Challenge & ErrorBody>(
    base(),
    '/_api/iam/authentication/v2/login',
    { loginId: { email }, password },
    { authorization: visitor.access_token },
  );
  return answer.body;
}

const verify = (factor: string, body: Record<string, unknown>) =>
  post<Challenge & ErrorBody>(base(), `/_api/iam/authentication/v2/${factor}/verify`, body);

const codeAt = (secret: string, ms: number) => totp(base32Decode(secret), ms);

describe('a member with every factor (mary@example.com)', () => {
  it('challenges the first active factor, listing every factor with its status', async () => {
    const first = await login('mary@example.com', 'jackson-1921');
    expect(first.state).toBe('MFA_CHALLENGE');
    expect(first.mfaChallengeData).toEqual({
      factorType: 'SMS',
      verificationChallengeData: { hint: '•••1921' },
      availableFactors: ['SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH'].map((factorType) => ({
        factorType,
        factorStatus: 'ENABLED',
      })),
      reason: 'USER_SETTINGS',
    });
    expect(first.identity.factors.map(({ type, status }) => [type, status])).toEqual([
      ['SMS', 'ACTIVE'],
      ['CALL', 'ACTIVE'],
      ['EMAIL', 'ACTIVE'],
      ['TOTP', 'ACTIVE'],
      ['PUSH', 'ACTIVE'],
    ]);
  });

  it('signs in with the texted code', async () => {
    const first = await login('mary@example.com', 'jackson-1921');
    const text = await lastMail(base(), MARY_PHONE);
    expect(text.data).toMatchObject({ kind: 'mfa', channel: 'SMS', code: expect.stringMatching(/^\d{6}$/) });
    const done = await verify('sms', { stateToken: first.stateToken, smsData: { code: text.data.code } });
    expect(done.body).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
  });

  it('texts a new code when asked again, and the old one no longer counts', async () => {
    const first = await login('mary@example.com', 'jackson-1921');
    const old = (await lastMail(base(), MARY_PHONE)).data.code;
    const again = await verify('sms', { stateToken: first.stateToken });
    expect(again.body).toMatchObject({ state: 'MFA_CHALLENGE', stateToken: first.stateToken });
    const fresh = (await lastMail(base(), MARY_PHONE)).data.code;
    if (fresh !== old) {
      const stale = await verify('sms', { stateToken: first.stateToken, smsData: { code: old } });
      expect(errorCode(stale)).toBe('INVALID_VERIFICATION_CODE');
    }
    const done = await verify('sms', { stateToken: first.stateToken, smsData: { code: fresh } });
    expect(done.body.state).toBe('SUCCESS');
  });

  it('calls with a code when the member chooses a call', async () => {
    const first = await login('mary@example.com', 'jackson-1921');
    const switched = await verify('CALL', { stateToken: first.stateToken });
    expect(switched.body.mfaChallengeData?.factorType).toBe('CALL');
    const call = await lastMail(base(), MARY_PHONE);
    expect(call.data).toMatchObject({ channel: 'CALL' });
    // The texted code of the first challenge is not the call's.
    const done = await verify('call', { stateToken: first.stateToken, callData: { code: call.data.code } });
    expect(done.body.state).toBe('SUCCESS');
  });

  it('mails a code when the member chooses e-mail', async () => {
    const first = await login('mary@example.com', 'jackson-1921');
    await verify('email', { stateToken: first.stateToken });
    const mail = await lastMail(base(), 'mary@example.com');
    const done = await verify('email', { stateToken: first.stateToken, emailData: { code: mail.data.code } });
    expect(done.body.state).toBe('SUCCESS');
  });

  it('takes the authenticator app’s code of the emulator’s clock, one step either way', async () => {
    const first = await login('mary@example.com', 'jackson-1921');
    const switched = await verify('totp', { stateToken: first.stateToken });
    expect(switched.body.mfaChallengeData).toMatchObject({
      factorType: 'TOTP',
      verificationChallengeData: {},
    });
    const now = platform.current.platform.now();
    const tooOld = await verify('totp', {
      stateToken: first.stateToken,
      totpData: { code: codeAt(MARY_TOTP_SECRET, now - 90_000) },
    });
    expect(errorCode(tooOld)).toBe('INVALID_VERIFICATION_CODE');
    // The code the app showed a step ago still counts: the member typed it as it changed.
    const previous = codeAt(MARY_TOTP_SECRET, now - 30_000);
    const done = await verify('totp', { stateToken: first.stateToken, totpData: { code: previous } });
    expect(done.body.state).toBe('SUCCESS');
  });

  it('follows the emulator’s clock, not the wall clock', async () => {
    const first = await login('mary@example.com', 'jackson-1921');
    await verify('totp', { stateToken: first.stateToken });
    const wall = codeAt(MARY_TOTP_SECRET, Date.now());
    platform.current.advanceClock(10 * 60_000);
    const moved = codeAt(MARY_TOTP_SECRET, platform.current.platform.now());
    if (wall !== moved) {
      const stale = await verify('totp', { stateToken: first.stateToken, totpData: { code: wall } });
      expect(errorCode(stale)).toBe('INVALID_VERIFICATION_CODE');
    }
    const done = await verify('totp', { stateToken: first.stateToken, totpData: { code: moved } });
    expect(done.body.state).toBe('SUCCESS');
  });

  it('waits for a push to be approved on the phone', async () => {
    const first = await login('mary@example.com', 'jackson-1921');
    const switched = await verify('push', { stateToken: first.stateToken });
    const transactionId = switched.body.mfaChallengeData?.verificationChallengeData.pushData?.transactionId;
    expect(transactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(switched.body.mfaChallengeData?.verificationChallengeData.hint).toBe('Mary’s phone');
    const notification = await lastMail(base(), 'Mary’s phone');
    expect(notification.data).toMatchObject({ kind: 'mfa-push', transactionId });
    const pending = await verify('push', { stateToken: first.stateToken, pushData: { transactionId } });
    expect(pending.body).toMatchObject({ state: 'MFA_CHALLENGE', stateToken: first.stateToken });
    expect(pending.body.sessionToken).toBeUndefined();
    await control(base(), '/_emulator/push', { transactionId });
    const done = await verify('push', { stateToken: first.stateToken, pushData: { transactionId } });
    expect(done.body).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
  });

  it('refuses the sign-in a push was denied for', async () => {
    const first = await login('mary@example.com', 'jackson-1921');
    const switched = await verify('push', { stateToken: first.stateToken });
    const transactionId = switched.body.mfaChallengeData?.verificationChallengeData.pushData?.transactionId;
    await control(base(), '/_emulator/push', { transactionId, approve: false });
    const denied = await verify('push', { stateToken: first.stateToken, pushData: { transactionId } });
    expect(errorCode(denied)).toBe('PUSH_DENIED');
    const after = await verify('push', { stateToken: first.stateToken, pushData: { transactionId } });
    expect(errorCode(after)).toBe('INVALID_STATE_TOKEN');
  });

  it('wants the control token to approve a push', async () => {
    const answer = await fetch(`${base()}/_emulator/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transactionId: 'x' }),
    });
    expect(answer.status).toBe(401);
  });
});

describe('a member whose factors are not all active (katherine@example.com)', () => {
  it('offers only the active ones, names the others’ statuses and the reason', async () => {
    const first = await login('katherine@example.com', 'johnson-1918');
    expect(first.mfaChallengeData).toMatchObject({
      factorType: 'TOTP',
      availableFactors: [
        { factorType: 'SMS', factorStatus: 'REQUIRE_REENROLL' },
        { factorType: 'CALL', factorStatus: 'REQUIRE_ACTIVATION' },
        { factorType: 'TOTP', factorStatus: 'ENABLED' },
      ],
      reason: 'HIGH_RISK_LOGIN',
    });
    expect(first.identity.factors.map((f) => f.status)).toEqual(['REQUIRE_REENROLL', 'INACTIVE', 'ACTIVE']);
    const sms = await verify('sms', { stateToken: first.stateToken, smsData: { code: '123456' } });
    expect(errorCode(sms)).toBe('FACTOR_NOT_AVAILABLE');
    const code = codeAt(KATHERINE_TOTP_SECRET, platform.current.platform.now());
    const done = await verify('totp', { stateToken: first.stateToken, totpData: { code } });
    expect(done.body.state).toBe('SUCCESS');
  });
});
