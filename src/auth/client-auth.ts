// `client.auth` of every client: the token calls run at once; the identity calls load their code on the
// first one (identity-calls.ts), so the widget's first load carries none of it (design.md §4).
import { onDemand } from '../on-demand.ts';
import type { AuthApi } from './auth-api.ts';
import { parseFromUrl } from './callback-url.ts';
import type { SessionCore } from './session.ts';

export function createAuth(core: SessionCore): AuthApi {
  // Each identity call is written out (not generated from a list of names) so that an editor's
  // go-to-definition lands here and, one more hop, on identity-calls.ts's request code.
  const identity = onDemand(() => import('./identity-calls.ts'));
  return {
    generateOAuthData: async (...a) => (await identity()).generateOAuthData(core, ...a),
    getAuthUrl: async (...a) => (await identity()).getAuthUrl(core, ...a),
    getMemberTokens: async (...a) => (await identity()).getMemberTokens(core, ...a),
    getMemberTokensForDirectLogin: async (...a) =>
      (await identity()).getMemberTokensForDirectLogin(core, ...a),
    getMemberTokensSilently: async (...a) => (await identity()).getMemberTokensSilently(core, ...a),
    login: async (...a) => (await identity()).login(core, ...a),
    register: async (...a) => (await identity()).register(core, ...a),
    processVerification: async (...a) => (await identity()).processVerification(core, ...a),
    logout: async (...a) => (await identity()).logout(core, ...a),
    verifyFactor: async (...a) => (await identity()).verifyFactor(core, ...a),
    resendVerification: async (...a) => (await identity()).resendVerification(core, ...a),
    startVerification: async (...a) => (await identity()).startVerification(core, ...a),
    sendPasswordResetEmail: async (...a) => (await identity()).sendPasswordResetEmail(core, ...a),
    recover: async (...a) => (await identity()).recover(core, ...a),
    sendActivationEmail: async (...a) => (await identity()).sendActivationEmail(core, ...a),
    changePassword: async (...a) => (await identity()).changePassword(core, ...a),
    callback: async (...a) => (await identity()).callback(core, ...a),
    identityLogout: async (...a) => (await identity()).identityLogout(core, ...a),
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
