// The member session of one widget, wired from what the composition root (instance.ts) made: the member
// hint, the member's name from the platform (its code on demand), the session store following the client's
// tokens, and the sign-in flows' controller (its code loads on demand: on-demand.ts).
import type { CallbackParams, DropcartClient } from '../../src/index.ts';
import { onDemand } from '../../src/on-demand.ts';
import type { CartHint } from '../cart/cart-hint.ts';
import type { CartController } from '../cart/controller.ts';
import type { Disposer } from '../disposer.ts';
import type { EventHub } from '../host/events.ts';
import type { ResolvedOptions } from '../options.ts';
import type { SessionController } from './controller.ts';
import { followTokens } from './follow-tokens.ts';
import { memberHint } from './hint.ts';
import type { MemberName } from './member-name.ts';
import { resumeNeeded, sessionOnDemand } from './on-demand.ts';
import type { SessionStore } from './store.ts';

export interface SessionWiring {
  client: Pick<DropcartClient, 'auth' | 'redirects' | 'members'>;
  store: SessionStore;
  cart: Pick<CartController, 'load'>;
  events: Pick<EventHub, 'emit'>;
  cartHint: Pick<CartHint, 'forget'>;
  options: ResolvedOptions;
  /** localStorage, where the member hint is kept (every tab of the site reads it). */
  hintStorage: Storage | undefined;
  /** sessionStorage: the PKCE data of a hosted login, until the platform sends the shopper back. */
  oauthStorage: Storage | undefined;
  signInPossible: boolean;
  signInReturn: CallbackParams | undefined;
  askToSignIn(): void;
  win: Window;
  /** Where the hidden sign-in frames go (our shadow root). */
  frames: ParentNode;
  disposer: Disposer;
}

export interface WiredSession {
  session: SessionController;
  /** Whether this page load has a sign-in or sign-out to finish or a lost member session to restore. */
  resumeNeeded(): boolean;
}

export function wireSession(deps: SessionWiring): WiredSession {
  const { client, store, events, cartHint, disposer } = deps;
  const hint = memberHint(deps.hintStorage, deps.options.clientId);
  // Read only for a member: on a sign-in, whose flows come with it (one file: controller.ts), or for a hint
  // without the member's id. A read whose code cannot load is one that failed: nothing known (member-name.ts).
  const load = onDemand(() =>
    import('./controller.ts').then(({ memberName }) =>
      memberName({ members: client.members, hint, signal: disposer.signal }),
    ),
  );
  const names: MemberName = {
    learn: () =>
      load().then(
        (read) => read.learn(),
        () => '',
      ),
    of: (accessToken) =>
      load().then(
        (read) => read.of(accessToken),
        () => undefined,
      ),
  };
  disposer.add(followTokens({ auth: client.auth, store, events, hint, cartHint, names }));
  const sessionDeps = {
    client,
    store,
    cart: deps.cart,
    options: deps.options,
    hint,
    names,
    askToSignIn: deps.askToSignIn,
    signInPossible: deps.signInPossible,
    oauthStorage: deps.oauthStorage,
    signInReturn: deps.signInReturn,
    win: deps.win,
    frames: deps.frames,
    signal: disposer.signal,
    timers: disposer,
  };
  return { session: sessionOnDemand(sessionDeps), resumeNeeded: () => resumeNeeded(sessionDeps) };
}
