// The "added" moment (issue 27, Looks designed): the line the shopper just added, or whose quantity rose,
// highlights briefly and the drawer's count bumps (added-moment.css; nothing moves with
// prefers-reduced-motion). Told apart by comparing the cart with the lines the drawer showed last, kept
// per widget across its closing: a line added while the cart was closed (a buy button that keeps it
// closed, then "View cart") is highlighted when it opens. Part of the drawer's chunk.
import { useLayoutEffect, useMemo } from 'react';
import { sameItem } from '../cart/same-item.ts';
import type { LineView } from '../cart/view.ts';
import css from './added-moment.css?inline';
import { useCart, useWidget } from './context.ts';

/** This render's moment (0: none) and the lines that rose in it. */
export interface Rise {
  moment: number;
  lines: ReadonlySet<string>;
}
const NONE: Rise = { moment: 0, lines: new Set() };

interface Shown {
  lines: LineView[];
  /** The cart had been read: a line new since then was added, not merely loaded. */
  ready: boolean;
  /** The last moment that highlighted lines. */
  rise: Rise;
}
const lastShown = new WeakMap<object, Shown>();
let moments = 0;

function riseIn(lines: LineView[], shown: Shown | undefined): Rise {
  const risen: string[] = [];
  // An added line the platform has answered comes back under its own id (a row of its own in the list):
  // it goes on with its moment.
  const carried: string[] = [];
  for (const line of lines) {
    const byId = shown?.lines.find((seen) => seen.id === line.id);
    const before = byId ?? shown?.lines.find((seen) => sameItem(seen, line));
    // Not shown before: an add on its way (the drawer's first showing opens on it), or one the platform
    // answered since the drawer last showed a cart it had read.
    if (!before) {
      if (line.pending || shown?.ready) risen.push(line.id);
    } else if (line.quantity > before.quantity) risen.push(line.id);
    else if (!byId && shown?.rise.lines.has(before.id)) carried.push(line.id);
  }
  if (risen.length > 0) return { moment: ++moments, lines: new Set([...risen, ...carried]) };
  return shown && carried.length > 0 ? { moment: shown.rise.moment, lines: new Set(carried) } : NONE;
}

export function useRise(): Rise {
  const { cartStore, adoptStyles } = useWidget();
  const lines = useCart((state) => state.view.lines);
  const ready = useCart((state) => state.status === 'ready');
  useLayoutEffect(() => adoptStyles(css), [adoptStyles]);
  const rise = useMemo(() => riseIn(lines, lastShown.get(cartStore)), [cartStore, lines]);
  useLayoutEffect(() => {
    const last = rise.moment ? rise : (lastShown.get(cartStore)?.rise ?? NONE);
    lastShown.set(cartStore, { lines, ready, rise: last });
  }, [cartStore, lines, ready, rise]);
  return rise;
}

/**
 * Plays an element's moment again from its start (its animation is tied to `attribute` in
 * added-moment.css): off, a style flush, on. An element that is not playing one starts it by the attribute
 * alone: the flush (a forced layout of the whole new drawer on its first render, 5 to 25 ms) is only for
 * a replay.
 */
export function useReplay(element: { current: HTMLElement | null }, moment: number, attribute: string): void {
  useLayoutEffect(() => {
    const target = element.current;
    if (!moment || !target) return;
    if (target.hasAttribute(attribute)) {
      target.removeAttribute(attribute);
      void target.offsetWidth;
    }
    target.setAttribute(attribute, '');
  }, [element, moment, attribute]);
}
