// Queries in the widget's shadow root fail as test failures, in words, and never on the wall clock (issue
// 30 #13): a findBy… that timed out in a shadow root used to throw from a timer after its test, and the
// run exited 1 with every test green.
import { getConfig } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostElement, shadowQueries } from './support.ts';

/** A shadow root holding what the widget's holds: a container and a live region beside it. */
function shadowWith(html: string): ShadowRoot {
  const shadow = hostElement('<dropcart-root></dropcart-root>').attachShadow({ mode: 'open' });
  shadow.innerHTML = html;
  return shadow;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('queries in a shadow root', () => {
  it('a findBy… that finds nothing rejects with what the shadow root holds, as the test’s own failure', async () => {
    const view = shadowQueries(shadowWith('<div><p>Your cart is empty.</p></div><div role="status"></div>'));
    const error = await view.findByText('Wool Socks', {}, { timeout: 50 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TestingLibraryElementError' });
    expect((error as Error).message).toMatch(/^Unable to find an element with the text: Wool Socks/);
    expect((error as Error).message).toContain('Your cart is empty.');
    expect((error as Error).message).toContain('"status"'); // the live region beside it (coloured on a terminal)
  });

  it('a getBy… that finds nothing says so, instead of failing to print the shadow root', () => {
    const view = shadowQueries(shadowWith('<p>Only 4 left</p>'));
    expect(() => view.getByRole('alert')).toThrow(
      /Unable to find an accessible element with the role "alert"/,
    );
  });

  it('waits, without a timeout of its own, as long as its test may run, not 1 or 5 s', () => {
    expect(getConfig().asyncUtilTimeout).toBeGreaterThan(25_000);
  });

  it('with Vitest’s fake timers, moves them while it waits and counts its timeout in fake time', async () => {
    vi.useFakeTimers();
    const shadow = shadowWith('<div></div>');
    const view = shadowQueries(shadow);
    // Shown after a minute of the page's time: found without a minute of anyone's.
    setTimeout(() => shadow.firstElementChild?.append('Trying again…'), 60_000);
    expect(await view.findByText('Trying again…', {}, { timeout: 120_000 })).toBeTruthy();
    const missing = await view.findByText('Never', {}, { timeout: 120_000 }).catch((e: unknown) => e);
    expect(missing).toMatchObject({ name: 'TestingLibraryElementError' });
  });
});
