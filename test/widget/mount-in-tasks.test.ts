// mount() returns its API at once and builds the widget over its next tasks (no long task on a slow phone,
// design.md §4): what a caller and a shopper do meanwhile is carried out in the order they did it, and
// destroy() meanwhile leaves nothing behind.
import { expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { memoryTokenStorage } from '../../src/index.ts';
import { mount } from '../../widget/index.ts';
import { usePlatform } from '../support/platform.ts';
import { hostElement, mountWidget, requestLog } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

/** The widget's timers, run only when the test says: boot's tasks one at a time. */
function heldTimers() {
  const timers = new Map<number, () => void>();
  let last = 0;
  return {
    setTimeout: ((work: () => void) => {
      timers.set(++last, work);
      return last;
    }) as unknown as typeof setTimeout,
    clearTimeout: ((id: number) => void timers.delete(id)) as typeof clearTimeout,
    get pending() {
      return timers.size;
    },
    /** Runs the earliest timer (a task of boot's). */
    runNext() {
      const [id, work] = timers.entries().next().value as [number, () => void];
      timers.delete(id);
      work();
    },
  };
}

/** The page's next frame and a task after it: when work a click put off until after its paint has run. */
const afterNextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

it('carries out a click on a buy button and a call made while it is built in the order they were made', async () => {
  const button = hostElement(`<a href="#elsewhere" data-dropcart-add="${MUG}">Buy</a>`);
  const { api } = mountWidget(platform.current.url, { openOnAdd: false });
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  button.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true); // taken for the widget: the page does not follow the link
  // Asked after the click: the cart it answers has the clicked item.
  const cart = await api.getCart();
  expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([[MUG, 1]]);
  // And the widget takes the next click itself.
  button.click();
  await vi.waitFor(async () => expect((await api.getCart()).count).toBe(2));
});

it('returns before the stored tokens are read and the cart is built; then in tasks of their own', async () => {
  const timers = heldTimers();
  const tokens = memoryTokenStorage();
  const read = vi.spyOn(tokens, 'get');
  const requests = requestLog();
  const api = mount({
    clientId: 'demo',
    apiBase: platform.current.url,
    tokenStorage: tokens,
    platform: { fetch: requests.fetch, setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout },
  });
  const ready = vi.fn();
  void api.on('ready', ready);
  const cart = api.getCart();
  expect(read).not.toHaveBeenCalled();
  timers.runNext(); // the client and the cart
  expect(read).toHaveBeenCalled();
  while (!ready.mock.calls.length) {
    timers.runNext();
    await Promise.resolve();
  }
  expect((await cart).count).toBe(0);
  await api.destroy();
});

it('leaves no node, listener, timer or request behind when destroyed while it is built', async () => {
  const before = document.body.innerHTML;
  const timers = heldTimers();
  const requests = requestLog();
  const api = mount({
    clientId: 'demo',
    apiBase: platform.current.url,
    tokenStorage: 'memory',
    platform: { fetch: requests.fetch, setTimeout: timers.setTimeout, clearTimeout: timers.clearTimeout },
  });
  const ready = vi.fn();
  void api.on('ready', ready);
  const added = api.add({ productId: MUG });
  timers.runNext(); // the client and the cart are built; the rest is still to come
  await api.destroy();
  await expect(added).rejects.toMatchObject({ name: 'UsageError', code: 'DESTROYED' });
  expect(timers.pending).toBe(0);
  expect(document.body.innerHTML).toBe(before);
  const button = hostElement(`<button data-dropcart-add="${MUG}">Buy</button>`);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  button.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false); // no listener of ours is left to take it
  await afterNextFrame();
  expect(timers.pending).toBe(0);
  expect(requests.urls).toEqual([]);
  expect(ready).not.toHaveBeenCalled();
  await expect(api.getCart()).rejects.toMatchObject({ code: 'DESTROYED' });
});

it('rejects what waited, and every later call, when the widget cannot be built, and leaves nothing behind', async () => {
  const before = document.body.innerHTML;
  const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const refused = new Error('this storage is refused');
  const api = mount({
    clientId: 'demo',
    apiBase: platform.current.url,
    tokenStorage: {
      get: () => {
        throw refused;
      },
      set: () => undefined,
    },
  });
  await expect(api.getCart()).rejects.toBe(refused);
  await expect(api.add({ productId: MUG })).rejects.toBe(refused);
  expect(said).toHaveBeenCalledWith('[dropcart] a step of starting up failed', refused);
  expect(document.body.innerHTML).toBe(before);
  said.mockRestore();
});
