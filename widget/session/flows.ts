// The member sign-in flows, loaded on demand (they are not needed until a shopper signs in, comes back
// from the hosted login page, or a lost member session is restored): the password flow with its
// verification, second-factor (second-factor.ts) and approval steps, the hosted login page, the silent restore, sign-out, account pages.
// The session store hears of each sign-in and sign-out from the client's token changes (follow-tokens.ts);
// the flows only say when they are busy.

import { toJson } from '../../src/http/json.ts';
import {
  type CallbackParams,
  type CaptchaTokens,
  type DropcartClient,
  isTokenRequestError,
  type OAuthData,
  OAuthError,
  UsageError,
} from '../../src/index.ts';
import { type AccountSection, isAccountSection } from '../api.ts';
import type { CartController } from '../cart/controller.ts';
import type { Disposer } from '../disposer.ts';
import { navigateToHostedPage } from '../navigation.ts';
import type { ResolvedOptions } from '../options.ts';
import type { HintStorage } from './hint.ts';
import type { KnownMember, MemberName } from './member-name.ts';
import { secondFactor } from './second-factor.ts';
import { sameMember } from './silent-restore.ts';
import { trySilentSignIn } from './silent-sign-in.ts';
import type { SessionStore } from './store.ts';
import {
  AFTER_SIGN_IN_KEY,
  type LoginResult,
  type MemberTokens,
  OAUTH_DATA_KEY,
  SIGNING_OUT_KEY,
  type SignInStep,
} from './types.ts';

export interface SessionFlowsDeps {
  client: Pick<DropcartClient, 'auth' | 'redirects'>;
  store: Pick<SessionStore, 'dispatch'>;
  cart: Pick<CartController, 'load'>;
  options: Pick<ResolvedOptions, 'loginRedirectUri' | 'captcha' | 'apiBase'>;
  hint: HintStorage;
  /** The member's name, from the platform: the sign-in is done once the name to greet them with is in. */
  names: MemberName;
  /** Shows the sign-in panel (an account section asked for while signed out). */
  askToSignIn(): void;
  /** Members can sign in on this page: false off HTTPS (secure-page.ts). */
  signInPossible: boolean;
  /** sessionStorage: the PKCE data of a hosted login, until the platform sends the shopper back. */
  oauthStorage: Storage | undefined;
  win: Window;
  /**
   * Where the hidden sign-in frames go: our shadow root, not the host page's body, whose mutations and
   * frames the page's own scripts (session-replay recorders) watch. Not React's container, whose first
   * render clears what it holds.
   */
  frames: ParentNode;
  signal: AbortSignal;
  /** The instance's timers (the pauses between asking whether a push was approved); gone with it. */
  timers: Pick<Disposer, 'setTimeout'>;
}

export type SessionFlows = ReturnType<typeof createSessionFlows>;

