// The cart's actions: each shows its effect at once (optimistic), goes through the serial queue to the
// platform, and is then confirmed with the platform's cart or rolled back with a message.
import {
  type DropcartClient,
  isApiError,
  isDropcartError,
  isSystemError,
  UsageError,
  WIX_STORES_APP_ID,
} from '../../src/index.ts';
import type { AddRequest } from '../api.ts';
import type { Disposer } from '../disposer.ts';
import { isAbort, reasonOf } from '../errors.ts';
import type { EventHub } from '../host/events.ts';
import type { Translate } from '../i18n/index.ts';
import type { Notifier } from '../notify.ts';
import type { ProductCache } from '../products.ts';
import { MAX_QUANTITY, validQuantity } from './quantity.ts';
import type { CartChange } from './reducer.ts';
import { createSerialQueue } from './serial-queue.ts';
import type { CartStore } from './store.ts';
import { type CartView, cartFromWire, EMPTY_CART, type LineView } from './view.ts';
import type { WireCart } from './wire.ts';

/** Stepper clicks closer together than this become one request with the final quantity. */
export const QUANTITY_COALESCE_MS = 300;

export interface CartControllerDeps {
  /** No request goes out before this settles; calls made meanwhile queue in order. */
  startAfter?: Promise<void>;
  client: Pick<DropcartClient, 'cartV1'>;
  store: CartStore;
  products: Pick<ProductCache, 'peek'>;
  events: Pick<EventHub, 'emit'>;
  notify: Pick<Notifier, 'announce' | 'toast'>;
  t: Translate;
  disposer: Pick<Disposer, 'setTimeout' | 'signal'>;
  /** An add was accepted and its line is shown (optimistic, before the platform answers). */
  onAdded(request: AddRequest): void;
  /** Called after each answer: `mutation` is false for plain reads (so other tabs' pings do not echo). */
  onConfirmed(cart: CartView, mutation: boolean): void;
}

export interface CartController {
  load(): Promise<CartView>;
  add(request: AddRequest): Promise<CartView>;
  setQuantity(lineId: string, quantity: number): Promise<CartView>;
  remove(lineId: string): Promise<CartView>;
  applyCoupon(code: string): Promise<CartView>;
  removeCoupon(): Promise<CartView>;
  /** Resolves once every queued change has been answered. */
  idle(): Promise<void>;
}

interface Coalesced {
  id: number;
  quantity: number;
  waiters: Array<{ resolve(cart: CartView): void; reject(error: unknown): void }>;
  cancel(): void;
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

  function confirm(id: number | undefined, wire: WireCart, mutation = true): CartView {
    const cart = cartFromWire(wire);
    store.dispatch(id === undefined ? { type: 'loaded', cart } : { type: 'confirmed', id, cart });
    const view = store.getState().view;
    events.emit('cart-change', { cart: view });
    deps.onConfirmed(view, mutation);
    // The caller gets the platform's answer to its own request (later changes may still be pending).
    return cart;
  }

  function fail(id: number | undefined, error: unknown, message: string): never {
    if (!signal.aborted && !isAbort(error)) {
      // The request went out but its answer was lost: the platform may have applied it. Repeating it
      // could double an item and rolling back could hide one, so the cart is read back instead.
      const unknown = id !== undefined && isSystemError(error) && error.outcomeUnknown;
      const shown = unknown ? t('error.outcomeUnknown') : message;
      if (id === undefined) store.dispatch({ type: 'failed', error: shown });
      else store.dispatch({ type: 'rolled-back', id, error: shown });
      if (unknown) void controller.load().catch(() => undefined);
      notify.toast(shown, 'error');
      events.emit('error', { code: isDropcartError(error) ? error.code : 'UNKNOWN', message: shown });
    }
    throw error;
  }

  /** Queues one request; `change` (already shown or shown now under `id`) is undone if it fails. */
  function mutate(
    id: number,
    change: CartChange | undefined,
    send: () => Promise<WireCart>,
  ): Promise<CartView> {
    if (change) store.dispatch({ type: 'optimistic', id, change });
    return queue.run(async () => {
      try {
        return confirm(id, await send());
      } catch (error) {
        return fail(id, error, t('error.rolledBack', { reason: reasonOf(error, t) }));
      }
    });
  }

  function lineOf(lineId: string): LineView {
    const line = store.getState().view.lines.find((l) => l.id === lineId);
    if (!line) throw new UsageError(`[dropcart] no cart line with id "${lineId}"`);
    return line;
  }

