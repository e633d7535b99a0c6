// Identity failures (§4.6): always the applicationError shape, codes as STRINGS, because the official SDK
// compares them with `===` and falls back to `invalidEmail` for anything it does not know. The numeric codes
// are those the spec and the SDK's OAuthStrategy name; refusals they do not cover use the string codes of the
// `@wix/identity` typings (lockout.ts). A wrong password is 401 and an unknown login 404 (issue 13, difference 5).
import { applicationError, type PlatformError } from '../http/errors.ts';

export const IDENTITY_CODES = {
  memberNotFound: '-19999',
  emailExists: '-19995',
  wrongPassword: '-19976',
  resetPassword: '-19973',
  missingCaptcha: '-19971',
  invalidCaptcha: '-19970',
} as const;

export const memberNotFound = (email: string): PlatformError =>
  applicationError(404, IDENTITY_CODES.memberNotFound, `No member signs in with ${JSON.stringify(email)}`, {
    email,
  });

export const memberIdNotFound = (id: string): PlatformError =>
  applicationError(404, IDENTITY_CODES.memberNotFound, `No member has id ${JSON.stringify(id)}`, { id });

export const wrongPassword = (): PlatformError =>
  applicationError(401, IDENTITY_CODES.wrongPassword, 'The password does not match this member');

export const resetPasswordRequired = (): PlatformError =>
  applicationError(
    400,
    IDENTITY_CODES.resetPassword,
    'This member must reset the password before signing in (send a recovery e-mail)',
  );

export const emailExists = (email: string): PlatformError =>
  applicationError(
    409,
    IDENTITY_CODES.emailExists,
    `A member with e-mail ${JSON.stringify(email)} already exists`,
    {
      email,
    },
  );

/** For identity endpoints whose caller may be the SDK's login: a login validationError would crash it (§4.6). */
export const badIdentityInput = (description: string, field: string): PlatformError =>
  applicationError(400, 'INVALID_ARGUMENT', description, { field });

export const badStateToken = (): PlatformError =>
  applicationError(
    400,
    'INVALID_STATE_TOKEN',
    'The stateToken is unknown, expired, already used or burned by too many wrong codes',
  );

export const wrongCode = (attemptsLeft: number): PlatformError =>
  applicationError(400, 'INVALID_VERIFICATION_CODE', `The code is wrong; ${attemptsLeft} attempts left`, {
    attemptsLeft,
  });
