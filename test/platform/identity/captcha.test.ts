import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../support/platform.ts';
import { anonymous, errorCode, post } from '../auth/http.ts';

const platform = usePlatform({ config: { requireCaptcha: true } });
const base = () => platform.current.url;

async function send(path: 'login' | 'register', extra: Record<string, unknown>) {
  const visitor = await anonymous(base());
  const email = path === 'login' ? 'ada@example.com' : `captcha-${Math.random()}@example.com`;
  return post(
    base(),
    `/_api/iam/authentication/v2/${path}`,
    { loginId: { email }, password: 'lovelace-1815', ...extra },
    { authorization: visitor.access_token },
  );
}

describe('with requireCaptcha', () => {
  for (const path of ['login', 'register'] as const) {
    it(`${path}: no token is -19971, a wrong one -19970, the test token passes`, async () => {
      expect(errorCode(await send(path, {}))).toBe('-19971');
      expect(errorCode(await send(path, { captchaTokens: [{}] }))).toBe('-19971');
      expect(errorCode(await send(path, { captchaTokens: [{ Recaptcha: 'forged' }] }))).toBe('-19970');
      const ok = await send(path, { captchaTokens: [{ InvisibleRecaptcha: 'emulator-captcha-ok' }] });
      expect(ok.body).toMatchObject({ state: 'SUCCESS' });
    });
  }
});
