// The session's calls as boot hands them out, their code (controller.ts with the sign-in flows) loaded on
// the first call that needs it. A page load needs it only to finish a sign-in or sign-out that came back
// to the address, or to restore a member session the hint says was lost (resume, which boot calls only
// when `resumeNeeded`): a signed-out visitor's page, by far the most common, never fetches it. What needs
// no platform call is answered here.
import { onDemand } from '../../src/on-demand.ts';
import { type AccountSection, isAccountSection } from '../api.ts';
import { createListeners } from '../cart/listeners.ts';
import type { SessionCalls, SessionController, SessionControllerDeps, SignInMoment } from './controller.ts';
import { AFTER_SIGN_IN_KEY, MEMBER_LOGGED_IN_PARAM, SIGNING_OUT_KEY } from './types.ts';

/** The calls that only pass on to controller.ts. */
const PASSED = [
  'login',
  'register',
  'verifyEmail',
  'verifyFactor',
  'challengeFactor',
  'waitForPush',
  'sendPasswordReset',
  'hostedLogin',
  'logout',
  'resume',
] as const;

export function sessionOnDemand(deps: SessionControllerDeps): SessionController {
  const { client, oauthStorage } = deps;
  const signedIn = createListeners<SignInMoment>();
  // A download that failed (offline) is tried again by the next call.
  const calls = onDemand(() =>
    import('./controller.ts').then((module) => module.createSessionController(deps, signedIn.emit)),
  );
  // Each of them passes its arguments to its own method once the code is in: written once as a list, each
  // name in the first load's bytes once (TypeScript cannot tie a method's arguments to its name here).
  const passed = Object.fromEntries(
    PASSED.map((name) => [
      name,
      (...args: unknown[]) =>
        calls().then((loaded) => (loaded[name] as (...args: unknown[]) => unknown)(...args)),
    ]),
  ) as Pick<SessionCalls, (typeof PASSED)[number]>;

  return {
    ...passed,
    async openAccount(section: AccountSection) {
      if (client.auth.role() === 'member') return (await calls()).openAccount(section);
      // Signed out, the sign-in panel asks first (no call for that). Checked here too: only a section the
      // platform knows is kept for later.
      if (isAccountSection(section)) oauthStorage?.setItem(AFTER_SIGN_IN_KEY, section);
      deps.askToSignIn();
    },
    forgetAccount: () => oauthStorage?.removeItem(AFTER_SIGN_IN_KEY),
    subscribeSignedIn: signedIn.subscribe,
  };
}

/**
 * Whether this page load has something for controller.ts's `resume` to do: each of its cases starts from
 * one of these. Only then does boot load it (with the words that tell how it went: resume.ts).
 */
export function resumeNeeded(
  deps: Pick<
    SessionControllerDeps,
    'client' | 'oauthStorage' | 'win' | 'signInReturn' | 'hint' | 'signInPossible'
  >,
): boolean {
  return Boolean(
    deps.signInReturn ||
      deps.oauthStorage?.getItem(SIGNING_OUT_KEY) ||
      new URL(deps.win.location.href).searchParams.has(MEMBER_LOGGED_IN_PARAM) ||
      (deps.client.auth.role() !== 'member' && deps.hint.read() && deps.signInPossible),
  );
}
