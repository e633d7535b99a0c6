import { DropcartError } from './dropcart-error.ts';

export type EventErrorCode = 'INVALID_SIGNATURE' | 'MALFORMED_EVENT' | 'UNKNOWN_EVENT_TYPE';

/** A webhook that could not be verified or decoded, or whose event type this client does not handle. */
export class EventError extends DropcartError {
  override name = 'EventError';
  declare readonly code: EventErrorCode;

  constructor(message: string, code: EventErrorCode, options?: { cause?: unknown }) {
    super(message, code, options);
  }
}
