import { DropcartError } from './dropcart-error.ts';

/** The rule a field broke (spec §5 "Generic validation kinds"). */
export type ValidationKind =
  | 'VALIDATION'
  | 'OTHER'
  | 'MAX'
  | 'MIN'
  | 'MAX_LENGTH'
  | 'MIN_LENGTH'
  | 'MAX_SIZE'
  | 'MIN_SIZE'
  | 'FORMAT'
  | 'DECIMAL_LTE'
  | 'DECIMAL_GTE'
  | 'DECIMAL_LT'
  | 'DECIMAL_GT'
  | 'DECIMAL_MAX_SCALE'
  | 'INVALID_ENUM_VALUE'
  | 'REQUIRED_FIELD'
  | 'FIELD_NOT_ALLOWED'
  | 'ONE_OF_ALIGNMENT'
  | 'EXACT_LENGTH'
  | 'EXACT_SIZE'
  | 'REQUIRED_ONE_OF_FIELD';

export interface FieldViolation {
  field: string;
  description: string;
  violatedRule?: ValidationKind;
  ruleName?: string;
  data?: Record<string, unknown>;
}

/** What the platform said about a failed call, in its own shape (protocol §3.1). */
export interface ApiErrorDetails {
  applicationError?: { code: string; description: string; data: Record<string, unknown> };
  validationError?: { fieldViolations: FieldViolation[] };
  requestId?: string;
}

/**
 * A non-200 answer from the platform. `code` is the application error's code (`OWNED_CART_NOT_FOUND`,
 * `-19976`), `INVALID_ARGUMENT` for field violations, or the constant-cased status text (`FORBIDDEN`).
 */
export class ApiError extends DropcartError {
  override name = 'ApiError';
  readonly status: number;
  readonly requestId: string | undefined;
  readonly details: ApiErrorDetails;
  /** The wait the platform asked for in a `Retry-After` header (429, 503), in milliseconds. */
  readonly retryAfterMs: number | undefined;

  constructor(
    message: string,
    init: {
      code: string;
      status: number;
      requestId?: string | undefined;
      details: ApiErrorDetails;
      retryAfterMs?: number | undefined;
    },
  ) {
    super(message, init.code);
    this.status = init.status;
    this.retryAfterMs = init.retryAfterMs;
    this.requestId = init.requestId;
    this.details = init.details;
  }
}
