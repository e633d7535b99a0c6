import { DropcartError } from './dropcart-error.ts';

/** No usable answer: the network failed, the request was aborted, or a 200 carried no JSON. Code `UNKNOWN`. */
export class SystemError extends DropcartError {
  override name = 'SystemError';
  readonly requestId: string | undefined;

  constructor(cause: unknown, requestId?: string) {
    const reason = cause instanceof Error ? cause.message : JSON.stringify(cause);
    super(
      requestId ? `System error occurred, request-id: ${requestId}` : `System error occurred: ${reason}`,
      'UNKNOWN',
      { cause },
    );
    this.requestId = requestId;
  }
}
