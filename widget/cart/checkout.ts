import type { DropcartClient } from '../../src/index.ts';
import type { EventHub } from '../host/events.ts';
import type { CartController } from './controller.ts';
import type { CartStore } from './store.ts';

export interface CheckoutDeps {
  client: Pick<DropcartClient, 'cartV1' | 'redirects'>;
  cart: Pick<CartController, 'idle'>;
  store: Pick<CartStore, 'getState'>;
  events: Pick<EventHub, 'emit'>;
  win: Window;
  signal: AbortSignal;
}

/**
 * The hand-off to the platform's hosted checkout: a checkout from the current cart, a redirect session
 * that brings the shopper back here (`?orderId=` on the thank-you return), then the navigation.
 */
export async function startCheckout({
  client,
  cart,
  store,
  events,
  win,
  signal,
}: CheckoutDeps): Promise<void> {
  await cart.idle(); // the checkout must contain the shopper's last change
  const shipping = store.getState().shipping;
  const request: Parameters<DropcartClient['cartV1']['createCheckout']>[0] = { channelType: 'WEB' };
  if (shipping) request.selectedShippingOption = shipping;
  const { checkoutId } = await client.cartV1.createCheckout(request, signal);
  events.emit('checkout-started', { checkoutId });
  const here = win.location.href;
  const { redirectSession } = await client.redirects.createRedirectSession(
    { ecomCheckout: { checkoutId }, callbacks: { postFlowUrl: here, thankYouPageUrl: here } },
    signal,
  );
  win.location.assign(redirectSession.fullUrl);
}
