// Boot's steps, each in a task of its own (design.md §4: no long task on a slow phone), on the instance's
// timers so that destroy() stops the rest.
import type { Disposer } from './disposer.ts';

/** Says in the console that a step of starting up failed. */
export const report = (error: unknown) => console.error('[dropcart] a step of starting up failed', error);

/**
 * Runs each step in a task of its own, in order, until the widget is destroyed; a failing step goes to
 * `failed` (by default said in the console, and the next step runs), never thrown into the page.
 */
export function runInTasks(
  disposer: Pick<Disposer, 'setTimeout' | 'signal'>,
  steps: Array<() => void>,
  failed: (error: unknown) => void = report,
): void {
  const [step, ...rest] = steps;
  if (!step) return;
  disposer.setTimeout(() => {
    try {
      step();
    } catch (error) {
      failed(error);
    }
    // A step may have destroyed the widget (a failed start does): the rest no longer runs.
    if (!disposer.signal.aborted) runInTasks(disposer, rest, failed);
  }, 0);
}

/** A promise opened from outside once: the cart's requests wait for the first of boot's tasks. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
}
