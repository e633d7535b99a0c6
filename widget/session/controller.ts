// The sign-in flows as the rest of the widget calls them: loaded on demand (flows.ts), and `resume`, which
// on each page load finishes a hosted login or silently restores a lost member session. Who is signed in
// is the session store's, which follows the client's tokens (follow-tokens.ts).
import { UsageError } from '../../src/index.ts';
import { type AccountSection, isAccountSection } from '../api.ts';
import type { SessionFlows, SessionFlowsDeps } from './flows.ts';
import {
  AFTER_SIGN_IN_KEY,
  type LoginResult,
  MEMBER_LOGGED_IN_PARAM,
  OAUTH_DATA_KEY,
  SIGNING_OUT_KEY,
  type SignInStep,
} from './types.ts';

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
   * ignored and removed from the address), with `'signed-out'` when this tab's sign-out came back from
   * the platform's logout page.
   */
  resume(): Promise<'unexpected-return' | 'signed-out' | undefined>;
  logout(): Promise<void>;
  /**
   * Opens a members' account section on the platform. Signed out, it asks to sign in first and opens the
   * section once the shopper has (here or on the hosted login page), unless they give up (`forgetAccount`).
   */
  openAccount(section: AccountSection): Promise<void>;
  /** The sign-in that an account section waited for was closed without signing in. */
  forgetAccount(): void;
}

export function createSessionController(deps: SessionFlowsDeps): SessionController {
  const { client, hint, oauthStorage, win, askToSignIn } = deps;
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
    async hostedLogin() {
      // Told to the owner at mount (secure-page.ts); the caller gets a reason, not "reading 'digest'".
      if (!deps.signInPossible)
        throw new UsageError('[dropcart] member sign-in needs a page served over HTTPS');
      return (await flows()).hostedLogin();
    },
    logout: async () => (await flows()).logout(),
    async openAccount(section) {
      if (client.auth.role() === 'member') return (await flows()).openAccount(section);
      // Checked here too: only a section the platform knows is kept for later.
      if (isAccountSection(section)) oauthStorage?.setItem(AFTER_SIGN_IN_KEY, section);
      askToSignIn();
    },
    forgetAccount: () => oauthStorage?.removeItem(AFTER_SIGN_IN_KEY),
    async resume() {
      const signingOut = oauthStorage?.getItem(SIGNING_OUT_KEY);
      oauthStorage?.removeItem(SIGNING_OUT_KEY);
      const address = new URL(win.location.href);
      if (address.searchParams.has(MEMBER_LOGGED_IN_PARAM)) {
        address.searchParams.delete(MEMBER_LOGGED_IN_PARAM);
        win.history.replaceState(win.history.state, '', address.href);
      }
      if (signingOut && client.auth.role() !== 'member') return 'signed-out';
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
      if (client.auth.role() !== 'member' && hint.read() && deps.signInPossible)
        await (await flows()).restore();
      return undefined;
    },
  };
}
