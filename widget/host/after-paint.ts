// Work a click causes but need not show in the click's own frame (opening the drawer: React mounts it)
// runs after the next paint, so the page answers the click at once (Interaction to Next Paint counts
// from the click to that paint). A frame callback runs before the paint; a task queued from it, after.

/** Runs `work` after the window's next paint (or in a task of its own where no frames are drawn). */
export function afterNextPaint(win: Window | undefined, work: () => void): void {
  if (win && typeof win.requestAnimationFrame === 'function')
    win.requestAnimationFrame(() => win.setTimeout(work, 0));
  else setTimeout(work, 0);
}
