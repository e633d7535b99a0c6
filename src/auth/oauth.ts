// The redirect sign-in flow (protocol §4.3-4.4, 4.7): PKCE data, the hosted login URL, reading the callback,
// exchanging the code, and logout.
import { OAuthError } from '../errors/oauth-error.ts';
import { createRedirectSession } from '../redirects/redirects.ts';
import type { AuthRequest, RedirectSession } from '../types/redirects.ts';
import type { OAuthData, Tokens } from '../types/tokens.ts';
import { createCodeChallenge, createCodeVerifier } from './pkce.ts';
import type { SessionCore } from './session.ts';
import { requestTokens, tokensFrom } from './token-endpoint.ts';
import { emptyTokens } from './tokens.ts';

export type Prompt = 'login' | 'none';
export type ResponseMode = 'fragment' | 'query' | 'web_message';

export interface AuthUrlOptions {
  /** @default 'login' */
  prompt?: Prompt;
  /** @default 'fragment' */
  responseMode?: ResponseMode;
  sessionToken?: string;
  /** Social login: straight to Google or Facebook, or another identity provider connection. */
  idp?: 'google' | 'facebook' | { connectionId: string };
  signal?: AbortSignal;
}

/** The platform's connection ids of the built-in identity providers (protocol §4.4). */
const IDP_CONNECTIONS = {
  google: '0e6a50f5-b523-4e29-990d-f37fa2ffdd69',
  facebook: '3ecad13f-52c3-483d-911f-31dbcf2a6d23',
} as const;

/** A verifier, its challenge and a state (itself the challenge of a second verifier, as the SDK makes it). */
export async function generateOAuthData(
  core: SessionCore,
  redirectUri: string,
  originalUri?: string,
): Promise<OAuthData> {
  const crypto = core.platform.crypto;
  const codeVerifier = createCodeVerifier(43, crypto);
  const [codeChallenge, state] = await Promise.all([
    createCodeChallenge(codeVerifier, crypto),
    createCodeChallenge(createCodeVerifier(43, crypto), crypto),
  ]);
  return { redirectUri, originalUri: originalUri ?? '', codeChallenge, codeVerifier, state };
}

/** The auth redirect session of protocol §4.4; `redirectUri` is left out when empty (silent login). */
export async function authRedirectSession(
  core: SessionCore,
  data: Omit<OAuthData, 'originalUri' | 'redirectUri'> & { redirectUri?: string },
  opts: AuthUrlOptions = {},
): Promise<RedirectSession> {
  const authRequest: AuthRequest = {
    ...(data.redirectUri ? { redirectUri: data.redirectUri } : {}),
    clientId: core.clientId,
    codeChallenge: data.codeChallenge,
    codeChallengeMethod: 'S256',
    responseMode: opts.responseMode ?? 'fragment',
    responseType: 'code',
    scope: 'offline_access',
    state: data.state,
    ...(opts.sessionToken ? { sessionToken: opts.sessionToken } : {}),
    ...(opts.idp
      ? { idp: typeof opts.idp === 'string' ? IDP_CONNECTIONS[opts.idp] : opts.idp.connectionId }
      : {}),
  };
  const { redirectSession } = await createRedirectSession(
    core,
    { auth: { authRequest, prompt: opts.prompt ?? 'login' } },
    opts.signal,
  );
  return redirectSession;
}

/** The hosted login page's address: the auth redirect session's `fullUrl` and endpoint (protocol §4.4). */
export async function getAuthUrl(
  core: SessionCore,
  data: Omit<OAuthData, 'originalUri' | 'redirectUri'> & { redirectUri?: string },
  opts: AuthUrlOptions = {},
) {
  const redirectSession = await authRedirectSession(core, data, opts);
  const result: { authUrl: string; authorizationEndpoint: string; sessionToken?: string } = {
    authUrl: redirectSession.fullUrl,
    authorizationEndpoint: redirectSession.urlDetails.endpoint,
  };
  if (redirectSession.sessionToken) result.sessionToken = redirectSession.sessionToken;
  return result;
}

/**
 * Exchanges an authorization code for member tokens (not stored: the caller calls setTokens).
 * `data.redirectUri` empty means the silent flow, whose grant carries no redirectUri.
 */
export async function getMemberTokens(
  core: SessionCore,
  code: string | undefined,
  state: string | undefined,
  data: { state: string; codeVerifier: string; redirectUri?: string },
  signal?: AbortSignal,
): Promise<Tokens> {
  if (!code || !state) throw new OAuthError('Missing code or _state', 'MISSING_CODE_OR_STATE');
  if (state !== data.state) throw new OAuthError('Invalid _state', 'INVALID_STATE');
  const res = await requestTokens(
    core.base,
    core.platform,
    {
      clientId: core.clientId,
      grantType: 'authorization_code',
      ...(data.redirectUri ? { redirectUri: data.redirectUri } : {}),
      code,
      codeVerifier: data.codeVerifier,
    },
    { signal, timeoutMs: core.http.timeoutMs },
  );
  return tokensFrom(res, 'member', core.platform.now());
}

/** Creates the logout redirect session with the current tokens, then clears them to none. */
export async function logout(
  core: SessionCore,
  originalUrl: string,
  signal?: AbortSignal,
): Promise<{ logoutUrl: string }> {
  const { redirectSession } = await createRedirectSession(
    core,
    { logout: { clientId: core.clientId }, callbacks: { postFlowUrl: originalUrl } },
    signal,
  );
  core.store(emptyTokens(), 'logout');
  return { logoutUrl: redirectSession.fullUrl };
}
