// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The page's first number format (the browser's locale data: 15–50 ms, more on a slow phone) is made in an
// idle moment after the shopper's first sign of life on the page, so that a first cart of an already read
// product does not render behind it; never at load. In a file of its own: the widget keeps its formatters
// for the page's life, and another test's prices would have made it already.
import { afterEach, expect, it, vi } from 'vitest';
import { usePlatform } from '../support/platform.ts';
import { mountWidget } from './support.ts';

const platform = usePlatform();

function spyOnNumberFormat() {
  const Original = Intl.NumberFormat;
  return vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
    this: unknown,
    ...args: ConstructorParameters<typeof Intl.NumberFormat>
  ) {
    return new Original(...args);
  } as unknown as typeof Intl.NumberFormat);
}

/** Idle callbacks run when the test says (happy-dom has none of its own). */
function idleMoments() {
  const idle: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
    idle.push(() => callback({} as IdleDeadline)),
  );
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return idle;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('makes the first number format once the shopper shows up, in an idle moment, and only once', async () => {
  const idle = idleMoments();
  const made = spyOnNumberFormat();
  const { api } = mountWidget(platform.current.url, { locale: 'de-DE' });
  await api.getCart(); // booted, every task of boot run
  expect(idle).toHaveLength(0);
  expect(made).not.toHaveBeenCalled();

  document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(made).not.toHaveBeenCalled(); // not in the event's own task
  expect(idle).toHaveLength(1); // one idle callback for both signs
  idle[0]?.();
  expect(made).toHaveBeenCalledTimes(1);
  expect(made.mock.calls[0]?.[0]).toBe('de-DE');
});

it('makes nothing after destroy, though the shopper came before it', async () => {
  const idle = idleMoments();
  const { api } = mountWidget(platform.current.url);
  await api.getCart();
  document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  const made = spyOnNumberFormat();
  api.destroy();
  for (const run of idle) run();
  expect(made).not.toHaveBeenCalled();
});

it('without idle callbacks (Safari), makes it in a task of its own after the first sign', async () => {
  const made = spyOnNumberFormat();
  const { api } = mountWidget(platform.current.url);
  await api.getCart();
  document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(made).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(made).toHaveBeenCalledTimes(1));
});
