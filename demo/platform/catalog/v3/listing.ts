// The one pipeline behind every V3 query, search and count: check the filter and sort against the spec,
// filter (decimal-string amounts compare as numbers), match the free text, sort, and cut a cursor page.
import { validationError, violation } from '../../http/errors.ts';
import { isObj, type JsonObject } from '../json.ts';
import { matches, sortItems } from '../query.ts';
import { type CursorPage, cursorPage } from './cursor.ts';
import {
  checkFilter,
  checkSort,
  type FreeText,
  matchesFreeText,
  type QuerySpec,
  readFreeText,
} from './query-spec.ts';

/** One candidate: the document filters and sorts look at, and the item to answer with. */
export interface Candidate<T> {
  doc: JsonObject;
  item: T;
  /** Searchable text by field name (search endpoints). */
  text?: (field: string) => string[];
}

const OPTIONS = { decimalStrings: true } as const;

export interface Selection {
  filter: unknown;
  sort: ReturnType<typeof checkSort>;
  freeText: FreeText | undefined;
}

/** Checks a filter, sort and free text; `at` names the request part in error messages. */
export function readSelection(spec: QuerySpec, state: Record<string, unknown>, at: string): Selection {
  checkFilter(spec, state.filter, `${at}.filter`);
  return {
    filter: state.filter,
    sort: checkSort(spec, state.sort, `${at}.sort`),
    freeText: readFreeText(spec, state.search, `${at}.search`),
  };
}

export function select<T>(candidates: Candidate<T>[], selection: Selection): Candidate<T>[] {
  const { freeText } = selection;
  const chosen = candidates.filter(
    (c) =>
      matches(c.doc, selection.filter, OPTIONS) &&
      (!freeText ||
        matchesFreeText(
          freeText.fields.flatMap((f) => c.text?.(f) ?? []),
          freeText,
        )),
  );
  const byDoc = new Map(chosen.map((c) => [c.doc, c]));
  return sortItems(
    chosen.map((c) => c.doc),
    selection.sort,
    OPTIONS,
  ).map((doc) => byDoc.get(doc)!);
}

/** A page of the selected items for a query or search, from its cursor state. */
export function listPage<T>(candidates: Candidate<T>[], spec: QuerySpec, page: CursorPage, at: string) {
  const selection = readSelection(spec, page.state as unknown as Record<string, unknown>, at);
  const { items, pagingMetadata } = cursorPage(select(candidates, selection), page);
  return { items: items.map((c) => c.item), pagingMetadata };
}

/** The emulator computes no facets; a request for them is told so instead of getting an empty answer. */
export function refuseAggregations(search: JsonObject, at: string): void {
  const aggregations = search.aggregations;
  if (aggregations === undefined || (Array.isArray(aggregations) && !aggregations.length)) return;
  throw validationError([
    violation(
      `${at}.aggregations`,
      'the emulator does not compute aggregations; leave them out',
      'FIELD_NOT_ALLOWED',
    ),
  ]);
}

/** The request part that holds the query (`query` or `search`), which must be an object if present. */
export function requestPart(payload: JsonObject, name: string): JsonObject {
  const part = payload[name] ?? {};
  if (!isObj(part)) throw validationError([violation(name, 'must be an object', 'FORMAT')]);
  return part;
}

/** A stored value turned into plain JSON (dates to ISO strings), as filters see it on the wire. */
export const asDocument = (value: unknown): JsonObject => JSON.parse(JSON.stringify(value)) as JsonObject;
