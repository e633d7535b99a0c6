// The one source of the session store: the client's token changes. Whatever changed them (a sign-in here,
// a renewal that ended the session, a sign-out, another tab), the store and `session-change` follow.
import type { DropcartClient, TokenChange, TokenChangeReason } from '../../src/index.ts';
import type { SessionInfo } from '../api.ts';
import type { CartHint } from '../cart/cart-hint.ts';
import type { EventHub } from '../host/events.ts';
import type { HintStorage } from './hint.ts';
import type { MemberName } from './member-name.ts';
import { type SessionStore, sessionInfo } from './store.ts';

/** Changes after which a member hint without member tokens is stale (the session is over, not lost). */
const ENDINGS: ReadonlySet<TokenChangeReason> = new Set(['session-ended', 'logout', 'other-tab']);

export interface FollowTokensDeps {
  auth: Pick<DropcartClient['auth'], 'role' | 'subscribe'>;
  store: Pick<SessionStore, 'dispatch' | 'getState'>;
  events: Pick<EventHub, 'emit'>;
  hint: HintStorage;
  /** The member's cart is not the visitor's after their session: its count must not show on the next load. */
  cartHint: Pick<CartHint, 'forget'>;
  /** Asked for the member's name whenever a member is signed in and the hint has none. */
  names: MemberName;
}

/** Fills the store from the current tokens, then keeps it current; returns the unsubscribe. */
export function followTokens({ auth, store, events, hint, cartHint, names }: FollowTokensDeps): () => void {
  const identify = (role: SessionInfo['role']): SessionInfo => {
    const signedIn = role === 'member';
    const known = signedIn ? hint.read() : undefined;
    return known?.name ? { signedIn, role, name: known.name } : { signedIn, role };
  };
  const update = (role: SessionInfo['role']) => {
    const before = sessionInfo(store.getState());
    store.dispatch({ type: 'identified', info: identify(role) });
    const after = sessionInfo(store.getState());
    if (before.signedIn !== after.signedIn || before.name !== after.name)
      events.emit('session-change', after);
  };
  // A member the hint does not know yet (a sign-in whose own read failed, another tab's sign-in that has
  // not named them yet, a hint from before ids were kept): the platform knows; the store and
  // `session-change` follow once it answers.
  const learnName = (role: SessionInfo['role']) => {
    if (role === 'member' && !hint.read()?.memberId) void names.learn().then(() => update(auth.role()));
  };
  store.dispatch({ type: 'identified', info: identify(auth.role()) });
  learnName(auth.role());
  return auth.subscribe((change: TokenChange) => {
    const role = change.tokens.refreshToken.role;
    if (role !== 'member' && ENDINGS.has(change.reason)) {
      hint.write(undefined);
      // A visitor's cart stays known when a visitor's tokens change in another tab.
      if (sessionInfo(store.getState()).signedIn) cartHint.forget();
    }
    update(role);
    learnName(role);
  });
}
