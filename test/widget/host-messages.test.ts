// @vitest-environment-options {"url":"http://localhost:3000"}
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BridgedApi, createMessageBridge } from '../../widget/host/messages/bridge.ts';
import { MAX_MESSAGE_CHARS } from '../../widget/host/messages/envelope.ts';

interface FrameConnection {
  call(type: string, payload?: unknown): Promise<unknown>;
  on(event: string, listener: (detail: unknown) => void): Promise<unknown>;
  off(event: string, listener: (detail: unknown) => void): Promise<unknown>;
  close(): void;
}
declare global {
  interface Window {
    DropcartFrame: {
      connect(o: { hostOrigin: string; target?: Window; timeoutMs?: number }): FrameConnection;
    };
  }
}

const ORIGIN = 'http://localhost:3000';

/** The widget's API as the bridge sees it, recording calls; `add` fails for an unknown product. */
function recordingApi() {
  const calls: Array<[string, unknown]> = [];
  const listeners = new Map<string, Set<(detail: unknown) => void>>();
  const method = (name: string, result: unknown) => async (payload?: unknown) => {
    calls.push([name, payload]);
    return result;
  };
  const api = {
    add: async (payload?: unknown) => {
      calls.push(['add', payload]);
      if ((payload as { productId?: string }).productId === 'nope')
        throw Object.assign(new Error('Product "nope" was not found'), {
          name: 'ApiError',
          code: 'NOT_FOUND',
        });
      return { cart: { id: 'c1', lineItems: [{ id: 'l1', quantity: 1 }] } };
    },
    setQuantity: method('setQuantity', {}),
    remove: method('remove', {}),
    applyCoupon: method('applyCoupon', {}),
    removeCoupon: method('removeCoupon', {}),
    open: method('open', undefined),
    close: method('close', undefined),
    getCart: method('getCart', { id: 'c1' }),
    getSession: method('getSession', {
      role: 'member',
      accessToken: 'SECRET-ACCESS',
      member: { name: 'Ada' },
    }),
    login: method('login', {}),
    logout: method('logout', {}),
    checkout: method('checkout', {}),
    on: (event: string, listener: (detail: unknown) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    off: (event: string, listener: (detail: unknown) => void) => listeners.get(event)?.delete(listener),
    emit: (event: string, detail: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(detail);
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  };
  return { api, calls };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setup(allowedOrigins = [ORIGIN]) {
  const { api, calls } = recordingApi();
  const bridge = createMessageBridge({
    api: api as unknown as BridgedApi,
    allowedOrigins,
    // The object events really carry (see selfAsSource): the bridge answers only windows of its own tab.
    window: selfAsSource,
  });
  const frame = window.DropcartFrame.connect({ hostOrigin: ORIGIN, target: selfAsSource, timeoutMs: 300 });
  cleanups.push(
    () => bridge.destroy(),
    () => frame.close(),
  );
  return { api, calls, frame };
}

/** Posts a raw message as a frame would, and resolves with the dropcart result that answers it (by id). */
function rawRequest(data: unknown): Promise<Record<string, unknown>> {
  const id = (data as { id?: string }).id ?? null;
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type !== 'result' || event.data.id !== id) return;
      window.removeEventListener('message', onMessage);
      resolve(event.data);
    };
    window.addEventListener('message', onMessage);
    window.postMessage(data, ORIGIN);
  });
}

/**
 * The window object that message events name as their `source`. Under Vitest's happy-dom the global
 * `window` is a wrapper of it, so the frame helper must be pointed at the object events really carry.
 */
let selfAsSource: Window;
beforeAll(async () => {
  await import('../../loader/frame.ts');
  selfAsSource = await new Promise<Window>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      window.removeEventListener('message', onMessage);
      resolve(event.source as Window);
    };
    window.addEventListener('message', onMessage);
    window.postMessage('probe', ORIGIN);
  });
});

