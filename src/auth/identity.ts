// Sign-in and registration by e-mail and password (protocol §4.6). A refused attempt is a FAILURE result,
// not a thrown error; a network failure still throws (it says nothing about the credentials).
import { ApiError } from '../errors/api-error.ts';
import { AUTHENTICATION, VERIFICATION } from '../http/prefixes.ts';
import type {
  CaptchaTokens,
  IdentityProfile,
  LoginStateResult,
  StateMachineResponse,
} from '../types/identity.ts';
import { fromServiceState, loginFailure, registerFailure } from './identity-mapping.ts';
import type { SessionCore } from './session.ts';

export interface LoginParams {
  email: string;
  password: string;
  captchaTokens?: CaptchaTokens;
  /** Additional data relevant to the flow, sent as the platform's `clientMetaData` when given. */
  clientMetaData?: Record<string, unknown>;
}

export interface RegisterParams extends LoginParams {
  profile?: IdentityProfile;
}

const captcha = (tokens: CaptchaTokens | undefined) =>
  tokens
    ? {
        captchaTokens: [
          { Recaptcha: tokens.recaptchaToken, InvisibleRecaptcha: tokens.invisibleRecaptchaToken },
        ],
      }
    : {};

/** Maps a state answer and remembers EMAIL_VERIFICATION_REQUIRED for processVerification. */
export function handleState(core: SessionCore, res: StateMachineResponse): LoginStateResult {
  const result = fromServiceState(res);
  if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') core.pendingVerification = result;
  return result;
}

async function attempt(
  core: SessionCore,
  path: string,
  payload: Record<string, unknown>,
  onFailure: (error: ApiError) => LoginStateResult,
  signal: AbortSignal | undefined,
): Promise<LoginStateResult> {
  try {
    return handleState(
      core,
      await core.call<StateMachineResponse>({ method: 'POST', path, payload, signal, credentials: true }),
    );
  } catch (error) {
    if (error instanceof ApiError) return onFailure(error);
    throw error;
  }
}

export const login = (core: SessionCore, p: LoginParams, signal?: AbortSignal) =>
  attempt(
    core,
    `${AUTHENTICATION}/v2/login`,
    {
      loginId: { email: p.email },
      password: p.password,
      ...captcha(p.captchaTokens),
      ...(p.clientMetaData ? { clientMetaData: p.clientMetaData } : {}),
    },
    loginFailure,
    signal,
  );

export const register = (core: SessionCore, p: RegisterParams, signal?: AbortSignal) =>
  attempt(
    core,
    `${AUTHENTICATION}/v2/register`,
    {
      loginId: { email: p.email },
      password: p.password,
      ...(p.profile ? { profile: p.profile } : {}),
      ...captcha(p.captchaTokens),
      ...(p.clientMetaData ? { clientMetaData: p.clientMetaData } : {}),
    },
    registerFailure,
    signal,
  );

/** Sends the e-mailed code; only while in EMAIL_VERIFICATION_REQUIRED, otherwise FAILURE 'Unknown _state'. */
export async function processVerification(
  core: SessionCore,
  p: { verificationCode: string },
  state?: LoginStateResult,
  signal?: AbortSignal,
): Promise<LoginStateResult> {
  const current = state ?? core.pendingVerification;
  if (current?.loginState !== 'EMAIL_VERIFICATION_REQUIRED')
    return { loginState: 'FAILURE', error: 'Unknown _state' };
  const res = await core.call<StateMachineResponse>({
    method: 'POST',
    path: `${VERIFICATION}/v1/auth/verify`,
    payload: { code: p.verificationCode, stateToken: current.data?.stateToken },
    signal,
    credentials: true,
  });
  return handleState(core, res);
}
