// Redirect sessions (§5): what a hosted page needs to finish a flow, stored under an unguessable id that the
// page URL carries. Kept in the `redirects.sessions` slice, so a restart mid-flow still finds them.

import { opaqueToken } from '../identity/tickets.ts';
import type { StateStore } from '../state/store.ts';

/** A person may take a while on the sign-in form. */
export const REDIRECT_SESSION_TTL_MS = 30 * 60_000;

export type ResponseMode = 'fragment' | 'query' | 'web_message';
export type AccountSection = 'ACCOUNT_INFO' | 'BOOKINGS' | 'ORDERS' | 'SUBSCRIPTIONS' | 'EVENTS';
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  'ACCOUNT_INFO',
  'BOOKINGS',
  'ORDERS',
  'SUBSCRIPTIONS',
  'EVENTS',
];

export interface AuthRequest {
  clientId: string;
  redirectUri?: string;
  codeChallenge: string;
  responseMode: ResponseMode;
  state?: string;
  sessionToken?: string;
  prompt: 'login' | 'none';
}

export type RedirectIntent =
  | { kind: 'auth'; request: AuthRequest }
  | { kind: 'login' }
  | { kind: 'logout'; clientId: string }
  | { kind: 'account'; section: AccountSection }
  | { kind: 'ecomCheckout'; checkoutId: string }
  | { kind: 'storesProduct'; productSlug: string };

export interface RedirectSessionRecord {
  id: string;
  intent: RedirectIntent;
  /** Where the hosted flow starts (`redirectSession.fullUrl`); the short URL redirects here. */
  fullUrl: string;
  /** URL callbacks (postFlowUrl, thankYouPageUrl, …), each checked against the client's allowed origins. */
  callbacks: Record<string, string>;
  /** Where a web_message may be posted; decided at creation when the request tells, else from the page's Referer. */
  messageOrigin?: string;
  /** The caller at creation: the visitor whose cart follows a sign-in, the member to sign out or to carry over. */
  visitorId?: string;
  memberId?: string;
  /** Whether the hosted page may sign the calling member in on the emulator (preferences.maintainIdentity). */
  maintainIdentity: boolean;
  createdAt: number;
  expiresAt: number;
}

export class RedirectSessionStore {
  private readonly sessions: Record<string, RedirectSessionRecord>;

  constructor(
    state: StateStore,
    private readonly now: () => number,
  ) {
    this.sessions = state.slice<Record<string, RedirectSessionRecord>>('redirects.sessions', () => ({}));
  }

  /** Stores a session; `urlFor` builds its fullUrl from the new id. */
  create(
    fields: Omit<RedirectSessionRecord, 'id' | 'fullUrl' | 'createdAt' | 'expiresAt'>,
    urlFor: (id: string) => string,
  ): RedirectSessionRecord {
    const now = this.now();
    for (const [id, session] of Object.entries(this.sessions))
      if (session.expiresAt <= now) delete this.sessions[id];
    const id = opaqueToken('rs').slice(3);
    const session: RedirectSessionRecord = {
      ...fields,
      id,
      fullUrl: urlFor(id),
      createdAt: now,
      expiresAt: now + REDIRECT_SESSION_TTL_MS,
    };
    this.sessions[session.id] = session;
    return session;
  }

  get(id: string): RedirectSessionRecord | undefined {
    const session = Object.hasOwn(this.sessions, id) ? this.sessions[id] : undefined;
    return session && session.expiresAt > this.now() ? session : undefined;
  }

  /** The member hand-off happens once: a leaked URL must not sign anyone in later. */
  takeMemberHandOff(session: RedirectSessionRecord): string | undefined {
    if (!session.maintainIdentity || !session.memberId) return undefined;
    session.maintainIdentity = false;
    return session.memberId;
  }
}
