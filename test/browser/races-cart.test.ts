// Races in real Chromium against the built widget and the emulator (issue #9): rapid clicks, a stepper
// pressed quickly, two tabs on one cart, two tabs renewing one expired token, a checkout started while a
// quantity change is still on its way. Needs `npm run build` first.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlFetch } from '../support/platform.ts';
import { createFigures, writeFigures } from './fixtures/figures.ts';
import { byProduct, collectPageErrors, countRequests, platformCart, widgetCart } from './fixtures/probes.ts';
import { PRODUCTS } from './support/emulator.ts';
import { type Store, startStore, widgetReady } from './support/store.ts';
import { cartDrawer, expectCount } from './support/widget.ts';

let store: Store;
const figures = createFigures();
const errors: Error[] = [];

beforeAll(async () => {
  store = await startStore();
}, 60_000);

afterAll(async () => {
  figures.faultsInjected += store?.platform.faults.injected ?? 0;
  figures.pageErrors += errors.length;
  writeFigures('races-cart', figures);
  await store?.close();
});

async function open(path = '/'): Promise<Page> {
  const page = await store.visit(path);
  errors.push(...collectPageErrors(page));
  return page;
}

/** Adds through the JavaScript API, keeping the drawer as it is. */
const apiAdd = (page: Page, productId: string, quantity = 1) =>
  page.evaluate(
    ({ productId, quantity }) =>
      (window as unknown as { Dropcart: { add(o: unknown): Promise<unknown> } }).Dropcart.add({
        productId,
        quantity,
        openOnAdd: false,
      }),
    { productId, quantity },
  );

