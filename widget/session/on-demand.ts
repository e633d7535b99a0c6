// The session's calls as boot hands them out, their code (controller.ts with the sign-in flows) loaded on
// the first call that needs it. A page load needs it only to finish a sign-in or sign-out that came back
// to the address, or to restore a member session the hint says was lost (resume): a signed-out visitor's
// page, by far the most common, never fetches it. What needs no platform call is answered here.
import { onDemand } from '../../src/on-demand.ts';
import { type AccountSection, isAccountSection } from '../api.ts';
import { createListeners } from '../cart/listeners.ts';
import type { SessionCalls, SessionController, SessionControllerDeps, SignInMoment } from './controller.ts';
import { AFTER_SIGN_IN_KEY, MEMBER_LOGGED_IN_PARAM, SIGNING_OUT_KEY } from './types.ts';

export function sessionOnDemand(deps: SessionControllerDeps): SessionController {
  const { client, oauthStorage, win } = deps;
  const signedIn = createListeners<SignInMoment>();
  // A download that failed (offline) is tried again by the next call.
  const calls = onDemand(() =>
    import('./controller.ts').then((module) => module.createSessionController(deps, signedIn.emit)),
  );
  /** `name`'s call, once the code is in. */
  const later = <Name extends keyof SessionCalls>(name: Name) =>
    // Each method's own arguments and answer, passed through: TypeScript cannot tie them through `Name`.
    ((...args: unknown[]) =>
      calls().then((loaded) =>
        (loaded[name] as (...args: unknown[]) => unknown)(...args),
      )) as SessionCalls[Name];

  return {
    login: later('login'),
    register: later('register'),
    verifyEmail: later('verifyEmail'),
    verifyFactor: later('verifyFactor'),
    challengeFactor: later('challengeFactor'),
    waitForPush: later('waitForPush'),
    sendPasswordReset: later('sendPasswordReset'),
    hostedLogin: later('hostedLogin'),
    logout: later('logout'),
    async openAccount(section: AccountSection) {
      if (client.auth.role() === 'member') return (await calls()).openAccount(section);
      // Signed out, the sign-in panel asks first (no call for that). Checked here too: only a section the
      // platform knows is kept for later.
      if (isAccountSection(section)) oauthStorage?.setItem(AFTER_SIGN_IN_KEY, section);
      deps.askToSignIn();
    },
    forgetAccount: () => oauthStorage?.removeItem(AFTER_SIGN_IN_KEY),
    subscribeSignedIn: signedIn.subscribe,
    async resume() {
      // Whether controller.ts's resume has anything to do: each of its cases starts from one of these.
      const toResume =
        deps.signInReturn ||
        oauthStorage?.getItem(SIGNING_OUT_KEY) ||
        new URL(win.location.href).searchParams.has(MEMBER_LOGGED_IN_PARAM) ||
        (client.auth.role() !== 'member' && deps.hint.read() && deps.signInPossible);
      return toResume ? (await calls()).resume() : undefined;
    },
  };
}
