// Query builders that produce the platform's wire query (protocol §7.4): the filter and sort operators are
// shared (FilterBuilder); QueryBuilder pages with offsets (Catalog V1), CursorQueryBuilder (cursor-query.ts)
// with cursors (Catalog V3). Immutable: every call returns a new builder, so a base query can be shared.
import type { PagingMetadata, SortOrder } from '../types/catalog.ts';

export type Filter = Record<string, unknown>;

export interface FilterQuery {
  filter: Filter;
  sort?: Array<{ fieldName: string; order: SortOrder }>;
}

export interface WireQuery extends FilterQuery {
  paging: { offset: number; limit: number };
}

/** Default page size and first offset (spec §9). */
export const DEFAULT_LIMIT = 50;

export interface QueryResult<T> {
  items: T[];
  /** metadata.total; undefined when the platform says there are too many to count. */
  totalCount: number | undefined;
  query: WireQuery;
  hasNext(): boolean;
  /** The next page: the same query with offset + limit. */
  next(signal?: AbortSignal): Promise<QueryResult<T>>;
}

export type RunQuery<T> = (
  query: WireQuery,
  signal?: AbortSignal,
) => Promise<{ items: T[]; metadata?: PagingMetadata }>;

// The SDK renames these per segment (`_id` → `id`); accepting both keeps code ported from it working.
const RENAMES: Record<string, string> = {
  _id: 'id',
  _createdDate: 'createdDate',
  _updatedDate: 'updatedDate',
};
const wireField = (field: string) =>
  field
    .split('.')
    .map((part) => RENAMES[part] ?? part)
    .join('.');

const isOnly = (filter: Filter, key: string) =>
  Object.keys(filter).length === 1 && Array.isArray(filter[key]);

/** ANDs two filters: an empty side disappears, nested `$and`s are flattened. */
function andFilters(a: Filter, b: Filter): Filter {
  if (Object.keys(a).length === 0) return b;
  if (Object.keys(b).length === 0) return a;
  const parts = (f: Filter) => (isOnly(f, '$and') ? (f.$and as Filter[]) : [f]);
  return { $and: [...parts(a), ...parts(b)] };
}

async function run<T>(runner: RunQuery<T>, query: WireQuery, signal?: AbortSignal): Promise<QueryResult<T>> {
  const { items, metadata } = await runner(query, signal);
  const totalCount = metadata?.tooManyToCount ? undefined : metadata?.total;
  const { offset, limit } = query.paging;
  return {
    items,
    totalCount,
    query,
    hasNext: () => totalCount !== undefined && Math.floor(offset / limit) < Math.ceil(totalCount / limit) - 1,
    next: (s) => run(runner, { ...query, paging: { offset: offset + limit, limit } }, s),
  };
}

/** The filter and sort operators, as the SDK's query builder writes them. */
export abstract class FilterBuilder<Q extends FilterQuery> {
  constructor(readonly query: Q) {}

  /** A builder of the same kind with `patch` applied to the query. */
  protected abstract with(patch: Partial<FilterQuery>): this;

  private where(field: string, condition: unknown): this {
    return this.with({ filter: andFilters(this.query.filter, { [wireField(field)]: condition }) });
  }

  eq = (field: string, value: unknown): this => this.where(field, value === undefined ? null : value);
  ne = (field: string, value: unknown): this => this.where(field, { $ne: value });
  gt = (field: string, value: unknown): this => this.where(field, { $gt: value });
  ge = (field: string, value: unknown): this => this.where(field, { $gte: value });
  lt = (field: string, value: unknown): this => this.where(field, { $lt: value });
  le = (field: string, value: unknown): this => this.where(field, { $lte: value });
  /** `ge(field, from)` and `lt(field, to)`. */
  between = (field: string, from: unknown, to: unknown): this => this.ge(field, from).lt(field, to);
  in = (field: string, values: unknown[]): this => this.where(field, { $in: values });
  hasSome = (field: string, ...values: unknown[]): this => this.where(field, { $hasSome: values.flat() });
  hasAll = (field: string, ...values: unknown[]): this => this.where(field, { $hasAll: values.flat() });
  contains = (field: string, text: string): this => this.where(field, { $contains: text });
  startsWith = (field: string, text: string): this => this.where(field, { $startsWith: text });
  endsWith = (field: string, text: string): this => this.where(field, { $endsWith: text });
  exists = (field: string, value = true): this => this.where(field, { $exists: value });
  isEmpty = (field: string): this => this.eq(field, null);
  isNotEmpty = (field: string): this => this.ne(field, null);

  /** This filter OR the other builder's filter (`$or`, flattened). */
  or(other: FilterBuilder<Q>): this {
    const a = this.query.filter;
    const b = other.query.filter;
    if (Object.keys(a).length === 0 || Object.keys(b).length === 0)
      return this.with({ filter: Object.keys(a).length ? a : b });
    const parts = (f: Filter) => (isOnly(f, '$or') ? (f.$or as Filter[]) : [f]);
    return this.with({ filter: { $or: [...parts(a), ...parts(b)] } });
  }

  /** This filter AND the other builder's filter. */
  and = (other: FilterBuilder<Q>): this =>
    this.with({ filter: andFilters(this.query.filter, other.query.filter) });

  /** Negates the other builder's filter; as the SDK does, this replaces the current filter. */
  not = (other: FilterBuilder<Q>): this => this.with({ filter: { $not: other.query.filter } });

  private sortBy(order: SortOrder, fields: string[]): this {
    const added = fields.map((field) => ({ fieldName: wireField(field), order }));
    return this.with({ sort: [...(this.query.sort ?? []), ...added] });
  }

  ascending = (...fields: string[]): this => this.sortBy('ASC', fields);
  descending = (...fields: string[]): this => this.sortBy('DESC', fields);
}

/** A positive whole page size, or a RangeError. */
export function checkedLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be a positive integer, got ${limit}`);
  return limit;
}

export class QueryBuilder<T> extends FilterBuilder<WireQuery> {
  constructor(
    private readonly runner: RunQuery<T>,
    query: WireQuery = { filter: {}, paging: { offset: 0, limit: DEFAULT_LIMIT } },
  ) {
    super(query);
  }

  protected with(patch: Partial<WireQuery>): this {
    return new QueryBuilder(this.runner, { ...this.query, ...patch }) as this;
  }

  limit(limit: number): this {
    // Key order as the SDK writes it, so the `.r` parameter comes out byte for byte the same.
    return this.with({ paging: { limit: checkedLimit(limit), offset: this.query.paging.offset } });
  }

  skip(offset: number): this {
    if (!Number.isInteger(offset) || offset < 0)
      throw new RangeError(`skip must be a non-negative integer, got ${offset}`);
    return this.with({ paging: { offset, limit: this.query.paging.limit } });
  }

  find(signal?: AbortSignal): Promise<QueryResult<T>> {
    return run(this.runner, this.query, signal);
  }
}
