// Token renewal (spec §4 "Session role", design.md §4): refresh grant when there is a refresh token; if the
// platform REFUSES it (4xx), a new anonymous visitor and `session-ended`; if the network fails, the time
// runs out or the platform answers 5xx/429, the error goes to the caller and the stored tokens stay.
// Single flight within the tab, a lock across tabs.
import { TokenRequestError } from '../errors/token-request-error.ts';
import type { Tokens } from '../types/tokens.ts';
import { abortable } from './abortable.ts';
import { withLock } from './lock.ts';
import type { SessionCore } from './session.ts';
import { requestTokens } from './token-endpoint.ts';
import { accessTokenValid, tokensFrom } from './tokens.ts';

const LOCK_NAME = 'dropcart.token-renewal';

/** Usable: present, not expired, and not the token the platform just refused with a 401. */
const usable = (tokens: Tokens, nowMs: number, refused: string | undefined) =>
  accessTokenValid(tokens, nowMs) && tokens.accessToken.value !== refused;

async function renewNow(core: SessionCore, refused: string | undefined): Promise<Tokens> {
  // Re-read inside the lock: another tab may have renewed while this one waited.
  const current = core.storage.get();
  if (usable(current, core.platform.now(), refused)) return current;
  const { base, platform, clientId } = core;
  const limit = { timeoutMs: core.http.timeoutMs };
  if (current.refreshToken.value) {
    try {
      const res = await requestTokens(
        base,
        platform,
        { clientId, grantType: 'refresh_token', refreshToken: current.refreshToken.value },
        limit,
      );
      // The platform's answer may carry a refresh token; the SDK keeps the old one and its role, so do we.
      const renewed = tokensFrom(res, current.refreshToken.role, platform.now(), current.refreshToken.value);
      core.store(renewed, 'renewed');
      return renewed;
    } catch (error) {
      // Only a refusal (4xx) ends the session. A 5xx or 429 is the platform failing, like the network:
      // the caller gets the error and the member stays signed in for the next try.
      if (!(error instanceof TokenRequestError) || error.status >= 500 || error.status === 429) throw error;
    }
  }
  const res = await requestTokens(base, platform, { clientId, grantType: 'anonymous' }, limit);
  const visitor = tokensFrom(res, 'visitor', platform.now());
  core.store(visitor, current.refreshToken.value ? 'session-ended' : 'renewed');
  return visitor;
}

/**
 * Valid tokens, renewed first when needed. `refused` is an access token the platform answered 401 to
 * (its clock ran ahead of ours, or it revoked the token): it counts as expired.
 */
export function createRenewal(
  core: SessionCore,
): (signal?: AbortSignal, refused?: string) => Promise<Tokens> {
  let inFlight: Promise<Tokens> | undefined;
  return (signal, refused) => {
    const tokens = core.storage.get();
    if (usable(tokens, core.platform.now(), refused)) return Promise.resolve(tokens);
    inFlight ??= withLock(core.platform, LOCK_NAME, () => renewNow(core, refused)).finally(() => {
      inFlight = undefined;
    });
    return abortable(inFlight, signal);
  };
}
