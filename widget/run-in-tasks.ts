// Boot's later steps, each in a task of its own (design.md §4: no long task on a slow phone), on the
// instance's timers so that destroy() stops the rest.
import type { Disposer } from './disposer.ts';

/** Runs each step in a task of its own, in order, until the widget is destroyed; a failing step is reported, never thrown into the page. */
export function runInTasks(disposer: Pick<Disposer, 'setTimeout'>, steps: Array<() => void>): void {
  const [step, ...rest] = steps;
  if (!step) return;
  disposer.setTimeout(() => {
    try {
      step();
    } catch (error) {
      console.error('[dropcart] a step of starting up failed', error);
    }
    runInTasks(disposer, rest);
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
