// The platform's query language over stored JSON (protocol §7.4): filters with $eq (or a plain value),
// $ne, $gt, $gte, $lt, $lte, $in, $nin, $hasSome, $hasAll, $contains, $startsWith, $endsWith, $exists,
// $isEmpty, $matchItems and $and/$or/$not; a sort list; offset paging with `metadata{count, offset, total}`.
// Catalog V3 reuses the filter and sort (with decimal-string amounts compared as numbers) and pages by
// cursor instead (v3/cursor.ts).
import { validationError, violation } from '../http/errors.ts';
import { isObj } from './json.ts';

export interface QueryOptions {
  /** Short field names the platform accepts, e.g. `price` for `priceData.price`. */
  aliases?: Record<string, string>;
  /** Largest page. @default 100 */
  maxLimit?: number;
  /**
   * Compare decimal strings ("12.5", Catalog V3's amounts) as numbers, also against number operands.
   * @default false
   */
  decimalStrings?: boolean;
}

export interface Page<T> {
  items: T[];
  metadata: { count: number; offset: number; total: number };
}

type Json = unknown;

export function valueAt(item: unknown, path: string): Json {
  let current: unknown = item;
  for (const part of path.split('.')) {
    // Through arrays of objects, collecting every element's value (lists of lists become one list).
    if (Array.isArray(current)) current = current.flatMap((c) => (isObj(c) ? [c[part]].flat() : []));
    else if (isObj(current)) current = current[part];
    else return undefined;
  }
  return current;
}

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

const comparable = (v: unknown, decimals = false): number | string | undefined => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return decimals && DECIMAL.test(v) ? Number(v) : v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return undefined;
};

function compare(a: unknown, b: unknown, decimals = false): number {
  const x = comparable(a, decimals);
  const y = comparable(b, decimals);
  if (x === undefined || y === undefined) return x === undefined ? (y === undefined ? 0 : -1) : 1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y));
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);
/** Strict equality; with `decimals`, also a decimal string and the number it spells ("12.5" and 12.5). */
function same(a: unknown, b: unknown, decimals: boolean): boolean {
  if (a === b) return true;
  if (!decimals || typeof a === 'boolean' || typeof b === 'boolean') return false;
  const x = comparable(a, true);
  const y = comparable(b, true);
  return typeof x === 'number' && typeof y === 'number' && x === y;
}
const equals = (field: unknown, want: unknown, decimals = false): boolean =>
  want === null
    ? isEmpty(field)
    : Array.isArray(field)
      ? field.some((f) => same(f, want, decimals))
      : same(field, want, decimals);

function lower(v: unknown): string {
  return typeof v === 'string' ? v.toLowerCase() : '';
}

function asArray(field: string, op: string, operand: unknown): unknown[] {
  if (!Array.isArray(operand))
    throw validationError([violation(`query.filter.${field}`, `${op} needs an array of values`, 'FORMAT')]);
  return operand;
}

function matchOperator(
  field: string,
  value: unknown,
  op: string,
  operand: unknown,
  options: QueryOptions,
): boolean {
  const values = Array.isArray(value) ? value : [value];
  const d = options.decimalStrings ?? false;
  const has = (want: unknown) => values.some((v) => same(v, want, d));
  switch (op) {
    case '$eq':
      return equals(value, operand, d);
    case '$ne':
      return !equals(value, operand, d);
    case '$gt':
      return values.some((v) => comparable(v) !== undefined && compare(v, operand, d) > 0);
    case '$gte':
      return values.some((v) => comparable(v) !== undefined && compare(v, operand, d) >= 0);
    case '$lt':
      return values.some((v) => comparable(v) !== undefined && compare(v, operand, d) < 0);
    case '$lte':
      return values.some((v) => comparable(v) !== undefined && compare(v, operand, d) <= 0);
    case '$in':
    case '$hasSome':
      return asArray(field, op, operand).some(has);
    case '$nin':
      return !asArray(field, op, operand).some(has);
    case '$hasAll':
      return asArray(field, op, operand).every(has);
    case '$isEmpty':
      return isEmpty(value) === Boolean(operand);
    case '$matchItems':
      // Every listed condition is met by some element of the array (each element is a filter's subject).
      return asArray(field, op, operand).every((condition) =>
        values.some((item) => isObj(item) && matches(item, condition, options)),
      );
    case '$contains':
      return values.some((v) => lower(v).includes(lower(operand)));
    case '$startsWith':
      return values.some((v) => lower(v).startsWith(lower(operand)));
    case '$endsWith':
      return values.some((v) => lower(v).endsWith(lower(operand)));
    case '$exists':
      return (value !== undefined && value !== null) === Boolean(operand);
    default:
      throw validationError([
        violation(`query.filter.${field}`, `unknown operator ${op}`, 'INVALID_ENUM_VALUE', { operator: op }),
      ]);
  }
}

