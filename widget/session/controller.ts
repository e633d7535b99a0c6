// The sign-in flows as the rest of the widget calls them: loaded on demand (flows.ts), and `resume`, which
// on each page load finishes a hosted login or silently restores a lost member session. Who is signed in
// is the session store's, which follows the client's tokens (follow-tokens.ts).
import { type CallbackParams, type FactorType, UsageError } from '../../src/index.ts';
import { type AccountSection, isAccountSection } from '../api.ts';
import { createListeners } from '../cart/listeners.ts';
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
  /** The code typed for the second factor challenged in `state`. */
  verifyFactor(state: LoginResult, code: string, remember: boolean): Promise<SignInStep>;
  /** Another second factor, or a new code for the same one. */
  challengeFactor(state: LoginResult, factorType: FactorType): Promise<SignInStep>;
  /** Waits for the push in `state` to be approved; undefined once `stop` aborts (second-factor.ts). */
  waitForPush(state: LoginResult, remember: boolean, stop: AbortSignal): Promise<SignInStep | undefined>;
  sendPasswordReset(email: string): Promise<void>;
  hostedLogin(): Promise<void>;
  /**
   * On load: finish a hosted login we started, or silently restore a lost member session (its hidden
   * frame goes into `deps.frames`). Resolves
   * with `'unexpected-return'` when the address carried the answer of a sign-in not started here (it was
   * ignored), with `'sign-in-expired'` when the platform refused to exchange the code this tab brought
   * back (spent or expired), with `'signed-out'` when this tab's sign-out came back from the platform's
   * logout page.
   */
  resume(): Promise<'unexpected-return' | 'sign-in-expired' | 'signed-out' | undefined>;
  logout(): Promise<void>;
  /**
   * Opens a members' account section on the platform. Signed out, it asks to sign in first and opens the
   * section once the shopper has (here or on the hosted login page), unless they give up (`forgetAccount`).
   */
  openAccount(section: AccountSection): Promise<void>;
  /** The sign-in that an account section waited for was closed without signing in. */
  forgetAccount(): void;
  /**
   * Tells `listener` of each sign-in the shopper made here (`login`: the panel's password or code, or a
   * hosted login come back) and each account they registered (`sign_up`); not of a session restored.
   */
  subscribeSignedIn(listener: (signIn: SignInMoment) => void): () => void;
}

export interface SignInMoment {
  event: 'login' | 'sign_up';
  /** `email` (the panel) or `hosted` (the platform's login page). */
  method: 'email' | 'hosted';
}

export function createSessionController(
  deps: SessionFlowsDeps & {
    /** The sign-in answer taken out of the address when the widget started (sign-in-return.ts). */
    signInReturn: CallbackParams | undefined;
  },
): SessionController {
  const { client, hint, oauthStorage, win, askToSignIn } = deps;
  let signInReturn = deps.signInReturn;
  let loaded: Promise<SessionFlows> | undefined;
  const flows = () => {
    loaded ??= import('./flows.ts').then((module) => module.createSessionFlows(deps));
    return loaded;
  };
  const signedIn = createListeners<SignInMoment>();
  /** A panel step's answer, told when it signed the shopper in. */
  const told = <Step extends SignInStep | undefined>(step: Step): Step => {
    if (step?.step === 'done') signedIn.emit({ event: 'login', method: 'email' });
    return step;
  };

  return {
    login: async (email, password) => told(await (await flows()).login(email, password)),
    async register(email, password, name) {
      const step = await (await flows()).register(email, password, name);
      // The account exists once the platform took it, whether or not it wants a code or approval first.
      if (step.step !== 'error') signedIn.emit({ event: 'sign_up', method: 'email' });
      return step;
    },
    verifyEmail: async (code, state) => told(await (await flows()).verifyEmail(code, state)),
    verifyFactor: async (state, code, remember) =>
      told(await (await flows()).verifyFactor(state, code, remember)),
    challengeFactor: async (state, factorType) => (await flows()).challengeFactor(state, factorType),
    waitForPush: async (state, remember, stop) =>
      told(await (await flows()).waitForPush(state, remember, stop)),
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
    subscribeSignedIn: signedIn.subscribe,
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
      const returned = signInReturn;
      signInReturn = undefined; // spent once, however it ends
      if (stored && returned && (returned.code !== undefined || returned.error !== undefined)) {
        const ended = await (await flows()).completeHostedLogin(stored, returned);
        if (!ended && client.auth.role() === 'member') signedIn.emit({ event: 'login', method: 'hosted' });
        return ended;
      }
      // A sign-in answer this browser never asked for (a forged link, a stale bookmark, another tab's
      // flow): never spent, and its error_description, which is anyone's text, never shown.
      if (returned) return 'unexpected-return';
      if (client.auth.role() !== 'member' && hint.read() && deps.signInPossible)
        await (await flows()).restore();
      return undefined;
    },
  };
}
