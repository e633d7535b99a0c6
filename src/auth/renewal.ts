// Token renewal (spec §4 "Session role": "If that fails, a new anonymous visitor token is obtained"): the
// refresh grant when there is a refresh token, repeated within the client's retry policy while a repeat can
// cure the failure (no answer, a timeout, 5xx, 429 with Retry-After), so one passing network error does not
// end a member's session; once it has failed for good, on any failure, a new anonymous visitor and
// `session-ended`. When that fails too (the network is down), the error goes to the caller and the stored
// tokens stay. Single flight within the tab, a lock across tabs, word from the tab that renewed
// (renewal-news.ts).

import { TOKEN_PATH } from '../http/prefixes.ts';
import { type HttpPolicy, retrying } from '../http/retry.ts';
import type { Platform } from '../platform.ts';
import type { TokenChangeReason, TokenStorage, Tokens } from '../types/tokens.ts';
import { abortable } from './abortable.ts';
import { withLock } from './lock.ts';
import type { RenewalNews } from './renewal-news.ts';
import { requestTokens, tokensFrom } from './token-endpoint.ts';
import { accessTokenValid } from './tokens.ts';

const LOCK_NAME = 'dropcart.token-renewal';

/** What renewal uses of the client's session (session.ts). */
export interface RenewalDeps {
  readonly clientId: string;
  readonly base: string;
  readonly platform: Platform;
  readonly storage: TokenStorage;
  readonly http: HttpPolicy;
  /** Saves tokens and tells the subscribers why. */
  store(tokens: Tokens, reason: TokenChangeReason): void;
}

/**
 * Valid tokens, renewed first when needed. `refused` is an access token the platform answered 401 to (its
 * clock ran ahead of ours, or it revoked the token): it counts as expired.
 */
export type Renew = (signal?: AbortSignal, refused?: string) => Promise<Tokens>;

/** Usable: present, not expired, and not the token the platform just refused with a 401. */
const usable = (tokens: Tokens, nowMs: number, refused: string | undefined) =>
  accessTokenValid(tokens, nowMs) && tokens.accessToken.value !== refused;

/** The stored tokens; or, while the storage does not show it yet, what another tab got by renewing them. */
function latest(deps: RenewalDeps, news: RenewalNews, refused: string | undefined): Tokens {
  const stored = deps.storage.get();
  const now = deps.platform.now();
  if (usable(stored, now, refused)) return stored;
  const told = news.heard(stored.refreshToken.value);
  return told && usable(told, now, refused) ? told : stored;
}

async function renewNow(deps: RenewalDeps, news: RenewalNews, refused: string | undefined): Promise<Tokens> {
  // Again inside the lock: another tab may have renewed while this one waited, its word still on the way.
  let current = latest(deps, news, refused);
  if (usable(current, deps.platform.now(), refused)) return current;
  await news.outcome(current.refreshToken.value, deps.http.timeoutMs);
  current = latest(deps, news, refused);
  if (usable(current, deps.platform.now(), refused)) return current;
  const { base, platform, clientId } = deps;
  const from = current.refreshToken.value;
  const limit = { timeoutMs: deps.http.timeoutMs };
  // Told before the lock is let go, so the tab that takes it next knows.
  const renewed = (tokens: Tokens, reason: TokenChangeReason) => {
    deps.store(tokens, reason);
    news.tell(from, tokens);
    return tokens;
  };
  // Said, so a tab that takes the lock after this one waits for this one's word (renewal-news.ts); if
  // nothing comes of it (the network is down), that tab waits out the request's time limit, then tries.
  news.tell(from);
  if (from) {
    try {
      const refresh = () =>
        requestTokens(base, platform, { clientId, grantType: 'refresh_token', refreshToken: from }, limit);
      const res = await retrying(refresh, platform, deps.http, { method: 'POST', path: TOKEN_PATH });
      // The platform's answer may carry a refresh token; the SDK keeps the old one and its role, so do we.
      return renewed(tokensFrom(res, current.refreshToken.role, platform.now(), from), 'renewed');
    } catch {
      // Refused, or still failing after the retries: the seed's fallback, a new visitor, below.
    }
  }
  const res = await requestTokens(base, platform, { clientId, grantType: 'anonymous' }, limit);
  return renewed(tokensFrom(res, 'visitor', platform.now()), from ? 'session-ended' : 'renewed');
}

export function createRenewal(deps: RenewalDeps, news: RenewalNews): Renew {
  let inFlight: Promise<Tokens> | undefined;
  return (signal, refused) => {
    // A caller that gave up already starts nothing: a renewal nobody waits for would fail unheard.
    if (signal?.aborted) return Promise.reject(signal.reason);
    const tokens = latest(deps, news, refused);
    if (usable(tokens, deps.platform.now(), refused)) return Promise.resolve(tokens);
    if (!inFlight) {
      // Listening from before the lock is asked for, so word sent while this tab waits is heard.
      const stopListening = news.listen();
      inFlight = withLock(deps.platform, LOCK_NAME, () => renewNow(deps, news, refused)).finally(() => {
        stopListening();
        inFlight = undefined;
      });
    }
    return abortable(inFlight, signal);
  };
}
