// Keeps the cart the same across tabs: a BroadcastChannel ping after each of our confirmed changes makes
// the other tabs re-read the cart, and so do tokens changed by another tab (a sign-in there changes whose
// cart this is). The session store follows token changes by itself (session/follow-tokens.ts).
import type { DropcartClient } from '../../src/index.ts';
import type { CartController } from '../cart/controller.ts';
import type { Disposer } from '../disposer.ts';

export interface TabSync {
  /** Tell the other tabs our cart changed. */
  changed(): void;
}

export interface TabSyncDeps {
  clientId: string;
  auth: Pick<DropcartClient['auth'], 'subscribe'>;
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

export function syncTabs({ clientId, auth, cart, disposer }: TabSyncDeps): TabSync {
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(`dropcart:${clientId}`);
  const reload = coalesced(() => cart.load());
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'cart-changed') reload();
    };
    disposer.add(() => channel.close());
  }
  disposer.add(
    auth.subscribe((change) => {
      if (change.reason === 'other-tab') reload();
    }),
  );
  return { changed: () => channel?.postMessage({ type: 'cart-changed' }) };
}
