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

export interface SessionController {
  info(): SessionInfo;
  login(email: string, password: string): Promise<SignInStep>;
  register(email: string, password: string, name: string): Promise<SignInStep>;
  verifyEmail(code: string, state: LoginResult): Promise<SignInStep>;
  verifyFactor(code: string, state: LoginResult): Promise<SignInStep>;
  sendPasswordReset(email: string): Promise<void>;
  hostedLogin(): Promise<void>;
  /** On load: finish a hosted login we started, or silently restore a lost member session. */
  resume(container: HTMLElement): Promise<void>;
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
    async resume(container) {
      const stored = session?.getItem(OAUTH_DATA_KEY);
      const query = new URL(win.location.href).searchParams;
      if (stored && (query.has('code') || query.has('error')))
        return (await flows()).completeHostedLogin(stored);
      if (client.auth.role() !== 'member' && readHint(local, options.clientId))
        return (await flows()).restore(container);
    },
    sync() {
      if (client.auth.role() !== 'member') writeHint(local, options.clientId, undefined);
      publish();
    },
  };
}
