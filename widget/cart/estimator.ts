import { type DropcartClient, isApiError } from '../../src/index.ts';
import type { Disposer } from '../disposer.ts';
import { CART_ALREADY_ORDERED, isAbort } from '../errors.ts';
import type { Translate } from '../i18n/index.ts';
import { formatMoney } from '../money.ts';
import type { ReadableStore } from '../reducer-store.ts';
import type { UiState } from '../ui-store.ts';
import { addressOf, type Destination, type DestinationStore } from './destination.ts';
import { isCurrent } from './reducer.ts';
import type { SerialQueue } from './serial-queue.ts';
import type { CartStore } from './store.ts';

/** How long changes settle before totals are estimated again. */
export const ESTIMATE_DEBOUNCE_MS = 250;

/**
 * The totals of the shown cart (design: one module decides when to estimate). It estimates by itself:
 * when the cart is opened (after the changes of the moment settle), when the platform confirms a change
 * while the cart is shown (at once, once no change is pending), and when the shopper changes where the
 * order goes or how it ships. Its estimate that stores a destination on the cart (Cart V2) goes through the
 * cart's queue, in order with every other change.
 */
export interface Estimator {
  /** The shopper picked a shipping option: remember it and estimate with it. */
  selectShipping(code: string, carrierId: string | undefined): void;
  /** The shopper confirmed where the order goes: remember it and estimate for it. */
  setDestination(destination: Destination): void;
  /** The destination and the shipping option chosen for it (remembered across visits). */
  destination: Pick<DestinationStore, 'getState' | 'getInitialState' | 'subscribe' | 'suggestedCountry'>;
}

export interface EstimatorDeps {
  client: { cart: Pick<DropcartClient['cart'], 'estimate'> };
  store: CartStore;
  /** Whether the cart is shown (`drawerOpen`): totals are estimated for a shown cart only. */
  ui: Pick<ReadableStore<UiState>, 'getState' | 'subscribe'>;
  /** The cart's queue: an estimate that stores a destination is a change of the cart, in its turn. */
  queue: Pick<SerialQueue, 'run'>;
  destination: DestinationStore;
  disposer: Pick<Disposer, 'add' | 'setTimeout'>;
  t: Translate;
  /** Loads the UI half of the texts, which has the totals' texts (`translator.loadUi`). */
  loadTexts(): Promise<void>;
  /** For the announcement of the new total. */
  locale: string;
  /** Polite, to screen readers: the new total after the shopper changed the destination or the shipping. */
  announce(text: string): void;
  /** The platform refused the estimate with CART_ALREADY_ORDERED: the cart was ordered meanwhile. */
  cartOrdered?(): void;
}

