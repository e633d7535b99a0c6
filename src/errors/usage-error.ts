import { DropcartError } from './dropcart-error.ts';

/**
 * `INVALID_ARGUMENT`: a call got an argument or option it cannot use (a quantity of 1.5, an unknown line
 * id, a `mount()` without `clientId`). `DESTROYED`: a call on a widget after `destroy()`. Nothing was sent.
 */
export type UsageErrorCode = 'INVALID_ARGUMENT' | 'DESTROYED';

/** The caller used the API in a way it does not support; the message says how to call it instead. */
export class UsageError extends DropcartError {
  override name = 'UsageError';
  declare readonly code: UsageErrorCode;

  constructor(message: string, code: UsageErrorCode = 'INVALID_ARGUMENT') {
    super(message, code);
  }
}
