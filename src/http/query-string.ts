import { textToBase64Url } from './base64.ts';
import { toJson } from './json.ts';

type Json = Record<string, unknown>;

function flatten(value: unknown, prefix: string, out: Array<[string, unknown]>): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    out.push([prefix, value]);
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  out.push([prefix, value]);
}

const scalar = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

/**
 * Serialises a GET/DELETE payload into a query string (protocol §2.2). Simple form: dot paths, repeated keys
 * for arrays, nulls and arrays of objects dropped. Complex form (query endpoints): when any key is nested or
 * any array holds objects, the whole payload goes out as `.r=<base64url JSON>`.
 */
export function toQueryString(payload: Json | undefined, complex = false): string {
  if (!payload) return '';
  const entries: Array<[string, unknown]> = [];
  flatten(payload, '', entries);
  const nested = entries.some(
    ([key, value]) =>
      key.includes('.') || (Array.isArray(value) && value.some((v) => typeof v === 'object' && v !== null)),
  );
  if (complex && nested) return `.r=${textToBase64Url(toJson(payload))}`;
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (!Array.isArray(value)) params.append(key, scalar(value));
    else if (!value.some((v) => typeof v === 'object' && v !== null))
      for (const item of value) if (item !== null && item !== undefined) params.append(key, scalar(item));
  }
  return params.toString();
}
