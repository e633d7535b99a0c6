// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The real widget behind the postMessage bridge: a frame on an allowed origin drives the cart through
// dropcart-frame.js, bad payloads come back as error answers, and the API never throws into the page.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { UsageError } from '../../src/index.ts';
import type { CartView } from '../../widget/index.ts';
import { usePlatform } from '../support/platform.ts';
import { setStock } from '../support/stock.ts';
import { mountWidget } from './support.ts';

interface FrameConnection {
  call(type: string, payload?: unknown): Promise<unknown>;
  on(event: string, listener: (detail: unknown) => void): Promise<unknown>;
  close(): void;
}
type FrameWindow = Window & {
  DropcartFrame: { connect(o: { hostOrigin: string; target?: Window; timeoutMs?: number }): FrameConnection };
};

const ORIGIN = 'http://localhost:3000';
const MUG = seedProductId('classic-white-mug');
const PIN = seedProductId('enamel-pin');
const platform = usePlatform();

/** The window object message events carry as `source` (under Vitest's happy-dom, not the global wrapper). */
let self: Window;
beforeAll(async () => {
  await import('../../loader/frame.ts');
  self = await new Promise<Window>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      window.removeEventListener('message', onMessage);
      resolve(event.source as Window);
    };
    window.addEventListener('message', onMessage);
    window.postMessage('probe', ORIGIN);
  });
  // Browsers' windows have BroadcastChannel, where the client hears other tabs; happy-dom's has none.
  (self as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel ??= BroadcastChannel;
});

function connect(): FrameConnection {
  return (window as FrameWindow).DropcartFrame.connect({ hostOrigin: ORIGIN, target: self, timeoutMs: 5000 });
}

describe('the widget behind postMessage', () => {
  it('adds, changes a quantity and reads the cart for a frame on an allowed origin', async () => {
    mountWidget(platform.current.url, {
      allowedOrigins: [ORIGIN],
      openOnAdd: false,
      // The window events really carry (see self): the bridge answers only windows of its own tab.
      platform: { window: self },
    });
    const frame = connect();
    const changes: unknown[] = [];
    await frame.on('cart-change', (detail) => changes.push(detail));
    const added = (await frame.call('add', { productId: MUG, quantity: 2 })) as CartView;
    const line = added.lines.find((l) => l.productId === MUG)!;
    expect(line.quantity).toBe(2);
    const changed = (await frame.call('setQuantity', { lineId: line.id, quantity: 3 })) as CartView;
    expect(changed.lines.find((l) => l.id === line.id)?.quantity).toBe(3);
    expect(((await frame.call('getCart')) as CartView).lines.find((l) => l.id === line.id)?.quantity).toBe(3);
    expect(changes.length).toBeGreaterThan(0);
    expect(JSON.stringify(changes)).not.toMatch(/token/i);
    frame.close();
  });

  it('answers bad payloads with specific errors and leaves the cart as it was', async () => {
    const { api } = mountWidget(platform.current.url, {
      allowedOrigins: [ORIGIN],
      openOnAdd: false,
      // The window events really carry (see self): the bridge answers only windows of its own tab.
      platform: { window: self },
    });
    const frame = connect();
    await expect(frame.call('setQuantity', { lineId: 'l1', quantity: 'lots' })).rejects.toMatchObject({
      name: 'UsageError',
      code: 'INVALID_ARGUMENT',
      message: 'payload.quantity must be a number',
    });
    await expect(frame.call('applyCoupon', {})).rejects.toMatchObject({
      name: 'UsageError',
      code: 'INVALID_ARGUMENT',
      message: 'payload.code must be a string',
    });
    await expect(frame.call('add', { productId: MUG, quantity: 1.5 })).rejects.toMatchObject({
      name: 'UsageError',
      code: 'INVALID_ARGUMENT',
      message: '[dropcart] add(): quantity must be a whole number from 1 to 999',
    });
    expect((await api.getCart()).lines).toEqual([]);
    frame.close();
  });

  it('answers checkout with CHECKOUT_HELD, naming the fix, while a line cannot be bought', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { api, view } = mountWidget(platform.current.url, {
      allowedOrigins: [ORIGIN],
      openOnAdd: false,
      platform: { window: self },
    });
    await api.add({ productId: PIN });
    try {
      await setStock(platform.current.url, PIN, 0);
      const otherTab = new BroadcastChannel('dropcart:demo');
      otherTab.postMessage({ type: 'cart-changed' }); // the widget reads its cart again
      otherTab.close();
      await vi.waitFor(async () =>
        expect((await api.getCart()).lines[0]?.availability).toBe('NOT_AVAILABLE'),
      );
      const frame = connect();
      await expect(frame.call('checkout')).rejects.toMatchObject({
        code: 'CHECKOUT_HELD',
        message: 'Checkout waits until the cart is fixed: Enamel Pin (Sold out): remove it.',
      });
      frame.close();
      expect(await view.findByRole('dialog', { name: 'Your cart' })).toBeTruthy();
      expect(assign).not.toHaveBeenCalled();
    } finally {
      await setStock(platform.current.url, PIN, 4);
      assign.mockRestore();
    }
  });

  it("answers a frame's requests that arrive before the bridge's code has loaded", async () => {
    mountWidget(platform.current.url, {
      allowedOrigins: [ORIGIN],
      openOnAdd: false,
      platform: { window: self },
    });
    const answers: Array<Record<string, unknown>> = [];
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type === 'result') answers.push(event.data);
    };
    window.addEventListener('message', onMessage);
    // Dispatched at once, in the task that mounted: the bridge's code (loaded on demand) is not there yet.
    for (const [id, type] of [
      ['early-1', 'getSession'],
      ['early-2', 'hello'],
    ])
      self.dispatchEvent(
        new MessageEvent('message', { data: { dropcart: 1, id, type }, origin: ORIGIN, source: self }),
      );
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    window.removeEventListener('message', onMessage);
    expect(answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'early-1', ok: true, payload: { role: 'none', signedIn: false } }),
        expect.objectContaining({ id: 'early-2', ok: true, payload: { dropcart: 1 } }),
      ]),
    );
  });

  it('does not listen for messages at all when no origin is allowed', async () => {
    mountWidget(platform.current.url, { openOnAdd: false });
    const frame = (window as FrameWindow).DropcartFrame.connect({
      hostOrigin: ORIGIN,
      target: self,
      timeoutMs: 300,
    });
    await expect(frame.call('getCart')).rejects.toMatchObject({ code: 'TIMEOUT' });
    frame.close();
  });
});

describe('the JavaScript API', () => {
  it('rejects bad arguments instead of throwing into the page', async () => {
    const { api } = mountWidget(platform.current.url, { openOnAdd: false });
    const add = api.add as (request: unknown) => Promise<unknown>;
    const setQuantity = api.setQuantity as (lineId: unknown, quantity: unknown) => Promise<unknown>;
    const applyCoupon = api.applyCoupon as (code: unknown) => Promise<unknown>;
    const calls: Array<() => Promise<unknown>> = [
      () => add(null),
      () => setQuantity(undefined, 'two'),
      () => applyCoupon(42),
    ];
    for (const call of calls) {
      let result: Promise<unknown> | undefined;
      expect(() => {
        result = call();
      }).not.toThrow();
      // Only the client's error family: a stable code to branch on, never a bare TypeError.
      await expect(result).rejects.toBeInstanceOf(UsageError);
      await expect(result).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: /^\[dropcart\] / });
    }
  });
});
