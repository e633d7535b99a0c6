// `/_api/iam/authentication/…` (§4.6, §12): register, login, MFA factor verify, change-password, sign-on.
import { applicationError, unauthorized, validationError, violation } from '../http/errors.ts';
import type { RequestContext, Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { checkCaptcha } from './captcha.ts';
import { badIdentityInput, wrongPassword } from './errors.ts';
import { login, register, signOn } from './flows.ts';
import { objectAt, optionalBoolean, type Payload, requiredString } from './input.ts';
import { checkEscalatedCaptcha, checkNotLocked } from './lockout.ts';
import { type FactorType, isEmail } from './members.ts';
import { hashPassword, passwordMatches, passwordViolation } from './password.ts';
import { readProfile } from './profile.ts';
import { FACTOR_DATA, verifyFactor } from './second-factor.ts';

const PREFIX = '/_api/iam/authentication';

/** Login's failures must stay applicationErrors: the SDK's login crashes on a validationError (§4.6). */
function loginString(payload: Payload, field: string, path: string): string {
  const value = payload[field];
  if (typeof value !== 'string' || value === '')
    throw badIdentityInput(`${path} is required and must be a string`, path);
  return value;
}

/** The caller's visitor, for carrying the cart over; login and register need a visitor or member token. */
function visitorOf(platform: Platform, ctx: RequestContext): string | undefined {
  const caller = platform.identify(ctx);
  return caller.kind === 'merchant' ? undefined : caller.visitorId;
}

/** `Authorization: <access token>,<apiKey>` as external login sends it (§4.9); the key must be configured. */
export function merchantKeyFrom(
  platform: Pick<Platform, 'config'>,
  ctx: RequestContext,
): { accessToken: string; apiKey: string } {
  const header = ctx.authorization ?? '';
  const comma = header.lastIndexOf(',');
  const apiKey = (comma >= 0 ? header.slice(comma + 1) : header).trim();
  const accessToken = comma >= 0 ? header.slice(0, comma).trim() : '';
  if (platform.config.apiKeys.length === 0)
    throw applicationError(403, 'PERMISSION_DENIED', 'No merchant API key is configured on this platform');
  if (!platform.config.apiKeys.includes(apiKey))
    throw applicationError(
      403,
      'PERMISSION_DENIED',
      'A merchant API key is required: send Authorization: <access token>,<API key>',
    );
  return { accessToken, apiKey };
}

export function authenticationRoutes(platform: Platform): Route[] {
  return [
    {
      method: 'POST',
      path: `${PREFIX}/v2/register`,
      handler: (ctx) => {
        const visitorId = visitorOf(platform, ctx);
        // Whatever is wrong with the login id is the EMAIL violation the SDK maps to invalidEmail.
        const loginId = ctx.payload.loginId;
        const email =
          typeof loginId === 'object' && loginId !== null ? (loginId as Payload).email : undefined;
        if (typeof email !== 'string' || !isEmail(email))
          throw validationError([
            violation('loginId.email', 'must be a valid e-mail address', 'FORMAT', { type: 'EMAIL' }),
          ]);
        const password = requiredString(ctx.payload, 'password', 'password', { type: 'PASSWORD' });
        const problem = passwordViolation(password);
        if (problem) throw validationError([problem]);
        const profile = readProfile(ctx.payload);
        checkCaptcha(platform.config, ctx.payload);
        return register(platform, { email, password, profile, ...(visitorId ? { visitorId } : {}) });
      },
    },
    {
      method: 'POST',
      path: `${PREFIX}/v2/login`,
      handler: (ctx) => {
        const visitorId = visitorOf(platform, ctx);
        const loginId = ctx.payload.loginId;
        if (typeof loginId !== 'object' || loginId === null)
          throw badIdentityInput('loginId.email is required', 'loginId.email');
        const email = loginString(loginId as Payload, 'email', 'loginId.email');
        const password = loginString(ctx.payload, 'password', 'password');
        checkCaptcha(platform.config, ctx.payload);
        checkNotLocked(platform, email);
        checkEscalatedCaptcha(platform, email, ctx.payload);
        return login(platform, email, password, visitorId);
      },
    },
    {
      method: 'POST',
      path: `${PREFIX}/v2/:factorType/verify`,
      handler: (ctx) => {
        // The path names the factor in any case (`sms`, `SMS`); PASSWORD is a first factor, not verified here.
        const factor = (ctx.params.factorType ?? '').toUpperCase();
        if (!Object.hasOwn(FACTOR_DATA, factor))
          throw applicationError(
            400,
            'UNSUPPORTED_FACTOR',
            `Factor ${JSON.stringify(ctx.params.factorType)} is not a second factor; use sms, call, email, totp or push`,
          );
        optionalBoolean(ctx.payload, 'rememberThisDevice');
        const stateToken = requiredString(ctx.payload, 'stateToken');
        return verifyFactor(platform, factor as FactorType, stateToken, ctx.payload);
      },
    },
    {
      method: 'POST',
      path: `${PREFIX}/v2/change-password`,
      handler: (ctx) => {
        const caller = platform.identify(ctx);
        if (caller.kind !== 'member') throw unauthorized('Only a signed-in member can change the password');
        const newPassword = requiredString(ctx.payload, 'newPassword');
        const problem = passwordViolation(newPassword, 'newPassword');
        if (problem) throw validationError([problem]);
        const { members } = platform.identity;
        const member = members.byId(caller.memberId);
        if (!member) throw unauthorized('The member of this token no longer exists');
        // An optional check of the current password, when the caller sends it.
        const current = ctx.payload.currentPassword;
        if (typeof current === 'string' && !passwordMatches(current, member.passwordHash))
          throw wrongPassword();
        members.update(member, { passwordHash: hashPassword(newPassword), passwordResetRequired: false });
        return {};
      },
    },
    {
      method: 'POST',
      path: `${PREFIX}/v2/sign-on`,
      handler: (ctx) => {
        const { accessToken } = merchantKeyFrom(platform, ctx);
        const email = objectAt(ctx.payload, 'loginId').email;
        if (typeof email !== 'string' || !isEmail(email))
          throw validationError([
            violation('loginId.email', 'must be a valid e-mail address', 'FORMAT', { type: 'EMAIL' }),
          ]);
        const visitorId = platform.identity.tokens.accessGrantee(accessToken)?.visitorId;
        return signOn(
          platform,
          email,
          readProfile(ctx.payload),
          optionalBoolean(ctx.payload, 'verifyEmail') ?? false,
          visitorId,
        );
      },
    },
  ];
}
