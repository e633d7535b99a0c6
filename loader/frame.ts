// dropcart-frame.js: for pages inside an iframe (a lookbook, a micro-frontend) that add to the cart of
// the page embedding them. Wraps dropcart's postMessage envelope in promises:
//   const cart = DropcartFrame.connect({ hostOrigin: 'https://shop.example' });
//   await cart.call('add', { productId: '…', quantity: 1 });
//   cart.on('cart-change', (detail) => …);
// Messages go to the host's exact origin, never '*', and only answers from that origin and window count.
// A classic script with no imports, like the loader; the protocol constants repeat widget/host/messages.

interface FrameError extends Error {
  code: string;
}

interface ConnectOptions {
  /** The embedding page's origin, e.g. `https://shop.example`. */
  hostOrigin: string;
  /** @default window.parent */
  target?: Window;
  /** How long to wait for an answer. @default 10000 */
  timeoutMs?: number;
}

(() => {
  const VERSION = 1;
  const w = window as unknown as { DropcartFrame?: unknown };
  if (w.DropcartFrame) return;

  function connect({ hostOrigin, target = window.parent, timeoutMs = 10_000 }: ConnectOptions) {
    const origin = new URL(hostOrigin).origin;
    const pending = new Map<string, { resolve(v: unknown): void; reject(e: unknown): void; timer: number }>();
    const listeners = new Map<string, Set<(detail: unknown) => void>>();
    let next = 0;

    const onMessage = (event: MessageEvent) => {
      const data = event.data as Record<string, unknown> | null;
      if (event.origin !== origin || event.source !== target || !data || data.dropcart !== VERSION) return;
      if (data.type === 'event') {
        for (const listener of listeners.get(String(data.event)) ?? []) listener(data.detail);
        return;
      }
      const waiting = pending.get(String(data.id));
      if (data.type !== 'result' || !waiting) return;
      pending.delete(String(data.id));
      clearTimeout(waiting.timer);
      if (data.ok) waiting.resolve(data.payload);
      else {
        const info = data.error as { name: string; code: string; message: string };
        const error = new Error(info.message) as FrameError;
        error.name = info.name;
        error.code = info.code;
        waiting.reject(error);
      }
    };
    window.addEventListener('message', onMessage);

    const call = (type: string, payload?: unknown): Promise<unknown> =>
      new Promise((resolve, reject) => {
        const id = `${Date.now().toString(36)}-${(next++).toString(36)}`;
        const timer = window.setTimeout(() => {
          pending.delete(id);
          const error = new Error(`No answer from ${origin} to ${type} within ${timeoutMs} ms`) as FrameError;
          error.name = 'TimeoutError';
          error.code = 'TIMEOUT';
          reject(error);
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
        target.postMessage({ dropcart: VERSION, id, type, payload }, origin);
      });

    return {
      call,
      on(event: string, listener: (detail: unknown) => void) {
        const set = listeners.get(event) ?? new Set();
        listeners.set(event, set);
        set.add(listener);
        return set.size === 1 ? call('subscribe', event) : Promise.resolve({ subscribed: true });
      },
      off(event: string, listener: (detail: unknown) => void) {
        const set = listeners.get(event);
        set?.delete(listener);
        return set && set.size === 0 ? call('unsubscribe', event) : Promise.resolve({ subscribed: false });
      },
      close() {
        window.removeEventListener('message', onMessage);
        for (const [, waiting] of pending) clearTimeout(waiting.timer);
        pending.clear();
        listeners.clear();
      },
    };
  }

  w.DropcartFrame = { connect, version: VERSION };
})();

// A module only so TypeScript scopes its names; the build wraps it into a classic script.
export {};
