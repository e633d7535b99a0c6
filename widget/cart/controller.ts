// The cart's actions: each shows its effect at once (optimistic), goes through the serial queue to the
// platform (`client.cart`: Current Cart V2 or Cart V1, the same normalized answers), and is then
// confirmed with the platform's cart or rolled back with a message. Cart V1 answers an add or a quantity
// change with 200 even when it drops or caps the line, so each answer is compared with what was asked
// (outcome.ts) and the shopper told; Cart V2 refuses instead and says why (refusal.ts). This file composes
// them, each part given only what it uses: the queue and confirmation (requests.ts), how a failure is told
// (failures.ts), the add (add.ts), a line's quantity and removal (line-changes.ts) and coupons (coupons.ts),
// these two loaded once the drawer shows a line (changes-on-demand.ts).
import type { DropcartClient } from '../../src/index.ts';
import type { Disposer } from '../disposer.ts';
import { isAbort, reasonOf } from '../errors.ts';
import type { EventHub } from '../host/events.ts';
import type { TextPart, Translate } from '../i18n/index.ts';
import type { Notifier } from '../notify.ts';
import type { ProductCache } from '../products.ts';
import type { ReadableStore } from '../reducer-store.ts';
import type { UiState } from '../ui-store.ts';
import { type AcceptedAdd, type CartAddRequest, createAdd, type HeldAdd } from './add.ts';
import { changesOnDemand } from './changes-on-demand.ts';
import { failuresOnDemand } from './failures-on-demand.ts';
import type { LineChange } from './line-changes.ts';
import { createListeners } from './listeners.ts';
import { createRequests } from './requests.ts';
import type { SerialQueue } from './serial-queue.ts';
import type { CartStore } from './store.ts';
import type { CartView } from './view.ts';

export interface CartControllerDeps {
  /**
   * The cart's queue (serial-queue.ts): one request at a time, in the order the changes were made. Shared
   * with the estimator, whose estimate may store a destination on the cart (Cart V2).
   */
  queue: SerialQueue;
  client: {
    cart: Pick<
      DropcartClient['cart'],
      'get' | 'add' | 'updateQuantities' | 'removeLineItems' | 'applyCoupon' | 'removeCoupon'
    >;
  };
  store: CartStore;
  products: Pick<ProductCache, 'peek' | 'reference'>;
  events: Pick<EventHub, 'emit'>;
  notify: Pick<Notifier, 'announce' | 'toast'>;
  t: Translate;
  /** Loads the drawer's texts, and a part's with `part` (`translator.loadUi`): the coupon's are both. */
  loadTexts(part?: TextPart): Promise<void>;
  disposer: Pick<Disposer, 'signal'>;
  /** Whether the shopper sees the cart now (`drawerOpen`): a notice there is read where it is; else a toast. */
  ui: Pick<ReadableStore<UiState>, 'getState'>;
  /** Runs `work` once the page has painted what it shows now (host/after-paint.ts). */
  afterPaint(work: () => void): void;
}

export interface CartController {
  load(): Promise<CartView>;
  /**
   * Takes the cart as empty without asking the platform: no cart is known to exist in this browser
   * (cart-hint.ts). Queued like a load, so changes made meanwhile keep their order.
   */
  assumeNone(): Promise<CartView>;
  add(request: CartAddRequest): Promise<CartView>;
  /** Shows an add's line before its product is read (add.ts); the add or the release follows. */
  hold(request: CartAddRequest): HeldAdd;
  setQuantity(lineId: string, quantity: number): Promise<CartView>;
  remove(lineId: string): Promise<CartView>;
  applyCoupon(code: string): Promise<CartView>;
  removeCoupon(): Promise<CartView>;
  /**
   * Fetches the code of quantity changes, removals and coupons after the next paint: the drawer shows lines
   * that a shopper may change next. Calls before it has loaded wait for it.
   */
  prepareChanges(): void;
  /** Resolves once every queued change has been answered. */
  idle(): Promise<void>;
  /** Tells `listener` of each add as it is accepted and its line shown (before the platform answers). */
  subscribeAdded(listener: (accepted: AcceptedAdd) => void): () => void;
  /** Tells `listener` of each cart the platform confirmed (an answer or a read). */
  subscribeConfirmed(listener: (cart: CartView) => void): () => void;
  /** Tells `listener` of each quantity change and removal of a line the platform confirmed. */
  subscribeLineChanged(listener: (change: LineChange) => void): () => void;
}

export function createCartController(deps: CartControllerDeps): CartController {
  const { client, store, products, events, notify, t, loadTexts, disposer, ui } = deps;
  const signal = disposer.signal;
  const added = createListeners<AcceptedAdd>();
  const confirmed = createListeners<CartView>();
  const lineChanged = createListeners<LineChange>();

  const failures = failuresOnDemand(
    {
      store,
      events,
      notify,
      t,
      signal,
      cartShown: () => ui.getState().drawerOpen,
      reload: () => void controller.load().catch(() => undefined),
    },
    deps.afterPaint,
  );
  const { fail, tell, failChange } = failures;
  // Their code (the failures' and the line changes') comes once the drawer shows lines and the platform
  // has answered with lines, after the next paint: past the first cart's way (that paint draws the
  // answered line, named; the one before it may be a first add's "Adding…"), and in before a change of the
  // lines shown is made or can fail (the network may be gone by then).
  let linesAnswered = false;
  let linesShown = false;
  const prepareForChanges = () => {
    if (!linesAnswered || !linesShown) return;
    failures.prepare();
    prepareChanges();
  };
  confirmed.subscribe((cart) => {
    linesAnswered ||= cart.lines.length > 0;
    prepareForChanges();
  });
  const { queue, newId, confirm, mutate } = createRequests({
    serial: deps.queue,
    store,
    events,
    signal,
    onConfirmed: confirmed.emit,
    failChange,
  });
  const common = { client, store, events, notify, t, signal };
  const { add, hold, holdsSettled } = createAdd({
    ...common,
    products,
    newId,
    mutate,
    tell,
    onAdded: added.emit,
  });
  const {
    prepare: prepareChanges,
    started: changesStarted,
    ...changes
  } = changesOnDemand(
    {
      ...common,
      loadTexts,
      queue,
      newId,
      confirm,
      mutate,
      tell,
      fail,
      failChange,
      onChanged: lineChanged.emit,
    },
    deps.afterPaint,
  );

  const controller: CartController = {
    load: () =>
      queue.run(async () => {
        try {
          // null: the shopper has no cart yet (or any more); that is the empty cart, not an error.
          return confirm(undefined, await client.cart.get(signal));
        } catch (error) {
          if (!isAbort(error) && !signal.aborted)
            store.dispatch({ type: 'load-failed', error: reasonOf(error, t) });
          throw error;
        }
      }),

    assumeNone: () => queue.run(async () => confirm(undefined, null)),

    add,
    hold,
    ...changes,
    prepareChanges: () => {
      linesShown = true;
      prepareForChanges();
    },

    // Every change is queued as it is made (a quantity change gathering clicks too); a held add once its
    // product is read; a line's change or a coupon made before their code was in, once it is.
    idle: async () => {
      await holdsSettled();
      await changesStarted();
      await queue.idle();
    },
    subscribeAdded: added.subscribe,
    subscribeConfirmed: confirmed.subscribe,
    subscribeLineChanged: lineChanged.subscribe,
  };
  return controller;
}
