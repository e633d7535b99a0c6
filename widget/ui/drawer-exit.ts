// The drawer's exit, with the styles that play it (drawer-exit.css): what closing the drawer needs and its
// first frame does not, so it comes after the first cart (drawer-later.ts). A drawer closed before it is in
// goes without its exit animation, as with reduced motion.
import { showInTopLayer } from '../shadow/top-layer.ts';

/**
 * The drawer's exit. The dialog itself goes at once (focus back where it was, the page's scroll unlocked,
 * nothing of it left to tab to or read); a copy of its last frame, inert and hidden from assistive
 * technology, plays the exit animation of drawer-exit.css (`.layer.leaving`) in the top layer and is
 * removed when it ends. With reduced motion (or an engine without animations) the stylesheet runs none: no
 * copy stays.
 */
export function playExit(layer: HTMLElement): void {
  const ghost = layer.cloneNode(true) as HTMLElement;
  ghost.inert = true;
  ghost.setAttribute('aria-hidden', 'true');
  for (const named of ghost.querySelectorAll('[id], [role], [aria-labelledby]'))
    for (const attribute of ['id', 'role', 'aria-labelledby', 'aria-modal']) named.removeAttribute(attribute);
  ghost.classList.add('leaving');
  layer.after(ghost);
  const hide = showInTopLayer(ghost);
  const gone = () => {
    hide();
    ghost.remove();
  };
  const running = typeof ghost.getAnimations === 'function' ? ghost.getAnimations({ subtree: true }) : [];
  if (running.length === 0) gone();
  // A cancelled animation (the widget destroyed meanwhile) rejects `finished`: the copy goes all the same.
  else void Promise.allSettled(running.map((animation) => animation.finished)).then(gone);
}
