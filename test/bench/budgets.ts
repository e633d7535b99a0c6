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
  /** The same click made before the widget finished loading. */
  clickToCartBeforeLoadMs: 300,
  /** Quantity change to the new estimated total: one round trip (the bench's platform: 300 ms) + 150 ms. */
  quantityToEstimatedTotalMs: 450,
  /** "Only that line re-renders" (the scale check). */
  rowsRenderedByOneChange: 1,
  requestsPerWarmAdd: 1,
  requestsPerLoadWithCart: 2,
  tokenRequestsFor50ExpiredCalls: 1,
  /** Interaction to Next Paint of a buy click, an open and a quantity change, at 4x CPU slowdown. */
  inpMs: 100,
  /** Cumulative layout shift of an add and a quantity change with their estimates, phone and desktop. */
  cls: 0.01,
  /** Largest Contentful Paint with the widget over the page without it. */
  lcpRatio: 1.05,
  /** Time to Interactive (Lighthouse's) with the widget over the page without it. */
  ttiRatio: 1.2,
  requestsOnNoCartVisit: 0,
  consoleMessagesOnNoCartVisit: 0,
  /** The widget's JavaScript fetched from the page load until the first added item shows, gzip. */
  bytesUntilCart: 97_280,
} as const;
