// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// Totals estimates: debounced, and a newer request aborts the one still in flight. Time is the test's
// clock and the platform's answers are held back by the test, so nothing races the machine's speed.
import { expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { createClient, WIX_STORES_APP_ID } from '../../src/index.ts';
import { createEstimator, ESTIMATE_DEBOUNCE_MS } from '../../widget/cart/estimator.ts';
import { createCartStore } from '../../widget/cart/store.ts';
import { cartFromWire } from '../../widget/cart/view.ts';
import { createDisposer } from '../../widget/disposer.ts';
import { createTranslator } from '../../widget/i18n/index.ts';
import { usePlatform } from '../support/platform.ts';
import { heldRequests, testClock } from './support.ts';

const platform = usePlatform();

it('waits for changes to settle, aborts an estimate in flight when a newer one starts, and keeps only the newest answer', async () => {
  const clock = testClock();
  const estimates = heldRequests('estimate-totals');
  const client = createClient({
    clientId: 'demo',
    apiBase: platform.current.url,
    platform: { ...clock, fetch: estimates.fetch },
  });
  const { cart } = await client.cartV1.add({
    lineItems: [
      {
        catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: seedProductId('wool-socks') },
        quantity: 1,
      },
    ],
  });
  const store = createCartStore();
  store.dispatch({ type: 'loaded', cart: cartFromWire(cart) });
  const disposer = createDisposer(clock);
  const estimator = createEstimator({ client, store, disposer, t: createTranslator().t });
  try {
    estimator.schedule();
    await clock.advance(ESTIMATE_DEBOUNCE_MS - 1);
    estimator.schedule(); // a second change restarts the wait
    await clock.advance(ESTIMATE_DEBOUNCE_MS - 1);
    expect(estimates.held).toHaveLength(0);
    await clock.advance(1);
    await estimates.until(1); // the first is in flight
    expect(store.getState().estimate.status).toBe('loading');
    estimator.selectShipping('express', undefined);
    await clock.advance(ESTIMATE_DEBOUNCE_MS);
    await estimates.until(2);
    const [first, second] = estimates.held;
    expect(first?.signal?.aborted).toBe(true);
    expect(second?.signal?.aborted).toBe(false);
    first?.release();
    second?.release();
    await vi.waitFor(() => expect(store.getState().estimate.status).toBe('ready'));
    expect(store.getState().estimate.data?.selectedShipping).toBe('express');
    expect(estimates.held).toHaveLength(2);
  } finally {
    disposer.dispose();
  }
});
