// `client.auth` of every client: the token calls run at once; the identity calls load their code on the
// first one (identity-calls.ts), so the widget's first load carries none of it (design.md §4).
import { onDemand } from '../on-demand.ts';
import type { AuthApi } from './auth-api.ts';
import { parseFromUrl } from './callback-url.ts';
import type { SessionCore } from './session.ts';

type IdentityCalls = typeof import('./identity-calls.ts');

/** The calls of `client.auth` whose code loads on first use: each is identity-calls.ts's, on the client's core. */
const LATER = [
  'generateOAuthData',
  'getAuthUrl',
  'getMemberTokens',
  'getMemberTokensForDirectLogin',
  'getMemberTokensSilently',
  'login',
  'register',
  'processVerification',
  'logout',
  'verifyFactor',
  'resendVerification',
  'startVerification',
  'sendPasswordResetEmail',
  'recover',
  'sendActivationEmail',
  'changePassword',
  'callback',
  'identityLogout',
] as const;

type Later = (typeof LATER)[number];
/** A call of identity-calls.ts with the core bound: what `client.auth` offers under the same name. */
type Bound<F> = F extends (core: SessionCore, ...args: infer A) => infer R ? (...args: A) => R : never;

export function createAuth(core: SessionCore): AuthApi {
  const load = onDemand(() => import('./identity-calls.ts'));
  const later = {} as Record<Later, (...args: unknown[]) => Promise<unknown>>;
  for (const name of LATER)
    later[name] = async (...args) =>
      ((await load())[name] as (core: SessionCore, ...rest: unknown[]) => Promise<unknown>)(core, ...args);
  // Typed as what identity-calls.ts exports, so a call whose signature differs from AuthApi's fails here.
  const calls = later as unknown as { [K in Later]: Bound<IdentityCalls[K]> };

  return {
    ...calls,
    getTokens: () => core.storage.get(),
    setTokens: (tokens) => core.store(tokens, 'set'),
    role: () => core.storage.get().refreshToken.role,
    loggedIn: () => core.storage.get().refreshToken.role === 'member',
    accessToken: (signal) => core.accessToken(signal),
    subscribe: (listener) => core.subscribe(listener),
    parseFromUrl: (url, responseMode) => {
      const href = url ?? core.platform.window?.location.href;
      if (!href) throw new TypeError('parseFromUrl: pass the URL (there is no window.location here)');
      return parseFromUrl(href, responseMode);
    },
  };
}
