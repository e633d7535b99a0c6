// Layout shifts as Chromium reports them (PerformanceObserver, `layout-shift`), from the first paint on:
// what CLS sums. For the product cards' "moves nothing" tests.
import type { Page } from 'playwright-core';

/** Starts recording the page's shifts; call before it loads. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, summed, two frames on (for the observer to hear of a shift of the last one). */
export async function layoutShiftTotal(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}
