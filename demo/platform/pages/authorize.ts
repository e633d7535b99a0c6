// /_hosted/authorize: the authorization endpoint behind an `auth` redirect session (§4.4, §4.5).
// prompt=none answers at once (session token or cookie, else login_required); prompt=login shows the form.
import { type RequestContext, type Route, redirect } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import type { RedirectSessionRecord } from '../redirects/sessions.ts';
import { signedInMember } from './cookie.ts';
import { codeFor, deliver, messageOrigin } from './deliver.ts';
import { errorPage } from './html.ts';
import { signInPage } from './sign-in.ts';

function authSession(platform: Platform, ctx: RequestContext): RedirectSessionRecord | undefined {
  const session = platform.identity.redirectSessions.get(ctx.query.get('redirectSessionId') ?? '');
  return session?.intent.kind === 'auth' ? session : undefined;
}

const expired = (platform: Platform) =>
  errorPage(
    platform.config,
    400,
    'This sign-in link has expired',
    'Sign-in links last 30 minutes. Go back to the store and start again.',
  );

export function authorizeRoutes(platform: Platform): Route[] {
  return [
    {
      method: 'GET',
      path: '/_hosted/authorize',
      handler: (ctx) => {
        const session = authSession(platform, ctx);
        if (session?.intent.kind !== 'auth') return expired(platform);
        // Fix the web_message target while the Referer is still the page that asked.
        messageOrigin(platform, ctx, session);
        const { request } = session.intent;
        if (request.prompt === 'none') {
          const services = platform.identity;
          const ticket = request.sessionToken ? services.tickets.session(request.sessionToken) : undefined;
          const memberId = ticket?.memberId ?? signedInMember(platform, ctx)?.id;
          return deliver(
            platform,
            ctx,
            session,
            memberId
              ? codeFor(platform, session, memberId)
              : { error: 'login_required', error_description: 'No member is signed in, and prompt was none' },
          );
        }
        return signInPage(
          platform,
          `/_hosted/authorize/continue?${new URLSearchParams({ redirectSessionId: session.id })}`,
        );
      },
    },
    {
      method: 'GET',
      path: '/_hosted/authorize/continue',
      handler: (ctx) => {
        const session = authSession(platform, ctx);
        if (!session) return expired(platform);
        const member = signedInMember(platform, ctx);
        if (!member)
          return redirect(
            `/_hosted/sign-in?${new URLSearchParams({ next: `/_hosted/authorize/continue?redirectSessionId=${session.id}` })}`,
          );
        return deliver(platform, ctx, session, codeFor(platform, session, member.id));
      },
    },
  ];
}
