// The emulator's own sign-in session on its hosted pages: an HttpOnly cookie naming a browser session.
import type { RequestContext } from '../http/router.ts';
import type { MemberRecord } from '../identity/members.ts';
import type { Platform } from '../platform.ts';

export const SESSION_COOKIE = 'emu_session';

export function sessionIdFrom(ctx: RequestContext): string | undefined {
  for (const part of (ctx.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The member signed in on the hosted pages, if the cookie names a live session of an active member. */
export function signedInMember(platform: Platform, ctx: RequestContext): MemberRecord | undefined {
  const id = sessionIdFrom(ctx);
  const services = platform.identity;
  const session = id ? services.tickets.browserSession(id) : undefined;
  const member = session ? services.members.byId(session.memberId) : undefined;
  return member?.status === 'ACTIVE' ? member : undefined;
}

/** Opens a browser session for the member; the answer's Set-Cookie header value. */
export function openSessionCookie(platform: Platform, memberId: string): string {
  const id = platform.identity.tickets.openBrowserSession(memberId);
  return `${SESSION_COOKIE}=${encodeURIComponent(id)}; Path=/; HttpOnly; SameSite=Lax`;
}

export const clearSessionCookie = (): string =>
  `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
