// Keeps the cart the same across tabs: a BroadcastChannel ping after each of our confirmed changes makes
// the other tabs re-read the cart, and token changes made by another tab re-read cart and session.
import type { WidgetCore } from '../core.ts';

export interface TabSync {
  /** Tell the other tabs our cart changed. */
  changed(): void;
}

export function syncTabs(core: WidgetCore): TabSync {
  const channel =
    typeof BroadcastChannel === 'undefined'
      ? undefined
      : new BroadcastChannel(`dropcart:${core.options.clientId}`);
  const reload = () => void core.cart.load().catch(() => undefined);
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'cart-changed') reload();
    };
    core.disposer.add(() => channel.close());
  }
  core.disposer.add(
    core.client.auth.subscribe((change) => {
      if (change.reason === 'other-tab') {
        core.session.sync();
        reload();
      } else if (change.reason === 'session-ended' || change.reason === 'logout') {
        core.session.sync();
      }
    }),
  );
  return { changed: () => channel?.postMessage({ type: 'cart-changed' }) };
}
