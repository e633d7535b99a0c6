// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// How a failed change is told loads with the first failure (cart/failures-on-demand.ts). When that code
// cannot come either (offline, as the failure itself most likely is), the shopper is still told at once:
// the change rolled back, in the general words, and the cart read back in case the platform applied it.
import { expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { usePlatform } from '../support/platform.ts';
import { mountWidget } from './support.ts';

vi.mock('../../widget/cart/failures.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

it('tells a refused add without the failures’ code: rolled back, in the shopper’s words', async () => {
  const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
  await api.getCart();
  const errors: string[] = [];
  document.addEventListener('dropcart:error', (event) =>
    errors.push((event as CustomEvent<{ code: string }>).detail.code),
  );
  platform.current.faults.set({
    rules: [{ pathPrefix: '/ecom/v2/carts/current/add-line-items', status: 409, times: 1 }],
  });
  await expect(api.add({ productId: MUG })).rejects.toMatchObject({ name: 'ApiError', status: 409 });
  platform.current.faults.reset();
  expect(
    await view.findByText(
      'Your change could not be saved: The store could not do this right now. Please try again.',
    ),
  ).toBeTruthy();
  expect(view.queryByText(/Injected fault/)).toBeNull();
  expect(errors).toEqual(['INJECTED_409']);
  await vi.waitFor(async () =>
    expect((await api.getCart()).lines.filter((line) => line.productId === MUG)).toEqual([]),
  );
});
