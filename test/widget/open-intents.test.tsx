// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// An add opens the cart after the next paint (open-on-add.ts); what the page or the shopper asked for
// after the add, before that paint, wins: a close keeps the cart closed, a later add opens it again. The
// test takes the paint itself (frames.ts), so "nothing opened" is looked at after it, not after a while.
import { describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { usePlatform } from '../support/platform.ts';
import { holdFrames } from './frames.ts';
import { mountWidget, testClock } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');
const CART = { name: 'Your cart' };

/** A widget whose drawer has been shown once (its code is in), closed again, frames held from now on. */
async function widgetShownBefore() {
  const clock = testClock();
  const { api, view } = mountWidget(platform.current.url, { platform: clock });
  await api.open();
  await view.findByRole('dialog', CART);
  await api.close();
  await vi.waitFor(() => expect(view.queryByRole('dialog', CART)).toBeNull());
  const frames = holdFrames(clock);
  return { api, view, frames };
}

describe('an add and a close asked for in the same task', () => {
  it('keeps the cart closed when the close comes after the add (Dropcart.add, then Dropcart.close)', async () => {
    const { api, view, frames } = await widgetShownBefore();
    const added = api.add({ productId: MUG });
    void api.close();
    expect((await added).lines).toHaveLength(1);
    await frames.paint();
    expect(view.queryByRole('dialog', CART)).toBeNull();
  });

  it('opens the cart when the add comes after the close', async () => {
    const { api, view, frames } = await widgetShownBefore();
    void api.close();
    const added = api.add({ productId: MUG });
    expect((await added).lines).toHaveLength(1);
    await frames.paint();
    expect(view.queryByRole('dialog', CART)).not.toBeNull();
  });
});
