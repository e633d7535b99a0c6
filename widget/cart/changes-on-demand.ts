// A line's quantity, its removal and the coupons (changes.ts) change a cart that is shown with lines: a first
// visit's way to its first cart draws none of them (design.md §4), so their code is fetched after the
// drawer has painted a line the platform answered (`prepare`, called by controller.ts once both are so; not
// a first add's "Adding…" line), before a stepper or the coupon field can be used. A call that comes before
// it has loaded (the page's own `Dropcart.setQuantity`, a cart never opened) loads it and waits for it.
import type { Changes, ChangesDeps } from './changes.ts';
import type { CartView } from './view.ts';

const noop = () => undefined;

export function changesOnDemand(
  deps: ChangesDeps,
  afterPaint: (work: () => void) => void,
): Changes & {
  prepare(): void;
  /** Settles once the calls made before the code was in have been made (their requests queued). */
  started(): Promise<void>;
} {
  let changes: Changes | undefined;
  let loaded: Promise<Changes> | undefined;
  let prepared = false;
  const load = () => {
    loaded ??= import('./changes.ts').then(
      (module) => {
        changes = module.createChanges(deps);
        return changes;
      },
      (error: unknown) => {
        loaded = undefined; // offline for a moment, or a deploy replaced the files: the next call tries again
        throw error;
      },
    );
    return loaded;
  };
  // Once loaded, a change is shown in the caller's own task, as before (optimistic).
  const call = (use: (loaded: Changes) => Promise<CartView>) => (changes ? use(changes) : load().then(use));
  return {
    setQuantity: (lineId, quantity) => call((c) => c.setQuantity(lineId, quantity)),
    remove: (lineId) => call((c) => c.remove(lineId)),
    applyCoupon: (code) => call((c) => c.applyCoupon(code)),
    removeCoupon: () => call((c) => c.removeCoupon()),
    // Callbacks on a promise run in the order they were added: the waiting calls first, then this.
    started: () => (changes || !loaded ? Promise.resolve() : loaded.then(noop, noop)),
    prepare() {
      if (prepared) return;
      prepared = true;
      afterPaint(() => void load().catch(() => undefined));
    },
  };
}
