// POST /_api/redirects-api/v1/redirect-session (§5): validates the one intent, its callbacks and the caller's
// origin, stores the session and answers where to send the browser.
import { requireAllowedUrl, requireClient } from '../auth/clients.ts';
import { applicationError } from '../http/errors.ts';
import type { RequestContext, Route } from '../http/router.ts';
import { objectAt, optionalBoolean, type Payload } from '../identity/input.ts';
import { type OAuthClientConfig, originAllowed, type Platform } from '../platform.ts';

/** What redirect sessions use of the platform: who calls, the OAuth clients, the session store. */
type RedirectsDeps = Pick<Platform, 'identify' | 'config' | 'identity'>;

import { readIntent } from './intents.ts';
import type { RedirectIntent, RedirectSessionRecord } from './sessions.ts';
import { fullUrlFor } from './urls.ts';

const URL_CALLBACKS = [
  'postFlowUrl',
  'thankYouPageUrl',
  'cartPageUrl',
  'loginUrl',
  'plansListUrl',
  'planListUrl',
  'bookingsServiceListUrl',
] as const;

export const redirectsModule = (platform: RedirectsDeps): Route[] => {
  const route: Route = {
    method: 'POST',
    path: '/_api/redirects-api/v1/redirect-session',
    handler: (ctx) => createSession(platform, ctx),
  };
  return [route];
};

function createSession(platform: RedirectsDeps, ctx: RequestContext) {
  const caller = platform.identify(ctx);
  const services = platform.identity;
  const intent = readIntent(platform.config, ctx.payload);
  const grantee = caller.kind === 'merchant' ? undefined : services.tokens.accessGrantee(caller.token);
  const clients = clientsFor(platform, intent, grantee?.clientId);

  const callbacks = readCallbacks(objectAt(ctx.payload, 'callbacks'), clients);
  if (intent.kind === 'auth' && intent.request.redirectUri)
    requireAllowedUrl(clients, intent.request.redirectUri, 'auth.authRequest.redirectUri');
  const messageOrigin = messageOriginOf(ctx, intent, clients);
  const preferences = objectAt(ctx.payload, 'preferences');

  const session = services.redirectSessions.create(
    {
      intent,
      callbacks,
      ...(messageOrigin ? { messageOrigin } : {}),
      ...(caller.kind !== 'merchant' ? { visitorId: caller.visitorId } : {}),
      ...(caller.kind === 'member' ? { memberId: caller.memberId } : {}),
      maintainIdentity:
        optionalBoolean(preferences, 'maintainIdentity', 'preferences.maintainIdentity') ?? true,
    },
    (id) => fullUrlFor(ctx.baseUrl, id, intent, callbacks),
  );
  return { redirectSession: wire(session, ctx.baseUrl) };
}

function wire(session: RedirectSessionRecord, baseUrl: string) {
  const url = new URL(session.fullUrl);
  return {
    id: session.id,
    fullUrl: session.fullUrl,
    urlDetails: {
      endpoint: `${url.origin}${url.pathname}`,
      searchParams: Object.fromEntries(url.searchParams),
    },
    sessionToken: session.id,
    shortUrl: `${baseUrl}/_hosted/r/${session.id}`,
    wixBaseUrl: baseUrl,
  };
}

/** The OAuth clients whose allowed origins judge this session's URLs. */
function clientsFor(
  platform: Pick<Platform, 'config'>,
  intent: RedirectIntent,
  tokenClientId: string | undefined,
): OAuthClientConfig[] {
  if (intent.kind === 'auth') return [requireClient(platform.config, intent.request.clientId)];
  if (intent.kind === 'logout') return [requireClient(platform.config, intent.clientId)];
  const client = tokenClientId
    ? platform.config.clients.find((c) => c.clientId === tokenClientId)
    : undefined;
  return client ? [client] : platform.config.clients;
}

function readCallbacks(raw: Payload, clients: OAuthClientConfig[]): Record<string, string> {
  const callbacks: Record<string, string> = {};
  for (const field of URL_CALLBACKS) {
    const value = raw[field];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string')
      throw applicationError(400, 'INVALID_URL', `callbacks.${field} must be a URL string`, { field });
    callbacks[field] = requireAllowedUrl(clients, value, `callbacks.${field}`);
  }
  if (typeof raw.state === 'string') callbacks.state = raw.state;
  return callbacks;
}

/**
 * The page that may receive a web_message answer: the request's `origin` field, else its Origin header (a
 * browser's fetch), else the redirectUri's origin. Each must be allowed by the client. When none is known
 * here, the hosted page decides from its Referer (see pages/deliver.ts).
 */
function messageOriginOf(ctx: RequestContext, intent: RedirectIntent, clients: OAuthClientConfig[]) {
  if (intent.kind !== 'auth') return undefined;
  const declared = ctx.payload.origin;
  const header = ctx.headers.origin;
  const candidate =
    typeof declared === 'string' && declared !== ''
      ? { value: declared, from: 'origin' }
      : header
        ? { value: header, from: 'the Origin header' }
        : undefined;
  if (candidate) {
    if (!clients.some((client) => originAllowed(client, candidate.value)))
      throw applicationError(
        400,
        'URL_NOT_ALLOWED',
        `${candidate.from} ${JSON.stringify(candidate.value)} is not an origin this OAuth client allows`,
        { origin: candidate.value },
      );
    return candidate.value;
  }
  return intent.request.redirectUri ? new URL(intent.request.redirectUri).origin : undefined;
}