export function createEstimator({
  client,
  store,
  ui,
  queue,
  destination,
  disposer,
  t,
  loadTexts,
  locale,
  announce,
  cartOrdered,
}: EstimatorDeps): Estimator {
  let cancelTimer: (() => void) | undefined;
  let inFlight: AbortController | undefined;
  let stopWaiting: (() => void) | undefined;
  // Set by the shopper's own choices, whose whole answer is the new total: it is read out once it comes.
  let announceNext = false;
  disposer.add(() => {
    inFlight?.abort();
    stopWaiting?.();
  });

  /**
   * Estimates once no change is pending any more, answered or rolled back (a rollback calls nobody), if the
   * cart still needs it then. In a microtask: not from inside the store's notification of that change.
   */
  function afterPending(): void {
    stopWaiting ??= store.subscribe((state) => {
      if (state.pending.length > 0) return;
      stopWaiting?.();
      stopWaiting = undefined;
      void Promise.resolve().then(() => {
        if (!isCurrent(store.getState().estimate)) void estimate();
      });
    });
  }

  async function estimate(): Promise<void> {
    const state = store.getState();
    if (state.view.lines.length === 0) return;
    // A pending change would make this estimate stale.
    if (state.pending.length > 0) return afterPending();
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const basis = state.confirmed;
    store.dispatch({ type: 'estimate-started', basis });
    const { destination: where, shipping } = destination.getState();
    try {
      // The shopper's destination, if they gave one (the platform assumes none: then no shipping and no
      // tax), and the shipping option chosen for it from the estimate's list (Cart V1 lists them). Cart V2
      // stores them on the cart first: a change, so it waits its turn in the cart's queue.
      const ask = () =>
        client.cart.estimate(
          {
            ...(where ? { deliveryAddress: addressOf(where) } : {}),
            ...(shipping ? { deliveryMethod: shipping } : {}),
          },
          controller.signal,
        );
      const answer = await (where || shipping ? queue.run(ask) : ask());
      if (inFlight !== controller) return;
      store.dispatch({ type: 'estimated', estimate: answer, basis });
      // The platform answered a change meanwhile (this was asked before it): estimate the cart as it is.
      if (!isCurrent(store.getState().estimate)) {
        void estimate();
        return;
      }
      if (announceNext) {
        announceNext = false;
        const total = formatMoney(answer.total, answer.cart.currency, locale);
        // Its text is in the UI half, which the shown cart loads; said once it is in.
        await loadTexts().catch(() => undefined);
        announce(t('totals.announce', { total }));
      }
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      // A remembered choice the platform refuses (the store's shipping rules changed since): forget it and
      // estimate again with the platform's default, rather than failing on every visit.
      if (
        shipping &&
        isApiError(error) &&
        (error.status === 400 || error.code === 'DELIVERY_METHOD_NOT_FOUND')
      ) {
        destination.forgetShipping();
        if (inFlight === controller) void estimate();
        return;
      }
      await loadTexts().catch(() => undefined); // its text is in the UI half, which the shown cart loads
      if (controller.signal.aborted) return;
      store.dispatch({ type: 'estimate-failed', error: t('totals.failed') });
      if (isApiError(error) && error.code === CART_ALREADY_ORDERED) cartOrdered?.();
    }
  }

  /** Estimates once changes of the moment settled: the cart opened, the destination changed. */
  function schedule(): void {
    cancelTimer?.();
    cancelTimer = disposer.setTimeout(() => void estimate(), ESTIMATE_DEBOUNCE_MS);
  }

  /**
   * The platform has just answered a change: estimate at once (nothing is done while other changes are
   * still pending; afterPending waits for them). An answer that changed nothing left the estimate current
   * (reducer.ts): nothing is asked then.
   */
  function estimateNow(): void {
    if (isCurrent(store.getState().estimate)) return;
    cancelTimer?.();
    cancelTimer = undefined;
    void estimate();
  }

  // The cart opened: totals for it, once the changes of the moment settle. Created while it is shown with
  // no change pending (its code came after the platform’s answer to a first add, ../ui/Totals.tsx):
  // that answer is the confirmation it would have estimated at once.
  let shown = ui.getState().drawerOpen;
  if (shown && store.getState().pending.length === 0) void Promise.resolve().then(estimateNow);
  else if (shown) schedule();
  disposer.add(
    ui.subscribe((state) => {
      if (state.drawerOpen === shown) return;
      shown = state.drawerOpen;
      if (shown) schedule();
    }),
  );
  // The platform confirmed a cart while it is shown: totals for it at once. In a microtask: not from
  // inside the store's notification of that change.
  let seen = store.getState().confirmed;
  disposer.add(
    store.subscribe((state) => {
      if (state.confirmed === seen) return;
      seen = state.confirmed;
      if (ui.getState().drawerOpen) void Promise.resolve().then(estimateNow);
    }),
  );

  return {
    destination,
    selectShipping(code, carrierId) {
      destination.choose(carrierId ? { code, carrierId } : { code });
      announceNext = true;
      schedule();
    },
    setDestination(where) {
      destination.set(where);
      announceNext = true;
      schedule();
    },
  };
}
