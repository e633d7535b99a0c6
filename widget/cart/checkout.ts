import { type DropcartClient, DropcartError } from '../../src/index.ts';
import { CHECKOUT_HELD } from '../errors.ts';
import type { EventHub } from '../host/events.ts';
import type { Translator } from '../i18n/index.ts';
import { navigateToHostedPage } from '../navigation.ts';
import type { Notifier } from '../notify.ts';
import type { UiStore } from '../ui-store.ts';
import { linesOf, linesToFix } from './availability.ts';
import { boughtOf } from './bought.ts';
import type { CartController } from './controller.ts';
import { addressOf, type DestinationStore } from './destination.ts';
import type { Bought } from './hand-off.ts';
import { heldMessage } from './held-message.ts';
import type { CartStore } from './store.ts';

export interface CheckoutDeps {
  client: { cart: Pick<DropcartClient['cart'], 'checkout'> };
  cart: Pick<CartController, 'idle'>;
  store: Pick<CartStore, 'getState'>;
  /** The shopper's destination and shipping choice from the cart, so the hosted checkout does not ask again. */
  destination: Pick<DestinationStore, 'getState'>;
  events: Pick<EventHub, 'emit'>;
  win: Window;
  /** The API's base URL: the hosted checkout's address is checked against it before the browser goes there. */
  apiBase: string;
  /** Remembers in this tab which cart went to checkout, so that only its return is confirmed (return.ts). */
  rememberHandOff(cartId: string, bought: Bought): void;
  signal: AbortSignal;
  /** The held checkout's message is one of the cart's UI texts (`loadUi`). */
  translator: Pick<Translator, 't' | 'loadUi'>;
  /** Opens the drawer, where a held checkout's lines show their fixes. */
  ui: Pick<UiStore, 'openDrawer'>;
  notify: Pick<Notifier, 'announce'>;
}

/**
 * Refuses a cart the hosted checkout would refuse (a line sold out, no longer sold or short: the same rule
 * that holds the drawer's button), whoever asked (`Dropcart.checkout()`, a frame's `checkout` message), instead
 * of a hosted page that says "not available": the cart opens at the lines' fixes, screen readers hear why,
 * and the error names each line and its fix (`CHECKOUT_HELD`). Told here, once: no toast besides
 * (instance.ts).
 */
async function refuseWhileHeld({ store, translator, ui, notify, events }: CheckoutDeps): Promise<void> {
  const held = linesToFix(linesOf(store.getState()));
  if (held.length === 0) return;
  ui.openDrawer();
  await translator.loadUi();
  const message = heldMessage(held, translator.t);
  // The held note is in the cart as it opens, so it is not read out by itself.
  notify.announce(message);
  events.emit('error', { code: CHECKOUT_HELD, message });
  throw new DropcartError(message, CHECKOUT_HELD);
}

/**
 * The hand-off to the platform's hosted checkout (`client.cart.checkout`: on Cart V2 a redirect session
 * for the cart itself, on Cart V1 a checkout from the cart first), with callbacks that bring the shopper
 * back here (`?orderId=` on the thank-you return), then the navigation.
 */
export async function startCheckout(deps: CheckoutDeps): Promise<void> {
  const { client, cart, store, destination, events, win, apiBase, rememberHandOff, signal } = deps;
  await cart.idle(); // the checkout must contain the shopper's last change
  await refuseWhileHeld(deps);
  const { destination: where, shipping } = destination.getState();
  const here = win.location.href;
  const { checkoutId, redirectSession } = await client.cart.checkout(
    {
      postFlowUrl: here,
      thankYouPageUrl: here,
      ...(where ? { deliveryAddress: addressOf(where) } : {}),
      ...(shipping ? { deliveryMethod: shipping } : {}),
    },
    signal,
  );
  const cartId = store.getState().confirmed.id;
  if (cartId) rememberHandOff(cartId, boughtOf(store.getState()));
  navigateToHostedPage(win, redirectSession.fullUrl, apiBase, 'checkout');
  events.emit('checkout-started', { checkoutId });
}
