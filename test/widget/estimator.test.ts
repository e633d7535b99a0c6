// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// Totals estimates: the estimator decides by itself when (the cart opened, a change confirmed while it is
// shown, the shopper's destination), debounced, and a newer request aborts the one still in flight; an
// estimate that stores a destination waits its turn among the cart's changes. Time is the test's clock
// and the platform's answers are held back by the test, so nothing races the machine's speed.
import { expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { type Cart, createClient, type DropcartClient } from '../../src/index.ts';
import { createDestinationStore } from '../../widget/cart/destination.ts';
import { createEstimator, ESTIMATE_DEBOUNCE_MS } from '../../widget/cart/estimator.ts';
import { createSerialQueue } from '../../widget/cart/serial-queue.ts';
import { createCartStore } from '../../widget/cart/store.ts';
import { cartView } from '../../widget/cart/view.ts';
import { createDisposer } from '../../widget/disposer.ts';
import { createTranslator } from '../../widget/i18n/index.ts';
import { createUiStore, type UiStore } from '../../widget/ui-store.ts';
import type { TestClock } from '../support/clock.ts';
import { usePlatform } from '../support/platform.ts';
import { heldRequests, testClock } from './support.ts';

const platform = usePlatform();
/** The translator's `t` and the loading of its UI half (the totals' texts are in it). */
const textsOf = (translator: ReturnType<typeof createTranslator>) => ({
  t: translator.t,
  loadTexts: translator.loadUi,
});

/**
 * A shopper's cart with one product in it, through the platform (`cartApi`), and an estimator over a store
 * loaded with it; `edit` changes the cart first (a destination). The estimates are held until released.
 */
async function estimatorWithCart(
  cartApi: 'v1' | 'v2',
  product: string,
  edit?: (client: DropcartClient) => Promise<{ cart: Cart }>,
  shown = false,
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
  const ui = createUiStore({ signInPossible: true });
  if (shown) ui.openDrawer(); // the cart already shown when the estimator's code comes
  const queue = createSerialQueue();
  const estimator = createEstimator({
    client,
    store,
    ui,
    queue,
    destination: createDestinationStore(undefined, 'demo', () => undefined),
    disposer,
    ...textsOf(createTranslator()),
    locale: 'en-US',
    announce: (text) => announced.push(text),
  });
  return { clock, estimates, client, store, disposer, announced, estimator, ui, queue };
}

/** The cart opened, and the wait for changes to settle over: the estimator's first estimate goes out. */
async function opened(ui: UiStore, clock: TestClock) {
  ui.openDrawer();
  await clock.advance(ESTIMATE_DEBOUNCE_MS);
}

it('waits for changes to settle, aborts an estimate in flight when a newer one starts, and keeps only the newest answer', async () => {
  const { clock, estimates, store, disposer, announced, estimator, ui } = await estimatorWithCart(
    'v1',
    'wool-socks',
    (client) =>
      client.cart.update({
        deliveryAddress: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' },
      }),
  );
  try {
    ui.openDrawer(); // the cart opened: totals once the moment settles
    await clock.advance(ESTIMATE_DEBOUNCE_MS - 1);
    ui.closeDrawer();
    ui.openDrawer(); // opened again: the wait starts again
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
    // The shopper's choice is answered by the new total, read out once (once the texts' half is in, which
    // the first estimate of a run may be waiting for).
    const total = Number(store.getState().estimate.data?.total.amount).toFixed(2);
    await vi.waitFor(() => expect(announced).toEqual([`Estimated total: $${total}`]));
  } finally {
    disposer.dispose();
  }
});

it('created while the cart is shown with no change pending (its code came after the answer to a first add), estimates at once', async () => {
  const { estimates, store, disposer } = await estimatorWithCart('v2', 'classic-white-mug', undefined, true);
  try {
    // No wait for changes to settle: the platform's answer it came after is the confirmation it missed.
    await estimates.until(1);
    estimates.held[0]?.release();
    await vi.waitFor(() => expect(store.getState().estimate.status).toBe('ready'));
  } finally {
    disposer.dispose();
  }
});

it('asks for no new estimate when a re-read of the cart brings nothing new, and asks when it does', async () => {
  const { clock, estimates, client, store, disposer, ui } = await estimatorWithCart(
    'v2',
    'classic-white-mug',
  );
  // The platform's answer confirmed while the cart is shown; the estimator reacts in a microtask.
  const answered = async () => {
    store.dispatch({ type: 'loaded', cart: cartView(await client.cart.get()) });
    await Promise.resolve();
  };
  try {
    await opened(ui, clock);
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
  const { clock, estimates, client, store, disposer, ui } = await estimatorWithCart(
    'v2',
    'classic-white-mug',
  );
  try {
    await opened(ui, clock);
    await estimates.until(1); // asked for one mug
    const line = store.getState().view.lines[0]!;
    // Two quick changes; the platform answers the first (three mugs), the second is still on its way.
    store.dispatch({ type: 'optimistic', id: 1, change: { kind: 'quantity', lineId: line.id, quantity: 3 } });
    store.dispatch({ type: 'optimistic', id: 2, change: { kind: 'quantity', lineId: line.id, quantity: 4 } });
    const { cart } = await client.cart.updateQuantities([{ id: line.id, quantity: 3 }]);
    store.dispatch({ type: 'confirmed', id: 1, cart: cartView(cart) }); // nothing asked while one is pending
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

it('stores a new destination on the cart in its turn: quantity changes made meanwhile reach the platform after it', async () => {
  const { clock, estimates, client, store, disposer, estimator, ui, queue } = await estimatorWithCart(
    'v2',
    'classic-white-mug',
  );
  try {
    await opened(ui, clock);
    await estimates.until(1);
    estimates.held[0]?.release();
    await vi.waitFor(() => expect(store.getState().estimate.status).toBe('ready'));
    // The shopper gives a destination; once the moment settles the estimate stores it (PATCH) first.
    estimator.setDestination({ country: 'US', subdivision: 'US-NY', postalCode: '10001' });
    await clock.advance(ESTIMATE_DEBOUNCE_MS);
    await estimates.until(2);
    // Meanwhile the shopper changes the quantity: a change of the cart, queued as the controller queues it.
    const line = store.getState().view.lines[0]!;
    let sent = false;
    const change = queue.run(() => {
      sent = true;
      return client.cart.updateQuantities([{ id: line.id, quantity: 2 }]);
    });
    for (let turn = 0; turn < 5; turn++) await Promise.resolve(); // an idle queue starts a task by now
    expect(sent).toBe(false); // not before the estimate that stored the destination has its answer
    estimates.held[1]?.release();
    const { cart } = await change;
    expect(sent).toBe(true);
    expect(cart.lines[0]?.quantity).toBe(2);
    expect(cart.deliveryAddress?.country).toBe('US');
  } finally {
    disposer.dispose();
  }
});
