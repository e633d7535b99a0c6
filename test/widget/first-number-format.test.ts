// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The page's first number format (the browser's locale data: about 20 ms, 80 on a slow phone) is made while
// a buy click waits for its product's read, not when the first prices are shown. In a file of its own: the
// widget keeps its formatters for the page's life, and another test's prices would have made it already.
import { expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { usePlatform } from '../support/platform.ts';
import { heldRequests, hostElement, mountWidget } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

it('makes the first number format while a buy click waits for its product, after its skeleton line shows and before any price', async () => {
  const reading = heldRequests('/products');
  const { api, view, shadow } = mountWidget(platform.current.url, { platform: { fetch: reading.fetch } });
  await api.getCart();
  const Original = Intl.NumberFormat;
  const skeletonShown: boolean[] = [];
  const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
    this: unknown,
    ...args: ConstructorParameters<typeof Intl.NumberFormat>
  ) {
    // Whether the cart showed the pending line when the page's first format was made: the format's 20 to
    // 60 ms would otherwise hold back the skeleton, due within 100 ms of the UI's code (issue #32).
    skeletonShown.push(shadow.querySelector('li.line[data-pending="true"]') !== null);
    return new Original(...args);
  } as unknown as typeof Intl.NumberFormat);
  try {
    hostElement(`<button data-dropcart-add="${MUG}">Buy</button>`).click();
    await reading.until(1); // the product is not known: its read is out, its answer held back
    await vi.waitFor(() => expect(made).toHaveBeenCalled());
    expect(skeletonShown[0]).toBe(true);
    expect(view.queryByText(/\$/)).toBeNull(); // no price shown yet
    reading.held[0]?.release();
    const line = (await view.findByText('Classic White Mug')).closest('li') as HTMLElement;
    expect(line.textContent).toContain('$12.00');
    // The add itself, which the read's answer let go: done before the test's emulator closes.
    expect((await api.getCart()).lines.map((l) => l.name)).toEqual(['Classic White Mug']);
  } finally {
    made.mockRestore();
  }
});
