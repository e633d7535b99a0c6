import { SystemError } from '../errors/system-error.ts';
import { TokenRequestError } from '../errors/token-request-error.ts';
import { toJson } from '../http/json.ts';
import { TOKEN_PATH } from '../http/prefixes.ts';
import { startDeadline } from '../http/timeout.ts';
import type { Platform } from '../platform.ts';
import type { TokenRole, Tokens } from '../types/tokens.ts';

export type Grant =
  | { clientId: string; grantType: 'anonymous' }
  | { clientId: string; grantType: 'refresh_token'; refreshToken: string }
  | {
      clientId: string;
      grantType: 'authorization_code';
      redirectUri?: string;
      code: string;
      codeVerifier: string;
    }
  | { grant_type: 'authorized_client'; scope?: 'offline_access'; member_id: string; session_token?: string };

/**
 * POST /oauth2/token (protocol §4.1). A non-200 answer is a refusal (TokenRequestError, with the status
 * text, request id and body); no answer at all is a SystemError, which renewal must not mistake for one.
 */
export async function requestTokens(
  base: string,
  platform: Platform,
  grant: Grant,
  options: { authorization?: string; signal?: AbortSignal | undefined; timeoutMs?: number } = {},
): Promise<TokenResponse> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.authorization !== undefined) headers.Authorization = options.authorization;
  const init: RequestInit = { method: 'POST', headers, body: toJson(grant) };
  // A token request that never answers would hold the single-flight renewal, and every call behind it.
  const deadline = startDeadline(platform, options.timeoutMs, options.signal);
  init.signal = deadline.signal;
  let res: Response;
  let body: unknown = null;
  try {
    try {
      res = await platform.fetch(base.replace(/\/+$/, '') + TOKEN_PATH, init);
    } catch (error) {
      throw deadline.noAnswer(error);
    }
    try {
      body = await res.json();
    } catch (error) {
      if (res.status === 200)
        throw deadline.noAnswer(error, res.headers.get('x-wix-request-id') ?? undefined);
    }
  } finally {
    deadline.clear();
  }
  const requestId = res.headers.get('x-wix-request-id') ?? undefined;
  if (res.status !== 200) throw new TokenRequestError(res.status, res.statusText, requestId, body);
  const answer = body as Partial<TokenResponse> | null;
  if (typeof answer?.access_token !== 'string' || answer.expires_in === undefined)
    throw new SystemError(new Error('The token answer has no access_token or expires_in'), requestId);
  return answer as TokenResponse;
}

/** The token endpoint's answer as the platform sends it (protocol §4.1). */
export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  expires_in: number | string;
}

/**
 * Tokens from a token answer: expiry is now (seconds) plus `expires_in`. Here beside the request, so that only
 * what renews or signs in carries it.
 */
export function tokensFrom(
  res: TokenResponse,
  role: TokenRole,
  nowMs: number,
  refreshValue?: string,
): Tokens {
  return {
    accessToken: { value: res.access_token, expiresAt: Math.floor(nowMs / 1000) + Number(res.expires_in) },
    refreshToken: { value: refreshValue ?? res.refresh_token ?? '', role },
  };
}
