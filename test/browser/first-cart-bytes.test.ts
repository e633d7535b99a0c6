// What a first added line waits for (issue 32, design.md §4: nothing on the way to the first cart that it
// does not draw). The totals' estimator, destination store and region names follow the line: with their
// code held back, the line shows all the same, the totals keeping their place; once it is in, the
// estimate fills them. And the buy button's product read fetches none of `client.catalog`'s query
// builders, nor the texts of the parts a first cart does not draw. The widget's files are told apart by the build's manifest and source maps. Needs `npm run build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { bytesBySource } from '../bench/bundle-map.ts';
import { PRODUCTS } from './support/emulator.ts';
import { DIST } from './support/store.ts';
import { useStore } from './support/use-store.ts';
import { buyButtons, cartDrawer, totalsValue } from './support/widget.ts';

const store = useStore();
const widgetDir = join(DIST, 'widget');

/** The file the build made of a module loaded on demand. */
function fileOf(source: string): string {
  const manifest = JSON.parse(readFileSync(join(widgetDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`the build's manifest has no ${source}`);
  return entry.file;
}

/** Whether `file` has code from `source`, by its source map (a type-only import is listed there too). */
const hasCodeOf = (file: string, source: string) =>
  [...bytesBySource(file)].some(([from, bytes]) => from.endsWith(source) && bytes > 0);

it("shows a first added line without the totals' code, and fetches no query builder nor parts' texts for it", async () => {
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
  // Nor the texts of what a first cart does not draw: the sign-in panel and member menu, the ship-to form,
  // the options popover, product cards, coupon refusals (each loads with its part, widget/i18n).
  const served = fetched.map((file) => readFileSync(join(widgetDir, file), 'utf8')).join('\n');
  const notDrawn = [
    'Forgot password?',
    'Account menu for',
    'Postal code',
    'Choose options',
    'Reveal hidden text',
    'In stock',
    'This coupon has expired.',
  ];
  expect(notDrawn.filter((text) => served.includes(text))).toEqual([]);
  // What it draws is fetched: the drawer's texts.
  expect(served).toContain('Your cart is empty.');

  release();
  await totalsValue(drawer, 'Estimated total').waitFor();
  expect(await totalsValue(drawer, 'Estimated total').textContent()).toBe('$12.00');
});
