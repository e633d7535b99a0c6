// Hostile input in real Chromium (issue #9): malformed and extreme data attributes, unknown, deleted and
// sold-out products, markup and script payloads in product names, options, coupon messages and member
// names (shown as text, never run), an OAuth return the browser never started, and a cart of 200 lines.
// The store runs Catalog V1 (with Current Cart V2, the widget's default): these tests make and delete
// products through the merchant API, which only a V1 site has (the emulator's V3 sites change their
// catalog through stock moves only, as the platform's V3 merchant writes are not emulated).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { useHostileWorld } from './fixtures/hostile-world.ts';
import {
  byProduct,
  collectPageErrors,
  createProduct,
  deleteProduct,
  platformCart,
  storedTokens,
  widgetCart,
} from './fixtures/probes.ts';
import { PRODUCTS } from './support/emulator.ts';
import type { Store } from './support/store.ts';
import { cartDrawer, expectCount, readSession, signInDialog } from './support/widget.ts';

const world = useHostileWorld('hostile-input', { store: { config: { catalogVersion: 'V1_CATALOG' } } });
const { figures, errors } = world;
let store: Store;
beforeAll(() => {
  ({ store } = world);
});
const SOLD_OUT = seedProductId('cracked-glaze-mug');
/** Each payload sets `window.__pwned` if it ever runs. */
const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '"><script>window.__pwned=2</script>',
  '<svg onload="window.__pwned=3"></svg>',
  "javascript:window.__pwned=4//'><a href=javascript:window.__pwned=4>x</a>",
];

async function open(path = '/'): Promise<Page> {
  const page = await store.visit(path);
  errors.push(...collectPageErrors(page));
  return page;
}

/** Puts one button with the given raw attributes on the page and answers its selector. */
async function addButton(page: Page, id: string, attributes: Record<string, string>): Promise<string> {
  await page.evaluate(
    ({ id, attributes }) => {
      const button = document.createElement('button');
      button.id = id;
      button.textContent = id;
      for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value);
      document.body.prepend(button);
    },
    { id, attributes },
  );
  return `#${id}`;
}

const errorEvents = (page: Page) =>
  page.evaluate(() => (window as { __errorEvents?: number }).__errorEvents ?? 0);

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);

/** No element in our shadow root that a payload would have created. */
const injectedElements = (page: Page) =>
  page.evaluate(
    () =>
      document
        .querySelector('dropcart-root')
        ?.shadowRoot?.querySelectorAll('img[src="x"], script, svg[onload], a[href^="javascript"]').length ??
      0,
  );

