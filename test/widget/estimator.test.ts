// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// Totals estimates: debounced, and a newer request aborts the one still in flight.
import { afterEach, expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { createClient } from '../../src/index.ts';
import { createEstimator, ESTIMATE_DEBOUNCE_MS } from '../../widget/cart/estimator.ts';
import { createCartStore } from '../../widget/cart/store.ts';
import { cartFromWire } from '../../widget/cart/view.ts';
import { createDisposer } from '../../widget/disposer.ts';
import { createTranslator } from '../../widget/i18n/index.ts';
import { usePlatform } from '../support/platform.ts';

const platform = usePlatform();
const faults = (body: unknown) =>
  fetch(`${platform.current.url}/_emulator/faults`, {
    method: body ? 'POST' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : null,
  });
afterEach(() => faults(null));

it('aborts an estimate in flight when a newer one starts, and keeps only the newest answer', async () => {
  const client = createClient({ clientId: 'demo', apiBase: platform.current.url });
  const { cart } = await client.cartV1.add({
    lineItems: [
      {
        catalogReference: {
          appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
          catalogItemId: seedProductId('wool-socks'),
        },
        quantity: 1,
      },
    ],
  });
  const store = createCartStore();
  store.dispatch({ type: 'loaded', cart: cartFromWire(cart) });
  const disposer = createDisposer();
  const estimator = createEstimator(client, store, disposer, createTranslator().t);
  const signals: AbortSignal[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('estimate-totals') && init?.signal)
      signals.push(init.signal);
    return original(input, init);
  };
  try {
    await faults({ latencyMs: 600 });
    estimator.schedule();
    await new Promise((resolve) => setTimeout(resolve, ESTIMATE_DEBOUNCE_MS + 150)); // the first is in flight
    store.dispatch({ type: 'shipping-selected', code: 'express' });
    estimator.schedule();
    await new Promise((resolve) => setTimeout(resolve, ESTIMATE_DEBOUNCE_MS + 50));
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(store.getState().estimate.status).toBe('ready');
    expect(store.getState().estimate.data?.selectedShipping).toBe('express');
  } finally {
    globalThis.fetch = original;
    disposer.dispose();
  }
});
