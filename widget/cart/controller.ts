// The cart's actions: each shows its effect at once (optimistic), goes through the serial queue to the
// platform (`client.cart`: Current Cart V2 or Cart V1, the same normalized answers), and is then
// confirmed with the platform's cart or rolled back with a message. Cart V1 answers an add or a quantity
// change with 200 even when it drops or caps the line, so each answer is compared with what was asked
// (outcome.ts) and the shopper told; Cart V2 refuses instead and says why (refusal.ts).
import {
  type Cart,
  type DropcartClient,
  DropcartError,
  type ProductSummary,
  UsageError,
} from '../../src/index.ts';
import type { AddRequest } from '../api.ts';
import type { Disposer } from '../disposer.ts';
import { isAbort, reasonOf } from '../errors.ts';
import type { EventHub } from '../host/events.ts';
import type { Translate } from '../i18n/index.ts';
import type { Notifier } from '../notify.ts';
import type { ProductCache } from '../products.ts';
import { createFailures, markNeverSent, type RefusedItem } from './failures.ts';
import { optimisticLine } from './optimistic.ts';
import { type AddOutcome, addOutcome, cappedLine } from './outcome.ts';
import { MAX_QUANTITY, validQuantity } from './quantity.ts';
import type { CartChange } from './reducer.ts';
import { referencedItem, sameItem, type WantedItem } from './same-item.ts';
import { createSerialQueue } from './serial-queue.ts';
import type { CartStore } from './store.ts';
import { type CartView, cartView, type LineView } from './view.ts';

export interface CartControllerDeps {
  /** No request goes out before this settles; calls made meanwhile queue in order. */
  startAfter?: Promise<void>;
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
  disposer: Pick<Disposer, 'signal'>;
  /** Whether the shopper sees the cart now: a notice there is read where it is; otherwise it is a toast. */
  cartShown(): boolean;
  /** An add was accepted and its line is shown (optimistic, before the platform answers). */
  onAdded(request: AddRequest): void;
  /** Called after each answer: `mutation` is false for plain reads (so other tabs' pings do not echo). */
  onConfirmed(cart: CartView, mutation: boolean): void;
}

export interface CartController {
  load(): Promise<CartView>;
  /**
   * Takes the cart as empty without asking the platform: no cart is known to exist in this browser
   * (cart-hint.ts). Queued like a load, so changes made meanwhile keep their order.
   */
  assumeNone(): Promise<CartView>;
  add(request: AddRequest): Promise<CartView>;
  setQuantity(lineId: string, quantity: number): Promise<CartView>;
  remove(lineId: string): Promise<CartView>;
  applyCoupon(code: string): Promise<CartView>;
  removeCoupon(): Promise<CartView>;
  /** Resolves once every queued change has been answered. */
  idle(): Promise<void>;
}

/** A line's quantity change waiting for its turn: the quantity the last click asked for, for everyone. */
interface Coalesced {
  id: number;
  quantity: number;
  waiters: Array<{ resolve(cart: CartView): void; reject(error: unknown): void }>;
  /** The line was removed meanwhile: nothing to send. */
  cancelled: boolean;
}

