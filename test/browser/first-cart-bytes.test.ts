// What a first added line waits for (issue 32, design.md §4: nothing on the way to the first cart that it
// does not draw). The totals' estimator, destination store and region names follow the line: with their
// code held back, the line shows all the same, the totals keeping their place; once it is in, the
// estimate fills them. And the buy button's product read fetches none of `client.catalog`'s query
// builders. The widget's files are told apart by the build's manifest and source maps. Needs `npm run build`.
import { expect, it } from 'vitest';
import { fileOf, hasCodeOf } from './support/built-files.ts';
import { PRODUCTS } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';
import { buyButtons, cartDrawer, totalsValue } from './support/widget.ts';

const store = useStore();

it("shows a first added line without the totals' code, and fetches no query builder for it", async () => {
  const estimator = fileOf('widget/cart/estimator.ts');
  const page = await (await store.newContext()).newPage();
  const fetched: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/dropcart/widget/**', async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    fetched.push(file);
    if (file === estimator) await released;
    await route.continue();
  });
  await page.goto(store.url('/'));
  await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
  await buyButtons(page, PRODUCTS.mug.id).first().click();

  const drawer = cartDrawer(page);
  await drawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  // The platform has answered the add: only the totals' code is missing.
  await expect.poll(() => drawer.locator('li.line[data-pending="true"]').count()).toBe(0);
  // The totals hold their place: the subtotal, "Ship to", the total's row waiting for its number.
  expect(await totalsValue(drawer, 'Subtotal').textContent()).toBe('$12.00');
  expect(await drawer.locator('[part="ship-to"] button').textContent()).toBe('Estimate shipping and tax');
  expect(await drawer.locator('dt.total.placeholder').count()).toBe(1);
  expect(fetched.filter((file) => hasCodeOf(file, 'src/catalog/query-builder.ts'))).toEqual([]);

  release();
  await totalsValue(drawer, 'Estimated total').waitFor();
  expect(await totalsValue(drawer, 'Estimated total').textContent()).toBe('$12.00');
});
