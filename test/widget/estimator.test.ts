// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// Totals estimates: debounced, and a newer request aborts the one still in flight. Time is the test's
// clock and the platform's answers are held back by the test, so nothing races the machine's speed.
// Cart V1 with a destination, where the estimate lists shipping options to choose from.
import { expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { type Cart, createClient, type DropcartClient } from '../../src/index.ts';
import { createDestinationStore } from '../../widget/cart/destination.ts';
import { createEstimator, ESTIMATE_DEBOUNCE_MS } from '../../widget/cart/estimator.ts';
import { createCartStore } from '../../widget/cart/store.ts';
import { cartView } from '../../widget/cart/view.ts';
import { createDisposer } from '../../widget/disposer.ts';
import { createTranslator } from '../../widget/i18n/index.ts';
import { usePlatform } from '../support/platform.ts';
import { heldRequests, testClock } from './support.ts';

const platform = usePlatform();

/**
 * A shopper's cart with one product in it, through the platform (`cartApi`), and an estimator over a store
 * loaded with it; `edit` changes the cart first (a destination). The estimates are held until released.
 */
async function estimatorWithCart(
  cartApi: 'v1' | 'v2',
  product: string,
  edit?: (client: DropcartClient) => Promise<{ cart: Cart }>,
) {
  const clock = testClock();
  const estimates = heldRequests(cartApi === 'v1' ? 'estimate-totals' : '/estimate');
  const client = createClient({
    clientId: 'demo',
    apiBase: platform.current.url,
    cartApi,
    platform: { ...clock, fetch: estimates.fetch },
  });
  const summary = await client.products.get(seedProductId(product));
  const added = await client.cart.add({
    lineItems: [{ catalogReference: client.products.catalogReference(summary!), quantity: 1 }],
  });
  const { cart } = edit ? await edit(client) : added;
  const store = createCartStore();
  store.dispatch({ type: 'loaded', cart: cartView(cart) });
  const disposer = createDisposer(clock);
  const announced: string[] = [];
  const estimator = createEstimator({
    client,
    store,
    destination: createDestinationStore(undefined, 'demo', () => undefined),
    disposer,
    t: createTranslator().t,
    locale: 'en-US',
    announce: (text) => announced.push(text),
  });
  return { clock, estimates, client, store, disposer, announced, estimator };
}

it('waits for changes to settle, aborts an estimate in flight when a newer one starts, and keeps only the newest answer', async () => {
  const { clock, estimates, store, disposer, announced, estimator } = await estimatorWithCart(
    'v1',
    'wool-socks',
    (client) =>
      client.cart.update({
        deliveryAddress: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' },
      }),
  );
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
    expect(store.getState().estimate.data?.selectedDelivery?.code).toBe('express');
    expect(store.getState().estimate.data?.deliveryOptions.map((o) => o.code)).toEqual([
      'standard',
      'express',
    ]);
    expect(estimates.held).toHaveLength(2);
    // The shopper's choice is answered by the new total, read out once.
    const total = Number(store.getState().estimate.data?.total.amount).toFixed(2);
    expect(announced).toEqual([`Estimated total: $${total}`]);
  } finally {
    disposer.dispose();
  }
});

it('asks for no new estimate when a re-read of the cart brings nothing new, and asks when it does', async () => {
  const { estimates, client, store, disposer, estimator } = await estimatorWithCart(
    'v2',
    'classic-white-mug',
  );
  // What the widget does with each answer while the cart is shown (instance.ts, onConfirmed).
  const answered = async () => {
    store.dispatch({ type: 'loaded', cart: cartView(await client.cart.get()) });
    estimator.estimateNow();
  };
  try {
    estimator.estimateNow();
    await estimates.until(1);
    // The same cart read again while the estimate is on its way, and once it has come: nothing is asked.
    await answered();
    estimates.held[0]?.release();
    await vi.waitFor(() => expect(store.getState().estimate.status).toBe('ready'));
    await answered();
    expect(store.getState().estimate.status).toBe('ready');
    expect(estimates.held).toHaveLength(1);
    expect(estimates.held[0]?.signal?.aborted).toBe(false);
    // Changed elsewhere (another tab): the read brings a new cart, and a new estimate is asked for it.
    const line = store.getState().view.lines[0]!;
    await client.cart.updateQuantities([{ id: line.id, quantity: 3 }]);
    await answered();
    await estimates.until(2);
    estimates.held[1]?.release();
    await vi.waitFor(() => expect(store.getState().estimate.status).toBe('ready'));
    expect(store.getState().estimate.data?.cart.lines[0]?.quantity).toBe(3);
  } finally {
    disposer.dispose();
  }
});

it('never shows an estimate asked before a change as current, and estimates again once a rolled-back change settles', async () => {
  const { estimates, client, store, disposer, estimator } = await estimatorWithCart(
    'v2',
    'classic-white-mug',
  );
  try {
    estimator.estimateNow();
    await estimates.until(1); // asked for one mug
    const line = store.getState().view.lines[0]!;
    // Two quick changes; the platform answers the first (three mugs), the second is still on its way.
    store.dispatch({ type: 'optimistic', id: 1, change: { kind: 'quantity', lineId: line.id, quantity: 3 } });
    store.dispatch({ type: 'optimistic', id: 2, change: { kind: 'quantity', lineId: line.id, quantity: 4 } });
    const { cart } = await client.cart.updateQuantities([{ id: line.id, quantity: 3 }]);
    store.dispatch({ type: 'confirmed', id: 1, cart: cartView(cart) });
    estimator.estimateNow(); // what the widget does with the answer: nothing while a change is pending
    estimates.held[0]?.release();
    await vi.waitFor(() => expect(store.getState().estimate.data).toBeDefined());
    // The one-mug totals arrive: shown as being updated, not as the cart's.
    expect(store.getState().estimate.status).toBe('idle');
    // The second change is refused: nothing pending any more, and the three mugs are estimated.
    store.dispatch({ type: 'rolled-back', id: 2, error: 'refused' });
    await estimates.until(2);
    estimates.held[1]?.release();
    await vi.waitFor(() => expect(store.getState().estimate.status).toBe('ready'));
    expect(store.getState().estimate.data?.cart.lines[0]?.quantity).toBe(3);
    expect(estimates.held).toHaveLength(2);
  } finally {
    disposer.dispose();
  }
});
