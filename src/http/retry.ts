// Retries of idempotent reads (issue #9): exponential backoff with full jitter, a bounded number of tries,
// only for failures a repeat can cure (no answer, a timeout, 5xx, 429 with Retry-After), never for 4xx.
// Changes are never repeated here: a change without an answer is an OUTCOME_UNKNOWN SystemError instead.
import { DropcartError } from '../errors/dropcart-error.ts';
import { SystemError } from '../errors/system-error.ts';
import type { Platform } from '../platform.ts';

export interface RetryOptions {
  /** Retries after the first attempt of a read; 0 turns retrying off. @default 3 */
  retries?: number;
  /** Ceiling of the first wait; it doubles per retry, and the wait is a random part of it. @default 300 */
  baseDelayMs?: number;
  /** The longest wait; a `Retry-After` beyond it is not waited for (the error goes to the caller). @default 10000 */
  maxDelayMs?: number;
}

/** What `onRetry` is told before each wait. */
export interface RetryInfo {
  /** 1 before the first retry, 2 before the second… */
  attempt: number;
  /** How long the client waits before trying again. */
  delayMs: number;
  /**
   * The failure being retried: a SystemError (no answer, a timeout, a 5xx without details), an ApiError
   * (5xx, 429) or a TokenRequestError (the token endpoint's 5xx, while renewing).
   */
  error: unknown;
  method: string;
  path: string;
}

/** How a client's requests are limited and retried (from ClientOptions). */
export interface HttpPolicy {
  timeoutMs: number;
  retry: RetryOptions;
  onRetry?: ((info: RetryInfo) => void) | undefined;
}

/** The wait before retry number `retry` (1-based), or undefined when `error` must go to the caller. */
export function retryDelay(
  error: unknown,
  retry: number,
  { retries = 3, baseDelayMs = 300, maxDelayMs = 10_000 }: RetryOptions,
  random: () => number,
): number | undefined {
  if (!(retry <= retries)) return undefined;
  // Ours only (not the caller's abort, not a bug). No status: no answer, retried. A status: a 5xx, or a 429
  // with Retry-After (a token endpoint's refusal carries none); a SystemError's is a 5xx that said nothing.
  if (!(error instanceof DropcartError)) return undefined;
  const { status, retryAfterMs: asked } = error as { status?: number; retryAfterMs?: number };
  if (!status ? !(error instanceof SystemError) : status === 429 ? asked === undefined : status < 500)
    return undefined;
  if (asked !== undefined) return asked <= maxDelayMs ? asked : undefined;
  return Math.floor(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (retry - 1)));
}

/** Waits `ms` on the platform's timer; the caller's abort ends the wait at once. */
function pause(platform: Platform, ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      platform.clearTimeout(handle);
      reject(signal?.reason);
    };
    const handle = platform.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `attempt`, and again after a wait while `retryDelay` allows; tells `onRetry` before each wait. */
export async function retrying<T>(
  attempt: () => Promise<T>,
  platform: Platform,
  policy: HttpPolicy,
  req: { method: string; path: string; signal?: AbortSignal | undefined },
): Promise<T> {
  for (let retry = 1; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      const delayMs = req.signal?.aborted
        ? undefined
        : retryDelay(error, retry, policy.retry, platform.random);
      if (delayMs === undefined) throw error;
      try {
        policy.onRetry?.({ attempt: retry, delayMs, error, method: req.method, path: req.path });
      } catch (hookError) {
        // A failing hook must not fail the read: report it apart, as token subscribers are.
        platform.setTimeout(() => {
          throw hookError;
        }, 0);
      }
      await pause(platform, delayMs, req.signal);
    }
  }
}
