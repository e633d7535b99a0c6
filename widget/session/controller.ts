// The sign-in flows as the rest of the widget calls them: loaded on demand (flows.ts), and `resume`, which
// on each page load finishes a hosted login or silently restores a lost member session. Who is signed in
// is the session store's, which follows the client's tokens (follow-tokens.ts).
import type { AccountSection } from '../api.ts';
import type { SessionFlows, SessionFlowsDeps } from './flows.ts';
import { type LoginResult, OAUTH_DATA_KEY, type SignInStep } from './types.ts';

export type { LoginResult, SignInStep } from './types.ts';

export interface SessionController {
  login(email: string, password: string): Promise<SignInStep>;
  register(email: string, password: string, name: string): Promise<SignInStep>;
  verifyEmail(code: string, state: LoginResult): Promise<SignInStep>;
  verifyFactor(code: string, state: LoginResult): Promise<SignInStep>;
  sendPasswordReset(email: string): Promise<void>;
  hostedLogin(): Promise<void>;
  /**
   * On load: finish a hosted login we started, or silently restore a lost member session (its hidden
   * frame goes into `deps.frames`). Resolves
   * with `'unexpected-return'` when the address carried the answer of a sign-in not started here (it was
   * ignored and removed from the address).
   */
  resume(): Promise<'unexpected-return' | undefined>;
  logout(): Promise<void>;
  openAccount(section: AccountSection): Promise<void>;
}

export function createSessionController(deps: SessionFlowsDeps): SessionController {
  const { client, hint, oauthStorage, win } = deps;
  let loaded: Promise<SessionFlows> | undefined;
  const flows = () => {
    loaded ??= import('./flows.ts').then((module) => module.createSessionFlows(deps));
    return loaded;
  };

  return {
    login: async (email, password) => (await flows()).login(email, password),
    register: async (email, password, name) => (await flows()).register(email, password, name),
    verifyEmail: async (code, state) => (await flows()).verifyEmail(code, state),
    verifyFactor: async (code, state) => (await flows()).verifyFactor(code, state),
    sendPasswordReset: async (email) => (await flows()).sendPasswordReset(email),
    hostedLogin: async () => (await flows()).hostedLogin(),
    logout: async () => (await flows()).logout(),
    openAccount: async (section) => (await flows()).openAccount(section),
    async resume() {
      const stored = oauthStorage?.getItem(OAUTH_DATA_KEY);
      const query = new URL(win.location.href).searchParams;
      if (stored && (query.has('code') || query.has('error'))) {
        await (await flows()).completeHostedLogin(stored);
        return undefined;
      }
      if ((query.has('code') && query.has('state')) || query.has('error')) {
        // A sign-in answer this browser never asked for (a forged link, a stale bookmark, another tab's
        // flow): never spend it, and never show its error_description, which is anyone's text. Clean the
        // address so a reload or a shared link does not carry it on.
        const url = new URL(win.location.href);
        for (const name of ['code', 'state', 'error', 'error_description']) url.searchParams.delete(name);
        win.history.replaceState(win.history.state, '', url.href);
        return 'unexpected-return';
      }
      if (client.auth.role() !== 'member' && hint.read()) await (await flows()).restore();
      return undefined;
    },
  };
}
