// `client.auth`: tokens and the session, the redirect and silent sign-in flows, login, registration and
// the rarer identity calls (AuthApi, on every storefront client), and the merchant's sign-on
// (AdminAuthApi, only on the admin client of `dropcart/admin`).

import type { Identity, LoginStateResult } from '../types/identity.ts';
import type { OAuthData, TokenChange, TokenRole, Tokens } from '../types/tokens.ts';
import type { CallbackParams } from './callback-url.ts';
import type { LoginParams, RegisterParams } from './identity.ts';
import type { ActivationEmailParams, SignOnParams, VerifyFactorParams } from './identity-extras.ts';
import type { AuthUrlOptions } from './oauth.ts';
import type { DirectLoginOptions, SilentLoginOptions } from './silent-iframe.ts';

/**
 * The storefront's `client.auth`. The token calls run at once; the identity calls (sign-in, registration,
 * verification, recovery, the OAuth flows, logout) load their code on first use.
 */
export interface AuthApi {
  /** The stored tokens; empty ones (role `none`) before the first call. */
  getTokens(): Tokens;
  /** Stores tokens (e.g. member tokens from a sign-in) and tells the subscribers (`set`). */
  setTokens(tokens: Tokens): void;
  /** `none`, `visitor` or `member`. */
  role(): TokenRole;
  /** Only a member counts as logged in. */
  loggedIn(): boolean;
  /** A valid access token: renewed when empty or expired (refresh grant, else anonymous), once for all callers. */
  accessToken(signal?: AbortSignal): Promise<string>;
  /**
   * Told of every change of the tokens and why (`set`, `renewed`, `session-ended`, `other-tab`, `logout`).
   * Returns the unsubscribe function.
   */
  subscribe(listener: (change: TokenChange) => void): () => void;
  /** A PKCE verifier, its challenge and a state for a redirect sign-in; keep it until the redirect returns. */
  generateOAuthData(redirectUri: string, originalUri?: string): Promise<OAuthData>;
  /** The hosted login page's address for `data` (prompt `login`, responseMode `fragment` by default). */
  getAuthUrl(
    data: OAuthData,
    opts?: AuthUrlOptions,
  ): Promise<{ authUrl: string; authorizationEndpoint: string; sessionToken?: string }>;
  /**
   * `code`, `state`, `error` and `error_description` from the fragment (default) or the query of `url`.
   * @param url @default platform.window.location.href
   */
  parseFromUrl(url?: string, responseMode?: 'fragment' | 'query'): CallbackParams;
  /** Member tokens for the code of a redirect; returned, not stored: call setTokens. */
  getMemberTokens(code: string, state: string, data: OAuthData, signal?: AbortSignal): Promise<Tokens>;
  /** Member tokens for a session token (from login/register), through a hidden frame; returned, not stored. */
  getMemberTokensForDirectLogin(sessionToken: string, opts?: DirectLoginOptions): Promise<Tokens>;
  /**
   * Member tokens for the member session the browser still has at the platform, through a hidden frame;
   * returned, not stored. An OAuthError when there is none (`login_required`) or nothing answers in time.
   */
  getMemberTokensSilently(opts?: SilentLoginOptions): Promise<Tokens>;
  /** A refused attempt is a `FAILURE` result with an `errorCode`, not a thrown error. */
  login(p: LoginParams, signal?: AbortSignal): Promise<LoginStateResult>;
  /** A refused attempt is a `FAILURE` result with an `errorCode`, not a thrown error. */
  register(p: RegisterParams, signal?: AbortSignal): Promise<LoginStateResult>;
  /** The e-mailed code of an `EMAIL_VERIFICATION_REQUIRED` result (the one given, else the last one). */
  processVerification(
    p: { verificationCode: string },
    state?: LoginStateResult,
    signal?: AbortSignal,
  ): Promise<LoginStateResult>;
  /** Creates the logout redirect session, then clears the tokens to none; navigate to `logoutUrl`. */
  logout(originalUrl: string, signal?: AbortSignal): Promise<{ logoutUrl: string }>;
  /** The second factor of a login that answered a `stateToken` (MFA). */
  verifyFactor(p: VerifyFactorParams, signal?: AbortSignal): Promise<LoginStateResult>;
  /** Sends the verification code again, for the `EMAIL_VERIFICATION_REQUIRED` state given or the last one. */
  resendVerification(state?: LoginStateResult, signal?: AbortSignal): Promise<void>;
  /** Mails a verification code to an identity; processVerification({ verificationCode }) can follow. */
  startVerification(identityId: string, signal?: AbortSignal): Promise<{ stateToken?: string }>;
  /** Mails a password-reset link that leads to `redirectUri`. */
  sendPasswordResetEmail(
    email: string,
    redirectUri: string,
    opts?: { language?: string; signal?: AbortSignal },
  ): Promise<void>;
  /** Sets a new password with the token from the recovery mail. */
  recover(p: { recoveryToken: string; password: string }, signal?: AbortSignal): Promise<void>;
  sendActivationEmail(p: ActivationEmailParams, signal?: AbortSignal): Promise<void>;
  /** Changes the signed-in member's password. */
  changePassword(newPassword: string, signal?: AbortSignal): Promise<void>;
  /** GET /v1/callback, decoded. */
  callback(p: { state: string; sessionToken: string }, signal?: AbortSignal): Promise<string>;
  /** GET /v1/logout (the platform's own logout page), decoded. */
  identityLogout(postLogoutRedirectUri: string, signal?: AbortSignal): Promise<string>;
}

/** @deprecated Since 0.2 every storefront client has the whole {@link AuthApi}. */
export type StoreAuthApi = AuthApi;

/** The admin client's `auth` (`dropcart/admin`): the storefront's calls plus the merchant's sign-on. */
export interface AdminAuthApi extends AuthApi {
  /** Elevated (apiKey): signs a member on by e-mail. */
  signOn(p: SignOnParams, signal?: AbortSignal): Promise<{ sessionToken: string; identity: Identity }>;
}
