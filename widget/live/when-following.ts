// The live event stream is opened only once there is something on the page to keep live: a product the
// widget has read (for buy buttons or the popover) or a cart with lines. A visit that does neither opens
// no connection (a visit without a cart costs nothing).
import type { CartState } from '../cart/reducer.ts';
import type { Disposer } from '../disposer.ts';
import type { ProductCache } from '../products.ts';
import type { ReadableStore } from '../reducer-store.ts';

export interface WhenFollowingDeps {
  cartStore: ReadableStore<CartState>;
  products: Pick<ProductCache, 'subscribe'>;
  disposer: Pick<Disposer, 'add'>;
}

/** Calls `start` once, when the first product is read or the cart first has lines. */
export function whenThereIsSomethingToFollow(
  { cartStore, products, disposer }: WhenFollowingDeps,
  start: () => void,
): void {
  const stops: Array<() => void> = [];
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const stop of stops.splice(0)) stop();
    start();
  };
  if (cartStore.getState().view.lines.length > 0) {
    go();
    return;
  }
  stops.push(products.subscribe(go));
  stops.push(
    cartStore.subscribe((state) => {
      if (state.view.lines.length > 0) go();
    }),
  );
  disposer.add(() => {
    for (const stop of stops.splice(0)) stop();
  });
}
