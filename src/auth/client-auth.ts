// `client.auth` of every client: the token calls run at once; the identity calls load their code on the
// first one (identity-calls.ts), so the widget's first load carries none of it (design.md §4).
import { onDemand } from '../on-demand.ts';
import type { AuthApi } from './auth-api.ts';
import { parseFromUrl } from './callback-url.ts';
import type { SessionCore } from './session.ts';

type IdentityCalls = typeof import('./identity-calls.ts');

export function createAuth(core: SessionCore): AuthApi {
  const load = onDemand(() => import('./identity-calls.ts'));
  /** The call `pick` names, run on this client's core once its module is there. */
  const later =
    <A extends unknown[], R>(pick: (calls: IdentityCalls) => (core: SessionCore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> =>
      pick(await load())(core, ...args);

  return {
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
    generateOAuthData: later((calls) => calls.generateOAuthData),
    getAuthUrl: later((calls) => calls.getAuthUrl),
    getMemberTokens: later((calls) => calls.getMemberTokens),
    getMemberTokensForDirectLogin: later((calls) => calls.getMemberTokensForDirectLogin),
    getMemberTokensSilently: later((calls) => calls.getMemberTokensSilently),
    login: later((calls) => calls.login),
    register: later((calls) => calls.register),
    processVerification: later((calls) => calls.processVerification),
    logout: later((calls) => calls.logout),
    verifyFactor: later((calls) => calls.verifyFactor),
    resendVerification: later((calls) => calls.resendVerification),
    startVerification: later((calls) => calls.startVerification),
    sendPasswordResetEmail: later((calls) => calls.sendPasswordResetEmail),
    recover: later((calls) => calls.recover),
    sendActivationEmail: later((calls) => calls.sendActivationEmail),
    changePassword: later((calls) => calls.changePassword),
    callback: later((calls) => calls.callback),
    identityLogout: later((calls) => calls.identityLogout),
  };
}
