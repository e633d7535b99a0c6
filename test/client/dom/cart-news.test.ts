// @vitest-environment happy-dom
// Two clients of one client id on one page (a React app's and the widget's) share the visitor and hear of
// each other's cart changes: `onChangedElsewhere`. Against the emulator over HTTP, on the page's window.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, localTokenStorage } from '../../../src/index.ts';
import { usePlatform } from '../../support/platform.ts';

const platform = usePlatform();
afterEach(() => localStorage.clear());

const client = () =>
  createClient({
    clientId: 'demo',
    apiBase: platform.current.url,
    tokenStorage: localTokenStorage(),
    platform: { window },
  });

/** Resolves when `listener` was called (a channel's message is a task away: wait on it, not on time). */
const heard = (listen: (listener: () => void) => () => void) =>
  new Promise<void>((resolve) => {
    const stop = listen(() => {
      stop();
      resolve();
    });
  });

describe('client.cart.onChangedElsewhere', () => {
  it('tells the page’s other client of an add, which then reads the same cart; never the client itself', async () => {
    const page = client();
    const widget = client();
    const ownWord = vi.fn();
    page.cart.onChangedElsewhere(ownWord);
    const widgetHeard = heard(widget.cart.onChangedElsewhere);

    const mug = await page.products.getBySlug('classic-white-mug');
    if (!mug) throw new Error('the seeded mug is missing');
    const { cart } = await page.cart.add({
      lineItems: [{ catalogReference: page.products.catalogReference(mug), quantity: 2 }],
    });
    await widgetHeard;
    const seen = await widget.cart.get();
    expect(seen?.id).toBe(cart.id);
    expect(seen?.lines.map((line) => line.quantity)).toEqual([2]);

    // The widget's change is news to the page's client; the page's own add was not (it would have come first).
    const pageHeard = heard(page.cart.onChangedElsewhere);
    await widget.cart.updateQuantities([{ id: cart.lines[0]?.id ?? '', quantity: 3 }]);
    await pageHeard;
    expect(ownWord).toHaveBeenCalledTimes(1);
  });

  it('says nothing for a read', async () => {
    const page = client();
    const widget = client();
    const word = vi.fn();
    widget.cart.onChangedElsewhere(word);
    await page.cart.get();
    // A change made after the read: the first word the widget hears is this one's.
    const next = heard(widget.cart.onChangedElsewhere);
    const mug = await page.products.getBySlug('classic-white-mug');
    if (!mug) throw new Error('the seeded mug is missing');
    await page.cart.add({
      lineItems: [{ catalogReference: page.products.catalogReference(mug), quantity: 1 }],
    });
    await next;
    expect(word).toHaveBeenCalledTimes(1);
  });
});
