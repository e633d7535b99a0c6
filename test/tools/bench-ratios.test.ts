// The bench's paired ratios (test/bench/page-metrics.ts): a budget held by the median of per-pair ratios
// is decided only when the median's 95% interval lies on one side of it; load-pairs.ts adds pairs until
// then (issue 32: LCP and TTI passed or failed by chance from run to run).
import { describe, expect, it } from 'vitest';
import { decides, medianInterval, pairedRatio } from '../bench/page-metrics.ts';

describe('paired ratios', () => {
  it("takes each pair's ratio, not a ratio of medians", () => {
    // Slow and fast moments each hit both loads of a pair: the ratio of medians (3/2) would say 1.5×.
    const r = pairedRatio([1, 3, 6], [1, 2, 6]);
    expect(r.median).toBe(1);
    expect(r.pairs).toBe(3);
  });

  it('gives the median of 15 ratios the 4th and 12th of them as its 95% interval', () => {
    const values = Array.from({ length: 15 }, (_, i) => i + 1);
    expect(medianInterval(values.reverse())).toEqual([4, 12]);
  });

  it('decides a budget only when the interval is on one side of it', () => {
    const steady = pairedRatio(
      Array(15).fill(1),
      [...Array(15).keys()].map((i) => 1 / (0.95 + i * 0.005)),
    );
    expect(decides(steady, 1.05)).toBe(true);
    const spread = pairedRatio(
      [0.8, 0.9, 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 2, 0.7, 1.15, 1.25],
      Array(15).fill(1),
    );
    expect(spread.median).toBeCloseTo(1.25);
    expect(decides(spread, 1.2)).toBe(false);
    // Well over the budget on every pair: failed, and decided.
    expect(decides(pairedRatio(Array(15).fill(2), Array(15).fill(1)), 1.2)).toBe(true);
  });
});
