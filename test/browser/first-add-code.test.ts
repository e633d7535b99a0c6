// The code a first added line of a product without options does not run stays off its way (issue 32,
// design.md §4), counted as the bench counts it (the widget's files asked for before the frame that first
// draws the line): how a refused call's body reads (to-call-error.ts) and how a failed change is told
// (failures.ts) load with the first failure, or in idle once the line is drawn, and a failure still reads
// as before. Needs `npm run build`.
import { afterEach, expect, it } from 'vitest';
import { type FirstDrawWindow, watchFirstDraw } from '../bench/page-experience.ts';
import { hasCodeOf } from './support/built-files.ts';
import { PRODUCTS } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';
import { buyButtons, cartDrawer } from './support/widget.ts';

const store = useStore();
afterEach(() => store.platform.faults.reset());

/** Modules only a failure runs. */
const NOT_ON_THE_WAY = ['src/http/to-call-error.ts', 'widget/cart/failures.ts'];

it('fetches none of the failure code for a first added line, and tells a later failure as ever', async () => {
  const page = await (await store.newContext()).newPage();
  await page.goto(store.url('/'));
  await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
  await page.evaluate(watchFirstDraw(PRODUCTS.mug.name));
  await buyButtons(page, PRODUCTS.mug.id).first().click();
  const drawnAt = await page.waitForFunction(() => (window as FirstDrawWindow).__lineDrawnAt);
  const widgetFiles = (before: number) =>
    page.evaluate(
      (until) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime < until && e.name.includes('/dropcart/widget/'))
          .map((e) => new URL(e.name).pathname.split('/').pop() ?? ''),
      before,
    );
  const fetched = await widgetFiles(Number(await drawnAt.jsonValue()));
  expect(fetched.length).toBeGreaterThan(1);
  for (const source of NOT_ON_THE_WAY)
    expect(
      fetched.filter((file) => hasCodeOf(file, source)),
      source,
    ).toEqual([]);
  const drawer = cartDrawer(page);
  await expect.poll(() => drawer.locator('li.line[data-pending="true"]').count()).toBe(0);

  // A refused add: rolled back, in the shopper's words, with the failure's code now in.
  store.platform.faults.set({
    rules: [{ pathPrefix: '/ecom/v2/carts/current/add-line-items', status: 409, times: 1 }],
  });
  await page.evaluate((productId) => {
    const api = (window as unknown as { Dropcart: { add(request: object): Promise<unknown> } }).Dropcart;
    void api.add({ productId }).catch(() => undefined);
  }, PRODUCTS.mug.id);
  await page
    .locator('dropcart-root')
    .getByText('Your change could not be saved: The store could not do this right now. Please try again.')
    .first()
    .waitFor();
  await expect.poll(() => drawer.locator('li.line[data-pending="true"]').count()).toBe(0);
  expect(await drawer.locator('li.line').count()).toBe(1);
  const all = await widgetFiles(Number.POSITIVE_INFINITY);
  for (const source of NOT_ON_THE_WAY)
    expect(
      all.some((file) => hasCodeOf(file, source)),
      source,
    ).toBe(true);
  await page.context().close();
});
