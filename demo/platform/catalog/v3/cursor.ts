// Cursor paging of Catalog V3 (platform-2026.md §3.7): `cursorPaging{limit, cursor}` in, and
// `pagingMetadata{count, cursors{next, prev}, hasNext}` out, with `next` only when more pages exist. The
// cursor carries the whole query (filter, sort, free text, where the next page starts), so a request with
// only `{cursorPaging:{cursor, limit}}` (what the SDK's `next()` sends) continues it; like the platform,
// a cursor request must not repeat the filter or sort ("Following requests use the cursor token and not
// `filter` or `sort`", read-only-variants-v-3 JSDoc).
import { validationError, violation } from '../../http/errors.ts';
import { isObj } from '../json.ts';

/** What a cursor remembers. `kind` keeps a products cursor from being used on variants. */
export interface CursorState {
  kind: string;
  filter?: unknown;
  sort?: unknown;
  search?: unknown;
  offset: number;
}

export interface CursorPage {
  state: CursorState;
  limit: number;
}

const MAX_CURSOR = 16_000;

export const encodeCursor = (state: CursorState): string =>
  Buffer.from(JSON.stringify(state)).toString('base64url');

function decodeCursor(cursor: string, kind: string, field: string): CursorState {
  const bad = () =>
    validationError([violation(field, 'is not a cursor this endpoint returned', 'FORMAT', { cursor })]);
  if (cursor.length > MAX_CURSOR) throw bad();
  try {
    const state = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      isObj(state) &&
      state.kind === kind &&
      Number.isInteger(state.offset) &&
      (state.offset as number) >= 0
    )
      return state as unknown as CursorState;
  } catch {
    // reported below
  }
  throw bad();
}

/**
 * Reads `{filter, sort, search?, cursorPaging}` of a query or search: a first page from its filter and sort,
 * or a later one from its cursor. `maxLimit` is 100 for products, 1000 for variants; the default is 50.
 */
export function readCursorPaging(
  query: Record<string, unknown>,
  kind: string,
  maxLimit: number,
  field: string,
): CursorPage {
  const paging = query.cursorPaging ?? {};
  if (!isObj(paging))
    throw validationError([violation(`${field}.cursorPaging`, 'must be an object', 'FORMAT')]);
  const rawLimit =
    typeof paging.limit === 'string' && /^\d+$/.test(paging.limit) ? Number(paging.limit) : paging.limit;
  const limit = rawLimit ?? 50;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > maxLimit)
    throw validationError([
      violation(`${field}.cursorPaging.limit`, `must be a whole number from 0 to ${maxLimit}`, 'MAX', {
        max: maxLimit,
      }),
    ]);
  const cursor = paging.cursor;
  if (cursor === undefined || cursor === null || cursor === '')
    return {
      state: {
        kind,
        ...(query.filter !== undefined && query.filter !== null ? { filter: query.filter } : {}),
        ...(query.sort !== undefined ? { sort: query.sort } : {}),
        ...(query.search !== undefined ? { search: query.search } : {}),
        offset: 0,
      },
      limit,
    };
  if (typeof cursor !== 'string')
    throw validationError([violation(`${field}.cursorPaging.cursor`, 'must be a string', 'FORMAT')]);
  const repeated = ['filter', 'sort', 'search'].filter((k) => query[k] !== undefined && query[k] !== null);
  if (repeated.length)
    throw validationError([
      violation(
        `${field}.${repeated[0]}`,
        `must not be sent with cursorPaging.cursor: the cursor already holds the query (${repeated.join(', ')} given)`,
        'FIELD_NOT_ALLOWED',
      ),
    ]);
  return { state: decodeCursor(cursor, kind, `${field}.cursorPaging.cursor`), limit };
}

/** One page of `items` (already filtered and sorted) and its paging metadata. */
export function cursorPage<T>(items: T[], page: CursorPage) {
  const { offset } = page.state;
  const slice = items.slice(offset, offset + page.limit);
  const hasNext = offset + slice.length < items.length && page.limit > 0;
  const next = hasNext ? encodeCursor({ ...page.state, offset: offset + slice.length }) : undefined;
  const prev =
    offset > 0 ? encodeCursor({ ...page.state, offset: Math.max(0, offset - page.limit) }) : undefined;
  return {
    items: slice,
    pagingMetadata: {
      count: slice.length,
      cursors: { ...(next ? { next } : {}), ...(prev ? { prev } : {}) },
      hasNext,
    },
  };
}
