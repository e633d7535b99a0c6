// The host page is not ours (issue 17): its own timeouts, intervals, idle callbacks and animation frames
// keep firing through the widget's load, the first add, opening and closing the cart. The page sets its
// timers before the loader runs, as analytics snippets and carousels do, so their numbers are the ones the
// loader's own idle request and timeout get too (each kind counts from 1 in Chromium).
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { HostServer } from './fixtures/host-pages.ts';
import { useHostPagesWorld } from './fixtures/hostile-world.ts';
import { PRODUCTS } from './support/emulator.ts';
import { type Store, widgetReady } from './support/store.ts';
import { cartDrawer } from './support/widget.ts';

const world = useHostPagesWorld({ hostPages: true });
let store: Store;
let host: HostServer;
beforeAll(() => {
  ({ store, host } = world);
});

/**
 * The page's own timekeeping. `arm(phase)` sets one of each kind (a timeout, an idle callback, an animation
 * frame) and an interval that must tick twice; `fired(phase)` lists what has fired of them. Before the
 * loader, ten timeouts of 1 to 10 s are set and three idle callbacks requested (the loader's own idle
 * request then has a number of one of these timeouts).
 */
const HOST_CLOCK = `<script>
  (() => {
    const log = { early: [], phases: {} };
    window.__host = log;
    for (let i = 1; i <= 10; i++) setTimeout(() => log.early.push(i), i * 1000);
    for (let i = 0; i < 3; i++) requestIdleCallback(() => log.early.push('idle-' + i));
    window.__arm = (phase) => {
      const seen = (log.phases[phase] = { timeout: false, idle: false, frame: false, interval: 0 });
      setTimeout(() => (seen.timeout = true), 300);
      requestIdleCallback(() => (seen.idle = true), { timeout: 2000 });
      requestAnimationFrame(() => (seen.frame = true));
      const every = setInterval(() => {
        if (++seen.interval >= 2) clearInterval(every);
      }, 100);
    };
    window.__arm('before the loader');
  })();
</script>`;

function hostPage(api: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Timers</title>
${HOST_CLOCK}
<script async src="/dropcart/loader.js" data-client-id="demo" data-api="${api}"></script></head>
<body><main>
<button id="buy" data-dropcart-add="${PRODUCTS.mug.id}" data-dropcart-open-on-add="false">Buy the mug</button>
<button id="open" data-dropcart-open>Cart</button>
</main></body></html>`;
}

type Seen = { timeout: boolean; idle: boolean; frame: boolean; interval: number };
const arm = (page: Page, phase: string) =>
  page.evaluate((p) => (window as never as { __arm(p: string): void }).__arm(p), phase);
const phase = (page: Page, name: string) =>
  page.evaluate(
    (p) => (window as never as { __host: { phases: Record<string, Seen> } }).__host.phases[p],
    name,
  );
const early = (page: Page) =>
  page.evaluate(() => (window as never as { __host: { early: Array<number | string> } }).__host.early);

/** Every timer armed for `name` fired (the frame, the idle callback, the timeout, two interval ticks). */
async function expectFired(page: Page, name: string): Promise<void> {
  await expect
    .poll(() => phase(page, name), { timeout: 10_000 })
    .toEqual({ timeout: true, idle: true, frame: true, interval: 2 });
}

it('keeps the host page’s own timeouts, intervals, idle callbacks and animation frames firing', async () => {
  host.page('/timers.html', hostPage(store.api));
  const context = await store.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${host.url}/timers.html`);
  await expectFired(page, 'before the loader');

  // The widget loads when the pointer reaches a buy button (or on idle, whichever comes first).
  await arm(page, 'load');
  await page.hover('#buy');
  await widgetReady(page);
  await expectFired(page, 'load');

  await arm(page, 'first add');
  await page.click('#buy');
  await expect
    .poll(async () =>
      page.evaluate(async () => {
        const dropcart = (window as never as { Dropcart(m: string): Promise<{ count: number }> }).Dropcart;
        return (await dropcart('getCart')).count;
      }),
    )
    .toBe(1);
  await expectFired(page, 'first add');

  await arm(page, 'open');
  await page.click('#open');
  const drawer = cartDrawer(page);
  await drawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  await expectFired(page, 'open');

  await arm(page, 'close');
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await drawer.waitFor({ state: 'hidden' });
  await expectFired(page, 'close');

  // The ten timeouts set before the loader, the last one 10 s after the page started, all fired.
  await expect
    .poll(async () => (await early(page)).filter((entry) => typeof entry === 'number').length, {
      timeout: 15_000,
    })
    .toBe(10);
  expect(await early(page)).toEqual(expect.arrayContaining(['idle-0', 'idle-1', 'idle-2']));
  expect(errors).toEqual([]);
  await context.close();
}, 60_000);
