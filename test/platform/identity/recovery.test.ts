import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { APP, anonymous, errorCode, get, lastMail, post } from '../auth/http.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const mails = async () => (await get<{ mails: unknown[] }>(base(), '/_emulator/outbox')).body.mails.length;

async function login(email: string, password: string) {
  const visitor = await anonymous(base());
  return post(
    base(),
    '/_api/iam/authentication/v2/login',
    { loginId: { email }, password },
    {
      authorization: visitor.access_token,
    },
  );
}

describe('password recovery', () => {
  it('mails grace a single-use link whose token sets a new password and lifts the reset', async () => {
    expect(errorCode(await login('grace@example.com', 'hopper-1906'))).toBe('-19973');
    const sent = await post(base(), '/_api/iam/recovery/v1/send-email', {
      email: 'grace@example.com',
      redirect: { url: `${APP}/welcome-back`, clientId: 'demo' },
    });
    expect([sent.status, sent.body]).toEqual([200, {}]);
    const mail = await lastMail(base(), 'grace@example.com');
    expect(mail.data.link).toBe(
      `${base()}/_hosted/reset-password?token=${encodeURIComponent(mail.data.recoveryToken!)}`,
    );
    const recovered = await post(base(), '/_api/iam/recovery/v1/recover', {
      recoveryToken: mail.data.recoveryToken,
      password: 'cobol-1959',
    });
    expect(recovered.body).toMatchObject({ state: 'SUCCESS', sessionToken: expect.any(String) });
    expect((await login('grace@example.com', 'cobol-1959')).body).toMatchObject({ state: 'SUCCESS' });
    const again = await post(base(), '/_api/iam/recovery/v1/recover', {
      recoveryToken: mail.data.recoveryToken,
      password: 'another-one',
    });
    expect(errorCode(again)).toBe('INVALID_RECOVERY_TOKEN');
  });

  it('answers an unknown address like a known one, without mail', async () => {
    const before = await mails();
    const sent = await post(base(), '/_api/iam/recovery/v1/send-email', { email: 'ghost@example.com' });
    expect([sent.status, sent.body]).toEqual([200, {}]);
    expect(await mails()).toBe(before);
  });

  it('refuses a redirect URL on an origin the client does not allow, naming it', async () => {
    const sent = await post<{ message: string }>(base(), '/_api/iam/recovery/v1/send-email', {
      email: 'ada@example.com',
      redirect: { url: 'https://evil.example/steal', clientId: 'demo' },
    });
    expect(sent.status).toBe(400);
    expect(sent.body.message).toContain('https://evil.example/steal');
  });

  it('rejects a too short new password without using up the link', async () => {
    await post(base(), '/_api/iam/recovery/v1/send-email', { email: 'ada@example.com' });
    const { recoveryToken } = (await lastMail(base(), 'ada@example.com')).data;
    const short = await post(base(), '/_api/iam/recovery/v1/recover', { recoveryToken, password: 'abc' });
    expect(short.status).toBe(400);
    const ok = await post(base(), '/_api/iam/recovery/v1/recover', {
      recoveryToken,
      password: 'lovelace-1815',
    });
    expect(ok.status).toBe(200);
  });

  it('mails an activation link for an identity, and 404s an unknown one', async () => {
    const sent = await post(base(), '/_api/iam/recovery/v1/activation-email', {
      identityId: '0a6a1c1e-0000-4000-8000-000000000a1a',
    });
    expect(sent.status).toBe(200);
    expect((await lastMail(base(), 'alan@example.com')).data.kind).toBe('activation');
    const unknown = await post(base(), '/_api/iam/recovery/v1/activation-email', { identityId: 'x' });
    expect([unknown.status, errorCode(unknown)]).toEqual([404, '-19999']);
  });
});
