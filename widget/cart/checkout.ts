import type { DropcartClient } from '../../src/index.ts';
import type { EventHub } from '../host/events.ts';
import { navigateToHostedPage } from '../navigation.ts';
import type { CartController } from './controller.ts';
import { addressOf, type DestinationStore } from './destination.ts';
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
  rememberHandOff(cartId: string): void;
  signal: AbortSignal;
}

/**
 * The hand-off to the platform's hosted checkout (`client.cart.checkout`: on Cart V2 a redirect session
 * for the cart itself, on Cart V1 a checkout from the cart first), with callbacks that bring the shopper
 * back here (`?orderId=` on the thank-you return), then the navigation.
 */
export async function startCheckout({
  client,
  cart,
  store,
  destination,
  events,
  win,
  apiBase,
  rememberHandOff,
  signal,
}: CheckoutDeps): Promise<void> {
  await cart.idle(); // the checkout must contain the shopper's last change
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
  if (cartId) rememberHandOff(cartId);
  navigateToHostedPage(win, redirectSession.fullUrl, apiBase, 'checkout');
  events.emit('checkout-started', { checkoutId });
}
