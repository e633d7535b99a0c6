// The per-request time limit: one AbortSignal that fires on the caller's abort or when the time is up, on
// the platform's timers (so tests can drive it), and the error for "no usable answer" that tells them apart.
import { SystemError } from '../errors/system-error.ts';
import type { Platform } from '../platform.ts';

/** The time limit of one attempt of one request, in ms (ClientOptions.timeoutMs). */
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface Deadline {
  /** Aborts with the caller's reason, or with a `TimeoutError` when the time is up. */
  readonly signal: AbortSignal;
  /** Stops the timer and forgets the caller's signal; call it once the answer has been read. */
  clear(): void;
  /**
   * What to throw when no usable answer came: the caller's abort reason as it is, else a SystemError
   * (`TIMEOUT` when the time ran out; `OUTCOME_UNKNOWN` for a change, which the platform may have applied).
   */
  noAnswer(error: unknown, requestId?: string, change?: boolean): unknown;
}

/** Starts the clock of one request; a `timeoutMs` of 0 or undefined means no limit. */
export function startDeadline(
  platform: Pick<Platform, 'setTimeout' | 'clearTimeout'>,
  timeoutMs: number | undefined,
  signal: AbortSignal | undefined,
): Deadline {
  const controller = new AbortController();
  let expired = false;
  let armed = false;
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const handle =
    timeoutMs &&
    platform.setTimeout(() => {
      // A timer double that runs callbacks at once (before setTimeout returns) is not a clock: ignore
      // it rather than abort every request before it is sent.
      if (!armed) return;
      expired = true;
      controller.abort(new DOMException(`The request timed out after ${timeoutMs} ms`, 'TimeoutError'));
    }, timeoutMs);
  armed = true;
  return {
    signal: controller.signal,
    clear() {
      if (handle) platform.clearTimeout(handle);
      signal?.removeEventListener('abort', onAbort);
    },
    noAnswer(error, requestId, change = false) {
      if (signal?.aborted) return signal.reason;
      return new SystemError(expired ? controller.signal.reason : error, requestId, {
        timedOut: expired,
        outcomeUnknown: change,
      });
    },
  };
}
