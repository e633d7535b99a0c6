// Reading request payloads field by field, so that a wrong type or a missing field becomes a specific
// field violation instead of a crash or a silently stored `undefined`.
import { validationError, violation } from '../http/errors.ts';

export type Payload = Record<string, unknown>;

/** The object at `field`, or `{}` when absent; a non-object is a violation. */
export function objectAt(payload: Payload, field: string, path = field): Payload {
  const value = payload[field];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw validationError([violation(path, 'must be an object', 'VALIDATION')]);
  return value as Payload;
}

/** A required non-empty string. */
export function requiredString(
  payload: Payload,
  field: string,
  path = field,
  data: Record<string, unknown> = {},
): string {
  const value = payload[field];
  if (value === undefined || value === null || value === '')
    throw validationError([violation(path, 'is required', 'REQUIRED_FIELD', data)]);
  if (typeof value !== 'string')
    throw validationError([violation(path, 'must be a string', 'VALIDATION', data)]);
  return value;
}

/** An optional string; `undefined` when absent or empty. */
export function optionalString(payload: Payload, field: string, path = field): string | undefined {
  const value = payload[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw validationError([violation(path, 'must be a string', 'VALIDATION')]);
  return value;
}

/** An optional boolean; the simple GET form sends booleans as the strings `true`/`false`. */
export function optionalBoolean(payload: Payload, field: string, path = field): boolean | undefined {
  const value = payload[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw validationError([violation(path, 'must be a boolean', 'VALIDATION')]);
}

/** One of the listed values, or `fallback` when absent. */
export function oneOf<T extends string>(
  payload: Payload,
  field: string,
  allowed: readonly T[],
  fallback: T,
  path = field,
): T {
  const value = payload[field];
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw validationError([
      violation(
        path,
        `must be one of ${allowed.join(', ')}; got ${JSON.stringify(value)}`,
        'INVALID_ENUM_VALUE',
      ),
    ]);
  return value as T;
}
