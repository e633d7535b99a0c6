// What a first added line waits for (issue 32, design.md §4: nothing on the way to the first cart that it
// does not draw). The totals' estimator, destination store and region names follow the line: with their
// code held back, the line shows all the same, the totals keeping their place; once it is in, the
// estimate fills them. And the buy button's product read fetches none of `client.catalog`'s query
// builders, nor the texts of the parts a first cart does not draw. The widget's files are told apart by the
// build's manifest and source maps. Nor do they carry the styles of a part the first cart does not draw
// (sign-in, member menu, popovers, ship-to form, order confirmation, cards…), nor the fields' (forms.css)
// or the coupon form's, which come right after the line: each part brings its own sheet. Needs `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { bytesBySource } from '../bench/bundle-map.ts';
import { watchFirstDraw } from '../bench/page-experience.ts';
import { fileOf, hasCodeOf, widgetDir } from './support/built-files.ts';
import { PRODUCTS } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';
import { buyButtons, cartDrawer, totalsValue } from './support/widget.ts';

const store = useStore();

/** The class names a component gives its elements (`className="…"`, the strings in `className={…}`). */
function classNamesIn(source: string): string[] {
  const text = readFileSync(join(process.cwd(), source), 'utf8');
  return [...text.matchAll(/className=(?:"([^"]*)"|\{([^}]*)\})/g)]
    .flatMap(([, plain, expression]) =>
      (plain ?? [...(expression ?? '').matchAll(/['"`]([^'"`]*)['"`]/g)].map((m) => m[1]).join(' ')).split(
        /\s+/,
      ),
    )
    .filter((name) => /^[a-z][\w-]*$/.test(name));
}

/** The classes only components outside `files` give their elements: the parts the first cart does not draw. */
function otherPartsClasses(files: string[]): string[] {
  const bundled = new Set(
    files.flatMap((file) => [...bytesBySource(file).keys()].map((from) => from.replace(/^(\.\.\/)+/, ''))),
  );
  const components = readdirSync(join(process.cwd(), 'widget'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.tsx'))
    .map((path) => `widget/${path.replaceAll('\\', '/')}`);
  const drawn = new Set(components.filter((c) => bundled.has(c)).flatMap(classNamesIn));
  const others = components.filter((c) => !bundled.has(c)).flatMap(classNamesIn);
  return [...new Set(others)].filter((name) => !drawn.has(name));
}

/** The stylesheets a built file carries: its template literals that read as CSS (`?inline` imports). */
const sheetsIn = (file: string) =>
  [...readFileSync(join(widgetDir, file), 'utf8').matchAll(/`([.@:][^`]*\{[^`]*\})`/g)]
    .map((m) => m[1])
    .join('\n');

/**
 * A first add of the mug on a page whose widget files that `held` picks are held back until `release()`:
 * resolves once the line is drawn with its name and the platform has answered the add. `fetched`: every
 * widget file asked for, in order.
 */
async function addHolding(held: (file: string) => boolean) {
  const page = await (await store.newContext()).newPage();
  const fetched: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/dropcart/widget/**', async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    fetched.push(file);
    if (held(file)) await released;
    await route.continue();
  });
  await page.goto(store.url('/'));
  await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
  await buyButtons(page, PRODUCTS.mug.id).first().click();
  const drawer = cartDrawer(page);
  await drawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  await expect.poll(() => drawer.locator('li.line[data-pending="true"]').count()).toBe(0);
  return { page, drawer, fetched, release };
}

it("shows a first added line without the totals' code, the parts' own styles and texts or the query builders", async () => {
  const estimator = fileOf('widget/cart/estimator.ts');
  // The totals' destination code (the ship-to form's and the shipping choice's styles with it) is fetched
  // with the estimator: held too, it is not what the line waited for.
  const destination = [estimator, fileOf('widget/ui/TotalsDestination.tsx')];
  // The coupon's form (and the fields' look it brings) comes after the line too (the test below).
  const held = (file: string) =>
    destination.includes(file) || (file.endsWith('.js') && hasCodeOf(file, 'widget/ui/CouponForm.tsx'));
  // The platform has answered the add: only the totals' code is missing.
  const { drawer, fetched, release } = await addHolding(held);
  // The totals hold their place: the subtotal, "Ship to", the total's row waiting for its number.
  expect(await totalsValue(drawer, 'Subtotal').textContent()).toBe('$12.00');
  expect(await drawer.locator('[part="ship-to"] button').textContent()).toBe('Estimate shipping and tax');
  expect(await drawer.locator('dt.total.placeholder').count()).toBe(1);
  expect(fetched.filter((file) => hasCodeOf(file, 'src/catalog/query-builder.ts'))).toEqual([]);
  const waitedFor = fetched.filter((file) => !held(file));
  const sheets = waitedFor.map(sheetsIn).join('\n');
  const styled = otherPartsClasses(waitedFor).filter((name) =>
    new RegExp(`\\.${name}(?=[{ ,:>.[)])`).test(sheets),
  );
  expect(styled, "the parts' own styles fetched for the first cart").toEqual([]);
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

it("draws the first added line before the live updates', the line changes' or any of the frames' code is asked for; live updates follow", async () => {
  const page = await (await store.newContext()).newPage();
  // The page allows a frame's origin (data-allowed-origins) and names a live stream (data-events), and
  // something posts a forged request: the frames' code is not for it, nor for the first cart.
  await page.goto(store.url('/'));
  await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
  await page.evaluate(() => window.postMessage({ dropcart: 1, id: 'forged', type: 'getCart' }, '*'));
  await page.evaluate(watchFirstDraw(PRODUCTS.mug.name));
  await buyButtons(page, PRODUCTS.mug.id).first().click();
  const drawn = await page.waitForFunction(() => (window as { __lineDrawnAt?: number }).__lineDrawnAt);
  const drawnAt = Number(await drawn.jsonValue());
  // The widget's files asked for, and when (a file's entry is there once it has arrived).
  const asked = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/dropcart/widget/'))
        .map((e) => ({ file: e.name.split('/').pop() ?? '', at: e.startTime })),
    );
  // Once the add is answered, the line drawn and the browser idle, the live updates' code comes
  // (test/browser/journeys/09-live-sold-out.test.ts: what they do then).
  const live = fileOf('widget/live/live-updates.ts');
  await expect.poll(async () => (await asked()).some((entry) => entry.file === live)).toBe(true);
  const before = (await asked()).filter((entry) => entry.at < drawnAt).map((entry) => entry.file);
  expect(before).not.toContain(live);
  // Nor the line changes' code (a stepper, a removal): it follows the paint of the line the platform
  // confirmed, not the first paint of a first add's "Adding…" line.
  expect(before).not.toContain(fileOf('widget/cart/changes.ts'));
  const entry = fileOf('widget/index.ts');
  const framesCode = (file: string) =>
    [...bytesBySource(file)].some(([from, bytes]) => from.includes('widget/host/messages/') && bytes > 0);
  const frames = before.filter((file) => file !== entry && framesCode(file));
  expect(frames).toEqual([]);
  // Nor did the forged request load the bridge since.
  const bridge = fileOf('widget/host/messages/api-adapter.ts');
  expect((await asked()).map((e) => e.file)).not.toContain(bridge);
  await page.context().close();
});

it("draws a first added line without the coupon form's or the exit's code, which come after it and move nothing", async () => {
  const coupon = (file: string) => file.endsWith('.js') && hasCodeOf(file, 'widget/ui/CouponForm.tsx');
  const { page, drawer, fetched, release } = await addHolding(coupon);
  const held = () => fetched.filter(coupon);
  // The line and the totals are drawn; the form's code is asked for once they have painted.
  await expect.poll(() => held().length).toBeGreaterThan(0);
  // With the drawer's exit, which only closing plays (drawer-later.ts).
  expect(held().some((file) => hasCodeOf(file, 'widget/ui/drawer-exit.ts'))).toBe(true);
  expect(await drawer.getByLabel('Coupon code').count()).toBe(0);
  const places = () =>
    drawer.locator('li.line, [part="footer"]').evaluateAll((all) =>
      all.map((element) => {
        const { top, height } = element.getBoundingClientRect();
        return { top, height };
      }),
    );
  const before = await places();

  release();
  await drawer.getByLabel('Coupon code').fill('WELCOME10');
  expect(await places(), 'the form takes a place of its own, under the line').toEqual(before);
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await drawer.getByText('WELCOME10 (−$1.20)').waitFor();
  await page.context().close();
});
