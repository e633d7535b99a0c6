// A return from checkout (`?orderId=` in the address): loaded only on such a page load (instance.ts).
//
// The address bar is anyone's to write: a link `?orderId=FAILED. Your card was declined: call …` must not
// make the widget say "Order FAILED… is confirmed". So a return counts only in the tab that handed a cart
// to the platform's checkout (remembered in this tab's sessionStorage at the hand-off, per cart id), only
// with an order id in the platform's format (a GUID, `orderId` in the Cart V2 typings), and is confirmed
// only once the platform no longer holds the handed-off cart as the current one (instance.ts).
import type { UiStore } from '../ui-store.ts';
import { readBought } from './bought.ts';
import type { CartController } from './controller.ts';
import { type Bought, checkoutKey, PENDING_CHECKOUT_MS, type PendingCheckout } from './hand-off.ts';
import type { CartStore } from './store.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function takePending(
  storage: Storage | undefined,
  clientId: string,
  now: number,
): PendingCheckout | undefined {
  try {
    const raw = storage?.getItem(checkoutKey(clientId));
    storage?.removeItem(checkoutKey(clientId));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { cartId, at, bought } = parsed as Partial<PendingCheckout>;
    if (typeof cartId !== 'string' || typeof at !== 'number') return undefined;
    return now - at <= PENDING_CHECKOUT_MS ? { cartId, at, bought: readBought(bought) } : undefined;
  } catch {
    return undefined;
  }
}

export type CheckoutReturn =
  /**
   * A return this tab started: confirm `orderId` once the platform shows `cartId` was ordered, listing
   * what the cart held (`bought`) when it can.
   */
  | { kind: 'started-here'; orderId: string; cartId: string; bought?: Bought | undefined }
  /** An `orderId` in the address that this tab did not start, or not in the platform's format. */
  | { kind: 'ignored'; reason: string };

/**
 * Reads and removes `?orderId=` from the address (so a reload does not thank the shopper twice, and a
 * made-up one does not linger), and says whether it is a return this tab started (`now`: the platform's
 * clock, against which the hand-off's age counts).
 */
export function takeCheckoutReturn(
  win: Window,
  storage: Storage | undefined,
  clientId: string,
  now: number,
): CheckoutReturn | undefined {
  const url = new URL(win.location.href);
  const orderId = url.searchParams.get('orderId');
  if (orderId === null) return undefined;
  url.searchParams.delete('orderId');
  win.history.replaceState(win.history.state, '', url.href);
  const pending = takePending(storage, clientId, now);
  if (!pending) return { kind: 'ignored', reason: 'this tab handed no cart to the checkout' };
  if (!GUID.test(orderId)) return { kind: 'ignored', reason: 'the order id is not in the platform’s format' };
  return {
    kind: 'started-here',
    orderId: orderId.toLowerCase(),
    cartId: pending.cartId,
    bought: pending.bought,
  };
}

/**
 * Thanks the shopper for the order only on the platform's word, not the address's: once the cart handed to
 * checkout is no longer the current one. Anything else is the console's news, never the shopper's.
 */
export function confirmCheckoutReturn(
  returned: CheckoutReturn,
  deps: {
    cart: Pick<CartController, 'idle'>;
    store: Pick<CartStore, 'getState'>;
    ui: Pick<UiStore, 'showOrder'>;
  },
): void {
  if (returned.kind === 'ignored') {
    console.warn(`[dropcart] the orderId in the address was not confirmed: ${returned.reason}.`);
    return;
  }
  void deps.cart.idle().then(() => {
    const { status, confirmed } = deps.store.getState();
    if (status === 'ready' && confirmed.id !== returned.cartId)
      deps.ui.showOrder(returned.orderId, returned.bought);
    else
      console.warn(
        '[dropcart] the orderId in the address was not confirmed: the cart handed to checkout is still the current one.',
      );
  });
}
