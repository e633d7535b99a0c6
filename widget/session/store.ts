import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionInfo } from '../api.ts';

export interface SessionState extends SessionInfo {
  /** A sign-in, sign-out or silent attempt is running. */
  busy: boolean;
}

export type SessionStore = StoreApi<SessionState>;

export function createSessionStore(initial: SessionInfo): SessionStore {
  return createStore<SessionState>(() => ({ ...initial, busy: false }));
}
