// `data-analytics`: the shopping moments the page's analytics hears of, taken from the widget's own events
// and subscriptions (the event hub, the cart's confirmed line changes, the session's sign-ins, the UI
// store's popover and drawer). The code that turns them into Google's events (send.ts) loads only when the
// attribute is set; what happens meanwhile is held, with the cart as it was then, and sent once it is in.
import type { AnalyticsTarget } from '../options.ts';
import type { AnalyticsDeps, Moment, Recorded } from './types.ts';

export function trackAnalytics(target: AnalyticsTarget, deps: AnalyticsDeps): void {
  const { events, cart, session, ui, cartStore, disposer } = deps;
  const held: Recorded[] = [];
  let send: (recorded: Recorded) => void = (recorded) => {
    held.push(recorded);
  };
  const record = (moment: Moment) => send({ moment, cart: cartStore.getState().confirmed });
  events.on('item-added', (detail) => record({ kind: 'added', detail }));
  events.on('checkout-started', () => record({ kind: 'checkout' }));
  disposer.add(cart.subscribeLineChanged((change) => record({ kind: 'line', change })));
  disposer.add(session.subscribeSignedIn((signIn) => record({ kind: 'signed-in', signIn })));
  disposer.add(
    ui.subscribe((state, previous) => {
      const asked = state.options;
      if (asked && asked !== previous.options)
        record({ kind: 'viewed', productId: asked.productId, quantity: asked.quantity });
      // The drawer opened by the order's thanks shows no cart to measure.
      if (state.drawerOpen && !previous.drawerOpen && !state.orderId) record({ kind: 'cart-viewed' });
    }),
  );
  import('./send.ts').then(
    (code) => {
      if (disposer.signal.aborted) return;
      send = code.createSender(target, deps);
      for (const recorded of held.splice(0)) send(recorded);
    },
    (error) => console.error('[dropcart] the analytics code did not load', error),
  );
}
