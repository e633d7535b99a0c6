// Who is signed in, as the badges, the drawer and `getSession()` see it. Two writers, one each:
// follow-tokens.ts (who: from the client's token changes) and the sign-in flows (busy: while one runs).
import type { SessionInfo } from '../api.ts';
import { createReducerStore, type ReducerStore } from '../reducer-store.ts';

export interface SessionState extends SessionInfo {
  /** A sign-in, sign-out or silent attempt is running. */
  busy: boolean;
}

export type SessionAction =
  /** The client's tokens changed (or were first read): who the shopper is now. */
  { type: 'identified'; info: SessionInfo } | { type: 'work-started' } | { type: 'work-finished' };

export function reduceSession(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'identified': {
      const { info } = action;
      if (state.signedIn === info.signedIn && state.role === info.role && state.name === info.name)
        return state;
      return { ...info, busy: state.busy };
    }
    case 'work-started':
      return state.busy ? state : { ...state, busy: true };
    case 'work-finished':
      return state.busy ? { ...state, busy: false } : state;
  }
}

export type SessionStore = ReducerStore<SessionState, SessionAction>;

export function createSessionStore(): SessionStore {
  return createReducerStore(reduceSession, { signedIn: false, role: 'none', busy: false });
}

/** The public view of the state (`getSession()`, `session-change`): never `busy`, never a token. */
export function sessionInfo({ busy: _busy, ...info }: SessionState): SessionInfo {
  return info;
}
