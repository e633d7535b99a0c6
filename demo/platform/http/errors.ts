// The platform's two error shapes (protocol §3.1). Codes are always strings on the wire: the official SDK
// compares identity codes with `===` against strings.

export interface FieldViolation {
  field: string;
  description: string;
  violatedRule: string;
  ruleName?: string;
  data: Record<string, unknown>;
}

/** Thrown by a handler; the server turns it into a non-200 answer with the platform's JSON body. */
export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; details: Record<string, unknown> },
  ) {
    super(body.message);
    this.name = 'PlatformError';
  }
}

export function applicationError(
  status: number,
  code: string,
  description: string,
  data: Record<string, unknown> = {},
): PlatformError {
  return new PlatformError(status, {
    message: description,
    details: { applicationError: { code, description, data } },
  });
}

export function validationError(violations: FieldViolation[], message = 'invalid request'): PlatformError {
  return new PlatformError(400, { message, details: { validationError: { fieldViolations: violations } } });
}

/** One field violation with the platform's `data` object always present (the SDK reads `data.type`). */
export function violation(
  field: string,
  description: string,
  violatedRule = 'VALIDATION',
  data: Record<string, unknown> = {},
): FieldViolation {
  return { field, description, violatedRule, data };
}

export const notFound = (what: string, id: string, code = 'NOT_FOUND') =>
  applicationError(404, code, `${what} ${JSON.stringify(id)} was not found`, { id });

export const unauthorized = (description = 'A valid access token is required in the Authorization header') =>
  applicationError(401, 'UNAUTHENTICATED', description);

export const forbidden = (description: string) => applicationError(403, 'PERMISSION_DENIED', description);

/**
 * A call the caller's permission scopes do not cover: a 403 with no code and no description, the form a
 * missing scope takes as far as is known, and the hardest for a client to tell from any other 403.
 */
export const missingScope = () => new PlatformError(403, { message: '', details: {} });
