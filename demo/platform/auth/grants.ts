// The four JSON grants of POST /oauth2/token (§4.1). Each answers the token pair or throws the platform's
// error shape; the SDK turns any non-200 into "Failed to fetch tokens from OAuth API" (§3.3).
import { applicationError, validationError, violation } from '../http/errors.ts';
import type { RequestContext } from '../http/router.ts';
import { merchantKeyFrom } from '../identity/authentication-routes.ts';
import { memberIdNotFound } from '../identity/errors.ts';
import { optionalString, requiredString } from '../identity/input.ts';
import type { Platform } from '../platform.ts';
import { requireClient } from './clients.ts';
import { isCodeVerifier, s256 } from './pkce.ts';
import { newVisitorId, type TokenAnswer } from './tokens.ts';

/** What the grants use of the platform: the token, code, member and ticket stores, and the cart hand-over. */
export type GrantDeps = Pick<Platform, 'config' | 'identity' | 'memberSignedIn'>;

const invalidGrant = (description: string) => applicationError(400, 'INVALID_GRANT', description);

export function anonymousGrant(platform: GrantDeps, ctx: RequestContext): TokenAnswer {
  const clientId = requiredString(ctx.payload, 'clientId');
  requireClient(platform.config, clientId);
  return platform.identity.tokens.issue({ clientId, visitorId: newVisitorId() });
}

export function refreshGrant(platform: GrantDeps, ctx: RequestContext): TokenAnswer {
  const refreshToken = requiredString(ctx.payload, 'refreshToken');
  const clientId = optionalString(ctx.payload, 'clientId');
  if (clientId) requireClient(platform.config, clientId);
  const answer = platform.identity.tokens.refresh(refreshToken, clientId);
  if (answer === 'unknown') throw invalidGrant('The refresh token is unknown, or its session was signed out');
  if (answer === 'wrong-client') throw invalidGrant('The refresh token was issued to another client');
  return answer;
}

export function authorizationCodeGrant(platform: GrantDeps, ctx: RequestContext): TokenAnswer {
  const clientId = requiredString(ctx.payload, 'clientId');
  requireClient(platform.config, clientId);
  const code = requiredString(ctx.payload, 'code');
  const codeVerifier = requiredString(ctx.payload, 'codeVerifier');
  if (!isCodeVerifier(codeVerifier))
    throw validationError([
      violation('codeVerifier', 'must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~', 'FORMAT'),
    ]);
  const redirectUri = optionalString(ctx.payload, 'redirectUri');
  const services = platform.identity;
  // Every check comes before the code is spent (RFC 7636 §4.6: the verifier proves who may spend it).
  const found = services.codes.look(code);
  if (!found) throw invalidGrant('The authorization code is unknown');
  const { grant, problem } = found;
  if (problem === 'used') throw invalidGrant('The authorization code was already used');
  if (problem === 'expired') throw invalidGrant('The authorization code expired (codes live 60 seconds)');
  if (grant.clientId !== clientId) throw invalidGrant('The authorization code was issued to another client');
  if (s256(codeVerifier) !== grant.codeChallenge)
    throw invalidGrant(
      'The codeVerifier does not match the codeChallenge of the authorization request (PKCE S256)',
    );
  if (grant.redirectUri !== undefined && redirectUri !== grant.redirectUri)
    throw invalidGrant(
      `The redirectUri must be the one of the authorization request (${JSON.stringify(grant.redirectUri)})`,
    );
  services.codes.spend(grant);
  return memberTokens(platform, clientId, grant.memberId, grant.visitorId);
}

export function authorizedClientGrant(platform: GrantDeps, ctx: RequestContext): TokenAnswer {
  const { accessToken } = merchantKeyFrom(platform, ctx);
  const memberId = requiredString(ctx.payload, 'member_id');
  const scope = optionalString(ctx.payload, 'scope');
  if (scope !== undefined && scope !== 'offline_access')
    throw validationError([violation('scope', 'must be offline_access', 'VALIDATION')]);
  const services = platform.identity;
  if (!services.members.byId(memberId)) throw memberIdNotFound(memberId);
  const sessionToken = optionalString(ctx.payload, 'session_token');
  const ticket = sessionToken ? services.tickets.session(sessionToken) : undefined;
  if (sessionToken && (!ticket || ticket.memberId !== memberId))
    throw invalidGrant('The session_token is unknown, expired or belongs to another member');
  const visitor = accessToken ? services.tokens.accessGrantee(accessToken) : undefined;
  return memberTokens(platform, visitor?.clientId, memberId, visitor?.visitorId ?? ticket?.visitorId);
}

/** Member tokens keep the visitor they came from; the visitor's cart goes over to the member. */
function memberTokens(
  platform: GrantDeps,
  clientId: string | undefined,
  memberId: string,
  visitorId: string | undefined,
): TokenAnswer {
  const services = platform.identity;
  const member = services.members.byId(memberId);
  if (member?.status !== 'ACTIVE')
    throw applicationError(
      403,
      'MEMBER_NOT_ACTIVE',
      'The member is not active (pending, blocked or removed)',
    );
  const answer = services.tokens.issue({
    ...(clientId ? { clientId } : {}),
    visitorId: visitorId ?? newVisitorId(),
    memberId,
  });
  if (visitorId)
    try {
      platform.memberSignedIn(visitorId, memberId);
    } catch (error) {
      // A bug in the cart hand-over must not cost the member their sign-in; it is still reported.
      console.error('[platform] the hand-over of the visitor to the member failed', error);
    }
  return answer;
}
