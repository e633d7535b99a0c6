/**
 * Runs tasks one after another, in the order they were queued, so the platform's answers reach the
 * store in the same order as the shopper's changes. A failed task does not stop the ones behind it.
 */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Resolves when everything queued so far has settled. */
  idle(): Promise<void>;
}

/** `after`: nothing runs before it settles (boot holds the first request back a task). */
export function createSerialQueue(after: Promise<unknown> = Promise.resolve()): SerialQueue {
  let tail: Promise<unknown> = after.catch(() => undefined);
  return {
    run(task) {
      const result = tail.then(task);
      tail = result.catch(() => undefined);
      return result;
    },
    idle: () => tail.then(() => undefined),
  };
}
