// A clock that stands still until the test moves it, for the client, the widget and the emulator: waits
// and time limits are then what the test says, never a race with the wall clock on a busy machine.
import type { Platform } from '../../src/index.ts';

// The real event loop, for letting promises and answers settle between two timers of the test clock.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const nextTask = () => new Promise<void>((resolve) => realSetTimeout(resolve, 0));

export interface TestClock extends Pick<Platform, 'now' | 'setTimeout' | 'clearTimeout' | 'locks'> {
  /**
   * Moves the clock on by `ms`, running each timer that falls due on the way, in order, with a turn of
   * the event loop after each (so what it started, an answer from the emulator aside, can go on).
   */
  advance(ms: number): Promise<void>;
  /** Timers waiting for the clock. */
  readonly pending: number;
  /**
   * Resolves once a timer of `ms` waits for the clock (at once if one does): a retry's pause, a request's
   * time limit, the emulator's latency. What the test waits on, instead of a guess at how long it takes.
   */
  waiting(ms: number): Promise<void>;
}

/**
 * A clock that stands still until the test moves it. A timer of 0 ms (a yield, such as boot's tasks) runs
 * on the next turn of the event loop, as in a browser; any longer timer waits for `advance`. Comes with
 * Web Locks for one page (happy-dom has none, and the client's fallback polls on the clock).
 */
export function testClock(start = Date.UTC(2026, 0, 1)): TestClock {
  let now = start;
  let sequence = 0;
  const timers = new Map<number, { at: number; ms: number; run: () => void }>();
  const waiters: Array<{ ms: number; wake(): void }> = [];
  const isWaiting = (ms: number) => [...timers.values()].some((timer) => timer.ms === ms);
  const fire = (id: number) => {
    const timer = timers.get(id);
    if (!timer) return;
    timers.delete(id);
    timer.run();
  };
  const tails = new Map<string, Promise<unknown>>();
  const locks = {
    request(name: string, task: () => Promise<unknown>) {
      const run = (tails.get(name) ?? Promise.resolve()).then(() => task());
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  } as unknown as LockManager;
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = ++sequence;
      timers.set(id, { at: now + Math.max(0, ms), ms, run: callback });
      if (ms <= 0) realSetTimeout(() => fire(id), 0);
      for (const waiter of waiters.filter((w) => w.ms === ms)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.wake();
      }
      return id;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    locks,
    async advance(ms) {
      const until = now + ms;
      for (;;) {
        let next: [number, number] | undefined; // [id, at]
        for (const [id, { at }] of timers) if (at <= until && (!next || at < next[1])) next = [id, at];
        if (!next) break;
        now = Math.max(now, next[1]);
        fire(next[0]);
        await nextTask();
      }
      now = until;
      await nextTask();
    },
    get pending() {
      return timers.size;
    },
    waiting: (ms) =>
      isWaiting(ms) ? Promise.resolve() : new Promise<void>((wake) => waiters.push({ ms, wake })),
  };
}
