// The platform's query language over stored JSON (protocol §7.4): filters with $eq (or a plain value),
// $ne, $gt, $gte, $lt, $lte, $in, $hasSome, $hasAll, $contains, $startsWith, $endsWith, $exists and
// $and/$or/$not; a sort list; offset paging with `metadata{count, offset, total}`.
import { validationError, violation } from '../http/errors.ts';
import { isObj } from './json.ts';

export interface QueryOptions {
  /** Short field names the platform accepts, e.g. `price` for `priceData.price`. */
  aliases?: Record<string, string>;
  /** Largest page. @default 100 */
  maxLimit?: number;
}

export interface Page<T> {
  items: T[];
  metadata: { count: number; offset: number; total: number };
}

type Json = unknown;

function valueAt(item: unknown, path: string): Json {
  let current: unknown = item;
  for (const part of path.split('.')) {
    if (Array.isArray(current)) current = current.flatMap((c) => (isObj(c) ? [c[part]] : []));
    else if (isObj(current)) current = current[part];
    else return undefined;
  }
  return current;
}

const comparable = (v: unknown): number | string | undefined => {
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return undefined;
};

function compare(a: unknown, b: unknown): number {
  const x = comparable(a);
  const y = comparable(b);
  if (x === undefined || y === undefined) return x === undefined ? (y === undefined ? 0 : -1) : 1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y));
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);
const equals = (field: unknown, want: unknown): boolean =>
  want === null ? isEmpty(field) : Array.isArray(field) ? field.some((f) => f === want) : field === want;

function lower(v: unknown): string {
  return typeof v === 'string' ? v.toLowerCase() : '';
}

function asArray(field: string, op: string, operand: unknown): unknown[] {
  if (!Array.isArray(operand))
    throw validationError([violation(`query.filter.${field}`, `${op} needs an array of values`, 'FORMAT')]);
  return operand;
}

function matchOperator(field: string, value: unknown, op: string, operand: unknown): boolean {
  const values = Array.isArray(value) ? value : [value];
  switch (op) {
    case '$eq':
      return equals(value, operand);
    case '$ne':
      return !equals(value, operand);
    case '$gt':
      return values.some((v) => comparable(v) !== undefined && compare(v, operand) > 0);
    case '$gte':
      return values.some((v) => comparable(v) !== undefined && compare(v, operand) >= 0);
    case '$lt':
      return values.some((v) => comparable(v) !== undefined && compare(v, operand) < 0);
    case '$lte':
      return values.some((v) => comparable(v) !== undefined && compare(v, operand) <= 0);
    case '$in':
    case '$hasSome':
      return asArray(field, op, operand).some((want) => values.includes(want));
    case '$hasAll':
      return asArray(field, op, operand).every((want) => values.includes(want));
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
      return Object.entries(condition).every(([op, operand]) => matchOperator(key, value, op, operand));
    return equals(value, condition);
  });
}

export interface QueryInput {
  filter?: unknown;
  sort?: unknown;
  paging?: unknown;
}

/** Reads `{filter, sort, paging}` from a request's `query`, checking each part. */
export function runQuery<T>(items: T[], query: unknown, options: QueryOptions = {}): Page<T> {
  const q: QueryInput = isObj(query) ? query : {};
  if (query !== undefined && !isObj(query))
    throw validationError([violation('query', 'must be an object', 'FORMAT')]);
  const filtered = items.filter((item) => matches(item, q.filter, options));

  const sort = q.sort ?? [];
  if (!Array.isArray(sort)) throw validationError([violation('query.sort', 'must be an array', 'FORMAT')]);
  const keys = sort.map((s, i) => {
    if (!isObj(s) || typeof s.fieldName !== 'string' || !s.fieldName)
      throw validationError([violation(`query.sort[${i}].fieldName`, 'is required', 'REQUIRED_FIELD')]);
    const order = s.order ?? 'ASC';
    if (order !== 'ASC' && order !== 'DESC')
      throw validationError([
        violation(`query.sort[${i}].order`, 'must be ASC or DESC', 'INVALID_ENUM_VALUE'),
      ]);
    return { path: options.aliases?.[s.fieldName] ?? s.fieldName, sign: order === 'DESC' ? -1 : 1 };
  });
  const sorted = keys.length
    ? [...filtered].sort((a, b) => {
        for (const key of keys) {
          const d = compare(valueAt(a, key.path), valueAt(b, key.path));
          if (d !== 0) return d * key.sign;
        }
        return 0;
      })
    : filtered;

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
