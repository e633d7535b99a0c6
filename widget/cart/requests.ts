// How the cart's actions (controller.ts, add.ts, line-changes.ts, coupons.ts) reach the platform: one request
// at a time in the order they were made (serial-queue.ts), none sent once the widget is destroyed; a change
// is shown at once (optimistic) and its answer confirmed to the store and the page, or it is rolled back
// (failures.ts). Apart from the actions so that each takes only the steps it uses.
import type { Cart } from '../../src/index.ts';
import type { EventHub } from '../host/events.ts';
import type { Failures, RefusedItem } from './failures-on-demand.ts';
import type { CartChange } from './reducer.ts';
import type { SerialQueue } from './serial-queue.ts';
import type { CartStore } from './store.ts';
import { type CartView, cartView } from './view.ts';

export interface CartRequestsDeps extends Pick<Failures, 'failChange'> {
  /** The cart's queue (serial-queue.ts), shared with the estimator's writes. */
  serial: SerialQueue;
  store: CartStore;
  events: Pick<EventHub, 'emit'>;
  signal: AbortSignal;
  /** Told of each cart the platform confirmed (controller.ts's `subscribeConfirmed`). */
  onConfirmed(cart: CartView): void;
}

export interface CartRequests {
  queue: SerialQueue;
  /** The id of a change shown before its answer (the store's key for it). */
  newId(): number;
  /** Takes the platform's answer as the cart (`id`: the change it answers); returns it to the caller. */
  confirm(id: number | undefined, answer: Cart | null): CartView;
  /** Queues one request; `change` (already shown or shown now under `id`) is undone if it fails. */
  mutate(
    id: number,
    change: CartChange | undefined,
    send: () => Promise<Cart>,
    item?: () => RefusedItem,
  ): Promise<CartView>;
}

export function createRequests(deps: CartRequestsDeps): CartRequests {
  const { store, events, signal, failChange } = deps;
  const { serial } = deps;
  // A request still queued when the widget is destroyed is not sent: it fails as aborted, like one in flight.
  const queue = {
    run: <T>(task: () => Promise<T>) =>
      serial.run(() => (signal.aborted ? Promise.reject<T>(signal.reason) : task())),
    idle: () => serial.idle(),
  };
  let nextId = 1;

  function confirm(id: number | undefined, answer: Cart | null): CartView {
    const cart = cartView(answer);
    store.dispatch(id === undefined ? { type: 'loaded', cart } : { type: 'confirmed', id, cart });
    const view = store.getState().view;
    events.emit('cart-change', { cart: view });
    deps.onConfirmed(view);
    // The caller gets the platform's answer to its own request (later changes may still be pending).
    return cart;
  }

  function mutate(
    id: number,
    change: CartChange | undefined,
    send: () => Promise<Cart>,
    item?: () => RefusedItem,
  ): Promise<CartView> {
    if (change) store.dispatch({ type: 'optimistic', id, change });
    return queue.run(async () => {
      try {
        return confirm(id, await send());
      } catch (error) {
        return failChange(id, error, item?.());
      }
    });
  }

  return { queue, newId: () => nextId++, confirm, mutate };
}
