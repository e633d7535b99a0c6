// A line's quantity, its removal and the coupons (changes.ts) change a cart that has lines: a first visit's
// way to its first cart draws none of them (design.md §4), so their code loads when the cart first holds a
// line (an add shown, or a cart read with lines), which is before any stepper or coupon field can be used.
// A call that comes before it has loaded (the page's own `Dropcart.setQuantity`) waits for it.
import type { ReadableStore } from '../reducer-store.ts';
import type { Changes, ChangesDeps } from './changes.ts';
import type { CartState } from './reducer.ts';
import type { CartView } from './view.ts';

export function changesOnDemand(
  deps: ChangesDeps,
  store: Pick<ReadableStore<CartState>, 'getState' | 'subscribe'>,
): Changes {
  let changes: Changes | undefined;
  let loaded: Promise<Changes> | undefined;
  const load = () => {
    loaded ??= import('./changes.ts').then((module) => {
      changes = module.createChanges(deps);
      return changes;
    });
    return loaded;
  };
  const hasLines = (state: CartState) => state.view.lines.length > 0;
  if (hasLines(store.getState())) void load();
  else {
    const stop = store.subscribe((state) => {
      if (!hasLines(state)) return;
      stop();
      void load();
    });
  }
  // Once loaded, a change is shown in the caller's own task, as before (optimistic).
  const call = (use: (loaded: Changes) => Promise<CartView>) => (changes ? use(changes) : load().then(use));
  return {
    setQuantity: (lineId, quantity) => call((c) => c.setQuantity(lineId, quantity)),
    remove: (lineId) => call((c) => c.remove(lineId)),
    applyCoupon: (code) => call((c) => c.applyCoupon(code)),
    removeCoupon: () => call((c) => c.removeCoupon()),
  };
}
