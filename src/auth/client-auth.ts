// `client.auth` of every client: the token calls run at once; the identity calls load their code on the
// first one (identity-calls.ts), so the widget's first load carries none of it (design.md §4).
import { onDemand } from '../on-demand.ts';
import type { AuthApi } from './auth-api.ts';
import { parseFromUrl } from './callback-url.ts';
import type * as IdentityCalls from './identity-calls.ts';
import type { SessionCore } from './session.ts';

/** The calls that pass their arguments, after the session, to identity-calls.ts's function of the same name. */
const IDENTITY = [
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

type Rest<F> = F extends (core: SessionCore, ...rest: infer A) => infer R
  ? (...rest: A) => Promise<Awaited<R>>
  : never;
/** Each call as AuthApi has it: identity-calls.ts's function without its first argument, the session. */
type Passed = { [Name in (typeof IDENTITY)[number]]: Rest<(typeof IdentityCalls)[Name]> };

export function createAuth(core: SessionCore): AuthApi {
  const identity = onDemand(() => import('./identity-calls.ts'));
  // Generated from the list, each name once in the first load's bytes (the client slice's budget); `Passed`
  // ties each to its function's arguments and answer, so a call that drifts from AuthApi fails the build.
  const passed = Object.fromEntries(
    IDENTITY.map((name) => [
      name,
      async (...args: unknown[]) =>
        ((await identity())[name] as (core: SessionCore, ...args: unknown[]) => unknown)(core, ...args),
    ]),
  ) as Passed;
  return {
    ...passed,
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
