// A part of the drawer that its first frame does not draw (the coupon's form): its code is asked for once
// that frame has painted, not on the way to it (design.md §4: nothing on the way to the first cart that it
// does not draw). It takes a place of its own at the end of what it is drawn in, so nothing moves when it
// arrives; until then it is not there.
import { useEffect, useReducer } from 'react';
import { onDemand } from '../../src/on-demand.ts';
import { afterNextPaint } from '../host/after-paint.ts';
import { useWidget } from './context.ts';

/**
 * A hook drawing `load`'s module once it is in: undefined until then. It is asked for after the next paint
 * of a component that `wants` it; a module already in (a drawer opened again) is there in the first render.
 * A failed download (offline, a deploy replaced the files) is told on the console and tried again on the
 * next mount.
 */
export function drawnLater<M>(load: () => Promise<M>, what: string): (wants: boolean) => M | undefined {
  let loaded: M | undefined;
  const get = onDemand(() => load().then((module) => (loaded = module)));
  return function useDrawnLater(wants) {
    const { container } = useWidget();
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (loaded || !wants) return;
      let mounted = true;
      // The page's own timer, as its frames are: the UI has no platform clock, and none is needed to wait
      // for a paint. A container in no window (detached) has no paint to wait for.
      const win = container.ownerDocument.defaultView;
      const timers = {
        setTimeout(work: () => void, ms: number) {
          if (!win) {
            work();
            return () => {};
          }
          const handle = win.setTimeout(work, ms);
          return () => win.clearTimeout(handle);
        },
      };
      afterNextPaint(win, timers, () => {
        if (!mounted) return;
        get().then(
          () => mounted && arrived(),
          // Not told once the part is gone (the widget destroyed meanwhile aborts the load).
          (error: unknown) =>
            mounted && console.error(`[dropcart] ${what} could not be shown: its code did not load`, error),
        );
      });
      return () => {
        mounted = false;
      };
    }, [container, wants]);
    return loaded;
  };
}
