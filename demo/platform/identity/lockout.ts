// Repeated wrong passwords for one login (state slice `identity.loginFailures`, emulator clock). After
// CAPTCHA_AFTER failures in a window, the REST login demands a captcha and answers the string codes the
// `@wix/identity` typings declare for login (`LoginV2ApplicationErrors`): CAPTCHA_TOKEN_REQUIRED without
// one, INVALID_CAPTCHA_TOKEN for a wrong one. After LOCK_AFTER failures the login is locked for the
// window, whatever the password: THROTTLED_FEATURE (429). A success clears the count. The hosted sign-in
// page runs its own captcha, so only the lock applies there.
import { applicationError } from '../http/errors.ts';
import type { Platform } from '../platform.ts';
import { TEST_CAPTCHA_TOKEN } from './captcha.ts';
import type { Payload } from './input.ts';
import { normalizeEmail } from './members.ts';

export const CAPTCHA_AFTER = 3;
export const LOCK_AFTER = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;

interface Failures {
  count: number;
  firstAt: number;
  lockedUntil?: number;
}

const failures = (platform: Platform) =>
  platform.state.slice<Record<string, Failures>>('identity.loginFailures', () => ({}));

/** The failures of `email` still inside their window (an ended lock or an old window starts afresh). */
function current(platform: Platform, email: string): Failures | undefined {
  const all = failures(platform);
  const key = normalizeEmail(email);
  const record = Object.hasOwn(all, key) ? all[key] : undefined;
  const now = platform.now();
  if (!record) return undefined;
  const over =
    record.lockedUntil !== undefined ? record.lockedUntil <= now : now - record.firstAt > FAILURE_WINDOW_MS;
  if (!over) return record;
  delete all[key];
  return undefined;
}

/** Refuses a locked login. */
export function checkNotLocked(platform: Platform, email: string): void {
  if (current(platform, email)?.lockedUntil !== undefined)
    throw applicationError(429, 'THROTTLED_FEATURE', 'Too many failed sign-ins: try again later');
}

/** Refuses a REST login that must now carry a captcha token and does not carry the valid one. */
export function checkEscalatedCaptcha(platform: Platform, email: string, payload: Payload): void {
  const record = current(platform, email);
  if (!record || record.count < CAPTCHA_AFTER) return;
  const list = Array.isArray(payload.captchaTokens) ? (payload.captchaTokens as unknown[]) : [];
  const tokens = list.flatMap((entry) =>
    typeof entry === 'object' && entry !== null
      ? Object.values(entry).filter((v): v is string => typeof v === 'string' && v !== '')
      : [],
  );
  if (tokens.length === 0)
    throw applicationError(
      400,
      'CAPTCHA_TOKEN_REQUIRED',
      'A captcha token is required after failed sign-ins',
    );
  if (!tokens.includes(TEST_CAPTCHA_TOKEN))
    throw applicationError(400, 'INVALID_CAPTCHA_TOKEN', 'The captcha token is not valid');
}

export function recordFailure(platform: Platform, email: string): void {
  const now = platform.now();
  const record = current(platform, email) ?? { count: 0, firstAt: now };
  record.count += 1;
  if (record.count >= LOCK_AFTER) record.lockedUntil = now + FAILURE_WINDOW_MS;
  failures(platform)[normalizeEmail(email)] = record;
}

export function clearFailures(platform: Platform, email: string): void {
  const all = failures(platform);
  const key = normalizeEmail(email);
  if (!Object.hasOwn(all, key)) return;
  delete all[key];
}
