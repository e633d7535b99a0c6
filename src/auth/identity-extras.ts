// The rest of the identity services the spec lists (§7 "Authentication", "Recovery", "Verification").
import { base64ToText } from '../http/base64.ts';
import { AUTHENTICATION, RECOVERY, VERIFICATION } from '../http/prefixes.ts';
import { send } from '../http/send.ts';
import type {
  FactorType,
  Identity,
  IdentityProfile,
  LoginStateResult,
  StateMachineResponse,
} from '../types/identity.ts';
import { handleState } from './identity.ts';
import { identityFromWire } from './identity-data.ts';
import { requireApiKey } from './merchant.ts';
import type { SessionCore } from './session.ts';

/**
 * POST /v2/{factorType}/verify (spec §7; the fields of the SDK's `VerifyRequest`). Send the data of the
 * factor named, and only that: `smsData`, `callData`, `emailData`, `totpData` carry the code the member
 * received or their app shows, `pushData` the `transactionId` of the notification they answered. Without
 * the data, the platform is asked to challenge that factor (send a code, push a notification): how "send a
 * new code" and "use another method" are asked for (docs/client.md).
 */
export interface VerifyFactorParams {
  factorType: FactorType;
  stateToken: string;
  /** Fewer second-factor challenges on this device from now on (the platform decides how many fewer). */
  rememberThisDevice?: boolean;
  smsData?: { code: string; deliveryMethod?: 'SMS' | 'WHATSAPP' };
  callData?: { code: string };
  emailData?: { code: string };
  totpData?: { code: string };
  pushData?: { transactionId: string };
}

/** POST /v2/{factorType}/verify: the multi-factor step; a paused answer carries `mfa` again. */
export async function verifyFactor(
  core: SessionCore,
  p: VerifyFactorParams,
  signal?: AbortSignal,
): Promise<LoginStateResult> {
  const { factorType, ...payload } = p;
  const res = await core.call<StateMachineResponse>({
    method: 'POST',
    path: `${AUTHENTICATION}/v2/${encodeURIComponent(factorType.toLowerCase())}/verify`,
    payload,
    signal,
    credentials: true,
  });
  return handleState(core, res);
}

/** Sends the verification code again, for the EMAIL_VERIFICATION_REQUIRED state given or remembered. */
export async function resendVerification(
  core: SessionCore,
  state?: LoginStateResult,
  signal?: AbortSignal,
): Promise<void> {
  const stateToken = (state ?? core.pendingVerification)?.data?.stateToken;
  if (!stateToken)
    throw new TypeError('resendVerification: no EMAIL_VERIFICATION_REQUIRED state to resend for');
  await core.call({
    method: 'POST',
    path: `${VERIFICATION}/v1/auth/resend`,
    payload: { stateToken },
    signal,
    credentials: true,
  });
}

/**
 * POST /v1/start: mails a verification code to an identity (the member themself, or with the merchant key).
 * The answer's state token is remembered, so processVerification({ verificationCode }) can follow.
 */
export async function startVerification(
  core: SessionCore,
  identityId: string,
  signal?: AbortSignal,
): Promise<{ stateToken?: string }> {
  const res = await core.call<{ stateToken?: string }>({
    method: 'POST',
    path: `${VERIFICATION}/v1/start`,
    payload: { identityId, target: 'EMAIL' },
    signal,
  });
  if (res.stateToken)
    core.pendingVerification = {
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: res.stateToken },
    };
  return res;
}

export async function sendPasswordResetEmail(
  core: SessionCore,
  email: string,
  redirectUri: string,
  opts: { language?: string; signal?: AbortSignal } = {},
): Promise<void> {
  await core.call({
    method: 'POST',
    path: `${RECOVERY}/v1/send-email`,
    payload: {
      email,
      ...(opts.language ? { language: opts.language } : {}),
      redirect: { url: redirectUri, clientId: core.clientId },
    },
    signal: opts.signal,
  });
}

/** Sets a new password with the token from the recovery mail. */
export async function recover(
  core: SessionCore,
  p: { recoveryToken: string; password: string },
  signal?: AbortSignal,
): Promise<void> {
  await core.call({ method: 'POST', path: `${RECOVERY}/v1/recover`, payload: p, signal, credentials: true });
}

/** Who gets the activation mail, in which language, and where its link leads. */
export type ActivationEmailParams = {
  identityId: string;
  emailOptions?: { language?: string; redirect?: { url: string; clientId?: string } };
};

export async function sendActivationEmail(
  core: SessionCore,
  p: ActivationEmailParams,
  signal?: AbortSignal,
): Promise<void> {
  await core.call({ method: 'POST', path: `${RECOVERY}/v1/activation-email`, payload: p, signal });
}

/** Changes the signed-in member's password. */
export async function changePassword(
  core: SessionCore,
  newPassword: string,
  signal?: AbortSignal,
): Promise<void> {
  await core.call({
    method: 'POST',
    path: `${AUTHENTICATION}/v2/change-password`,
    payload: { newPassword },
    signal,
  });
}

export interface SignOnParams {
  email: string;
  profile?: IdentityProfile;
  verifyEmail?: boolean;
  mergeExistingContact?: boolean;
}

/** Elevated: signs a member on by e-mail; Authorization is `<access token>,<apiKey>` (protocol §4.9). */
export async function signOn(
  core: SessionCore,
  p: SignOnParams,
  signal?: AbortSignal,
): Promise<{ sessionToken: string; identity: Identity }> {
  const apiKey = requireApiKey(core, 'signOn');
  const { email, ...rest } = p;
  const access = await core.accessToken(signal);
  const res = await send<{ sessionToken: string; identity: unknown }>(core.base, core.platform, {
    method: 'POST',
    path: `${AUTHENTICATION}/v2/sign-on`,
    payload: { loginId: { email }, ...rest },
    authorization: `${access},${apiKey}`,
    signal,
    timeoutMs: core.http.timeoutMs,
  });
  return { ...res, identity: identityFromWire(res.identity) };
}

/** Decodes a raw-body answer (`{body: <base64>}`); base64 whose length is not a multiple of 4 is rejected. */
function decodeRawBody(res: { body?: unknown }): string {
  if (typeof res.body !== 'string') throw new TypeError('The answer has no base64 body');
  return base64ToText(res.body);
}

/** GET /v1/callback: the platform's hosted callback page for a state and session token, decoded. */
export async function callback(
  core: SessionCore,
  p: { state: string; sessionToken: string },
  signal?: AbortSignal,
): Promise<string> {
  return decodeRawBody(
    await core.call({ method: 'GET', path: `${AUTHENTICATION}/v1/callback`, payload: p, signal }),
  );
}

/** GET /v1/logout: the platform's own logout page, decoded. */
export async function identityLogout(
  core: SessionCore,
  postLogoutRedirectUri: string,
  signal?: AbortSignal,
): Promise<string> {
  return decodeRawBody(
    await core.call({
      method: 'GET',
      path: `${AUTHENTICATION}/v1/logout`,
      payload: { postLogoutRedirectUri, clientId: core.clientId },
      signal,
    }),
  );
}
