// The identity side's shared stores, created once per running platform. Each module of the identity side
// (auth, identity, redirects, pages, members) is wired separately in index.ts and reaches the same stores here.
import { CodeStore } from '../auth/codes.ts';
import { TokenStore } from '../auth/tokens.ts';
import type { Platform } from '../platform.ts';
import { RedirectSessionStore } from '../redirects/sessions.ts';
import { MemberStore } from './members.ts';
import { TicketStore } from './tickets.ts';

export interface IdentityServices {
  readonly members: MemberStore;
  readonly tickets: TicketStore;
  readonly tokens: TokenStore;
  readonly codes: CodeStore;
  readonly redirectSessions: RedirectSessionStore;
}

const byPlatform = new WeakMap<Platform, IdentityServices>();

export function identityServices(platform: Platform): IdentityServices {
  let services = byPlatform.get(platform);
  if (!services) {
    const now = () => platform.now();
    services = {
      members: new MemberStore(platform.state, now),
      tickets: new TicketStore(platform.state, now),
      tokens: new TokenStore(platform.state, now, () => platform.config.accessTokenTtlSeconds),
      codes: new CodeStore(platform.state, now),
      redirectSessions: new RedirectSessionStore(platform.state, now),
    };
    byPlatform.set(platform, services);
  }
  return services;
}

/** Signs a member out everywhere: cookie sessions, session tokens and every OAuth token. */
export function endMemberSessions(services: IdentityServices, memberId: string): void {
  services.tickets.endMember(memberId);
  services.tokens.revokeMember(memberId);
}
