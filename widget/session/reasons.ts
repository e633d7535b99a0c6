// The reasons only a sign-in meets, in the shopper's words: the identity API's codes, a field it refused,
// an OAuth answer that came back wrong. Apart from errors.ts, which the first load carries for the cart's
// failures (none of them ever meets these): loaded with the sign-in panel, or by a sign-in that came back
// and failed (resume.ts).
import { type FieldViolation, isApiError, isOAuthError, type OAuthError } from '../../src/index.ts';
import { reasonOf } from '../errors.ts';
import type { MessageKey, Translate } from '../i18n/index.ts';

/** Identity's codes (declared in @wix/identity's typings; docs/emulator.md). */
const BY_CODE: Record<string, MessageKey> = {
  INVALID_VERIFICATION_CODE: 'reason.wrongCode',
  INVALID_STATE_TOKEN: 'reason.codeExpired',
  INVALID_RECOVERY_TOKEN: 'reason.linkExpired',
  MEMBER_BLOCKED: 'reason.blocked',
  PUSH_DENIED: 'reason.pushDenied',
};

/** A sign-in that came back wrong: `Invalid _state` and the like are the spec's texts for developers. */
const BY_OAUTH_CODE: Record<OAuthError['code'], MessageKey> = {
  INVALID_STATE: 'reason.signInNotFromHere',
  MISSING_CODE_OR_STATE: 'reason.signInNotFromHere',
  AUTHORIZATION_ERROR: 'reason.signInRefused',
  TIMEOUT: 'reason.signInTimeout',
};

/** A field the platform refused, by the kind of value it names (`data.type`, as the identity API marks it). */
export function violationKey(violation: FieldViolation | undefined): MessageKey | undefined {
  if (!violation) return undefined;
  const type = violation.data?.type;
  if (type === 'PASSWORD' || /password/i.test(violation.field))
    return violation.violatedRule === 'MAX_LENGTH' ? 'reason.passwordTooLong' : 'reason.passwordTooShort';
  if (type === 'EMAIL' || /email/i.test(violation.field)) return 'reason.email';
  return undefined;
}

/** Why a sign-in step failed, translated: a sign-in's own reasons first, then any call's (errors.ts). */
export function signInReasonOf(error: unknown, t: Translate): string {
  const key = isApiError(error)
    ? (BY_CODE[error.code] ?? violationKey(error.details.validationError?.fieldViolations[0]))
    : isOAuthError(error)
      ? BY_OAUTH_CODE[error.code]
      : undefined;
  return key ? t(key) : reasonOf(error, t);
}