export function createCartController(deps: CartControllerDeps): CartController {
  const { client, store, products, events, notify, t, disposer } = deps;
  const signal = disposer.signal;
  const serial = createSerialQueue(deps.startAfter);
  // A request still queued when the widget is destroyed is not sent: it fails as aborted, like one in flight.
  const queue = {
    run: <T>(task: () => Promise<T>) =>
      serial.run(() => (signal.aborted ? Promise.reject<T>(signal.reason) : task())),
    idle: () => serial.idle(),
  };
  const coalescing = new Map<string, Coalesced>();
  let nextId = 1;

  function confirm(id: number | undefined, answer: Cart | null, mutation = true): CartView {
    const cart = cartView(answer);
    store.dispatch(id === undefined ? { type: 'loaded', cart } : { type: 'confirmed', id, cart });
    const view = store.getState().view;
    events.emit('cart-change', { cart: view });
    deps.onConfirmed(view, mutation);
    // The caller gets the platform's answer to its own request (later changes may still be pending).
    return cart;
  }

  const { fail, tell, failChange } = createFailures({
    store,
    events,
    notify,
    t,
    signal,
    cartShown: deps.cartShown,
    reload: () => void controller.load().catch(() => undefined),
  });

  /** Queues one request; `change` (already shown or shown now under `id`) is undone if it fails. */
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

  function lineOf(lineId: string): LineView {
    const line = store.getState().view.lines.find((l) => l.id === lineId);
    if (!line) throw new UsageError(`[dropcart] no cart line with id "${lineId}"`);
    return line;
  }

  /** After an add's answer: what came of it, told to the shopper and the page. */
  function reportAdd(
    request: AddRequest,
    after: CartView,
    outcome: AddOutcome,
    wanted: WantedItem,
    quantity: number,
  ): CartView {
    const name =
      outcome.kind === 'dropped' ? (products.peek(request.productId)?.name ?? '') : outcome.line.name;
    const added = (count: number) =>
      events.emit('item-added', {
        productId: request.productId,
        ...(wanted.variantId ? { variantId: wanted.variantId } : {}),
        quantity: count,
      });
    switch (outcome.kind) {
      case 'added':
        added(quantity);
        notify.announce(t('announce.added', { name }));
        return after;
      case 'limited':
        if (outcome.added > 0) added(outcome.added);
        tell(t('add.limited', { name, count: outcome.line.confirmedQuantity }), outcome.line.id);
        return after;
      case 'unavailable':
      case 'dropped': {
        // Out of stock is "sold out"; left out, or a line of a product no longer sold, is "not sold".
        const soldOut = outcome.kind === 'unavailable' && outcome.line.availability === 'NOT_AVAILABLE';
        const text = t(soldOut ? 'add.soldOut' : 'add.dropped', { name });
        // Where the line is, or (left out, or taken out again) where it would have been.
        const shown = outcome.kind === 'unavailable' && after.lines.some((l) => l.id === outcome.line.id);
        tell(text, shown ? outcome.line.id : undefined);
        events.emit('error', { code: 'NOT_ADDED', message: text });
        throw new DropcartError(text, 'NOT_ADDED');
      }
    }
  }

  /**
   * The product read while an add waits (one no button had read, a variant whose own price a catalog query
   * leaves out): its pending line takes the read name, picture and price before the platform answers,
   * instead of "Adding…" with no price and a subtotal that leaves it out.
   */
  function showReadProduct(
    id: number,
    request: AddRequest,
    quantity: number,
    known: ProductSummary | undefined,
    change: Extract<CartChange, { kind: 'add' }>,
  ): void {
    const read = products.peek(request.productId);
    if (!read || read === known || !store.getState().pending.some((p) => p.id === id)) return;
    const line = optimisticLine(id, request, quantity, read, t);
    store.dispatch({
      type: 'optimistic',
      id,
      change: { ...change, line, ...(read.currency && !change.currency ? { currency: read.currency } : {}) },
    });
  }

  const controller: CartController = {
    load: () =>
      queue.run(async () => {
        try {
          // null: the shopper has no cart yet (or any more); that is the empty cart, not an error.
          return confirm(undefined, await client.cart.get(signal), false);
        } catch (error) {
          if (!isAbort(error) && !signal.aborted)
            store.dispatch({ type: 'load-failed', error: reasonOf(error, t) });
          throw error;
        }
      }),

    assumeNone: () => queue.run(async () => confirm(undefined, null, false)),

    add(request) {
      if (!request?.productId)
        return Promise.reject(new UsageError('[dropcart] add(): productId is required'));
      const quantity = request.quantity ?? 1;
      if (!validQuantity(quantity, 1))
        return Promise.reject(
          new UsageError(`[dropcart] add(): quantity must be a whole number from 1 to ${MAX_QUANTITY}`),
        );
      const id = nextId++;
      const known = products.peek(request.productId);
      const change: Extract<CartChange, { kind: 'add' }> = {
        kind: 'add',
        line: optimisticLine(id, request, quantity, known, t),
      };
      if (known?.currency) change.currency = known.currency;
      // What to send depends on the product (the site's catalog, its variants): read while the add waits.
      const reference = products.reference(request.productId, {
        ...(request.options ? { choices: request.options } : {}),
        ...(request.variantId ? { variantId: request.variantId } : {}),
      });
      void reference.then(
        () => showReadProduct(id, request, quantity, known, change),
        () => undefined, // reported when the add's turn comes
      );
      let outcome: AddOutcome = { kind: 'dropped' };
      let wanted: WantedItem = { productId: request.productId, options: {} };
      const sent = mutate(
        id,
        change,
        async () => {
          const catalogReference = await reference.catch((error: unknown) => {
            markNeverSent(error);
            throw error;
          });
          wanted = referencedItem(catalogReference, products.peek(request.productId)?.catalog);
          const before = store.getState().confirmed;
          const { cart } = await client.cart.add({ lineItems: [{ catalogReference, quantity }] }, signal);
          outcome = addOutcome(before, cartView(cart), wanted, quantity);
          const created = outcome.kind === 'unavailable' ? outcome.line.id : undefined;
          if (!created || before.lines.some((l) => l.id === created)) return cart;
          // The platform made a line it cannot sell (sold out): the add did nothing for the shopper, so it
          // leaves nothing in the cart either. Should that fail, the line stays, with its warning.
          try {
            return (await client.cart.removeLineItems([created], signal)).cart;
          } catch {
            return cart;
          }
        },
        () => ({
          // The product as read by now, with the shopper's choices; told at its line if the cart holds it.
          line: optimisticLine(id, request, quantity, products.peek(request.productId), t),
          lineId: store.getState().confirmed.lines.find((l) => sameItem(l, wanted))?.id,
        }),
      ).then((after) => reportAdd(request, after, outcome, wanted, quantity));
      deps.onAdded(request);
      return sent;
    },

    setQuantity(lineId, quantity) {
      if (!validQuantity(quantity, 0))
        return Promise.reject(
          new UsageError(
            `[dropcart] setQuantity(): quantity must be a whole number from 0 to ${MAX_QUANTITY}`,
          ),
        );
      if (quantity === 0) return controller.remove(lineId);
      try {
        lineOf(lineId);
      } catch (error) {
        return Promise.reject(error);
      }
      // A change still waiting for its turn takes the new quantity: one request, the final quantity.
      const waiting = coalescing.get(lineId);
      if (waiting) {
        waiting.quantity = quantity;
        store.dispatch({
          type: 'optimistic',
          id: waiting.id,
          change: { kind: 'quantity', lineId, quantity },
        });
        return new Promise((resolve, reject) => waiting.waiters.push({ resolve, reject }));
      }
      const entry: Coalesced = { id: nextId++, quantity, waiters: [], cancelled: false };
      store.dispatch({ type: 'optimistic', id: entry.id, change: { kind: 'quantity', lineId, quantity } });
      coalescing.set(lineId, entry);
      const answered = new Promise<CartView>((resolve, reject) => entry.waiters.push({ resolve, reject }));
      // Sent at once when nothing is ahead of it (a wait for more clicks cost every change its length
      // before the platform was even asked); clicks while it waits for its turn join it. From the moment
      // it is sent, the next click is a change of its own, sent after this one's answer.
      void queue
        .run(async () => {
          await undefined; // the calls of this same task (`Promise.all` of several) join it too
          if (coalescing.get(lineId) === entry) coalescing.delete(lineId);
          if (entry.cancelled) return undefined; // remove() answers its waiters
          try {
            const { cart } = await client.cart.updateQuantities(
              [{ id: lineId, quantity: entry.quantity }],
              signal,
            );
            return confirm(entry.id, cart);
          } catch (error) {
            const line = store.getState().confirmed.lines.find((l) => l.id === lineId);
            return failChange(entry.id, error, line && { line, lineId });
          }
        })
        .then(
          (cart) => {
            if (!cart) return;
            // The platform caps a quantity at the stock instead of refusing it.
            const capped = cappedLine(cart, lineId, entry.quantity);
            if (capped)
              tell(t('add.limited', { name: capped.name, count: capped.confirmedQuantity }), lineId);
            else notify.announce(t('announce.updated'));
            for (const waiter of entry.waiters) waiter.resolve(cart);
          },
          (error: unknown) => {
            for (const waiter of entry.waiters) waiter.reject(error);
          },
        );
      return answered;
    },

    remove(lineId) {
      let line: LineView;
      try {
        line = lineOf(lineId);
      } catch (error) {
        return Promise.reject(error);
      }
      // A quantity change still waiting to be sent is moot now.
      const waiting = coalescing.get(lineId);
      if (waiting) {
        waiting.cancelled = true;
        coalescing.delete(lineId);
        store.dispatch({ type: 'discarded', id: waiting.id });
      }
      return mutate(
        nextId++,
        { kind: 'remove', lineId },
        async () => {
          const { cart } = await client.cart.removeLineItems([lineId], signal);
          return cart;
        },
        () => ({ line, lineId }),
      ).then((cart) => {
        if (waiting) for (const waiter of waiting.waiters) waiter.resolve(cart);
        events.emit('item-removed', { lineId, productId: line.productId });
        notify.announce(t('announce.removed', { name: line.name }));
        return cart;
      });
    },

    applyCoupon(code) {
      const trimmed = typeof code === 'string' ? code.trim() : '';
      if (!trimmed) return Promise.reject(new UsageError(`[dropcart] applyCoupon(): ${t('coupon.empty')}`));
      return queue.run(async () => {
        store.dispatch({ type: 'coupon-refused' });
        let answer: Cart;
        try {
          answer = (await client.cart.applyCoupon(trimmed, signal)).cart;
        } catch (error) {
          // The refusal's texts load with a refusal (most carts never get one); offline, the general ones.
          const { couponRefusal } = await import('./coupon-refusal.ts').catch(() => ({
            couponRefusal: reasonOf,
          }));
          return fail(undefined, error, couponRefusal(error, t), 'coupon');
        }
        const cart = confirm(undefined, answer);
        events.emit('coupon-applied', { code: trimmed });
        notify.announce(t('coupon.applied', { code: cart.coupon?.code ?? trimmed }));
        return cart;
      });
    },

    removeCoupon: () =>
      queue.run(async () => {
        try {
          // Cart V2 removes a coupon by its id (the cart's), not its code.
          const couponId = store.getState().confirmed.coupon?.id;
          return confirm(undefined, (await client.cart.removeCoupon(couponId, signal)).cart);
        } catch (error) {
          return fail(undefined, error, t('error.generic', { reason: reasonOf(error, t) }));
        }
      }),

    // Every change is queued as it is made (a quantity change gathering clicks too).
    idle: () => queue.idle(),
  };
  return controller;
}
