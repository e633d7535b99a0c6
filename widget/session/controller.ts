// The session as the rest of the widget sees it: who is signed in (cheap, at once) and the sign-in
// flows, which load on demand. Keeps the session store and `session-change` up to date.
import type { DropcartClient } from '../../src/index.ts';
import type { AccountSection, SessionInfo } from '../api.ts';
import type { CartController } from '../cart/controller.ts';
import type { Disposer } from '../disposer.ts';
import type { EventHub } from '../host/events.ts';
import type { ResolvedOptions } from '../options.ts';
import type { SessionFlows } from './flows.ts';
import { readHint, storageOf, writeHint } from './hint.ts';
import type { SessionStore } from './store.ts';
import { type LoginResult, OAUTH_DATA_KEY, type SignInStep } from './types.ts';

export type { LoginResult, SignInStep } from './types.ts';
export { ACCOUNT_SECTIONS } from './types.ts';

/** The address carried `code` and `state` of a sign-in this browser did not start; it was ignored. */
export class UnexpectedSignInReturn extends Error {
  readonly code = 'UNEXPECTED_SIGN_IN_RETURN';
  constructor() {
    super('The address held the answer of a sign-in that was not started here; it was ignored.');
    this.name = 'UnexpectedSignInReturn';
  }
}

export interface SessionController {
  info(): SessionInfo;
  login(email: string, password: string): Promise<SignInStep>;
  register(email: string, password: string, name: string): Promise<SignInStep>;
  verifyEmail(code: string, state: LoginResult): Promise<SignInStep>;
  verifyFactor(code: string, state: LoginResult): Promise<SignInStep>;
  sendPasswordReset(email: string): Promise<void>;
  hostedLogin(): Promise<void>;
  /** On load: finish a hosted login we started, or silently restore a lost member session. */
  /** `place` receives the hidden frame of a silent attempt: our shadow root, outside React's container. */
  resume(place: ParentNode): Promise<void>;
  logout(): Promise<void>;
  openAccount(section: AccountSection): Promise<void>;
  /** Tokens changed elsewhere (another tab, a renewal that ended the session). */
  sync(): void;
}

export interface SessionDeps {
  client: DropcartClient;
  store: SessionStore;
  cart: CartController;
  events: EventHub;
  options: ResolvedOptions;
  disposer: Disposer;
  win: Window;
}

/** What the flows share with the controller. */
export interface SessionBase extends SessionDeps {
  local: Storage | undefined;
  session: Storage | undefined;
  publish(): void;
}

export function createSessionController(deps: SessionDeps): SessionController {
  const { client, store, events, options, win } = deps;
  const local = storageOf(win, 'localStorage');
  const session = storageOf(win, 'sessionStorage');

  function info(): SessionInfo {
    const role = client.auth.role();
    const signedIn = role === 'member';
    const hint = signedIn ? readHint(local, options.clientId) : undefined;
    return hint ? { signedIn, role, name: hint.name } : { signedIn, role };
  }

  function publish(): void {
    const next = info();
    const previous = store.getState();
    store.setState({ busy: previous.busy, ...next }, true);
    if (previous.signedIn !== next.signedIn || previous.name !== next.name)
      events.emit('session-change', next);
  }

  let loaded: Promise<SessionFlows> | undefined;
  const flows = () => {
    loaded ??= import('./flows.ts').then((module) =>
      module.createSessionFlows({ ...deps, local, session, publish }),
    );
    return loaded;
  };

  return {
    info,
    login: async (email, password) => (await flows()).login(email, password),
    register: async (email, password, name) => (await flows()).register(email, password, name),
    verifyEmail: async (code, state) => (await flows()).verifyEmail(code, state),
    verifyFactor: async (code, state) => (await flows()).verifyFactor(code, state),
    sendPasswordReset: async (email) => (await flows()).sendPasswordReset(email),
    hostedLogin: async () => (await flows()).hostedLogin(),
    logout: async () => (await flows()).logout(),
    openAccount: async (section) => (await flows()).openAccount(section),
    async resume(place) {
      const stored = session?.getItem(OAUTH_DATA_KEY);
      const query = new URL(win.location.href).searchParams;
      if (stored && (query.has('code') || query.has('error')))
        return (await flows()).completeHostedLogin(stored);
      if (query.has('code') && query.has('state')) {
        // A sign-in answer this browser never asked for (a forged link, a stale bookmark, another tab's
        // flow): never spend it. Clean the address so a reload or a shared link does not carry it on.
        const url = new URL(win.location.href);
        for (const name of ['code', 'state']) url.searchParams.delete(name);
        win.history.replaceState(win.history.state, '', url.href);
        throw new UnexpectedSignInReturn();
      }
      if (client.auth.role() !== 'member' && readHint(local, options.clientId))
        return (await flows()).restore(place);
    },
    sync() {
      if (client.auth.role() !== 'member') writeHint(local, options.clientId, undefined);
      publish();
    },
  };
}
