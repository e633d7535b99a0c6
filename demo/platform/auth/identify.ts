import type { RequestContext } from '../http/router.ts';
import type { Caller, PlatformConfig } from '../platform.ts';
import type { TokenStore } from './tokens.ts';

/**
 * Who sent the request: the Authorization header holds the raw access token (no `Bearer ` prefix, §2.1) or a
 * merchant API key. Unknown or expired tokens give undefined, which `identify` turns into the 401.
 */
export function callerFrom(
  config: Pick<PlatformConfig, 'apiKeys'>,
  tokens: TokenStore,
  ctx: Pick<RequestContext, 'authorization'>,
): Caller | undefined {
  const raw = ctx.authorization?.trim();
  if (!raw) return undefined;
  if (config.apiKeys.includes(raw)) return { kind: 'merchant', apiKey: raw };
  const grantee = tokens.accessGrantee(raw);
  if (!grantee) return undefined;
  return grantee.memberId
    ? { kind: 'member', memberId: grantee.memberId, visitorId: grantee.visitorId, token: raw }
    : { kind: 'visitor', visitorId: grantee.visitorId, token: raw };
}
