// How the hosted forms answer: `{next}` to navigate to, `{message}` to show, or a platform error whose
// message a person can read (forms.js shows `message`).
import { applicationError, PlatformError } from '../http/errors.ts';
import type { RequestContext } from '../http/router.ts';
import { IDENTITY_CODES } from '../identity/errors.ts';
import type { StateAnswer } from '../identity/wire.ts';
import type { Platform } from '../platform.ts';
import { openSessionCookie } from './cookie.ts';

/** The base `next` is resolved against: only its own paths may come out. */
const HERE = 'http://emulator.invalid';

/**
 * Only the emulator's own hosted pages may follow a form: no open redirect through `next`. Checked on the
 * path the browser will go to, resolved: `/_hosted/../_emulator/outbox` starts with `/_hosted/` as text.
 */
export function safeNext(value: unknown, fallback = '/_hosted/account/account-info'): string {
  if (value === undefined || value === null || value === '') return fallback;
  const refused = () =>
    applicationError(400, 'INVALID_NEXT', 'next must be a path on this site under /_hosted/');
  if (typeof value !== 'string' || value.includes('\\') || value.includes('//')) throw refused();
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    throw refused();
  }
  if (url.origin !== HERE || !url.pathname.startsWith('/_hosted/')) throw refused();
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a form goes after the identity state machine answered. SUCCESS signs the browser in. */
export function afterState(platform: Platform, ctx: RequestContext, answer: StateAnswer, next: string) {
  switch (answer.state) {
    case 'SUCCESS':
      ctx.res.setHeader('set-cookie', openSessionCookie(platform, String(answer.identity.id)));
      return { next };
    case 'REQUIRE_EMAIL_VERIFICATION':
    case 'MFA_CHALLENGE':
      return {
        next: `/_hosted/verify?${new URLSearchParams({ stateToken: answer.stateToken ?? '', next })}`,
      };
    case 'REQUIRE_OWNER_APPROVAL':
      throw applicationError(
        403,
        'OWNER_APPROVAL_REQUIRED',
        'Your account is waiting for the store owner’s approval. You can sign in once it is approved.',
      );
  }
}

const LABELS: Record<string, string> = {
  'loginId.email': 'E-mail',
  email: 'E-mail',
  password: 'Password',
  newPassword: 'Password',
  code: 'Code',
};

/** Runs a form handler, rewording platform errors for a person (same status and code). */
export function forPerson<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const details = error.body.details as {
      applicationError?: { code: string; description: string };
      validationError?: { fieldViolations: Array<{ field: string; description: string }> };
    };
    const violation = details.validationError?.fieldViolations[0];
    if (violation)
      throw applicationError(
        error.status,
        'INVALID_INPUT',
        `${LABELS[violation.field] ?? violation.field} ${violation.description}.`,
      );
    const code = details.applicationError?.code ?? 'ERROR';
    if (code === IDENTITY_CODES.memberNotFound || code === IDENTITY_CODES.wrongPassword)
      throw applicationError(error.status, code, 'The e-mail or password is wrong.');
    if (code === IDENTITY_CODES.resetPassword)
      throw applicationError(
        error.status,
        code,
        'You need to choose a new password first: use “Forgot your password?”.',
      );
    throw error;
  }
}
