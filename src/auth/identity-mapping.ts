// How the platform's identity answers become LoginStateResults (spec §4 "Login result mapping", §8,
// protocol §4.6). Codes arrive as strings, as the platform sends them: the numeric ones of the spec, and
// the named ones the official typings declare (@wix/auto_sdk_identity_authentication
// `LoginV2ApplicationErrors`, `RegisterV2ApplicationErrors`).
import type { ApiError } from '../errors/api-error.ts';
import type { LoginErrorCode, LoginStateResult, StateMachineResponse } from '../types/identity.ts';
import { additionalDataFromWire, identityFromWire } from './identity-data.ts';
import { mfaChallengeOf } from './mfa.ts';

const MISSING_CAPTCHA = '-19971';
const INVALID_CAPTCHA = '-19970';
const INVALID_PASSWORD = '-19976';
const RESET_PASSWORD = '-19973';
const EMAIL_EXISTS = '-19995';

export function fromServiceState(res: StateMachineResponse): LoginStateResult {
  const result = stateResult(res);
  // Who the answer is about and what else it said, as data (the SDK converts them the same way).
  if (typeof res.identity === 'object' && res.identity !== null)
    result.identity = identityFromWire(res.identity);
  if (typeof res.additionalData === 'object' && res.additionalData !== null)
    result.additionalData = additionalDataFromWire(res.additionalData);
  return result;
}

function stateResult(res: StateMachineResponse): LoginStateResult {
  switch (res.state) {
    case 'SUCCESS':
      return { loginState: 'SUCCESS', data: { sessionToken: res.sessionToken ?? '' } };
    case 'REQUIRE_OWNER_APPROVAL':
      return { loginState: 'OWNER_APPROVAL_REQUIRED' };
    case 'REQUIRE_EMAIL_VERIFICATION':
      return { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: res.stateToken ?? '' } };
    default: {
      // As the SDK: FAILURE 'Unknown _state'. A paused flow (REQUIRE_MFA, MFA_CHALLENGE) also keeps its
      // state token and says which factors it waits for, so a caller can go on with verifyFactor; the SDK
      // drops both.
      if (!res.stateToken) return { loginState: 'FAILURE', error: 'Unknown _state' };
      const mfa = mfaChallengeOf(res);
      return {
        loginState: 'FAILURE',
        error: 'Unknown _state',
        data: { stateToken: res.stateToken },
        ...(mfa ? { mfa } : {}),
      };
    }
  }
}

/** The named codes login and register share (the typings declare them for both). */
const SHARED_CODES: Record<string, LoginErrorCode> = {
  THROTTLED_FEATURE: 'tooManyAttempts',
  CAPTCHA_TOKEN_REQUIRED: 'missingCaptchaToken',
  INVALID_CAPTCHA_TOKEN: 'invalidCaptchaToken',
};

const LOGIN_CODES: Record<string, LoginErrorCode> = {
  [MISSING_CAPTCHA]: 'missingCaptchaToken',
  [INVALID_CAPTCHA]: 'invalidCaptchaToken',
  [INVALID_PASSWORD]: 'invalidPassword',
  [RESET_PASSWORD]: 'resetPassword',
  ...SHARED_CODES,
  // The site owner asks this member to set a new password.
  REENROLLMENT_REQUIRED_BY_ADMIN: 'resetPassword',
  TRUSTED_CLIENTS_ONLY: 'notAllowed',
  WIX_EMPLOYEE_PASSWORD_LOGIN_NOT_ALLOWED: 'notAllowed',
};

/** Login: the four numeric codes and the named ones; invalidEmail for anything else (-19999 among them). */
export function loginFailure(error: ApiError): LoginStateResult {
  const code = error.details.applicationError?.code ?? '';
  return { loginState: 'FAILURE', error: error.message, errorCode: LOGIN_CODES[code] ?? 'invalidEmail' };
}

const REGISTER_CODES: Record<string, LoginErrorCode> = {
  [MISSING_CAPTCHA]: 'missingCaptchaToken',
  [INVALID_CAPTCHA]: 'invalidCaptchaToken',
  [EMAIL_EXISTS]: 'emailAlreadyExists',
  ...SHARED_CODES,
  MISSING_CAPTCHA_TOKEN: 'missingCaptchaToken',
  RECAPTCHA_REQUIRED: 'missingCaptchaToken',
  RECAPTCHA_FAILED: 'invalidCaptchaToken',
  DUPLICATE_EMAIL: 'emailAlreadyExists',
  IP_ADDRESS_FILTERED: 'notAllowed',
  USER_EMAIL_OFAC_ADDRESS: 'notAllowed',
};

/**
 * Register: an EMAIL field violation is invalidEmail with its description; unknown failures carry no code,
 * and any other field violations as they came (a password the platform's rules refuse).
 */
export function registerFailure(error: ApiError): LoginStateResult {
  const emailViolation = error.details.validationError?.fieldViolations.find((v) => v.data?.type === 'EMAIL');
  if (emailViolation)
    return { loginState: 'FAILURE', error: emailViolation.description, errorCode: 'invalidEmail' };
  const errorCode = REGISTER_CODES[error.details.applicationError?.code ?? ''];
  const fieldViolations = error.details.validationError?.fieldViolations;
  return {
    loginState: 'FAILURE',
    error: error.message,
    ...(errorCode ? { errorCode } : {}),
    ...(fieldViolations?.length ? { fieldViolations } : {}),
  };
}
