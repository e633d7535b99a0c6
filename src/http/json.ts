// JSON text that a host page's prototypes cannot change. Legacy libraries (Prototype.js, still on many
// shops) define `Array.prototype.toJSON` and friends returning already-encoded JSON, which JSON.stringify
// calls: every array in a request body went out as a string, and the platform refused it. Our payloads are
// plain data, so no value's `toJSON` is consulted; a Date becomes its ISO string, as its own toJSON would.

/** The intrinsic, read before a host page could replace it. */
const toIsoString = Date.prototype.toISOString;

/**
 * Returns its holder's own value for `key`: JSON.stringify hands a replacer the result of `toJSON`, but
 * calls it with the holder as `this`, so the value from before `toJSON` is still at hand.
 */
function untouched(this: unknown, key: string): unknown {
  const value = (this as Record<string, unknown>)[key];
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : toIsoString.call(value);
  return value;
}

/** `JSON.stringify(value)`, immune to `toJSON` methods that a page added to built-in prototypes. */
export function toJson(value: unknown): string {
  return JSON.stringify(value, untouched);
}
