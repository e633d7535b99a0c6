// The cart's changes to a line it holds (controller.ts composes them): a quantity change, coalesced so that
// clicks made while it waits for its turn send one request with the last quantity, and a removal, which
// makes such a waiting change moot. The platform caps a quantity at the stock instead of refusing it, so
// each answer is compared with what was asked (`cappedLine`) and the shopper told.
import { type DropcartClient, UsageError } from '../../src/index.ts';
import type { EventHub } from '../host/events.ts';
import type { Translate } from '../i18n/index.ts';
import type { Notifier } from '../notify.ts';
import type { Failures } from './failures-on-demand.ts';
import { MAX_QUANTITY, validQuantity } from './quantity.ts';
import type { CartRequests } from './requests.ts';
import type { CartStore } from './store.ts';
import type { CartView, LineView } from './view.ts';

/**
 * The line after a quantity change, when fewer can be bought than `asked`: the platform caps a quantity at
 * the stock instead of refusing it (outcome.ts compares an add's answer the same way).
 */
function cappedLine(after: CartView, lineId: string, asked: number): LineView | undefined {
  const line = after.lines.find((l) => l.id === lineId);
  return line && line.confirmedQuantity < asked ? line : undefined;
}

export interface LineChangesDeps
  extends Pick<CartRequests, 'queue' | 'newId' | 'confirm' | 'mutate'>,
    Pick<Failures, 'tell' | 'failChange'> {
  client: { cart: Pick<DropcartClient['cart'], 'updateQuantities' | 'removeLineItems'> };
  store: CartStore;
  events: Pick<EventHub, 'emit'>;
  notify: Pick<Notifier, 'announce'>;
  t: Translate;
  signal: AbortSignal;
  /** Told of each quantity change and removal the platform confirmed. */
  onChanged(change: LineChange): void;
}

/** A line's quantity changed by the shopper, as the platform confirmed it (`to` 0: removed). */
export interface LineChange {
  /** The line as confirmed before the change (its product, name, price). */
  line: LineView;
  to: number;
}

export interface LineChanges {
  setQuantity(lineId: string, quantity: number): Promise<CartView>;
  remove(lineId: string): Promise<CartView>;
}

/** A line's quantity change waiting for its turn: the quantity the last click asked for, for everyone. */
interface Coalesced {
  id: number;
  quantity: number;
  waiters: Array<{ resolve(cart: CartView): void; reject(error: unknown): void }>;
  /** The line was removed meanwhile: nothing to send. */
  cancelled: boolean;
}

export function createLineChanges(deps: LineChangesDeps): LineChanges {
  const {
    client,
    store,
    events,
    notify,
    t,
    signal,
    queue,
    newId,
    confirm,
    mutate,
    tell,
    failChange,
    onChanged,
  } = deps;
  const confirmedLine = (lineId: string) => store.getState().confirmed.lines.find((l) => l.id === lineId);
  const coalescing = new Map<string, Coalesced>();

  function lineOf(lineId: string): LineView {
    const line = store.getState().view.lines.find((l) => l.id === lineId);
    if (!line) throw new UsageError(`[dropcart] no cart line with id "${lineId}"`);
    return line;
  }

  const changes: LineChanges = {
    setQuantity(lineId, quantity) {
      if (!validQuantity(quantity, 0))
        return Promise.reject(
          new UsageError(
            `[dropcart] setQuantity(): quantity must be a whole number from 0 to ${MAX_QUANTITY}`,
          ),
        );
      if (quantity === 0) return changes.remove(lineId);
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
      const entry: Coalesced = { id: newId(), quantity, waiters: [], cancelled: false };
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
          const before = confirmedLine(lineId);
          try {
            const { cart } = await client.cart.updateQuantities(
              [{ id: lineId, quantity: entry.quantity }],
              signal,
            );
            const confirmed = confirm(entry.id, cart);
            const to = cart.lines.find((l) => l.id === lineId)?.quantity ?? 0;
            if (before && to !== before.quantity) onChanged({ line: before, to });
            return confirmed;
          } catch (error) {
            const line = confirmedLine(lineId);
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
        newId(),
        { kind: 'remove', lineId },
        async () => {
          const { cart } = await client.cart.removeLineItems([lineId], signal);
          return cart;
        },
        () => ({ line, lineId }),
      ).then((cart) => {
        if (waiting) for (const waiter of waiting.waiters) waiter.resolve(cart);
        onChanged({ line: confirmedLine(lineId) ?? line, to: 0 });
        events.emit('item-removed', { lineId, productId: line.productId });
        notify.announce(t('announce.removed', { name: line.name }));
        return cart;
      });
    },
  };
  return changes;
}
