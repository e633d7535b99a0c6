// Repeated wrong passwords (issue 13, difference 6): after three, a REST login must carry a captcha
// (CAPTCHA_TOKEN_REQUIRED, INVALID_CAPTCHA_TOKEN); after five the login is locked for 15 minutes, whatever the
// password (429 THROTTLED_FEATURE), on the hosted sign-in page too. The codes are those `@wix/identity`
// declares for login; the window follows the emulator clock.
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { anonymous, type ErrorBody, errorCode, post } from '../auth/http.ts';

const platform = usePlatform();
const base = () => platform.current.url;
const PASSWORD = 'correct-horse';

async function login(email: string, password: string, extra: Record<string, unknown> = {}) {
  const visitor = await anonymous(base());
  return post<Record<string, unknown> & ErrorBody>(
    base(),
    '/_api/iam/authentication/v2/login',
    { loginId: { email }, password, ...extra },
    { authorization: visitor.access_token },
  );
}

async function newMember(): Promise<string> {
  const email = `lock-${Math.random().toString(36).slice(2)}@example.com`;
  const visitor = await anonymous(base());
  const answer = await post(
    base(),
    '/_api/iam/authentication/v2/register',
    { loginId: { email }, password: PASSWORD },
    { authorization: visitor.access_token },
  );
  expect(answer.body).toMatchObject({ state: 'SUCCESS' });
  return email;
}

const captcha = (token: string) => ({ captchaTokens: [{ Recaptcha: token }] });

describe('repeated wrong passwords', () => {
  it('need a captcha after three and lock the login after five, until the window passes', async () => {
    const email = await newMember();
    const outcomes: Array<[number, string | undefined]> = [];
    for (let i = 0; i < 3; i++) {
      const wrong = await login(email, 'guess');
      outcomes.push([wrong.status, errorCode(wrong)]);
    }
    expect(outcomes).toEqual(Array(3).fill([401, '-19976']));
    const noCaptcha = await login(email, PASSWORD);
    expect([noCaptcha.status, errorCode(noCaptcha)]).toEqual([400, 'CAPTCHA_TOKEN_REQUIRED']);
    const forged = await login(email, PASSWORD, captcha('forged'));
    expect([forged.status, errorCode(forged)]).toEqual([400, 'INVALID_CAPTCHA_TOKEN']);
    for (let i = 0; i < 2; i++)
      expect(errorCode(await login(email, 'guess', captcha('emulator-captcha-ok')))).toBe('-19976');
    const locked = await login(email, PASSWORD, captcha('emulator-captcha-ok'));
    expect([locked.status, errorCode(locked)]).toEqual([429, 'THROTTLED_FEATURE']);
    const page = await post<{ message: string }>(base(), '/_hosted/sign-in', {
      email,
      password: PASSWORD,
      next: '/_hosted/account/account-info',
    });
    expect(page.status).toBe(429);

    await post(base(), '/_emulator/clock', { advanceMs: 15 * 60_000 + 1 });
    const after = await login(email, PASSWORD);
    expect(after.body).toMatchObject({ state: 'SUCCESS' });
  });

  it('counts per login and starts again after a success', async () => {
    const email = await newMember();
    const other = await newMember();
    for (let i = 0; i < 2; i++) await login(email, 'guess');
    expect((await login(other, PASSWORD)).body).toMatchObject({ state: 'SUCCESS' });
    expect((await login(email, PASSWORD)).body).toMatchObject({ state: 'SUCCESS' });
    for (let i = 0; i < 2; i++) await login(email, 'guess');
    expect((await login(email, PASSWORD)).body).toMatchObject({ state: 'SUCCESS' });
  });
});
