import type { Platform } from '../src/index.ts';

/** Collects every listener, timer and observer an instance creates, so `destroy()` leaves nothing behind. */
export interface Disposer {
  add(cleanup: () => void): void;
  /** A timer on the platform's clock (`mount({ platform })`), cleared on dispose; returns its cancel. */
  setTimeout(callback: () => void, ms: number): () => void;
  listen(target: EventTarget, type: string, listener: EventListener, options?: AddEventListenerOptions): void;
  readonly signal: AbortSignal;
  dispose(): void;
}

export function createDisposer(timers: Pick<Platform, 'setTimeout' | 'clearTimeout'>): Disposer {
  const cleanups = new Set<() => void>();
  const controller = new AbortController();
  const disposer: Disposer = {
    add: (cleanup) => void cleanups.add(cleanup),
    setTimeout(callback, ms) {
      const cancel = () => {
        timers.clearTimeout(handle);
        cleanups.delete(cancel);
      };
      const handle = timers.setTimeout(() => {
        cleanups.delete(cancel);
        callback();
      }, ms);
      cleanups.add(cancel);
      return cancel;
    },
    listen(target, type, listener, options) {
      target.addEventListener(type, listener, options);
      cleanups.add(() => target.removeEventListener(type, listener, options));
    },
    signal: controller.signal,
    dispose() {
      controller.abort();
      for (const cleanup of [...cleanups].reverse()) cleanup();
      cleanups.clear();
    },
  };
  return disposer;
}
