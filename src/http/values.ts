// Conversions of wire values at given paths (protocol §2.5): ISO strings to Dates, decimal strings to numbers.

/** An ISO string becomes a Date; a falsy or unparseable value becomes undefined (the SDK's timestamp rule). */
export function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return value;
  if (!value || typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A decimal string ("10.50", "NaN") becomes a number; numbers pass; anything else is left as it is. */
export function toNumber(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const number = Number(value);
  return Number.isNaN(number) && value !== 'NaN' ? value : number;
}

/** Converts `obj[path…]` in place where present, walking into arrays; `undefined` results are removed. */
function convertAt(obj: unknown, path: readonly string[], convert: (v: unknown) => unknown): void {
  if (typeof obj !== 'object' || obj === null) return;
  if (Array.isArray(obj)) {
    for (const item of obj) convertAt(item, path, convert);
    return;
  }
  const [head, ...rest] = path;
  if (head === undefined) return;
  const record = obj as Record<string, unknown>;
  if (!(head in record)) return;
  if (rest.length > 0) {
    convertAt(record[head], rest, convert);
    return;
  }
  const converted = convert(record[head]);
  if (converted === undefined) delete record[head];
  else record[head] = converted;
}

/** Applies `convert` at each dotted path. */
export const convertPaths = (
  obj: unknown,
  paths: readonly string[],
  convert: (v: unknown) => unknown,
): void => {
  for (const path of paths) convertAt(obj, path.split('.'), convert);
};

/**
 * The entries of `fields` that hold a value (not undefined, not null), so an optional property is absent
 * rather than undefined (`exactOptionalPropertyTypes`) and a wire `null` reads as "not there".
 */
export function compact<T extends Record<string, unknown>>(
  fields: T,
): { [K in keyof T]?: Exclude<T[K], undefined | null> } {
  const out: Record<string, unknown> = {};
  // Own keys only: `for…in` would copy what a host page added to Object.prototype.
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null) out[key] = value;
  return out as { [K in keyof T]?: Exclude<T[K], undefined | null> };
}

/**
 * `record[key]` only when the record has it as its own property: names that come from a catalog or a page
 * (an option called `constructor`, `toString` or `__proto__`) must never find a member of Object.prototype.
 */
export function ownValue<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Sets `record[key]` as an own property, also for `__proto__` (an assignment would replace the prototype). */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
