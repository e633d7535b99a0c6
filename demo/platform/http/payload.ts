import { validationError, violation } from './errors.ts';

/**
 * A dot-path query parameter walks objects by name: `__proto__.memberId=…` set `memberId` on the
 * emulator's `Object.prototype` (every object then had one), and `constructor.prototype.x` reaches it too.
 * No platform field has these names, so such a parameter is refused before any handler. JSON (bodies,
 * `.r`) needs no such rule: `JSON.parse` makes `__proto__` an own key like any other, which is store data
 * (a product option may be called that) and is read as an own key everywhere.
 */
const PATH_PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Decodes a GET/DELETE query: the complex `.r=<base64url JSON>` form, or simple dot-path parameters. */
export function queryPayload(query: URLSearchParams): Record<string, unknown> {
  const r = query.get('.r');
  if (r !== null) {
    try {
      const json = Buffer.from(r.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
      const value = JSON.parse(json) as unknown;
      if (typeof value === 'object' && value !== null && !Array.isArray(value))
        return value as Record<string, unknown>;
    } catch {
      // fall through to the error below
    }
    throw validationError([violation('.r', 'must be base64url-encoded JSON of an object', 'FORMAT')]);
  }
  const payload: Record<string, unknown> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    const path = key.split('.');
    if (path.some((part) => PATH_PROTOTYPE_KEYS.has(part)))
      throw validationError([violation(key, 'is not a field name the platform accepts', 'FORMAT')]);
    let target = payload;
    for (const part of path.slice(0, -1)) {
      const next = Object.hasOwn(target, part) ? target[part] : undefined;
      if (typeof next === 'object' && next !== null) target = next as Record<string, unknown>;
      else {
        const created: Record<string, unknown> = {};
        target[part] = created;
        target = created;
      }
    }
    target[path.at(-1)!] = values.length > 1 ? values : values[0];
  }
  return payload;
}

/** Parses a JSON request body into an object, or throws the platform's validation error. */
export function jsonPayload(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw validationError([violation('body', `is not valid JSON: ${(error as Error).message}`, 'FORMAT')]);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw validationError([violation('body', 'must be a JSON object', 'FORMAT')]);
  return value as Record<string, unknown>;
}

/** A request body as an object: JSON by default, or the fields of a plain HTML form post (own keys). */
export function bodyPayload(contentType: string | undefined, text: string): Record<string, unknown> {
  if (contentType?.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  return jsonPayload(text);
}
