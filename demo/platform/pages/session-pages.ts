// The pages behind `login`, `logout` and member-account redirect sessions, and the short URL of any session.
import { type RequestContext, type Route, redirect } from '../http/router.ts';
import type { MemberRecord } from '../identity/members.ts';
import { endMemberSessions } from '../identity/services.ts';
import type { Platform } from '../platform.ts';
import type { RedirectSessionRecord } from '../redirects/sessions.ts';
import { accountSlug } from '../redirects/urls.ts';
import { clearSessionCookie, openSessionCookie, signedInMember } from './cookie.ts';
import { errorPage, esc, page } from './html.ts';

export const sessionOf = (platform: Platform, ctx: RequestContext): RedirectSessionRecord | undefined =>
  platform.identity.redirectSessions.get(ctx.query.get('redirectSessionId') ?? '');

/**
 * The member on this page: the cookie's, else the member who created the redirect session (maintainIdentity),
 * signed in here once so a member of the store's site need not sign in again on the hosted pages.
 */
export function memberOnPage(
  platform: Platform,
  ctx: RequestContext,
  session: RedirectSessionRecord | undefined,
): MemberRecord | undefined {
  const cookieMember = signedInMember(platform, ctx);
  if (cookieMember || !session) return cookieMember;
  const services = platform.identity;
  const memberId = services.redirectSessions.takeMemberHandOff(session);
  const member = memberId ? services.members.byId(memberId) : undefined;
  if (member?.status !== 'ACTIVE') return undefined;
  ctx.res.setHeader('set-cookie', openSessionCookie(platform, member.id));
  return member;
}

/** Appends `wixMemberLoggedIn` as the platform does on callback URLs (§5). */
export function callbackUrl(url: string, memberLoggedIn: boolean): string {
  const target = new URL(url);
  target.searchParams.set('wixMemberLoggedIn', String(memberLoggedIn));
  return target.toString();
}

export function sessionPageRoutes(platform: Platform): Route[] {
  return [
    {
      method: 'GET',
      path: '/_hosted/login',
      handler: (ctx) => {
        const session = sessionOf(platform, ctx);
        if (session?.intent.kind !== 'login')
          return errorPage(
            platform.config,
            400,
            'This link has expired',
            'Go back to the store and start again.',
          );
        if (!memberOnPage(platform, ctx, session)) {
          const next = `/_hosted/login?redirectSessionId=${encodeURIComponent(session.id)}`;
          return redirect(`/_hosted/sign-in?${new URLSearchParams({ next })}`);
        }
        const back = session.callbacks.postFlowUrl;
        return back
          ? redirect(callbackUrl(back, true))
          : page(platform.config, 'Signed in', `<p>You are signed in.</p>`);
      },
    },
    {
      method: 'GET',
      path: '/_hosted/logout',
      handler: (ctx) => {
        const found = sessionOf(platform, ctx);
        const session = found?.intent.kind === 'logout' ? found : undefined;
        const services = platform.identity;
        const ended = new Set([signedInMember(platform, ctx)?.id, session?.memberId]);
        for (const memberId of ended) if (memberId) endMemberSessions(services, memberId);
        const cookie = { 'set-cookie': clearSessionCookie() };
        const back = session?.callbacks.postFlowUrl;
        if (back) return redirect(callbackUrl(back, false), cookie);
        return page(platform.config, 'Signed out', `<p>You are signed out.</p>`, { headers: cookie });
      },
    },
    {
      method: 'GET',
      path: '/_hosted/r/:id',
      handler: (ctx) => {
        const session = platform.identity.redirectSessions.get(ctx.params.id ?? '');
        if (!session)
          return errorPage(platform.config, 404, 'This link has expired', 'Go back to the store.');
        return redirect(session.fullUrl);
      },
    },
  ];
}

export const accountHref = (section: Parameters<typeof accountSlug>[0], sessionId?: string) =>
  `/_hosted/account/${accountSlug(section)}${sessionId ? `?redirectSessionId=${encodeURIComponent(sessionId)}` : ''}`;

export const linkTo = (href: string, text: string) => `<a href="${esc(href)}">${esc(text)}</a>`;