describe('postMessage API', () => {
  it('runs a request from an allowed origin and pairs the answer with it', async () => {
    const { frame, calls } = setup();
    const [a, b] = await Promise.all([
      frame.call('add', { productId: 'p1', quantity: 2 }),
      frame.call('getCart'),
    ]);
    expect(a).toEqual({ cart: { id: 'c1', lineItems: [{ id: 'l1', quantity: 1 }] } });
    expect(b).toEqual({ id: 'c1' });
    expect(calls).toEqual([
      ['add', { productId: 'p1', quantity: 2 }],
      ['getCart', undefined],
    ]);
  });

  it('rejects with the typed error of a failed call, by name, code and message', async () => {
    const { frame } = setup();
    await expect(frame.call('add', { productId: 'nope' })).rejects.toMatchObject({
      name: 'ApiError',
      code: 'NOT_FOUND',
      message: 'Product "nope" was not found',
    });
  });

  it('ignores every message from an origin that is not allowed: nothing runs, nothing answers', async () => {
    const { frame, calls } = setup(['https://shop.example']);
    await expect(frame.call('add', { productId: 'p1' })).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(calls).toEqual([]);
  });

  it('answers malformed, unknown, wrong-version and oversized envelopes with specific errors', async () => {
    const { calls } = setup();
    const cases: Array<[unknown, string]> = [
      [{ dropcart: 2, id: 'a', type: 'add' }, 'UNSUPPORTED_VERSION'],
      [{ dropcart: 1, type: 'add' }, 'MALFORMED'],
      [{ dropcart: 1, id: 'b', type: 'format-disk' }, 'UNKNOWN_TYPE'],
      [{ dropcart: 1, id: 'c', type: 'subscribe', payload: 42 }, 'MALFORMED'],
      [{ dropcart: 1, id: 'd', type: 'add', payload: 'x'.repeat(MAX_MESSAGE_CHARS) }, 'TOO_LARGE'],
    ];
    for (const [message, code] of cases) {
      const answer = await rawRequest(message);
      expect(answer).toMatchObject({ ok: false, error: { code } });
    }
    expect(calls).toEqual([]);
  });

  it('ignores messages that are not dropcart envelopes, and answers that come back', async () => {
    const { calls, frame } = setup();
    window.postMessage('hello', ORIGIN);
    window.postMessage({ type: 'analytics' }, ORIGIN);
    window.postMessage({ dropcart: 1, id: 'x', type: 'result', ok: true, payload: 1 }, ORIGIN);
    await frame.call('open');
    expect(calls).toEqual([['open', undefined]]);
  });

  it('never lets a token cross the frame boundary', async () => {
    const { frame } = setup();
    expect(await frame.call('getSession')).toEqual({ role: 'member', member: { name: 'Ada' } });
  });

  it('forwards subscribed events until unsubscribed, and posts only to the exact origin', async () => {
    const { frame, api } = setup();
    const targets: unknown[] = [];
    const original = selfAsSource.postMessage as (message: unknown, targetOrigin: string) => void;
    selfAsSource.postMessage = function (this: Window, message: unknown, targetOrigin: string) {
      targets.push(targetOrigin);
      original.call(this, message, targetOrigin);
    } as unknown as typeof selfAsSource.postMessage;
    cleanups.push(() => {
      selfAsSource.postMessage = original as typeof selfAsSource.postMessage;
    });
    const seen: unknown[] = [];
    const listener = (detail: unknown) => seen.push(detail);
    await frame.on('cart-change', listener);
    api.emit('cart-change', { itemCount: 3, refreshToken: 'SECRET' });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen).toEqual([{ itemCount: 3 }]);
    await frame.off('cart-change', listener);
    expect(api.listenerCount('cart-change')).toBe(0);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.every((t) => t === ORIGIN)).toBe(true);
  });

  it('removes its listener and every subscription on destroy', async () => {
    const { api, calls } = recordingApi();
    const bridge = createMessageBridge({
      api: api as unknown as BridgedApi,
      allowedOrigins: [ORIGIN],
      window: selfAsSource,
    });
    const frame = window.DropcartFrame.connect({ hostOrigin: ORIGIN, target: selfAsSource, timeoutMs: 200 });
    cleanups.push(() => frame.close());
    await frame.on('cart-change', () => {});
    expect(api.listenerCount('cart-change')).toBe(1);
    bridge.destroy();
    expect(api.listenerCount('cart-change')).toBe(0);
    await expect(frame.call('open')).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(calls).toEqual([]);
  });
});