export function createSessionFlows(deps: SessionFlowsDeps) {
  const { client, store, cart, options, win, hint, names, oauthStorage: session, frames, signal } = deps;
  let pendingName = '';

  /**
   * `name`: the one the shopper just gave (registration), or '' for the platform's. `member`: who the tokens
   * are, when already read (a silent restore checks before it adopts), else read here with the new tokens.
   */
  async function signedIn(tokens: MemberTokens, name: string, member?: KnownMember) {
    const who = member ?? (await names.of(tokens.accessToken.value));
    // The hint first: the token change below updates the session store, which reads the name from it. The
    // id is what a later silent restore checks its member against.
    const shown = name || who?.name || '';
    hint.write(who ? { name: shown, memberId: who.id } : { name: shown });
    client.auth.setTokens(tokens);
    // The platform carried the visitor's cart over to the member; show that cart. A member the read above
    // missed is asked for by follow-tokens.ts on the token change; this waits for the same answer.
    await Promise.all([cart.load().catch(() => undefined), who ? undefined : names.learn()]);
  }

  /**
   * "My orders" while signed out asked to sign in first: the shopper signed in to get there, so go on
   * there. Not after a silent restore, which nobody asked for.
   */
  async function continueAfterSignIn() {
    const waiting = session?.getItem(AFTER_SIGN_IN_KEY);
    session?.removeItem(AFTER_SIGN_IN_KEY);
    if (!waiting || !isAccountSection(waiting)) return;
    // Signed in either way: a page that would not open is the console's news, not a failed sign-in.
    await openAccount(waiting).catch((error: unknown) =>
      console.error('[dropcart] the account page asked for before signing in did not open:', error),
    );
  }

  async function withCaptcha(
    attempt: (captcha?: CaptchaTokens) => Promise<LoginResult>,
  ): Promise<LoginResult | SignInStep> {
    const first = await attempt();
    if (first.errorCode !== 'missingCaptchaToken' && first.loginState !== 'USER_CAPTCHA_REQUIRED')
      return first;
    if (!options.captcha) return { step: 'error', errorCode: 'noCaptcha', message: first.error ?? '' };
    return attempt(await options.captcha());
  }

  async function follow(result: LoginResult | SignInStep): Promise<SignInStep> {
    if ('step' in result) return result;
    switch (result.loginState) {
      case 'SUCCESS': {
        const sessionToken = result.data?.sessionToken;
        if (!sessionToken) return { step: 'error', message: 'no session token' };
        const tokens = await client.auth.getMemberTokensForDirectLogin(sessionToken, {
          signal,
          container: frames,
        });
        await signedIn(tokens, pendingName);
        await continueAfterSignIn();
        return { step: 'done' };
      }
      case 'EMAIL_VERIFICATION_REQUIRED':
        return { step: 'verify-email', result };
      case 'OWNER_APPROVAL_REQUIRED':
        return { step: 'approval' };
      case 'FAILURE':
        // A paused sign-in that kept its state token and names no error waits for a second factor.
        if (result.data?.stateToken && !result.errorCode) return { step: 'mfa', result };
        return {
          step: 'error',
          message: result.error ?? '',
          ...(result.errorCode ? { errorCode: result.errorCode } : {}),
          ...(result.fieldViolations ? { fieldViolations: result.fieldViolations } : {}),
        };
      default:
        return { step: 'error', message: result.error ?? result.loginState };
    }
  }

  async function openAccount(section: AccountSection) {
    if (!isAccountSection(section)) throw new UsageError(`[dropcart] unknown account section "${section}"`);
    const { redirectSession } = await client.redirects.createRedirectSession(
      // The SDK drops a memberAccountPage intent (protocol §5); a login intent carries the section instead.
      {
        login: {},
        preferences: { additionalQueryParameters: { accountSection: section } },
        callbacks: { postFlowUrl: win.location.href },
      },
      signal,
    );
    navigateToHostedPage(win, redirectSession.fullUrl, options.apiBase, 'account');
  }

  async function busy<T>(work: () => Promise<T>): Promise<T> {
    store.dispatch({ type: 'work-started' });
    try {
      return await work();
    } finally {
      store.dispatch({ type: 'work-finished' });
    }
  }

  return {
    login: (email: string, password: string) =>
      busy(async () => {
        // The e-mail is no name to greet anyone with: the platform has the member's.
        pendingName = '';
        return follow(
          await withCaptcha((captchaTokens) =>
            client.auth.login(
              captchaTokens ? { email, password, captchaTokens } : { email, password },
              signal,
            ),
          ),
        );
      }),
    register: (email: string, password: string, name: string) =>
      busy(async () => {
        pendingName = name.trim();
        const [firstName, ...rest] = name.trim().split(/\s+/);
        const profile = rest.length
          ? { firstName: firstName ?? '', lastName: rest.join(' ') }
          : { firstName: firstName ?? '' };
        return follow(
          await withCaptcha((captchaTokens) =>
            client.auth.register(
              captchaTokens ? { email, password, profile, captchaTokens } : { email, password, profile },
              signal,
            ),
          ),
        );
      }),
    verifyEmail: (code: string, state: LoginResult) =>
      busy(async () =>
        follow(await client.auth.processVerification({ verificationCode: code }, state, signal)),
      ),
    ...secondFactor({ client, signal, timers: deps.timers, busy, follow }),
    sendPasswordReset: (email: string) =>
      client.auth.sendPasswordResetEmail(email, win.location.href).then(() => undefined),
    async hostedLogin() {
      const data = await client.auth.generateOAuthData(options.loginRedirectUri, win.location.href);
      session?.setItem(OAUTH_DATA_KEY, toJson(data));
      const { authUrl } = await client.auth.getAuthUrl(data, {
        prompt: 'login',
        responseMode: 'query',
        signal,
      });
      navigateToHostedPage(win, authUrl, options.apiBase, 'sign-in');
    },
    /**
     * Finishes a hosted login we started: the code taken from the address (sign-in-return.ts) becomes
     * member tokens. `'sign-in-expired'` when the platform refuses the exchange (the code was spent or
     * expired): the shopper can only start again.
     */
    async completeHostedLogin(
      stored: string,
      returned: CallbackParams,
    ): Promise<'sign-in-expired' | undefined> {
      session?.removeItem(OAUTH_DATA_KEY);
      const data = JSON.parse(stored) as OAuthData;
      if (returned.error) {
        // The address is anyone's to write: an error that does not carry this tab's state is not the
        // platform's answer, and even the platform's error_description is shown as the developer's detail
        // only, never as a statement to the shopper.
        if (returned.state !== data.state) throw new OAuthError('Invalid _state', 'INVALID_STATE');
        const code = /^[a-z_]{1,40}$/.test(returned.error) ? returned.error : 'unknown_error';
        if (returned.errorDescription)
          console.warn(
            `[dropcart] the sign-in page answered ${code}: ${JSON.stringify(returned.errorDescription)}`,
          );
        throw new OAuthError(
          `the sign-in page answered ${code}`,
          'AUTHORIZATION_ERROR',
          code,
          returned.errorDescription,
        );
      }
      if (!returned.code || !returned.state) return undefined;
      let tokens: MemberTokens;
      try {
        tokens = await client.auth.getMemberTokens(returned.code, returned.state, data, signal);
      } catch (error) {
        if (isTokenRequestError(error) && error.status >= 400 && error.status < 500) return 'sign-in-expired';
        throw error;
      }
      await signedIn(tokens, '');
      await continueAfterSignIn();
      return undefined;
    },
    /**
     * A member hint without a member session: ask the platform silently, in the background. Quietly: not
     * "busy" (the sign-in panel stays usable meanwhile), no message either way. Only the platform's own
     * "no session" ends the hint; a silence (a third-party-cookie policy, a blocked frame) keeps it. The
     * platform's session is adopted only if it is the member remembered here (silent-restore.ts).
     */
    async restore() {
      const outcome = await trySilentSignIn({
        client,
        redirectUri: options.loginRedirectUri,
        place: frames,
        signal,
      });
      if (outcome.kind === 'no-session') hint.write(undefined);
      if (outcome.kind !== 'signed-in') return;
      const member = await sameMember(outcome.tokens, { hint, names });
      // A sign-in the shopper made meanwhile is theirs; the background answer does not replace it.
      if (member && client.auth.role() !== 'member') await signedIn(outcome.tokens, '', member);
    },
    logout: () =>
      busy(async () => {
        // The client's token change clears the hint and tells the session store (follow-tokens.ts).
        const { logoutUrl } = await client.auth.logout(win.location.href, signal);
        // Back from the platform's logout page, this tab says the member is signed out (controller.ts).
        session?.setItem(SIGNING_OUT_KEY, '1');
        try {
          navigateToHostedPage(win, logoutUrl, options.apiBase, 'sign-out');
        } catch (refused) {
          session?.removeItem(SIGNING_OUT_KEY);
          throw refused;
        }
      }),
    openAccount,
  };
}
