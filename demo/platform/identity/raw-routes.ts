// The two authentication endpoints that answer a raw HTTP body (§12 end): `{contentType, body: <base64>}`.
// GET /v1/logout signs out and links to the post-logout URL; GET /v1/callback turns a session token into
// the hosted pages' cookie and continues the redirect session named by `state`.
import { requireAllowedUrl, requireClient } from '../auth/clients.ts';
import { applicationError } from '../http/errors.ts';
import type { RequestContext, Route } from '../http/router.ts';
import { clearSessionCookie, openSessionCookie, signedInMember } from '../pages/cookie.ts';
import { esc } from '../pages/html.ts';
import type { Platform } from '../platform.ts';
import { optionalString, requiredString } from './input.ts';
import { endMemberSessions } from './services.ts';

const PREFIX = '/_api/iam/authentication';

function rawBody(title: string, target: string | undefined, text: string) {
  const link = target ? `<p><a href="${esc(target)}">Continue</a></p>` : '';
  const refresh = target ? `<meta http-equiv="refresh" content="0;url=${esc(target)}">` : '';
  const document = `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)}</title>${refresh}</head><body><p>${esc(text)}</p>${link}</body></html>`;
  return { contentType: 'text/html; charset=utf-8', body: Buffer.from(document, 'utf8').toString('base64') };
}

export function rawRoutes(platform: Platform): Route[] {
  const services = platform.identity;
  return [
    {
      method: 'GET',
      path: `${PREFIX}/v1/logout`,
      handler: (ctx: RequestContext) => {
        const clientId = optionalString(ctx.payload, 'clientId');
        const clients = clientId ? [requireClient(platform.config, clientId)] : platform.config.clients;
        const target = optionalString(ctx.payload, 'postLogoutRedirectUri');
        if (target) requireAllowedUrl(clients, target, 'postLogoutRedirectUri');
        const caller = platform.tryIdentify(ctx);
        const ended = new Set([
          caller?.kind === 'member' ? caller.memberId : undefined,
          signedInMember(platform, ctx)?.id,
        ]);
        for (const memberId of ended) if (memberId) endMemberSessions(services, memberId);
        ctx.res.setHeader('set-cookie', clearSessionCookie());
        return rawBody('Signed out', target, 'You are signed out.');
      },
    },
    {
      method: 'GET',
      path: `${PREFIX}/v1/callback`,
      handler: (ctx: RequestContext) => {
        const sessionToken = requiredString(ctx.payload, 'sessionToken');
        const stateId = requiredString(ctx.payload, 'state');
        const ticket = services.tickets.session(sessionToken);
        if (!ticket)
          throw applicationError(401, 'INVALID_SESSION_TOKEN', 'The sessionToken is unknown or expired');
        const session = services.redirectSessions.get(stateId);
        if (!session)
          throw applicationError(
            404,
            'REDIRECT_SESSION_NOT_FOUND',
            `No live redirect session ${JSON.stringify(stateId)}`,
          );
        ctx.res.setHeader('set-cookie', openSessionCookie(platform, ticket.memberId));
        const target =
          session.intent.kind === 'auth'
            ? `${ctx.baseUrl}/_hosted/authorize/continue?redirectSessionId=${encodeURIComponent(session.id)}`
            : session.fullUrl;
        return rawBody('Signed in', target, 'You are signed in.');
      },
    },
  ];
}
