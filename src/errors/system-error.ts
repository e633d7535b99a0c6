import { DropcartError } from './dropcart-error.ts';

/**
 * `UNKNOWN`: no usable answer (network failure, a 200 without JSON). `TIMEOUT`: no answer within the
 * request timeout. `OUTCOME_UNKNOWN`: a change (add, update, checkout…) was sent and got no usable answer.
 */
export type SystemErrorCode = 'UNKNOWN' | 'TIMEOUT' | 'OUTCOME_UNKNOWN';

/**
 * No usable answer: the network failed, the request timed out, a 200 carried no JSON, or the platform failed
 * (a 5xx) without saying why in its error shape (spec §8: "anything else becomes 'System error occurred'
 * with the request id").
 */
export class SystemError extends DropcartError {
  override name = 'SystemError';
  declare readonly code: SystemErrorCode;
  readonly requestId: string | undefined;
  /**
   * The request was a change that the platform may or may not have applied (the connection dropped or the
   * time ran out after it was sent). The client never repeats it: read the state back, then decide.
   */
  readonly outcomeUnknown: boolean;
  /** No answer came within the request timeout (`timeoutMs`). */
  readonly timedOut: boolean;
  // Set by to-call-error.ts on the one kind that has them, so the constructor carries no code for them.
  /** The HTTP status when the platform (or a gateway before it) answered one; undefined without an answer. */
  declare readonly status?: number;
  /** The wait the answer asked for in a `Retry-After` header (503), in milliseconds. */
  declare readonly retryAfterMs?: number;

  constructor(
    cause: unknown,
    requestId?: string,
    { outcomeUnknown = false, timedOut = false }: { outcomeUnknown?: boolean; timedOut?: boolean } = {},
  ) {
    const reason = cause instanceof Error ? cause.message : JSON.stringify(cause);
    super(
      (requestId ? `System error occurred, request-id: ${requestId}` : `System error occurred: ${reason}`) +
        (outcomeUnknown ? '; the outcome is unknown: read the state back before repeating the change' : ''),
      outcomeUnknown ? 'OUTCOME_UNKNOWN' : timedOut ? 'TIMEOUT' : 'UNKNOWN',
      { cause },
    );
    this.requestId = requestId;
    this.outcomeUnknown = outcomeUnknown;
    this.timedOut = timedOut;
  }
}
