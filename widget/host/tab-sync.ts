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

export function syncTabs({ clientId, auth, cart, disposer }: TabSyncDeps): TabSync {
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(`dropcart:${clientId}`);
  const reload = () => void cart.load().catch(() => undefined);
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
