// Every second factor through the client (issue 29): the paused login says which factor was challenged and
// lists the member's factors with their statuses; verifyFactor sends each factor's data under the seed's
// name (§7: smsData, callData, emailData, totpData, pushData), asks for a factor without data, and a push
// answers the same pause until the member approves it on the phone.
import { describe, expect, it } from 'vitest';
import { MARY_TOTP_SECRET } from '../../demo/platform/identity/seed.ts';
import { base32Decode, totp } from '../../demo/platform/identity/totp.ts';
import type { LoginStateResult } from '../../src/index.ts';
import { control, usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';

const platform = usePlatform();
const MARY = { email: 'mary@example.com', password: 'jackson-1921' };
const PHONE = '+15550101921';
const VERIFY = /^\/_api\/iam\/authentication\/v2\/([a-z]+)\/verify$/;

const latestCode = (to: string) => platform.current.outbox().findLast((m) => m.to === to)?.data.code ?? '';

async function pausedLogin() {
  const { client, requests } = emulatorClient(platform.current.url);
  const paused = await client.auth.login(MARY);
  const stateToken = paused.data?.stateToken ?? '';
  const verifies = () =>
    requests.filter((r) => VERIFY.test(r.path)).map((r) => [VERIFY.exec(r.path)?.[1], r.body]);
  return { client, paused, stateToken, verifies };
}

describe('a login that needs a second factor', () => {
  it('names the factor challenged and every factor with its status', async () => {
    const { paused } = await pausedLogin();
    expect(paused).toMatchObject({
      loginState: 'FAILURE',
      data: { stateToken: expect.any(String) },
      mfa: {
        factorType: 'SMS',
        hint: '•••1921',
        reason: 'USER_SETTINGS',
        factors: ['SMS', 'CALL', 'EMAIL', 'TOTP', 'PUSH'].map((type) => ({
          factorId: expect.any(String),
          type,
          status: 'ACTIVE',
        })),
      },
    });
    expect(paused).not.toHaveProperty('errorCode');
  });

  it('tells which factors cannot be used now, and why the platform asks', async () => {
    const { client } = emulatorClient(platform.current.url);
    const paused = await client.auth.login({ email: 'katherine@example.com', password: 'johnson-1918' });
    expect(paused.mfa).toMatchObject({
      factorType: 'TOTP',
      reason: 'HIGH_RISK_LOGIN',
      factors: [
        { type: 'SMS', status: 'REQUIRE_REENROLL' },
        { type: 'CALL', status: 'INACTIVE' },
        { type: 'TOTP', status: 'ACTIVE' },
      ],
    });
  });
});

describe('verifyFactor, per factor', () => {
  it('SMS: the texted code, with rememberThisDevice', async () => {
    const { client, stateToken, verifies } = await pausedLogin();
    const result = await client.auth.verifyFactor({
      factorType: 'SMS',
      stateToken,
      rememberThisDevice: true,
      smsData: { code: latestCode(PHONE) },
    });
    expect(result.loginState).toBe('SUCCESS');
    expect(verifies()).toEqual([
      ['sms', { stateToken, rememberThisDevice: true, smsData: { code: expect.stringMatching(/^\d{6}$/) } }],
    ]);
  });

  it('CALL: asked for without data, then the code the call read out', async () => {
    const { client, stateToken, verifies } = await pausedLogin();
    const asked = await client.auth.verifyFactor({ factorType: 'CALL', stateToken });
    expect(asked.mfa?.factorType).toBe('CALL');
    expect(asked.data?.stateToken).toBe(stateToken);
    const result = await client.auth.verifyFactor({
      factorType: 'CALL',
      stateToken,
      callData: { code: latestCode(PHONE) },
    });
    expect(result.loginState).toBe('SUCCESS');
    expect(verifies()).toEqual([
      ['call', { stateToken }],
      ['call', { stateToken, callData: { code: expect.any(String) } }],
    ]);
  });

  it('EMAIL: the mailed code', async () => {
    const { client, stateToken, verifies } = await pausedLogin();
    await client.auth.verifyFactor({ factorType: 'EMAIL', stateToken });
    const code = latestCode(MARY.email);
    const result = await client.auth.verifyFactor({ factorType: 'EMAIL', stateToken, emailData: { code } });
    expect(result.loginState).toBe('SUCCESS');
    expect(verifies().at(-1)).toEqual(['email', { stateToken, emailData: { code } }]);
  });

  it('TOTP: the authenticator app’s code', async () => {
    const { client, stateToken, verifies } = await pausedLogin();
    const asked = await client.auth.verifyFactor({ factorType: 'TOTP', stateToken });
    expect(asked.mfa).toMatchObject({ factorType: 'TOTP' });
    expect(asked.mfa).not.toHaveProperty('hint');
    const code = totp(base32Decode(MARY_TOTP_SECRET), platform.current.platform.now());
    const result = await client.auth.verifyFactor({ factorType: 'TOTP', stateToken, totpData: { code } });
    expect(result.loginState).toBe('SUCCESS');
    expect(verifies().at(-1)).toEqual(['totp', { stateToken, totpData: { code } }]);
  });

  it('PUSH: the same pause until the phone approves, then SUCCESS', async () => {
    const { client, stateToken, verifies } = await pausedLogin();
    const asked = await client.auth.verifyFactor({ factorType: 'PUSH', stateToken });
    const transactionId = asked.mfa?.transactionId ?? '';
    expect(asked.mfa).toMatchObject({ factorType: 'PUSH', hint: 'Mary’s phone' });
    expect(transactionId).not.toBe('');
    const poll = (): Promise<LoginStateResult> =>
      client.auth.verifyFactor({ factorType: 'PUSH', stateToken, pushData: { transactionId } });
    expect((await poll()).mfa?.transactionId).toBe(transactionId);
    await control(platform.current.url, '/_emulator/push', { transactionId });
    const result = await poll();
    expect(result.loginState).toBe('SUCCESS');
    expect(verifies().at(-1)).toEqual(['push', { stateToken, pushData: { transactionId } }]);
  });
});
