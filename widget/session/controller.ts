// The sign-in flows as the rest of the widget calls them, and `resume`, which on a page load finishes a
// hosted login or silently restores a lost member session. One chunk with the flows (flows.ts), loaded on
// the first call or when a load has a sign-in to finish (on-demand.ts): a signed-out visitor's page never
// fetches it. Who is signed in is the session store's, which follows the client's tokens (follow-tokens.ts).
import type { CallbackParams, FactorType } from '../../src/index.ts';
import { UsageError } from '../../src/index.ts';
import type { AccountSection } from '../api.ts';
import { createSessionFlows, type SessionFlowsDeps } from './flows.ts';
import {
  type LoginResult,
  MEMBER_LOGGED_IN_PARAM,
  OAUTH_DATA_KEY,
  SIGNING_OUT_KEY,
  type SignInStep,
} from './types.ts';

// In this file's chunk: each sign-in reads the member's name (wiring.ts loads it from here), and a page load
// that resumes a session says how it went (instance.ts loads it from here, with the resume it tells of).
export { memberName } from './member-name.ts';
export { resumeAndTell } from './resume.ts';
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

export type SessionControllerDeps = SessionFlowsDeps & {
  /** The sign-in answer taken out of the address when the widget started (sign-in-return.ts). */
  signInReturn: CallbackParams | undefined;
};

/** What on-demand.ts calls once this chunk is in: all but what it answers itself. */
export type SessionCalls = Omit<SessionController, 'forgetAccount' | 'subscribeSignedIn'>;

/** The calls, telling `signedIn` of each sign-in the shopper made here. */
export function createSessionController(
  deps: SessionControllerDeps,
  signedIn: (moment: SignInMoment) => void,
): SessionCalls {
  const { client, hint, oauthStorage, win } = deps;
  let signInReturn = deps.signInReturn;
  const flows = createSessionFlows(deps);
  /** A panel step's answer, told when it signed the shopper in. */
  const told = <Step extends SignInStep | undefined>(step: Step): Step => {
    if (step?.step === 'done') signedIn({ event: 'login', method: 'email' });
    return step;
  };

  return {
    login: async (email, password) => told(await flows.login(email, password)),
    async register(email, password, name) {
      const step = await flows.register(email, password, name);
      // The account exists once the platform took it, whether or not it wants a code or approval first.
      if (step.step !== 'error') signedIn({ event: 'sign_up', method: 'email' });
      return step;
    },
    verifyEmail: async (code, state) => told(await flows.verifyEmail(code, state)),
    verifyFactor: async (state, code, remember) => told(await flows.verifyFactor(state, code, remember)),
    challengeFactor: (state, factorType) => flows.challengeFactor(state, factorType),
    waitForPush: async (state, remember, stop) => told(await flows.waitForPush(state, remember, stop)),
    sendPasswordReset: (email) => flows.sendPasswordReset(email),
    async hostedLogin() {
      // Told to the owner at mount (secure-page.ts); the caller gets a reason, not "reading 'digest'".
      if (!deps.signInPossible)
        throw new UsageError('[dropcart] member sign-in needs a page served over HTTPS');
      return flows.hostedLogin();
    },
    logout: () => flows.logout(),
    openAccount: (section) => flows.openAccount(section),
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
        const ended = await flows.completeHostedLogin(stored, returned);
        if (!ended && client.auth.role() === 'member') signedIn({ event: 'login', method: 'hosted' });
        return ended;
      }
      // A sign-in answer this browser never asked for (a forged link, a stale bookmark, another tab's
      // flow): never spent, and its error_description, which is anyone's text, never shown.
      if (returned) return 'unexpected-return';
      if (client.auth.role() !== 'member' && hint.read() && deps.signInPossible) await flows.restore();
      return undefined;
    },
  };
}