describe('hostile data attributes', () => {
  const cases: Array<[string, Record<string, string>]> = [
    ['unknown product', { 'data-dropcart-add': '00000000-0000-4000-8000-000000000000' }],
    ['markup as product id', { 'data-dropcart-add': PAYLOADS[0] as string }],
    ['a 100 000 character product id', { 'data-dropcart-add': 'x'.repeat(100_000) }],
    ['a product id with NUL and RTL marks', { 'data-dropcart-add': '\u0000\u202e../../admin' }],
    ['a product id that is a path', { 'data-dropcart-add': '../../../_emulator/faults' }],
    ['quantity 1000', { 'data-dropcart-add': PRODUCTS.mug.id, 'data-dropcart-quantity': '1000' }],
    ['quantity Infinity', { 'data-dropcart-add': PRODUCTS.mug.id, 'data-dropcart-quantity': 'Infinity' }],
    ['quantity 0x10', { 'data-dropcart-add': PRODUCTS.mug.id, 'data-dropcart-quantity': '0x10' }],
    ['quantity 1e9', { 'data-dropcart-add': PRODUCTS.mug.id, 'data-dropcart-quantity': '1e9' }],
    ['quantity -0', { 'data-dropcart-add': PRODUCTS.mug.id, 'data-dropcart-quantity': '-0' }],
    [
      'options with __proto__',
      { 'data-dropcart-add': PRODUCTS.print.id, 'data-dropcart-options': '{"__proto__":{"polluted":"yes"}}' },
    ],
    [
      'options with a number',
      { 'data-dropcart-add': PRODUCTS.print.id, 'data-dropcart-options': '{"Size":5}' },
    ],
    [
      'options nested',
      { 'data-dropcart-add': PRODUCTS.print.id, 'data-dropcart-options': '{"Size":{"a":"b"}}' },
    ],
    ['options null', { 'data-dropcart-add': PRODUCTS.print.id, 'data-dropcart-options': 'null' }],
    [
      'options of 1 MB',
      {
        'data-dropcart-add': PRODUCTS.print.id,
        'data-dropcart-options': `{"Size":"${'L'.repeat(1_000_000)}"}`,
      },
    ],
    [
      'an unknown choice',
      { 'data-dropcart-add': PRODUCTS.print.id, 'data-dropcart-options': '{"Size":"XXL"}' },
    ],
    [
      'an unknown variant',
      { 'data-dropcart-add': PRODUCTS.mug.id, 'data-dropcart-variant': 'no-such-variant' },
    ],
    ['an unknown account section', { 'data-dropcart-account': '<b>ORDERS</b>' }],
  ];

  it('each changes nothing, tells the shopper and the console, and runs nothing', async () => {
    const page = await open();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // Counts dropcart:error events (what the shopper is told when the platform refuses).
    await page.evaluate(() => {
      const win = window as { __errorEvents?: number };
      win.__errorEvents = 0;
      document.addEventListener('dropcart:error', () => {
        win.__errorEvents = (win.__errorEvents ?? 0) + 1;
      });
    });
    for (const [index, [label, attributes]] of cases.entries()) {
      figures.hostileInputs++;
      const selector = await addButton(page, `hostile-${index}`, attributes);
      const before = consoleErrors.length;
      const eventsBefore = await errorEvents(page);
      await page.locator(selector).evaluate((el: HTMLElement) => el.click());
      // Either the console names the attribute (a set-up mistake), or the platform refused and the
      // shopper was told (a `dropcart:error`, the same message as the toast).
      await expect
        .poll(
          async () =>
            consoleErrors.slice(before).some((text) => text.includes('data-dropcart-')) ||
            (await errorEvents(page)) > eventsBefore,
          { timeout: 15_000, message: label },
        )
        .toBe(true);
      await page.evaluate(() =>
        (window as unknown as { Dropcart: { close(): Promise<void> } }).Dropcart.close(),
      );
    }
    expect(await widgetCart(page)).toEqual([]);
    expect(await platformCart(store.api, page)).toEqual([]);
    expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('polluted');
    expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted)).toBeUndefined();
    expect(await pwned(page)).toBeUndefined();
    await page.context().close();
  });
});

