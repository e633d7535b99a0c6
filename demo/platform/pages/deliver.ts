// Answering an authorization request (§4.4, §4.5): a code, or an OAuth error, by the request's responseMode.
import { type RawReply, type RequestContext, redirect } from '../http/router.ts';
import { originAllowed, type Platform } from '../platform.ts';
import type { RedirectSessionRecord } from '../redirects/sessions.ts';
import { errorPage, page } from './html.ts';

export type AuthAnswer =
  | { code: string }
  | { error: 'login_required' | 'access_denied'; error_description: string };

/** Issues a code for `memberId` bound to the session's client, challenge and redirect URI. */
export function codeFor(platform: Platform, session: RedirectSessionRecord, memberId: string): AuthAnswer {
  if (session.intent.kind !== 'auth') throw new Error('codeFor needs an auth redirect session');
  const { request } = session.intent;
  const code = platform.identity.codes.issue({
    clientId: request.clientId,
    codeChallenge: request.codeChallenge,
    memberId,
    ...(request.redirectUri ? { redirectUri: request.redirectUri } : {}),
    ...(session.visitorId ? { visitorId: session.visitorId } : {}),
  });
  return { code };
}

/**
 * The origin a web_message may go to. Rule (documented in docs/emulator.md): the one fixed when the session
 * was created (its `origin` field, the creating request's Origin header, or the redirectUri's origin); else
 * the Referer of the first authorize page load, i.e. the page that embedded or opened it. Either way it must
 * be an origin the client allows, or nothing is posted.
 */
export function messageOrigin(platform: Platform, ctx: RequestContext, session: RedirectSessionRecord) {
  if (session.messageOrigin) return session.messageOrigin;
  if (session.intent.kind !== 'auth') return undefined;
  const clientId = session.intent.request.clientId;
  const client = platform.config.clients.find((c) => c.clientId === clientId);
  const referer = ctx.headers.referer;
  let origin: string | undefined;
  try {
    origin = referer ? new URL(referer).origin : undefined;
  } catch {
    origin = undefined;
  }
  if (!client || !origin || !originAllowed(client, origin)) return undefined;
  session.messageOrigin = origin;
  return origin;
}

export function deliver(
  platform: Platform,
  ctx: RequestContext,
  session: RedirectSessionRecord,
  answer: AuthAnswer,
): RawReply {
  if (session.intent.kind !== 'auth') throw new Error('deliver needs an auth redirect session');
  const { request } = session.intent;
  const values: Record<string, string> = {
    ...answer,
    ...(request.state !== undefined ? { state: request.state } : {}),
  };
  if (request.responseMode === 'web_message') {
    const target = messageOrigin(platform, ctx, session);
    if (!target)
      return errorPage(
        platform.config,
        400,
        'Cannot answer this page',
        'The page that asked for sign-in is not on an origin this store allows, so no answer was sent to it.',
      );
    const done = 'code' in answer ? 'Signed in. You can close this window.' : 'Sign-in was not completed.';
    return page(platform.config, 'code' in answer ? 'Signed in' : 'Not signed in', `<p>${done}</p>`, {
      scripts: ['web-message.js'],
      bodyData: { 'target-origin': target, message: JSON.stringify(values) },
    });
  }
  const url = new URL(request.redirectUri!);
  const params = new URLSearchParams(values);
  if (request.responseMode === 'query') for (const [key, value] of params) url.searchParams.set(key, value);
  else url.hash = params.toString();
  return redirect(url.toString(), { 'cache-control': 'no-store' });
}