  const controller: CartController = {
    load: () =>
      queue.run(async () => {
        try {
          return confirm(undefined, await client.cartV1.get(signal), false);
        } catch (error) {
          if (isApiError(error) && error.code === 'OWNED_CART_NOT_FOUND') {
            store.dispatch({ type: 'loaded', cart: EMPTY_CART });
            return EMPTY_CART;
          }
          if (!isAbort(error) && !signal.aborted)
            store.dispatch({ type: 'load-failed', error: reasonOf(error, t) });
          throw error;
        }
      }),

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
      const line: LineView = {
        id: `pending-${id}`,
        productId: request.productId,
        options: request.options ?? {},
        name: known?.name ?? t('line.adding'),
        details: Object.entries(request.options ?? {}).map(([name, value]) => ({ name, value })),
        quantity,
        unitPrice: known?.price ?? { amount: '0' },
        linePrice: { amount: '0' },
        availability: { status: 'AVAILABLE' },
      };
      if (request.variantId) line.variantId = request.variantId;
      if (known?.imageUrl) line.imageUrl = known.imageUrl;
      const options: { variantId?: string; options?: Record<string, string> } = {};
      if (request.variantId) options.variantId = request.variantId;
      if (request.options) options.options = request.options;
      const change: Extract<CartChange, { kind: 'add' }> = { kind: 'add', line };
      if (known?.currency) change.currency = known.currency;
      const sent = mutate(id, change, async () => {
        const { cart } = await client.cartV1.add(
          {
            lineItems: [
              {
                catalogReference: { appId: WIX_STORES_APP_ID, catalogItemId: request.productId, options },
                quantity,
              },
            ],
          },
          signal,
        );
        return cart;
      }).then((cart) => {
        const added: { productId: string; variantId?: string; quantity: number } = {
          productId: request.productId,
          quantity,
        };
        if (request.variantId) added.variantId = request.variantId;
        events.emit('item-added', added);
        const name = cart.lines.find((l) => l.productId === request.productId)?.name ?? known?.name ?? '';
        notify.announce(t('announce.added', { name }));
        return cart;
      });
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
      const waiting = coalescing.get(lineId);
      const entry: Coalesced = waiting ?? { id: nextId++, quantity, waiters: [], cancel: () => {} };
      entry.quantity = quantity;
      store.dispatch({ type: 'optimistic', id: entry.id, change: { kind: 'quantity', lineId, quantity } });
      entry.cancel();
      entry.cancel = disposer.setTimeout(() => {
        coalescing.delete(lineId);
        mutate(entry.id, undefined, async () => {
          const { cart } = await client.cartV1.updateQuantities(
            [{ id: lineId, quantity: entry.quantity }],
            signal,
          );
          return cart;
        }).then(
          (cart) => {
            notify.announce(t('announce.updated'));
            for (const waiter of entry.waiters) waiter.resolve(cart);
          },
          (error: unknown) => {
            for (const waiter of entry.waiters) waiter.reject(error);
          },
        );
      }, QUANTITY_COALESCE_MS);
      coalescing.set(lineId, entry);
      return new Promise((resolve, reject) => entry.waiters.push({ resolve, reject }));
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
        waiting.cancel();
        coalescing.delete(lineId);
        store.dispatch({ type: 'discarded', id: waiting.id });
      }
      return mutate(nextId++, { kind: 'remove', lineId }, async () => {
        const { cart } = await client.cartV1.removeLineItems([lineId], signal);
        return cart;
      }).then((cart) => {
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
        let wire: WireCart;
        try {
          wire = await client.cartV1.update({ couponCode: trimmed }, signal);
        } catch (error) {
          return fail(undefined, error, t('coupon.refused', { reason: reasonOf(error, t) }));
        }
        const cart = confirm(undefined, wire);
        events.emit('coupon-applied', { code: trimmed });
        notify.announce(t('coupon.applied', { code: trimmed }));
        return cart;
      });
    },

    removeCoupon: () =>
      queue.run(async () => {
        try {
          const { cart } = await client.cartV1.removeCoupon(signal);
          return confirm(undefined, cart);
        } catch (error) {
          return fail(undefined, error, t('error.generic', { reason: reasonOf(error, t) }));
        }
      }),

    async idle() {
      // Quantity changes still gathering clicks are not queued yet; wait for them to be answered too.
      while (coalescing.size > 0)
        await Promise.all(
          [...coalescing.values()].map(
            (entry) =>
              new Promise<unknown>((settle) => entry.waiters.push({ resolve: settle, reject: settle })),
          ),
        );
      await queue.idle();
    },
  };
  return controller;
}
