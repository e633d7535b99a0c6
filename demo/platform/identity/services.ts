// The identity side's stores, built once when the emulator starts (index.ts) and handed to every module
// that uses them in the platform context (`platform.identity`): auth, identity, members, redirects and the
// hosted pages all see the same members, tickets, tokens, codes and redirect sessions.
import { CodeStore } from '../auth/codes.ts';
import { TokenStore } from '../auth/tokens.ts';
import { RedirectSessionStore } from '../redirects/sessions.ts';
import type { StateStore } from '../state/store.ts';
import { MemberStore } from './members.ts';
import { seedMembers } from './seed.ts';
import { TicketStore } from './tickets.ts';

export interface IdentityServices {
  readonly members: MemberStore;
  readonly tickets: TicketStore;
  readonly tokens: TokenStore;
  readonly codes: CodeStore;
  readonly redirectSessions: RedirectSessionStore;
}

export function createIdentityServices(
  state: StateStore,
  now: () => number,
  accessTokenTtlSeconds: () => number,
): IdentityServices {
  return {
    members: new MemberStore(state, now, seedMembers),
    tickets: new TicketStore(state, now),
    tokens: new TokenStore(state, now, accessTokenTtlSeconds),
    codes: new CodeStore(state, now),
    redirectSessions: new RedirectSessionStore(state, now),
  };
}

/** Signs a member out everywhere: cookie sessions, session tokens and every OAuth token. */
export function endMemberSessions(services: IdentityServices, memberId: string): void {
  services.tickets.endMember(memberId);
  services.tokens.revokeMember(memberId);
}
