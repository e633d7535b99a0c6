import { ApiError, type ApiErrorDetails, type FieldViolation } from '../errors/api-error.ts';
import { SystemError } from '../errors/system-error.ts';

interface ErrorBody {
  message?: unknown;
  details?: {
    applicationError?: { code?: unknown; description?: unknown; data?: unknown };
    validationError?: { fieldViolations?: unknown };
  };
}

const constantCase = (text: string): string =>
  text
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The wait a `Retry-After` header asks for, in ms: delta-seconds or an HTTP date; undefined when absent or
 * unreadable (RFC 9110 §10.2.3).
 */
export function retryAfterMs(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - nowMs;
  return Number.isNaN(ms) ? undefined : Math.max(0, ms);
}

/**
 * Turns a non-200 answer into the error of spec §8, as the SDK's runtime (`transform-error.js`) does: field
 * violations as `INVALID_ARGUMENT: "<field>" <description>, …` sorted by field; an application error as
 * `<message>` or `<message>: <description>` with its code, description and data; any other 4xx with the
 * status text as its description; anything else (a 5xx that says nothing, a gateway's HTML page) as a
 * SystemError, "System error occurred" with the request id. `nowMs`: the platform's clock (a `Retry-After`
 * date is relative to it). `change`: the request was a change, which a 5xx does not prove unapplied.
 */
export async function toCallError(
  res: Response,
  nowMs: number,
  change: boolean,
): Promise<ApiError | SystemError> {
  const requestId = res.headers.get('x-wix-request-id') ?? undefined;
  const retryAfter = retryAfterMs(res.headers.get('retry-after'), nowMs);
  let body: ErrorBody | null = null;
  try {
    const parsed: unknown = await res.json();
    if (isObject(parsed)) body = parsed as ErrorBody;
  } catch {
    // A failure without a JSON body: described by its status text below.
  }
  const { status } = res;
  const statusText = res.statusText || String(status);
  const message = typeof body?.message === 'string' && body.message ? body.message : statusText;
  const violations = body?.details?.validationError?.fieldViolations;
  if (Array.isArray(violations)) {
    const fieldViolations = (violations.filter(isObject) as unknown as FieldViolation[])
      .map((v) => ({ ...v, field: String(v.field), description: String(v.description ?? '') }))
      .sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
    const text = fieldViolations.map((v) => `"${v.field}" ${v.description}`).join(', ');
    const details: ApiErrorDetails = { validationError: { fieldViolations } };
    if (requestId) details.requestId = requestId;
    return new ApiError(`INVALID_ARGUMENT: ${text}`, {
      code: 'INVALID_ARGUMENT',
      status,
      requestId,
      details,
      retryAfterMs: retryAfter,
    });
  }
  const app = body?.details?.applicationError;
  if (!app && (status < 400 || status > 499))
    return Object.assign(new SystemError(statusText, requestId, { outcomeUnknown: change }), {
      status,
      retryAfterMs: retryAfter,
    });
  const code =
    app?.code !== undefined && app.code !== null && app.code !== ''
      ? String(app.code)
      : constantCase(statusText);
  const description = typeof app?.description === 'string' ? app.description : statusText;
  const details: ApiErrorDetails = {
    applicationError: { code, description, data: isObject(app?.data) ? app.data : {} },
  };
  if (requestId) details.requestId = requestId;
  return new ApiError(message === description ? message : `${message}: ${description}`, {
    code,
    status,
    requestId,
    details,
    retryAfterMs: retryAfter,
  });
}
