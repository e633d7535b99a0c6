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
  /** How long to wait for the host (it may still be loading) and then for each answer. @default 10000 */
  timeoutMs?: number;
}

(() => {
  const VERSION = 1;
  /** How often the handshake repeats while the host's widget is still loading. */
  const HELLO_INTERVAL_MS = 250;
  const w = window as unknown as { DropcartFrame?: unknown };
  if (w.DropcartFrame) return;

  function connect({ hostOrigin, target = window.parent, timeoutMs = 10_000 }: ConnectOptions) {
    const origin = new URL(hostOrigin).origin;
    const pending = new Map<string, { resolve(v: unknown): void; reject(e: unknown): void; timer: number }>();
    const listeners = new Map<string, Set<(detail: unknown) => void>>();
    let next = 0;
    // Unique across connections in one window, so one never takes another's answer.
    const connection = Math.random().toString(36).slice(2, 8);

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

    const timeout = (type: string, ms: number) => {
      const error = new Error(`No answer from ${origin} to ${type} within ${ms} ms`) as FrameError;
      error.name = 'TimeoutError';
      error.code = 'TIMEOUT';
      return error;
    };

    const request = (type: string, payload: unknown, waitMs: number): Promise<unknown> =>
      new Promise((resolve, reject) => {
        const id = `${connection}-${(next++).toString(36)}`;
        const timer = window.setTimeout(() => {
          pending.delete(id);
          reject(timeout(type, waitMs));
        }, waitMs);
        pending.set(id, { resolve, reject, timer });
        target.postMessage({ dropcart: VERSION, id, type, payload }, origin);
      });

    // The host's widget may load after this frame: say hello until it answers, and hold calls till then.
    const deadline = Date.now() + timeoutMs;
    const connected = (async () => {
      for (;;) {
        try {
          await request('hello', undefined, HELLO_INTERVAL_MS);
          return;
        } catch (error) {
          if ((error as FrameError).code !== 'TIMEOUT' || Date.now() >= deadline) throw error;
        }
      }
    })();
    connected.catch(() => undefined);

    const call = (type: string, payload?: unknown): Promise<unknown> =>
      connected.then(
        () => request(type, payload, timeoutMs),
        () => Promise.reject(timeout(type, timeoutMs)),
      );

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
