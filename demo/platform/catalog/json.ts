// Request payloads are parsed JSON: these narrow them without trusting their shape.

export type JsonObject = Record<string, unknown>;

/** A plain object (not null, not an array). */
export const isObj = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
