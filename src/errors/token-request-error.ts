import { DropcartError } from './dropcart-error.ts';

/** The token endpoint answered with something other than 200: the grant was refused (protocol §3.3). */
export class TokenRequestError extends DropcartError {
  override name = 'TokenRequestError';
  readonly status: number;
  readonly requestId: string | undefined;
  readonly response: unknown;

  constructor(status: number, statusText: string, requestId: string | undefined, response: unknown) {
    super(
      `Failed to fetch tokens from OAuth API: ${statusText}. request id: ${requestId ?? ''}. Response: ${JSON.stringify(response)}`,
      'TOKEN_REQUEST_FAILED',
    );
    this.status = status;
    this.requestId = requestId;
    this.response = response;
  }
}
