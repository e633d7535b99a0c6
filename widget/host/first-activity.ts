// Work for later that is too long for a task of our boot and too slow to leave for the moment a shopper
// waits on it (money.ts: the page's first number format, 15–50 ms of the browser's locale data here, more
// on a slow phone; a CPU profile of the bench's buy click found it in the drawer's first render when the
// clicked product was already read). It runs when the browser is next idle after the shopper's first sign
// of life on the page: a pointer over it (a finger's too), or focus. Not at load: most visits never show
// a price of ours, and a long task at load holds the page's Time to Interactive.
import type { Disposer } from '../disposer.ts';

/** Runs `work` when the browser is next idle (within 2 s); never after `destroy()`. */
export function whenIdle(
  win: Window,
  disposer: Pick<Disposer, 'add' | 'setTimeout' | 'signal'>,
  work: () => void,
): void {
  const run = () => disposer.signal.aborted || work();
  // Safari has no idle callbacks: a task of its own, after what the current one starts.
  if (!win.requestIdleCallback) return void disposer.setTimeout(run, 0);
  const id = win.requestIdleCallback(run, { timeout: 2000 });
  disposer.add(() => win.cancelIdleCallback(id));
}

/** Runs `work` once, in an idle moment after the first sign of the shopper; never after `destroy()`. */
export function whenShopperActive(
  win: Window,
  disposer: Pick<Disposer, 'add' | 'setTimeout' | 'signal'>,
  work: () => void,
): void {
  const listening = new AbortController();
  disposer.add(() => listening.abort());
  const begin = () => {
    listening.abort();
    whenIdle(win, disposer, work);
  };
  const options = { capture: true, passive: true, signal: listening.signal };
  win.document.addEventListener('pointerover', begin, options);
  win.document.addEventListener('focusin', begin, options);
}
