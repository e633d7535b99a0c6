// Facets of a V3 search (`search.aggregations`, platform-2026.md §3.1), computed over every product the
// search selects (not only the page), in the shapes `Aggregation` and `AggregationData` of
// @wix/auto_sdk_stores_products-v-3 declare: value (one bucket per value, by count or value, limit 10 by
// default), range (`[from, to)` buckets in the order asked), scalar (COUNT_DISTINCT, MIN, MAX), date
// histogram (YEAR … SECOND, bucket starts in UTC, oldest first) and nested (2 or 3 levels, one row per
// combination of buckets). Decimal strings (`"12.50"`) count as numbers where a number is needed.
import { validationError, violation } from '../../http/errors.ts';
import { isObj, type JsonObject } from '../json.ts';
import { valueAt } from '../query.ts';

const KINDS = {
  VALUE: 'value',
  RANGE: 'range',
  SCALAR: 'scalar',
  DATE_HISTOGRAM: 'dateHistogram',
  NESTED: 'nested',
} as const;
type Kind = keyof typeof KINDS;
const SCALARS = ['COUNT_DISTINCT', 'MIN', 'MAX'];
const INTERVALS = ['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR', 'MINUTE', 'SECOND'];

const refuse = (field: string, text: string, rule = 'VALIDATION') =>
  validationError([violation(field, text, rule)]);

/** The values at a path, arrays flattened; absent and null values left out. */
function valuesAt(doc: JsonObject, path: string): unknown[] {
  const found = valueAt(doc, path);
  return (Array.isArray(found) ? found.flat(Number.POSITIVE_INFINITY) : [found]).filter(
    (v) => v !== undefined && v !== null,
  );
}

const numberOf = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};
const numbersAt = (doc: JsonObject, path: string) => valuesAt(doc, path).flatMap((v) => numberOf(v) ?? []);

/** A bound as the SDK sends it: a number, or "Infinity"/"-Infinity" as strings. */
const bound = (v: unknown): number | undefined =>
  v === undefined || v === null ? undefined : typeof v === 'string' ? Number(v) : (v as number);

/** The start of the interval `at` falls in, in UTC. */
function bucketStart(at: Date, interval: string): string {
  const d = new Date(at.getTime());
  const cut = INTERVALS.indexOf(interval);
  if (interval === 'WEEK') {
    d.setUTCHours(0, 0, 0, 0);
    d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7)); // ISO weeks start on Monday
    return d.toISOString();
  }
  // Every unit finer than the interval is zeroed (WEEK, between MONTH and DAY, was handled above).
  if (cut < INTERVALS.indexOf('SECOND')) d.setUTCSeconds(0);
  if (cut < INTERVALS.indexOf('MINUTE')) d.setUTCMinutes(0);
  if (cut < INTERVALS.indexOf('HOUR')) d.setUTCHours(0);
  if (cut < INTERVALS.indexOf('WEEK')) d.setUTCDate(1);
  if (cut < INTERVALS.indexOf('MONTH')) d.setUTCMonth(0);
  d.setUTCMilliseconds(0);
  return d.toISOString();
}

interface Level {
  name: string | undefined;
  type: Kind;
  fieldPath: string;
  options: JsonObject;
}

/** Reads and checks one aggregation (or nested level) as the typings shape it. */
function readLevel(raw: unknown, at: string, nested: boolean): Level {
  if (!isObj(raw)) throw refuse(at, 'must be an object', 'FORMAT');
  const type = raw.type;
  if (typeof type !== 'string' || !Object.hasOwn(KINDS, type) || (nested && type === 'NESTED'))
    throw refuse(
      `${at}.type`,
      `must be one of ${Object.keys(KINDS)
        .filter((k) => !nested || k !== 'NESTED')
        .join(', ')}`,
      'INVALID_ENUM_VALUE',
    );
  const kind = type as Kind;
  const options = raw[KINDS[kind]] ?? {};
  if (!isObj(options)) throw refuse(`${at}.${KINDS[kind]}`, 'must be an object', 'FORMAT');
  const fieldPath = raw.fieldPath;
  if (kind !== 'NESTED' && (typeof fieldPath !== 'string' || !fieldPath))
    throw refuse(`${at}.fieldPath`, 'is required', 'REQUIRED_FIELD');
  if (kind === 'SCALAR' && !SCALARS.includes(String(options.type)))
    throw refuse(`${at}.scalar.type`, `must be one of ${SCALARS.join(', ')}`, 'INVALID_ENUM_VALUE');
  if (kind === 'DATE_HISTOGRAM' && !INTERVALS.includes(String(options.interval)))
    throw refuse(
      `${at}.dateHistogram.interval`,
      `must be one of ${INTERVALS.join(', ')}`,
      'INVALID_ENUM_VALUE',
    );
  if (kind === 'RANGE' && (!Array.isArray(options.buckets) || !options.buckets.length))
    throw refuse(`${at}.range.buckets`, 'must list at least one bucket', 'REQUIRED_FIELD');
  const name = typeof raw.name === 'string' ? raw.name : undefined;
  return { name, type: kind, fieldPath: typeof fieldPath === 'string' ? fieldPath : '', options };
}

