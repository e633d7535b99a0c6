/**
 * Runs tasks one after another, in the order they were queued, so the platform's answers reach the
 * store in the same order as the shopper's changes. A failed task does not stop the ones behind it.
 */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Resolves when everything queued so far has settled. */
  idle(): Promise<void>;
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(task) {
      const result = tail.then(task);
      tail = result.catch(() => undefined);
      return result;
    },
    idle: () => tail.then(() => undefined),
  };
}