/** Clicks at the centre of `selector` `times` times with the mouse, as fast as the browser takes them. */
async function clickRapidly(page: Page, selector: string, times: number): Promise<void> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  for (let i = 0; i < times; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The control's box once the drawer's slide-in is over (two reads a frame apart agree). */
async function settledBox(
  control: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = '';
  for (;;) {
    const box = await control.boundingBox();
    if (!box) throw new Error('the control is not visible');
    const now = JSON.stringify(box);
    if (now === last) return box;
    last = now;
    await control.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
}

describe('races at the widget level', () => {
  it('twenty rapid clicks on a buy button give exactly twenty more', async () => {
    const page = await open();
    const selector = `[data-dropcart-add="${PRODUCTS.mug.id}"]`;
    // Keep the drawer closed so every click reaches the button, as on a page that opts out of opening.
    await page
      .locator(selector)
      .first()
      .evaluate((el) => el.setAttribute('data-dropcart-open-on-add', 'false'));
    await page.locator(selector).first().scrollIntoViewIfNeeded();
    await clickRapidly(page, selector, 20);
    await expectCount(page, 20, 30_000);
    expect(byProduct(await widgetCart(page))).toEqual({ [PRODUCTS.mug.id]: 20 });
    const onPlatform = byProduct(await platformCart(store.api, page));
    expect(onPlatform).toEqual({ [PRODUCTS.mug.id]: 20 });
    figures.itemsLost += Math.max(0, 20 - (onPlatform[PRODUCTS.mug.id] ?? 0));
    figures.itemsDoubled += Math.max(0, (onPlatform[PRODUCTS.mug.id] ?? 0) - 20);
    await page.context().close();
  });

  it('a stepper pressed quickly: the first press is sent at once, the rest as one request with the final quantity', async () => {
    const page = await open();
    // Nothing ahead of the first press in the cart's queue: the live stream, which opens once there is a
    // cart, reads the cart again on its first open, and a press behind that read would rightly wait and
    // take the later presses with it.
    await page.route('**/_emulator/events', () => {});
    await apiAdd(page, PRODUCTS.poster.id);
    await page.evaluate(() => (window as unknown as { Dropcart: { open(): Promise<void> } }).Dropcart.open());
    const more = cartDrawer(page).getByRole('button', { name: `One more ${PRODUCTS.poster.name}` });
    await expect.poll(() => more.isEnabled(), { timeout: 15_000 }).toBe(true);
    const updates = countRequests(page, '/update-line-items');
    // The platform is still answering the first press while the others come.
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    let routed = 0;
    await page.route('**/update-line-items', async (route) => {
      if (route.request().method() !== 'OPTIONS' && ++routed === 1) await answered;
      await route.continue();
    });
    const box = await settledBox(more);
    for (let i = 0; i < 5; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const stepper = cartDrawer(page).getByRole('group', { name: `Quantity of ${PRODUCTS.poster.name}` });
    await expect.poll(() => stepper.locator('.stepper-value').inputValue(), { timeout: 15_000 }).toBe('6');
    expect(updates.count).toBe(1);
    release();
    await expect
      .poll(async () => byProduct(await widgetCart(page)), { timeout: 15_000 })
      .toEqual({
        [PRODUCTS.poster.id]: 6,
      });
    expect(byProduct(await platformCart(store.api, page))).toEqual({ [PRODUCTS.poster.id]: 6 });
    expect(updates.count).toBe(2);
    const asked = updates.requests.map(
      (request) =>
        (
          JSON.parse(request.postData() ?? '{}') as {
            lineItems: Array<{ quantity: { newQuantity: number } }>;
          }
        ).lineItems[0]?.quantity.newQuantity, // Current Cart V2's update-line-items
    );
    expect(asked).toEqual([2, 6]);
    await page.context().close();
  });

  it('two tabs editing the same cart converge on the platform’s cart', async () => {
    const context = await store.newContext();
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const page of [first, second]) {
      errors.push(...collectPageErrors(page));
      await page.goto(store.url('/'));
      await widgetReady(page);
    }
    // Both tabs change the cart at the same moment, several times.
    await Promise.all([
      apiAdd(first, PRODUCTS.mug.id, 2),
      apiAdd(second, PRODUCTS.tote.id, 1),
      apiAdd(first, PRODUCTS.socks.id, 3),
      apiAdd(second, PRODUCTS.mug.id, 1),
    ]);
    const expected = { [PRODUCTS.mug.id]: 3, [PRODUCTS.tote.id]: 1, [PRODUCTS.socks.id]: 3 };
    expect(byProduct(await platformCart(store.api, first))).toEqual(expected);
    for (const page of [first, second])
      await expect.poll(async () => byProduct(await widgetCart(page)), { timeout: 15_000 }).toEqual(expected);
    await expectCount(first, 7);
    await expectCount(second, 7);
    await context.close();
  });

  it('two tabs renewing an expired token at once make one refresh', async () => {
    const context = await store.newContext();
    // Nothing of the tabs' own may be on its way when the platform's clock moves: a request that meets
    // the moved clock renews (rightly), and the expiry written below then makes a second renewal. The live
    // stream is kept from opening, since its first open reads the cart and the products again; the rest
    // (the second tab's reload, an estimate) is waited for.
    await context.route('**/_emulator/events', () => {});
    let inFlight = 0;
    const ours = (request: { url(): string }) =>
      request.url().startsWith(store.api) && !new URL(request.url()).pathname.startsWith('/_');
    context.on('request', (request) => {
      if (ours(request)) inFlight++;
    });
    const answered = (request: { url(): string }) => {
      if (ours(request)) inFlight--;
    };
    context.on('requestfinished', answered);
    context.on('requestfailed', answered);
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const page of [first, second]) {
      errors.push(...collectPageErrors(page));
      await page.goto(store.url('/'));
      await widgetReady(page);
    }
    await apiAdd(first, PRODUCTS.mug.id);
    // Both tabs have settled on that cart (the second reloads it after the first's change).
    await expect
      .poll(async () => byProduct(await widgetCart(second)), { timeout: 15_000 })
      .toEqual({ [PRODUCTS.mug.id]: 1 });
    await expect.poll(() => inFlight, { timeout: 15_000 }).toBe(0);
    const grants: string[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/oauth2/token') && request.method() === 'POST')
        grants.push(String((JSON.parse(request.postData() ?? '{}') as { grantType?: string }).grantType));
    });
    // The access token expires for the platform (its clock moves five hours on) and then for the browser
    // (one storage, shared by both tabs): whichever tab notices first renews; nobody renews twice. In this
    // order, since a tab may renew as soon as it sees the expired token: a token renewed before the clock
    // moved would die with the move and be renewed once more, rightly.
    const clock = await controlFetch(store.api, `/_emulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 5 * 3600_000 }),
    });
    expect(clock.ok).toBe(true);
    await first.evaluate((key) => {
      const tokens = JSON.parse(localStorage.getItem(key) ?? '{}') as { accessToken: { expiresAt: number } };
      tokens.accessToken.expiresAt = Math.floor(Date.now() / 1000) - 1;
      localStorage.setItem(key, JSON.stringify(tokens));
    }, 'dropcart:demo:tokens');
    await Promise.all([apiAdd(first, PRODUCTS.tote.id), apiAdd(second, PRODUCTS.socks.id)]);
    // One refresh: the tab that takes the renewal lock second goes by the tokens the first one posted on
    // their BroadcastChannel, even when its own localStorage does not show them yet (Chromium passes one
    // tab's writes to another asynchronously).
    expect(grants).toEqual(['refresh_token']);
    figures.extraRefreshes += grants.length - 1;
    const expected = { [PRODUCTS.mug.id]: 1, [PRODUCTS.tote.id]: 1, [PRODUCTS.socks.id]: 1 };
    expect(byProduct(await platformCart(store.api, second))).toEqual(expected);
    for (const page of [first, second])
      await expect.poll(async () => byProduct(await widgetCart(page)), { timeout: 15_000 }).toEqual(expected);
    await context.close();
  });

  it('a checkout started while an update is in flight uses the updated cart', async () => {
    const page = await open();
    await apiAdd(page, PRODUCTS.beanie.id);
    await page.evaluate(() => (window as unknown as { Dropcart: { open(): Promise<void> } }).Dropcart.open());
    const drawer = cartDrawer(page);
    const more = drawer.getByRole('button', { name: `One more ${PRODUCTS.beanie.name}` });
    await expect.poll(() => more.isEnabled(), { timeout: 15_000 }).toBe(true);
    // Slow answers, so the quantity change is certainly still on its way when checkout is pressed.
    store.platform.faults.set({ rules: [], latencyMs: 400 });
    try {
      const box = await settledBox(more);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await drawer.getByRole('button', { name: 'Check out' }).click();
      await page.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/checkout`), {
        timeout: 30_000,
      });
    } finally {
      store.platform.faults.reset();
    }
    const row = page.locator('tr', { hasText: PRODUCTS.beanie.name });
    await expect.poll(() => row.locator('td.num').first().textContent()).toBe('3');
    await page.context().close();
  });

  it('no page saw an exception', () => {
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});
