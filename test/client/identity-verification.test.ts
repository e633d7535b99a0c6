import { describe, expect, it } from 'vitest';
import { usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';

const platform = usePlatform({ config: { requireEmailVerification: true, requireCaptcha: true } });
const unique = () => `verify-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
// The one captcha token the emulator accepts (docs/emulator.md).
const captchaTokens = { recaptchaToken: 'emulator-captcha-ok' };

describe('e-mail verification and captcha', () => {
  it('maps a missing captcha to missingCaptchaToken for login and register', async () => {
    const { client } = emulatorClient(platform.current.url);
    expect(await client.auth.login({ email: 'ada@example.com', password: 'lovelace-1815' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'missingCaptchaToken',
    });
    expect(await client.auth.register({ email: unique(), password: 'a-good-password-1' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'missingCaptchaToken',
    });
  });

  it('maps a refused captcha token to invalidCaptchaToken', async () => {
    const { client } = emulatorClient(platform.current.url);
    const bad = { invisibleRecaptchaToken: 'forged' };
    expect(
      await client.auth.login({ email: 'ada@example.com', password: 'lovelace-1815', captchaTokens: bad }),
    ).toMatchObject({
      errorCode: 'invalidCaptchaToken',
    });
    expect(
      await client.auth.register({ email: unique(), password: 'a-good-password-1', captchaTokens: bad }),
    ).toMatchObject({
      errorCode: 'invalidCaptchaToken',
    });
  });

  it('keeps the state token of EMAIL_VERIFICATION_REQUIRED and completes with the mailed code', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const email = unique();
    const registered = await client.auth.register({ email, password: 'a-good-password-1', captchaTokens });
    expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
    const stateToken = registered.data?.stateToken;
    expect(stateToken).toEqual(expect.any(String));
    const mail = platform.current
      .outbox()
      .findLast((m) => m.to === email && m.data.kind === 'email-verification');
    // without the state argument: the client remembers the pending verification
    const verified = await client.auth.processVerification({ verificationCode: mail?.data.code ?? '' });
    expect(verified.loginState).toBe('SUCCESS');
    expect(requests.find((r) => r.path === '/_api/iam/verification/v1/auth/verify')?.body).toEqual({
      code: mail?.data.code,
      stateToken,
    });
  });

  it('resends the verification code for the pending state', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const email = unique();
    const registered = await client.auth.register({ email, password: 'a-good-password-1', captchaTokens });
    const before = platform.current.outbox().filter((m) => m.to === email).length;
    await client.auth.resendVerification(registered);
    expect(platform.current.outbox().filter((m) => m.to === email).length).toBe(before + 1);
    expect(requests.find((r) => r.path === '/_api/iam/verification/v1/auth/resend')?.body).toEqual({
      stateToken: registered.data?.stateToken,
    });
  });

  it('throws an ApiError for a wrong code instead of inventing a state', async () => {
    const { client } = emulatorClient(platform.current.url);
    const registered = await client.auth.register({
      email: unique(),
      password: 'a-good-password-1',
      captchaTokens,
    });
    await expect(
      client.auth.processVerification({ verificationCode: '000000' }, registered),
    ).rejects.toMatchObject({
      name: 'ApiError',
      code: 'INVALID_VERIFICATION_CODE',
    });
  });
});
