// The cursor-paged query of Catalog V3 (platform-2026.md §3.7), as the SDK's builder pages it: the first
// page sends the filter, the sort and `cursorPaging{limit}`; every later page only `cursorPaging{cursor,
// limit}` (the cursor carries the rest), plus the call's own options such as `fields`.
import { DropcartError } from '../errors/dropcart-error.ts';
import { checkedLimit, DEFAULT_LIMIT, FilterBuilder } from './query-builder.ts';
import type { CursorPagingMetadata, CursorQuery } from './v3-read.ts';

export type { CursorPagingMetadata, CursorQuery } from './v3-read.ts';

export interface CursorResult<T> {
  items: T[];
  cursors: { next?: string; prev?: string };
  /** Whether the platform gave a cursor to a next page. */
  hasNext(): boolean;
  /** The next page; a DropcartError when there is none. */
  next(signal?: AbortSignal): Promise<CursorResult<T>>;
}

/** Sends one page: the whole query, or `{cursorPaging}` alone for a page after the first. */
export type RunCursorQuery<T> = (
  query: CursorQuery | Pick<CursorQuery, 'cursorPaging'>,
  signal?: AbortSignal,
) => Promise<{ items: T[]; pagingMetadata?: CursorPagingMetadata | undefined }>;

async function run<T>(
  runner: RunCursorQuery<T>,
  query: CursorQuery,
  signal?: AbortSignal,
): Promise<CursorResult<T>> {
  const { items, pagingMetadata } = await runner(
    query.cursorPaging.cursor ? { cursorPaging: query.cursorPaging } : query,
    signal,
  );
  const next = pagingMetadata?.cursors?.next || undefined;
  const prev = pagingMetadata?.cursors?.prev || undefined;
  const { limit } = query.cursorPaging;
  return {
    items,
    cursors: { ...(next ? { next } : {}), ...(prev ? { prev } : {}) },
    hasNext: () => next !== undefined,
    next: (s) =>
      next
        ? run(runner, { ...query, cursorPaging: { cursor: next, limit } }, s)
        : Promise.reject(new DropcartError('next(): this was the last page', 'NO_NEXT_PAGE')),
  };
}

export class CursorQueryBuilder<T> extends FilterBuilder<CursorQuery> {
  constructor(
    private readonly runner: RunCursorQuery<T>,
    query: CursorQuery = { filter: {}, cursorPaging: { limit: DEFAULT_LIMIT } },
  ) {
    super(query);
  }

  protected with(patch: Partial<CursorQuery>): this {
    return new CursorQueryBuilder(this.runner, { ...this.query, ...patch }) as this;
  }

  /** Page size (products at most 100, variants 1000 on the platform). */
  limit(limit: number): this {
    const { cursor } = this.query.cursorPaging;
    return this.with({ cursorPaging: { limit: checkedLimit(limit), ...(cursor ? { cursor } : {}) } });
  }

  /** Starts from a cursor the platform gave earlier. */
  skipTo(cursor: string): this {
    return this.with({ cursorPaging: { cursor, limit: this.query.cursorPaging.limit } });
  }

  find(signal?: AbortSignal): Promise<CursorResult<T>> {
    return run(this.runner, this.query, signal);
  }
}