describe('hostile products', () => {
  it('a sold-out product is refused at the button and through the API, the cart stays as it was', async () => {
    const page = await open();
    figures.hostileInputs += 2;
    const selector = await addButton(page, 'sold-out', { 'data-dropcart-add': SOLD_OUT });
    // The widget disables a sold-out product's buttons, also ones added later, once the shopper is on the
    // page (their stock is asked when the pointer moves; a page load asks nothing).
    await page.mouse.move(5, 5);
    await page.mouse.move(10, 10);
    await expect.poll(() => page.locator(selector).isDisabled(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator(selector).getAttribute('data-dropcart-state')).toBe('sold-out');
    const refused = await page.evaluate(
      (productId) =>
        (window as unknown as { Dropcart: { add(o: unknown): Promise<unknown> } }).Dropcart.add({
          productId,
        }).then(
          () => 'added',
          (error: { code?: string }) => error.code,
        ),
      SOLD_OUT,
    );
    // Cart V2 refuses it (428, issue 25); the API rejects with the platform's code, nothing is added.
    expect(refused).toBe('INSUFFICIENT_INVENTORY');
    expect(await platformCart(store.api, page)).toEqual([]);
    expect(await widgetCart(page)).toEqual([]);
    await page.context().close();
  });

  it('a product deleted after the page loaded: refused, and its cart line says it is no longer sold', async () => {
    const id = await createProduct(store.api, { name: 'Short-lived Lamp', price: 30, quantity: 5 });
    const page = await open();
    figures.hostileInputs++;
    const selector = await addButton(page, 'lamp', {
      'data-dropcart-add': id,
      'data-dropcart-open-on-add': 'false',
    });
    await page.click(selector);
    await expectCount(page, 1);
    await deleteProduct(store.api, id);
    await page.click(selector);
    await page
      .locator('dropcart-root')
      .getByText('This item is no longer sold: Short-lived Lamp.')
      .first()
      .waitFor({ timeout: 15_000 });
    expect(byProduct(await platformCart(store.api, page))).toEqual({ [id]: 1 });
    await page.reload();
    await page.evaluate(() => (window as unknown as { Dropcart: { open(): Promise<void> } }).Dropcart.open());
    await cartDrawer(page).getByText('No longer sold', { exact: true }).waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it('markup in product names and option choices is shown as text and never runs', async () => {
    const ids: string[] = [];
    for (const payload of PAYLOADS)
      ids.push(await createProduct(store.api, { name: payload, price: 5, quantity: 50 }));
    const optioned = await createProduct(store.api, {
      name: 'Payload Poster',
      price: 9,
      options: [
        {
          name: PAYLOADS[0],
          optionType: 'drop_down',
          choices: [
            { value: PAYLOADS[2], description: PAYLOADS[2] },
            { value: 'Plain', description: 'Plain' },
          ],
        },
      ],
    });
    const page = await open();
    for (const id of ids) {
      figures.hostileInputs++;
      await page.evaluate(
        (productId) =>
          (window as unknown as { Dropcart: { add(o: unknown): Promise<unknown> } }).Dropcart.add({
            productId,
          }),
        id,
      );
    }
    const drawer = cartDrawer(page);
    for (const payload of PAYLOADS) await drawer.getByText(payload, { exact: true }).first().waitFor();
    figures.hostileInputs++;
    await page.keyboard.press('Escape');
    const selector = await addButton(page, 'payload-options', { 'data-dropcart-add': optioned });
    await page.click(selector);
    const popover = page.getByRole('dialog', { name: 'Payload Poster' });
    await popover.waitFor({ timeout: 15_000 });
    await popover
      .getByText(PAYLOADS[0] as string)
      .first()
      .waitFor();
    await popover.getByLabel(PAYLOADS[2] as string).check();
    await popover.getByRole('button', { name: 'Add to cart' }).click();
    await drawer.getByText('Payload Poster', { exact: true }).waitFor();
    await drawer
      .getByText(PAYLOADS[2] as string)
      .first()
      .waitFor();
    expect(await injectedElements(page)).toBe(0);
    expect(await pwned(page)).toBeUndefined();
    await page.context().close();
  });

  it('a coupon code holding markup is refused in the widget’s own words, and never runs', async () => {
    const page = await open();
    await page.evaluate(
      (productId) =>
        (window as unknown as { Dropcart: { add(o: unknown): Promise<unknown> } }).Dropcart.add({
          productId,
        }),
      PRODUCTS.mug.id,
    );
    const drawer = cartDrawer(page);
    for (const payload of PAYLOADS) {
      figures.hostileInputs++;
      await drawer.getByLabel('Coupon code').fill(payload);
      await drawer.getByRole('button', { name: 'Apply' }).click();
      // The platform's description repeats the code; the shopper reads the widget's text instead.
      await drawer
        .getByText('There is no coupon with this code. Please check it.', { exact: true })
        .waitFor({ timeout: 15_000 });
      await expect.poll(() => drawer.getByRole('button', { name: 'Apply' }).isEnabled()).toBe(true);
    }
    expect(
      await page
        .locator('dropcart-root')
        .getByText(/There is no coupon with the code/)
        .count(),
    ).toBe(0);
    expect(await injectedElements(page)).toBe(0);
    expect(await pwned(page)).toBeUndefined();
    await page.context().close();
  });

  it('a member registered with a markup name is greeted as text', async () => {
    const page = await open();
    figures.hostileInputs++;
    await page.click('[data-dropcart-login]');
    const dialog = signInDialog(page);
    await dialog.getByRole('button', { name: 'New here? Create an account' }).click();
    await dialog.getByLabel('Name').fill(PAYLOADS[0] as string);
    await dialog.getByLabel('Email').fill('mallory@example.com');
    await dialog.getByLabel('Password').fill('mallory-secret-1');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(async () => (await readSession(page)).role, { timeout: 30_000 }).toBe('member');
    await page.evaluate(() => (window as unknown as { Dropcart: { open(): Promise<void> } }).Dropcart.open());
    const menu = cartDrawer(page).getByRole('button', { name: /^Account menu for / });
    await menu.waitFor({ timeout: 15_000 });
    expect(await menu.getAttribute('aria-label')).toContain(PAYLOADS[0]);
    expect(await injectedElements(page)).toBe(0);
    expect(await pwned(page)).toBeUndefined();
    await page.context().close();
  });
});

/** A visit without a cart asks the platform nothing: opening the cart reads it, with a visitor's tokens. */
async function visitorTokens(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { Dropcart: { open(): Promise<void> } }).Dropcart.open());
  await cartDrawer(page).getByText('Your cart is empty.').waitFor();
  await page.evaluate(() => (window as unknown as { Dropcart: { close(): Promise<void> } }).Dropcart.close());
}

describe('an OAuth return the browser never started', () => {
  it('a code and state in the address are refused, said so, removed, and the shopper stays a visitor', async () => {
    figures.hostileInputs++;
    const page = await open('/?code=x&state=y&keep=1');
    await page
      .locator('dropcart-root')
      .getByText(/sign-in link that was not started on this page/)
      .first()
      .waitFor({ timeout: 15_000 });
    const address = new URL(page.url());
    expect([...address.searchParams.keys()]).toEqual(['keep']);
    // Not signed in; not even a visitor's token, as a visit without a cart asks the platform nothing.
    expect(await readSession(page)).toMatchObject({ signedIn: false, role: 'none' });
    await page.context().close();
  });

  it('a wrong state for a sign-in this tab did start is refused the same way', async () => {
    figures.hostileInputs++;
    const page = await open();
    await visitorTokens(page);
    const tokensBefore = (await storedTokens(page)).refreshToken.value;
    await page.evaluate(() =>
      sessionStorage.setItem(
        'dropcart:oauth',
        JSON.stringify({
          state: 'the-real-state',
          codeVerifier: 'v'.repeat(43),
          redirectUri: `${location.origin}/`,
          originalUri: '',
          codeChallenge: 'c',
        }),
      ),
    );
    await page.goto(store.url('/?code=stolen-code&state=forged-state'));
    await page
      .locator('dropcart-root')
      .getByText(/Sign-in failed: This sign-in was not started on this page/)
      .first()
      .waitFor({ timeout: 15_000 });
    const address = new URL(page.url());
    expect(address.searchParams.has('code') || address.searchParams.has('state')).toBe(false);
    expect(await readSession(page)).toMatchObject({ signedIn: false, role: 'visitor' });
    expect((await storedTokens(page)).refreshToken.value).toBe(tokensBefore);
    await page.context().close();
  });
});

describe('a huge cart', () => {
  it('200 lines load, scroll, change and check out', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 200; i++)
      ids.push(
        await createProduct(store.api, {
          name: `Bench item ${String(i).padStart(3, '0')}`,
          price: 1 + (i % 50),
          quantity: 100,
        }),
      );
    const page = await open();
    figures.hostileInputs++;
    await visitorTokens(page);
    const { accessToken } = await storedTokens(page);
    // The platform takes at most 100 lines per add: two batches.
    for (const batch of [ids.slice(0, 100), ids.slice(100)]) {
      const added = await fetch(`${store.api}/ecom/v1/carts/current/add-to-cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: accessToken.value },
        body: JSON.stringify({
          lineItems: batch.map((id) => ({
            catalogReference: { catalogItemId: id, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' },
            quantity: 1,
          })),
        }),
      });
      expect(added.status, await added.clone().text()).toBe(200);
    }
    await page.reload();
    const started = Date.now();
    await page.evaluate(() => (window as unknown as { Dropcart: { open(): Promise<void> } }).Dropcart.open());
    const drawer = cartDrawer(page);
    await drawer.getByText('Bench item 199', { exact: true }).waitFor({ timeout: 20_000 });
    const openMs = Date.now() - started;
    expect(openMs).toBeLessThan(10_000);
    await expectCount(page, 200);
    const last = drawer.getByRole('button', { name: 'One more Bench item 199' });
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await expectCount(page, 201);
    await drawer.getByRole('button', { name: 'Remove Bench item 000' }).click();
    await expectCount(page, 200);
    const shown = byProduct(await widgetCart(page)); // once the pending changes are answered
    const onPlatform = byProduct(await platformCart(store.api, page));
    expect(Object.keys(onPlatform)).toHaveLength(199);
    expect(onPlatform[ids[199] as string]).toBe(2);
    expect(shown).toEqual(onPlatform);
    console.info(`[hostile-input] 200-line cart: drawer showed the last line ${openMs} ms after open()`);
    await drawer.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/checkout`), { timeout: 30_000 });
    await page.context().close();
  });

  it('no page saw an exception', () => {
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});
