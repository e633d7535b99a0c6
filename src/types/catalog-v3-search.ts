// Catalog V3 search with facets (spec §9 "Filter aggregations: value, range, scalar, date histogram,
// nested. Date intervals: year to second"; platform-2026.md §3.1 `productsV3.searchProducts`), as the
// typings of @wix/auto_sdk_stores_products-v-3 declare `CursorSearch`, `Aggregation` and `AggregationData`.
import type { SortOrder } from './catalog.ts';

export type AggregationType = 'VALUE' | 'RANGE' | 'SCALAR' | 'DATE_HISTOGRAM' | 'NESTED';
export type ScalarType = 'COUNT_DISTINCT' | 'MIN' | 'MAX';
export type DateInterval = 'YEAR' | 'MONTH' | 'WEEK' | 'DAY' | 'HOUR' | 'MINUTE' | 'SECOND';

/** One bucket per distinct value. */
export interface ValueAggregation {
  /** By number of matches (default) or by the value itself. */
  sortType?: 'COUNT' | 'VALUE';
  /** @default 'DESC' */
  sortDirection?: SortOrder;
  /** 1 to 250. @default 10 */
  limit?: number;
  /** @default 'EXCLUDE' */
  missingValues?: 'EXCLUDE' | 'INCLUDE';
  /** The bucket missing values go to (`addToBucket`, default "N/A"). */
  includeOptions?: { addToBucket?: string };
}

/** Buckets `[from, to)`; either bound may be left out. */
export interface RangeBucket {
  from?: number;
  to?: number;
}

interface AggregationKinds {
  value?: ValueAggregation;
  range?: { buckets: RangeBucket[] };
  scalar?: { type: ScalarType };
  dateHistogram?: { interval: DateInterval };
}

/** A level of a nested aggregation (no nesting of its own). */
export interface NestedAggregationItem extends AggregationKinds {
  name?: string;
  type: Exclude<AggregationType, 'NESTED'>;
  /** Dot notation into the product (`brand.name`, `actualPriceRange.minValue.amount`). */
  fieldPath: string;
}

export interface Aggregation extends AggregationKinds {
  /** Unique within the search; names the result. */
  name?: string;
  /** The kind, matching the one kind object given beside it. */
  type: AggregationType;
  fieldPath?: string;
  /** Two or three levels, each nested within the one before. */
  nested?: { nestedAggregations: NestedAggregationItem[] };
}

/** What `searchProducts` takes (`CursorSearch`). */
export interface ProductSearchV3 {
  filter?: Record<string, unknown>;
  sort?: Array<{ fieldName: string; order?: SortOrder }>;
  /** Up to 10. */
  aggregations?: Aggregation[];
  search?: { expression?: string; fields?: string[]; fuzzy?: boolean; mode?: 'OR' | 'AND' };
  cursorPaging?: { limit?: number; cursor?: string };
  /** An ISO 8601 offset or IANA zone for date filters and histograms. */
  timeZone?: string;
}

export interface ValueResult {
  value: string;
  count: number;
}
export interface RangeResult {
  from?: number;
  to?: number;
  count: number;
}

/** One level's value within a row of a nested aggregation's results. */
export interface NestedResultValue {
  value?: ValueResult;
  range?: RangeResult;
  scalar?: { value: number };
  dateHistogram?: ValueResult;
}

/** One aggregation's results, named and typed as it was asked for; one of the result kinds is set. */
export interface AggregationResults {
  name?: string;
  type: AggregationType;
  fieldPath?: string;
  values?: { results: ValueResult[] };
  ranges?: { results: RangeResult[] };
  scalar?: { type: ScalarType; value: number };
  /** Bucket starts as ISO 8601 date-times, oldest first. */
  dateHistogram?: { results: ValueResult[] };
  /** One row per combination of the levels' buckets, by level name. */
  nested?: { results: Array<{ results: Record<string, NestedResultValue> }> };
}

export interface AggregationData {
  results: AggregationResults[];
}
