// Small HTTP helpers for the identity-side tests: real requests against the in-process emulator.
import { createHash, randomBytes } from 'node:crypto';
import { emulatorFetch } from '../../support/platform.ts';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ErrorBody {
  message: string;
  details: {
    applicationError?: { code: string; description: string; data: Record<string, unknown> };
    validationError?: {
      fieldViolations: Array<{ field: string; description: string; data: Record<string, unknown> }>;
    };
  };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await emulatorFetch(base, path, {
    method,
    redirect: 'manual',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json');
  return {
    status: response.status,
    body: (isJson && text ? JSON.parse(text) : text) as T,
    headers: response.headers,
  };
}

export const post = <T = Record<string, unknown>>(
  base: string,
  path: string,
  body: unknown,
  headers?: Record<string, string>,
) => call<T>(base, 'POST', path, body, headers);

export const get = <T = Record<string, unknown>>(
  base: string,
  path: string,
  headers?: Record<string, string>,
) => call<T>(base, 'GET', path, undefined, headers);

export const errorCode = (answer: Answer<unknown>): string | undefined =>
  (answer.body as ErrorBody).details?.applicationError?.code;

export async function anonymous(base: string, clientId = 'demo'): Promise<Tokens> {
  const answer = await post<Tokens>(base, '/oauth2/token', { clientId, grantType: 'anonymous' });
  if (answer.status !== 200) throw new Error(`anonymous grant failed: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  data: Record<string, string>;
}

export async function lastMail(base: string, to: string): Promise<Mail> {
  const { body } = await get<{ mails: Mail[] }>(base, '/_emulator/outbox');
  const mail = body.mails.filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export const APP = 'http://localhost:5173';

export interface AuthSessionOptions {
  prompt?: 'login' | 'none';
  responseMode?: 'fragment' | 'query' | 'web_message';
  redirectUri?: string | undefined;
  sessionToken?: string;
  state?: string;
  challenge?: string;
}

/** Creates an `auth` redirect session as the SDK's getAuthUrl does (§4.4). */
export async function authSession(base: string, accessToken: string, options: AuthSessionOptions = {}) {
  const redirectUri = 'redirectUri' in options ? options.redirectUri : `${APP}/callback`;
  const answer = await post<{ redirectSession: { id: string; fullUrl: string } }>(
    base,
    '/_api/redirects-api/v1/redirect-session',
    {
      auth: {
        authRequest: {
          clientId: 'demo',
          codeChallenge: options.challenge ?? pkce().challenge,
          codeChallengeMethod: 'S256',
          responseMode: options.responseMode ?? 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: options.state ?? 'state-1',
          ...(redirectUri ? { redirectUri } : {}),
          ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
        },
        prompt: options.prompt ?? 'login',
      },
    },
    { authorization: accessToken },
  );
  if (answer.status !== 200) throw new Error(`redirect session failed: ${JSON.stringify(answer.body)}`);
  return answer.body.redirectSession;
}

/**
 * Signs in over the API and exchanges a code: member tokens plus the visitor they came from (a new one, or
 * the `visitor` given, e.g. one who filled a cart first).
 */
export async function memberTokens(
  base: string,
  email = 'ada@example.com',
  password = 'lovelace-1815',
  given?: Tokens,
) {
  const visitor = given ?? (await anonymous(base));
  const login = await post<{ sessionToken: string; identity: { id: string } }>(
    base,
    '/_api/iam/authentication/v2/login',
    { loginId: { email }, password },
    { authorization: visitor.access_token },
  );
  const { verifier, challenge } = pkce();
  const session = await authSession(base, visitor.access_token, {
    prompt: 'none',
    sessionToken: login.body.sessionToken,
    challenge,
  });
  const page = await fetch(session.fullUrl, { redirect: 'manual' });
  const code = new URLSearchParams(new URL(page.headers.get('location')!).hash.slice(1)).get('code')!;
  const tokens = await post<Tokens>(base, '/oauth2/token', {
    clientId: 'demo',
    grantType: 'authorization_code',
    code,
    codeVerifier: verifier,
    redirectUri: `${APP}/callback`,
  });
  return {
    visitor,
    member: tokens.body,
    memberId: login.body.identity.id,
    sessionToken: login.body.sessionToken,
  };
}
