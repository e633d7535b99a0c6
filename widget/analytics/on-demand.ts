// The analytics recorder's code only on a page that asked for analytics (`data-analytics`): a shopper's
// first event needs a platform answer, which comes after this chunk.
import type { AnalyticsTarget } from '../options.ts';
import type { AnalyticsDeps } from './types.ts';

export function analyticsOnDemand(target: AnalyticsTarget | undefined, deps: AnalyticsDeps): void {
  if (!target) return;
  void import('./record.ts').then(({ trackAnalytics }) => {
    if (!deps.disposer.signal.aborted) trackAnalytics(target, deps);
  });
}
