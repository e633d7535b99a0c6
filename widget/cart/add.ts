// The cart's add (controller.ts composes it): the pending line shows at once from what is known of the
// product, the catalog reference to send is read while the add waits its turn, and the answer is compared
// with what was asked (outcome.ts: Cart V1 answers 200 even when it drops or caps the line), told to the
// shopper and the page. A line the platform made but cannot sell is taken out again.
import { type DropcartClient, DropcartError, type ProductSummary, UsageError } from '../../src/index.ts';
import type { AddRequest } from '../api.ts';
import type { EventHub } from '../host/events.ts';
import type { Translate } from '../i18n/index.ts';
import type { Notifier } from '../notify.ts';
import type { ProductCache } from '../products.ts';
import { type Failures, markNeverSent } from './failures-on-demand.ts';
import { optimisticLine } from './optimistic.ts';
import { type AddOutcome, addOutcome } from './outcome.ts';
import { MAX_QUANTITY, validQuantity } from './quantity.ts';
import type { CartChange } from './reducer.ts';
import type { CartRequests } from './requests.ts';
import { referencedItem, sameItem, type WantedItem } from './same-item.ts';
import type { CartStore } from './store.ts';
import { type CartView, cartView } from './view.ts';

export interface AddDeps extends Pick<CartRequests, 'newId' | 'mutate'>, Pick<Failures, 'tell'> {
  client: { cart: Pick<DropcartClient['cart'], 'add' | 'removeLineItems'> };
  store: CartStore;
  products: Pick<ProductCache, 'peek' | 'reference'>;
  events: Pick<EventHub, 'emit'>;
  notify: Pick<Notifier, 'announce'>;
  t: Translate;
  signal: AbortSignal;
  /** An add was accepted and its line is shown (optimistic, before the platform answers). */
  onAdded(accepted: AcceptedAdd): void;
}

/** An add as the cart takes it: the page's request, and whether a shopper's click made it. */
export interface CartAddRequest extends AddRequest {
  /** From a buy button (or the options popover it opened), not the page's script. */
  byShopper?: boolean;
}

/** An add as it is accepted, and what the platform made of it. */
export interface AcceptedAdd {
  request: CartAddRequest;
  /** The added line's name once the platform added all of it; undefined when it did not (refused, capped). */
  added: Promise<string | undefined>;
}

/**
 * A line held for an add whose product is still being read: `add` makes the add in its place (the same
 * row, now named), `release` takes it out (the product needs a choice, is sold out, or could not be read).
 */
export interface HeldAdd {
  add(): Promise<CartView>;
  release(): void;
}

export function createAdd(deps: AddDeps): {
  add: (request: CartAddRequest) => Promise<CartView>;
  hold: (request: CartAddRequest) => HeldAdd;
  /** Resolves once every line held now has its add queued or was released (`idle` waits for it too). */
  holdsSettled: () => Promise<void>;
} {
  const { client, store, products, events, notify, t, signal, newId, mutate, tell } = deps;

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
    const line = optimisticLine(id, request, quantity, read);
    store.dispatch({
      type: 'optimistic',
      id,
      change: { ...change, line, ...(read.currency && !change.currency ? { currency: read.currency } : {}) },
    });
  }

  const discard = (id: number) => store.dispatch({ type: 'discarded', id });

  /** `held`: the id of the line `hold` showed for this add, which the add's own line replaces. */
  /** `tell`: where the accepted add is told instead of `onAdded` (a held add, told once already). */
  function add(
    request: CartAddRequest,
    held?: number,
    tell: AddDeps['onAdded'] = deps.onAdded,
  ): Promise<CartView> {
    const quantity = request?.quantity ?? 1;
    const refused = !request?.productId
      ? '[dropcart] add(): productId is required'
      : !validQuantity(quantity, 1)
        ? `[dropcart] add(): quantity must be a whole number from 1 to ${MAX_QUANTITY}`
        : undefined;
    if (refused) {
      if (held !== undefined) discard(held);
      return Promise.reject(new UsageError(refused));
    }
    const id = held ?? newId();
    const known = products.peek(request.productId);
    const change: Extract<CartChange, { kind: 'add' }> = {
      kind: 'add',
      line: optimisticLine(id, request, quantity, known),
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
        line: optimisticLine(id, request, quantity, products.peek(request.productId)),
        lineId: store.getState().confirmed.lines.find((l) => sameItem(l, wanted))?.id,
      }),
    ).then((after) => reportAdd(request, after, outcome, wanted, quantity));
    tell({
      request,
      added: sent.then(
        () => (outcome.kind === 'added' ? outcome.line.name : undefined),
        () => undefined,
      ),
    });
    return sent;
  }

  /**
   * A first visit's click the loader replays: the product's read waits for a token, the catalog's version
   * and the product (three round trips, seconds on a slow network). Its line shows at once meanwhile, a
   * skeleton ("Adding…", no price), and the cart opens with it as with any add, so the shopper sees the
   * click was taken; the add, once the product is known, takes the same row with its name and price.
   */
  function hold(request: CartAddRequest): HeldAdd {
    const id = newId();
    const quantity = request.quantity ?? 1;
    store.dispatch({
      type: 'optimistic',
      id,
      change: { kind: 'add', line: optimisticLine(id, request, quantity, undefined) },
    });
    // Told once, now, so the cart opens with the held line; what the platform made of the add follows in
    // `added` (told twice, a cart the shopper closed meanwhile would open again).
    let named!: (name: string | undefined) => void;
    deps.onAdded({ request, added: new Promise((resolve) => (named = resolve)) });
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    holds.add(settled);
    let done = false;
    const end = () => {
      done = true;
      holds.delete(settled);
      settle();
    };
    return {
      add: () => {
        const sent = add(request, id, (accepted) => accepted.added.then(named));
        end();
        return sent;
      },
      release: () => {
        if (done) return;
        discard(id); // its `added` never resolves: nothing was added
        end();
      },
    };
  }
  // The held lines: the cart is not idle while one waits for its product (its add is not queued yet).
  const holds = new Set<Promise<void>>();

  return {
    add: (request) => add(request),
    hold,
    holdsSettled: async () => {
      while (holds.size > 0) await Promise.all(holds);
    },
  };
}