/** The buckets of one level over `docs`: each with its result value and the docs in it. */
function buckets(level: Level, docs: JsonObject[]): Array<{ result: JsonObject; docs: JsonObject[] }> {
  const { fieldPath, options } = level;
  if (level.type === 'RANGE')
    return (options.buckets as JsonObject[]).map((b) => {
      const from = bound(b.from);
      const to = bound(b.to);
      const inside = docs.filter((d) =>
        numbersAt(d, fieldPath).some(
          (n) => (from === undefined || n >= from) && (to === undefined || n < to),
        ),
      );
      return {
        result: {
          ...(from !== undefined ? { from } : {}),
          ...(to !== undefined ? { to } : {}),
          count: inside.length,
        },
        docs: inside,
      };
    });
  const groups = new Map<string, JsonObject[]>();
  const add = (key: string, doc: JsonObject) => {
    const group = groups.get(key) ?? [];
    if (!group.includes(doc)) group.push(doc);
    groups.set(key, group);
  };
  for (const doc of docs) {
    const values = valuesAt(doc, fieldPath);
    if (level.type === 'DATE_HISTOGRAM') {
      for (const v of values) {
        const at = typeof v === 'string' ? new Date(v) : undefined;
        if (at && !Number.isNaN(at.getTime())) add(bucketStart(at, String(options.interval)), doc);
      }
    } else if (values.length) for (const v of values) add(String(v), doc);
    else if (options.missingValues === 'INCLUDE') {
      const into = isObj(options.includeOptions) ? options.includeOptions.addToBucket : undefined;
      add(typeof into === 'string' ? into : 'N/A', doc);
    }
  }
  let entries = [...groups];
  if (level.type === 'DATE_HISTOGRAM') entries.sort(([a], [b]) => (a < b ? -1 : 1));
  else {
    const byValue = options.sortType === 'VALUE';
    const sign = (options.sortDirection ?? (byValue ? 'ASC' : 'DESC')) === 'ASC' ? 1 : -1;
    entries.sort(([a, x], [b, y]) =>
      byValue
        ? sign * a.localeCompare(b, 'en', { numeric: true })
        : sign * (x.length - y.length) || a.localeCompare(b),
    );
    const limit = numberOf(options.limit) ?? 10;
    entries = entries.slice(0, Math.max(1, Math.min(250, limit)));
  }
  return entries.map(([value, inside]) => ({ result: { value, count: inside.length }, docs: inside }));
}

function scalar(level: Level, docs: JsonObject[]): number {
  const type = String(level.options.type);
  if (type === 'COUNT_DISTINCT')
    return new Set(docs.flatMap((d) => valuesAt(d, level.fieldPath).map((v) => JSON.stringify(v)))).size;
  const numbers = docs.flatMap((d) => numbersAt(d, level.fieldPath));
  if (!numbers.length) return 0;
  return type === 'MIN' ? Math.min(...numbers) : Math.max(...numbers);
}

const RESULT_KEYS = { VALUE: 'value', RANGE: 'range', DATE_HISTOGRAM: 'dateHistogram' } as const;

/** Rows of a nested aggregation: each level's bucket (or the last level's scalar), by level name. */
function nestedRows(levels: Level[], docs: JsonObject[], row: JsonObject = {}): JsonObject[] {
  const [level, ...rest] = levels;
  if (!level) return [{ results: row }];
  const key = level.name ?? level.fieldPath;
  if (level.type === 'SCALAR')
    return nestedRows(rest, docs, { ...row, [key]: { scalar: { value: scalar(level, docs) } } });
  return buckets(level, docs)
    .filter((b) => b.docs.length > 0)
    .flatMap((b) =>
      nestedRows(rest, b.docs, {
        ...row,
        [key]: { [RESULT_KEYS[level.type as keyof typeof RESULT_KEYS]]: b.result },
      }),
    );
}

/** Checks `search.aggregations`; undefined when none were asked for. */
export function readAggregations(raw: unknown, at: string): Array<Level & { nested?: Level[] }> | undefined {
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) return undefined;
  if (!Array.isArray(raw) || raw.length > 10)
    throw refuse(`${at}.aggregations`, 'must be a list of at most 10 aggregations', 'MAX_SIZE');
  return raw.map((item, i) => {
    const level = readLevel(item, `${at}.aggregations[${i}]`, false);
    if (level.type !== 'NESTED') return level;
    const list = level.options.nestedAggregations;
    if (!Array.isArray(list) || list.length < 2 || list.length > 3)
      throw refuse(
        `${at}.aggregations[${i}].nested.nestedAggregations`,
        'must list 2 or 3 aggregations',
        'MIN_SIZE',
      );
    const nested = list.map((n, j) =>
      readLevel(n, `${at}.aggregations[${i}].nested.nestedAggregations[${j}]`, true),
    );
    return { ...level, nested };
  });
}

/** `aggregationData` for the selected documents. */
export function aggregate(aggregations: Array<Level & { nested?: Level[] }>, docs: JsonObject[]): JsonObject {
  const results = aggregations.map((a) => {
    const head = {
      ...(a.name !== undefined ? { name: a.name } : {}),
      type: a.type,
      ...(a.fieldPath ? { fieldPath: a.fieldPath } : {}),
    };
    if (a.type === 'NESTED') return { ...head, nested: { results: nestedRows(a.nested ?? [], docs) } };
    if (a.type === 'SCALAR') return { ...head, scalar: { type: a.options.type, value: scalar(a, docs) } };
    const found = buckets(a, docs).map((b) => b.result);
    if (a.type === 'RANGE') return { ...head, ranges: { results: found } };
    if (a.type === 'DATE_HISTOGRAM') return { ...head, dateHistogram: { results: found } };
    return { ...head, values: { results: found } };
  });
  return { results };
}
