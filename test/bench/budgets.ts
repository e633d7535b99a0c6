// The budgets of design.md §4. Each check names what it measured so a failure says what broke.

export interface BudgetCheck {
  name: string;
  actual: number;
  limit: number;
  unit: string;
  /** `max`: actual must be at most limit; `exact`: equal. */
  kind: 'max' | 'exact';
}

export const passes = (check: BudgetCheck) =>
  check.kind === 'exact' ? check.actual === check.limit : check.actual <= check.limit;

export const BUDGETS = {
  loaderGzipBytes: 1536,
  widgetFirstLoadGzipBytes: 97_280,
  clientSliceGzipBytes: 10_240,
  bootLongestTaskMs: 50,
  clickToCartMs: 100,
  /** "Only that line re-renders" (the scale check). */
  rowsRenderedByOneChange: 1,
  requestsPerWarmAdd: 1,
  requestsPerLoadWithCart: 2,
  tokenRequestsFor50ExpiredCalls: 1,
} as const;
