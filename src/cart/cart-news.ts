// Word between the clients of one client id: in the origin's other tabs, and on this page (a React app's
// client beside the widget's). A client whose call changed the cart says so on the BroadcastChannel
// `dropcart:<client id>` of the platform's window; the others read their cart again (`onChangedElsewhere`).
// A channel never hears its own messages, so a client is not told of its own changes. Anyone on the
// origin can post there: what a listener does on word (a read) must be safe to repeat, and coalesced.
import type { Platform } from '../platform.ts';

/** The message, as widgets before 0.3 also send and read it (a tab of each can be open at once). */
const MESSAGE = { type: 'cart-changed' } as const;

export interface CartNews {
  /** Tells the other clients of this client id that the cart changed. */
  tell(): void;
  /** Calls `listener` whenever another client of this client id says it changed the cart; returns the stop. */
  listen(listener: () => void): () => void;
}

export function cartNews(platform: Pick<Platform, 'window'>, clientId: string): CartNews {
  const Channel = (platform.window as { BroadcastChannel?: typeof BroadcastChannel } | undefined)
    ?.BroadcastChannel;
  if (typeof Channel !== 'function') return { tell: () => {}, listen: () => () => {} };
  // One channel for telling and hearing, opened on first use: so this client never hears itself.
  let channel: BroadcastChannel | undefined;
  const open = () => (channel ??= new Channel(`dropcart:${clientId}`));
  return {
    tell: () => open().postMessage(MESSAGE),
    listen(listener) {
      const onMessage = (event: MessageEvent) => {
        if ((event.data as { type?: unknown } | null)?.type === MESSAGE.type) listener();
      };
      const opened = open();
      opened.addEventListener('message', onMessage);
      return () => opened.removeEventListener('message', onMessage);
    },
  };
}
