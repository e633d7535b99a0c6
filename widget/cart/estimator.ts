import type { DropcartClient } from '../../src/index.ts';
import type { Disposer } from '../disposer.ts';
import { isAbort } from '../errors.ts';
import type { Translate } from '../i18n/index.ts';
import type { CartStore } from './store.ts';

/** How long changes settle before totals are estimated again. */
export const ESTIMATE_DEBOUNCE_MS = 250;

export interface Estimator {
  /** Estimate again soon; a newer request aborts the one in flight. */
  schedule(): void;
  /** The shopper picked a shipping option: remember it and estimate with it. */
  selectShipping(code: string, carrierId: string | undefined): void;
}

export interface EstimatorDeps {
  client: { cart: Pick<DropcartClient['cart'], 'estimate'> };
  store: CartStore;
  disposer: Pick<Disposer, 'add' | 'setTimeout'>;
  t: Translate;
}

export function createEstimator({ client, store, disposer, t }: EstimatorDeps): Estimator {
  let cancelTimer: (() => void) | undefined;
  let inFlight: AbortController | undefined;
  disposer.add(() => inFlight?.abort());

  async function estimate(): Promise<void> {
    const state = store.getState();
    // A pending change would make this estimate stale; its confirmation schedules the next one.
    if (state.pending.length > 0 || state.view.lines.length === 0) return;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    store.dispatch({ type: 'estimate-started' });
    try {
      // The cart's own destination (none until the shopper gives one: then no shipping and no tax) and
      // the shipping option chosen here, when there was a list to choose from (Cart V1 with an address).
      const answer = await client.cart.estimate(
        state.shipping ? { deliveryMethod: state.shipping } : {},
        controller.signal,
      );
      if (inFlight === controller) store.dispatch({ type: 'estimated', estimate: answer });
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      store.dispatch({ type: 'estimate-failed', error: t('totals.failed') });
    }
  }

  const estimator: Estimator = {
    schedule() {
      cancelTimer?.();
      cancelTimer = disposer.setTimeout(() => void estimate(), ESTIMATE_DEBOUNCE_MS);
    },
    selectShipping(code, carrierId) {
      store.dispatch(
        carrierId ? { type: 'shipping-selected', code, carrierId } : { type: 'shipping-selected', code },
      );
      estimator.schedule();
    },
  };
  return estimator;
}
