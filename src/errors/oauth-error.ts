import { DropcartError } from './dropcart-error.ts';

export type OAuthErrorCode = 'MISSING_CODE_OR_STATE' | 'INVALID_STATE' | 'TIMEOUT' | 'AUTHORIZATION_ERROR';

/**
 * The OAuth flow failed on our side of the wire: `Missing code or _state`, `Invalid _state`,
 * `OAuth flow timed out`, or the authorization page reported an `error` (kept in `error`/`errorDescription`).
 */
export class OAuthError extends DropcartError {
  override name = 'OAuthError';
  declare readonly code: OAuthErrorCode;
  readonly error: string | undefined;
  readonly errorDescription: string | undefined;

  constructor(message: string, code: OAuthErrorCode, error?: string, errorDescription?: string) {
    super(message, code);
    this.error = error;
    this.errorDescription = errorDescription;
  }
}
