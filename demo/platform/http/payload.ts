import { validationError, violation } from './errors.ts';

/**
 * Names that reach an object's prototype when used as a key (`obj.__proto__.x = …` sets `x` on
 * `Object.prototype`; `Object.assign` or `target[key] = v` with `__proto__` swaps a prototype). No payload
 * field of the platform has these names: a request that sends one is refused, whole, before any handler.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const refusedKey = (field: string) =>
  validationError([violation(field, 'is not a field name the platform accepts', 'FORMAT')]);

/** `JSON.parse`, refusing any object key that names a prototype, at any depth. */
export function parseJson(text: string, field: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    if (PROTOTYPE_KEYS.has(key)) throw refusedKey(`${field}.${key}`);
    return value;
  });
}

/** Decodes a GET/DELETE query: the complex `.r=<base64url JSON>` form, or simple dot-path parameters. */
export function queryPayload(query: URLSearchParams): Record<string, unknown> {
  const r = query.get('.r');
  if (r !== null) {
    let value: unknown;
    try {
      const json = Buffer.from(r.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
      value = parseJson(json, '.r');
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      value = undefined; // reported below
    }
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
    throw validationError([violation('.r', 'must be base64url-encoded JSON of an object', 'FORMAT')]);
  }
  const payload: Record<string, unknown> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    const path = key.split('.');
    if (path.some((part) => PROTOTYPE_KEYS.has(part))) throw refusedKey(key);
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
    value = parseJson(text, 'body');
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw validationError([violation('body', `is not valid JSON: ${error.message}`, 'FORMAT')]);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw validationError([violation('body', 'must be a JSON object', 'FORMAT')]);
  return value as Record<string, unknown>;
}

/** A request body as an object: JSON by default, or the fields of a plain HTML form post. */
export function bodyPayload(contentType: string | undefined, text: string): Record<string, unknown> {
  if (contentType?.startsWith('application/x-www-form-urlencoded')) {
    const fields = new URLSearchParams(text);
    for (const key of fields.keys()) if (PROTOTYPE_KEYS.has(key)) throw refusedKey(key);
    return Object.fromEntries(fields);
  }
  return jsonPayload(text);
}