export function matches(item: unknown, filter: unknown, options: QueryOptions = {}): boolean {
  if (filter === undefined || filter === null) return true;
  if (!isObj(filter)) throw validationError([violation('query.filter', 'must be an object', 'FORMAT')]);
  return Object.entries(filter).every(([key, condition]) => {
    if (key === '$and') return asArray('$and', key, condition).every((f) => matches(item, f, options));
    if (key === '$or') return asArray('$or', key, condition).some((f) => matches(item, f, options));
    if (key === '$not') return !matches(item, condition, options);
    if (key.startsWith('$'))
      throw validationError([violation('query.filter', `unknown operator ${key}`, 'INVALID_ENUM_VALUE')]);
    const value = valueAt(item, options.aliases?.[key] ?? key);
    if (isObj(condition) && Object.keys(condition).some((k) => k.startsWith('$')))
      return Object.entries(condition).every(([op, operand]) =>
        matchOperator(key, value, op, operand, options),
      );
    return equals(value, condition, options.decimalStrings);
  });
}

export interface QueryInput {
  filter?: unknown;
  sort?: unknown;
  paging?: unknown;
}

/** Checks a sort list: `[{fieldName, order?: 'ASC' | 'DESC'}]`. */
export function readSort(
  sort: unknown,
  field = 'query.sort',
): Array<{ fieldName: string; order: 'ASC' | 'DESC' }> {
  const list = sort ?? [];
  if (!Array.isArray(list)) throw validationError([violation(field, 'must be an array', 'FORMAT')]);
  return list.map((s, i) => {
    if (!isObj(s) || typeof s.fieldName !== 'string' || !s.fieldName)
      throw validationError([violation(`${field}[${i}].fieldName`, 'is required', 'REQUIRED_FIELD')]);
    const order = s.order ?? 'ASC';
    if (order !== 'ASC' && order !== 'DESC')
      throw validationError([violation(`${field}[${i}].order`, 'must be ASC or DESC', 'INVALID_ENUM_VALUE')]);
    return { fieldName: s.fieldName, order };
  });
}

/** The items in the order of a checked sort list (stable: ties keep their order). */
export function sortItems<T>(
  items: T[],
  sort: Array<{ fieldName: string; order: 'ASC' | 'DESC' }>,
  options: QueryOptions = {},
): T[] {
  const keys = sort.map((s) => ({
    path: options.aliases?.[s.fieldName] ?? s.fieldName,
    sign: s.order === 'DESC' ? -1 : 1,
  }));
  if (!keys.length) return items;
  return [...items].sort((a, b) => {
    for (const key of keys) {
      const d = compare(valueAt(a, key.path), valueAt(b, key.path), options.decimalStrings);
      if (d !== 0) return d * key.sign;
    }
    return 0;
  });
}

/** Reads `{filter, sort, paging}` from a request's `query`, checking each part. */
export function runQuery<T>(items: T[], query: unknown, options: QueryOptions = {}): Page<T> {
  const q: QueryInput = isObj(query) ? query : {};
  if (query !== undefined && !isObj(query))
    throw validationError([violation('query', 'must be an object', 'FORMAT')]);
  const filtered = items.filter((item) => matches(item, q.filter, options));
  const sorted = sortItems(filtered, readSort(q.sort), options);

  const { offset, limit } = paging(q.paging, options.maxLimit ?? 100);
  const page = sorted.slice(offset, offset + limit);
  return { items: page, metadata: { count: page.length, offset, total: sorted.length } };
}

/** `{offset, limit}` with the platform's defaults (offset 0, limit 50), or a validation error. */
export function paging(
  input: unknown,
  maxLimit = 100,
  field = 'query.paging',
): { offset: number; limit: number } {
  const p = isObj(input) ? input : {};
  // The simple GET form (`?query.paging.limit=10`) carries numbers as strings.
  const numeric = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
  const offset = numeric(p.offset ?? 0);
  const limit = numeric(p.limit ?? 50);
  const problems = [];
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0)
    problems.push(violation(`${field}.offset`, 'must be a whole number of at least 0', 'MIN', { min: 0 }));
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > maxLimit)
    problems.push(
      violation(`${field}.limit`, `must be a whole number from 0 to ${maxLimit}`, 'MAX', {
        max: maxLimit,
      }),
    );
  if (problems.length) throw validationError(problems);
  return { offset: offset as number, limit: limit as number };
}
