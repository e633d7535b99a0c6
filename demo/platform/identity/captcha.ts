import { applicationError } from '../http/errors.ts';
import type { PlatformConfig } from '../platform.ts';
import { IDENTITY_CODES } from './errors.ts';
import type { Payload } from './input.ts';

/** With `config.requireCaptcha`, the one captcha token the emulator accepts (documented in docs/emulator.md). */
export const TEST_CAPTCHA_TOKEN = 'emulator-captcha-ok';

/**
 * `captchaTokens: [{Recaptcha?, InvisibleRecaptcha?}]` as the SDK sends it. Only checked when the platform
 * demands captchas: none given is -19971, a token other than the test token is -19970.
 */
export function checkCaptcha(config: PlatformConfig, payload: Payload): void {
  if (!config.requireCaptcha) return;
  const list = Array.isArray(payload.captchaTokens) ? (payload.captchaTokens as unknown[]) : [];
  const tokens = list.flatMap((entry) =>
    typeof entry === 'object' && entry !== null
      ? Object.values(entry).filter((v): v is string => typeof v === 'string' && v !== '')
      : [],
  );
  if (tokens.length === 0)
    throw applicationError(400, IDENTITY_CODES.missingCaptcha, 'A captcha token is required (captchaTokens)');
  if (!tokens.includes(TEST_CAPTCHA_TOKEN))
    throw applicationError(400, IDENTITY_CODES.invalidCaptcha, 'The captcha token is not valid');
}
