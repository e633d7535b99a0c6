// Keeps the cart the same as the other clients of this client id see it: in other tabs, and on this page (a
// React app's own client beside the widget's). Their clients say when they changed the cart
// (`client.cart.onChangedElsewhere`: ours says so after each of our changes), and tokens changed by another
// tab change whose cart this is: either way the cart is read again. The session store follows token changes
// by itself (session/follow-tokens.ts).
import type { DropcartClient } from '../../src/index.ts';
import type { CartController } from '../cart/controller.ts';
import type { Disposer } from '../disposer.ts';

export interface TabSyncDeps {
  client: {
    auth: Pick<DropcartClient['auth'], 'subscribe'>;
    cart: Pick<DropcartClient['cart'], 'onChangedElsewhere'>;
  };
  cart: Pick<CartController, 'load'>;
  disposer: Pick<Disposer, 'add'>;
}

/**
 * `read`, run at most once at a time, with at most one more queued behind it: any number of pings while a
 * read runs asks for one read after it (which sees every change they announced). The channel is anyone's
 * on this origin to post to; 300 forged pings made 600 cart reads before.
 */
export function coalesced(read: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const start = () => {
    running = true;
    void read()
      .catch(() => undefined)
      .then(() => {
        running = false;
        if (again) {
          again = false;
          start();
        }
      });
  };
  return () => {
    if (running) again = true;
    else start();
  };
}

export function syncTabs({ client, cart, disposer }: TabSyncDeps): void {
  const reload = coalesced(() => cart.load());
  disposer.add(client.cart.onChangedElsewhere(reload));
  disposer.add(
    client.auth.subscribe((change) => {
      if (change.reason === 'other-tab') reload();
    }),
  );
}
