// Work a click causes but need not show in the click's own frame (opening the drawer: React mounts it)
// runs after the next paint, so the page answers the click at once (Interaction to Next Paint counts
// from the click to that paint). A frame callback runs before the paint; a task queued from it, after.
import type { Disposer } from '../disposer.ts';

/**
 * Runs `work` after the window's next paint (or in a task of its own where no frames are drawn). The task is
 * the disposer's timer: on the platform's clock, and cleared by `destroy()`.
 */
export function afterNextPaint(
  win: Window | null | undefined,
  timers: Pick<Disposer, 'setTimeout'>,
  work: () => void,
): void {
  if (win && typeof win.requestAnimationFrame === 'function')
    win.requestAnimationFrame(() => void timers.setTimeout(work, 0));
  else timers.setTimeout(work, 0);
}
