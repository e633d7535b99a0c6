import { describe, expect, it } from 'vitest';
import { usePlatform } from '../support/platform.ts';
import { ADA, emulatorAdminClient, emulatorClient, GRACE } from './support/client.ts';

const platform = usePlatform({ config: { requireCaptcha: false } });
const unique = () => `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe('login (spec §4 login result mapping, §8)', () => {
  it('signs a member in: SUCCESS with a session token, sent with the visitor token', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const result = await client.auth.login(ADA);
    expect(result.loginState).toBe('SUCCESS');
    expect(result.data?.sessionToken).toEqual(expect.any(String));
    const call = requests.find((r) => r.path === '/_api/iam/authentication/v2/login');
    expect(call?.body).toEqual({ loginId: { email: ADA.email }, password: ADA.password });
    expect(call?.authorization).toBe(client.auth.getTokens().accessToken.value);
    // a successful login alone does not make a member: the session token still has to be exchanged
    expect(client.auth.role()).toBe('visitor');
  });

  it('maps a wrong password to invalidPassword', async () => {
    const { client } = emulatorClient(platform.current.url);
    const result = await client.auth.login({ email: ADA.email, password: 'wrong-password' });
    expect(result).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });
    expect(result.error).toContain('The password does not match this member');
  });

  it('maps a required password reset to resetPassword', async () => {
    const { client } = emulatorClient(platform.current.url);
    expect(await client.auth.login(GRACE)).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'resetPassword',
    });
  });

  it('maps any other failure, such as an unknown member, to invalidEmail', async () => {
    const { client } = emulatorClient(platform.current.url);
    const result = await client.auth.login({ email: 'nobody@example.com', password: 'whatever-123' });
    expect(result).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidEmail' });
    expect(result.error).toContain('nobody@example.com');
  });

  it('sends captcha tokens in the platform form', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    await client.auth.login({
      ...ADA,
      captchaTokens: { recaptchaToken: 'r-1', invisibleRecaptchaToken: 'i-1' },
    });
    const call = requests.find((r) => r.path.endsWith('/v2/login'));
    expect(call?.body).toMatchObject({ captchaTokens: [{ Recaptcha: 'r-1', InvisibleRecaptcha: 'i-1' }] });
  });

  it('answers a MFA challenge as FAILURE Unknown _state, keeping the state token for verifyFactor', async () => {
    const { client } = emulatorClient(platform.current.url);
    const result = await client.auth.login({ email: 'alan@example.com', password: 'turing-1912' });
    expect(result).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
      data: { stateToken: expect.any(String) },
      identity: expect.objectContaining({ email: { address: 'alan@example.com', isVerified: true } }),
      additionalData: {},
      mfa: {
        factorType: 'EMAIL',
        factors: [{ factorId: expect.any(String), type: 'EMAIL', status: 'ACTIVE' }],
        reason: 'USER_SETTINGS',
        hint: 'a***@example.com',
      },
    });
    expect(result).not.toHaveProperty('errorCode');
    const mail = platform.current.outbox().findLast((m) => m.data.kind === 'mfa');
    const verified = await client.auth.verifyFactor({
      factorType: 'EMAIL',
      stateToken: result.data?.stateToken ?? '',
      emailData: { code: mail?.data.code ?? '' },
    });
    expect(verified.loginState).toBe('SUCCESS');
  });
});

describe('register', () => {
  it('registers a new member: SUCCESS with a session token', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const email = unique();
    const result = await client.auth.register({
      email,
      password: 'a-good-password-1',
      profile: { firstName: 'Sam' },
    });
    expect(result.loginState).toBe('SUCCESS');
    expect(requests.find((r) => r.path.endsWith('/v2/register'))?.body).toEqual({
      loginId: { email },
      password: 'a-good-password-1',
      profile: { firstName: 'Sam' },
    });
  });

  it('maps an existing e-mail to emailAlreadyExists', async () => {
    const { client } = emulatorClient(platform.current.url);
    const result = await client.auth.register({ email: ADA.email, password: 'another-password-1' });
    expect(result).toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' });
  });

  it('maps an EMAIL field violation to invalidEmail with that violation description', async () => {
    const { client } = emulatorClient(platform.current.url);
    const result = await client.auth.register({ email: 'not-an-email', password: 'a-good-password-1' });
    expect(result).toEqual({
      loginState: 'FAILURE',
      error: 'must be a valid e-mail address',
      errorCode: 'invalidEmail',
    });
  });

  it('returns other failures with the message only', async () => {
    const { client } = emulatorClient(platform.current.url);
    const result = await client.auth.register({ email: unique(), password: 'x' });
    expect(result.loginState).toBe('FAILURE');
    expect(result.error).toMatch(/^INVALID_ARGUMENT: "password" /);
    expect(result).not.toHaveProperty('errorCode');
  });
});

describe('processVerification outside EMAIL_VERIFICATION_REQUIRED', () => {
  it('answers FAILURE Unknown _state without calling the platform', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    expect(await client.auth.processVerification({ verificationCode: '1234' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
    expect(
      await client.auth.processVerification({ verificationCode: '1' }, { loginState: 'SUCCESS' }),
    ).toMatchObject({
      error: 'Unknown _state',
    });
    expect(requests).toEqual([]);
  });
});

describe('multi-factor step, password reset and recovery', () => {
  it('verifies the e-mailed second factor', async () => {
    const { client } = emulatorClient(platform.current.url);
    const raw = await fetch(`${platform.current.url}/_api/iam/authentication/v2/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: await client.auth.accessToken() },
      body: JSON.stringify({ loginId: { email: 'alan@example.com' }, password: 'turing-1912' }),
    });
    const { stateToken } = (await raw.json()) as { stateToken: string };
    const mail = platform.current.outbox().findLast((m) => m.data.kind === 'mfa');
    const result = await client.auth.verifyFactor({
      factorType: 'EMAIL',
      stateToken,
      emailData: { code: mail?.data.code ?? '' },
    });
    expect(result.loginState).toBe('SUCCESS');
    expect(result.data?.sessionToken).toEqual(expect.any(String));
  });

  it('sends an activation mail for an identity', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const adaId = '0a6a1c1e-0000-4000-8000-00000000ada1';
    const before = platform.current.outbox().length;
    await client.auth.sendActivationEmail({ identityId: adaId });
    expect(requests.at(-1)).toMatchObject({
      path: '/_api/iam/recovery/v1/activation-email',
      body: { identityId: adaId },
    });
    expect(
      platform.current
        .outbox()
        .slice(before)
        .map((m) => m.data.kind),
    ).toEqual(['activation']);
  });

  it('starts a verification for the signed-in member and completes it with the mailed code', async () => {
    const { client, requests } = emulatorAdminClient(platform.current.url);
    const adaId = '0a6a1c1e-0000-4000-8000-00000000ada1';
    client.auth.setTokens(await client.admin.getMemberTokensForExternalLogin(adaId));
    const { stateToken } = await client.auth.startVerification(adaId);
    expect(stateToken).toEqual(expect.any(String));
    expect(requests.at(-1)).toMatchObject({
      path: '/_api/iam/verification/v1/start',
      body: { identityId: adaId, target: 'EMAIL' },
    });
    const mail = platform.current
      .outbox()
      .findLast((m) => m.data.kind === 'email-verification' && m.data.memberId === adaId);
    const result = await client.auth.processVerification({ verificationCode: mail?.data.code ?? '' });
    expect(result.loginState).toBe('SUCCESS');
  });

  it('sends a password reset mail and sets a new password with its token', async () => {
    const { client, requests } = emulatorClient(platform.current.url);
    const email = unique();
    await client.auth.register({ email, password: 'first-password-1' });
    await client.auth.sendPasswordResetEmail(email, 'http://localhost:3000/reset');
    expect(requests.find((r) => r.path === '/_api/iam/recovery/v1/send-email')?.body).toEqual({
      email,
      redirect: { url: 'http://localhost:3000/reset', clientId: 'demo' },
    });
    const mail = platform.current.outbox().findLast((m) => m.to === email && m.data.kind !== 'activation');
    await client.auth.recover({
      recoveryToken: mail?.data.recoveryToken ?? '',
      password: 'second-password-2',
    });
    expect((await client.auth.login({ email, password: 'second-password-2' })).loginState).toBe('SUCCESS');
    expect((await client.auth.login({ email, password: 'first-password-1' })).errorCode).toBe(
      'invalidPassword',
    );
  });
});
