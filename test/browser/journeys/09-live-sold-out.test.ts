// Journey 9: the platform sells a product out while the shopper looks at it: its buy buttons and its
// cart line say so without a reload (server-sent events from /_emulator/events), and come back when
// it is restocked. A change made while the stream is still connecting is not missed either.
import { expect, it } from 'vitest';
import { PRODUCTS, setStock } from '../support/emulator.ts';
import { useStore } from '../support/use-store.ts';
import { buyButtons, cartDrawer, readCart } from '../support/widget.ts';

const store = useStore();

// Each test sells out its own product: the emulator's stock is shared by the file's tests.
it('marks a product sold out on its buttons and in the cart as it happens, and back again', async () => {
  const page = await store.visit('/collections/posters.html');
  const buttons = buyButtons(page, PRODUCTS.poster.id);
  expect(await buttons.count()).toBeGreaterThan(0);
  await buttons.first().click();
  const drawer = cartDrawer(page);
  await drawer.getByText(PRODUCTS.poster.name, { exact: true }).waitFor();
  // The line shows before the platform has answered its add: sold out before that, the add is refused.
  expect((await readCart(page)).count).toBe(1);
  const soldOut = drawer.getByText('Sold out', { exact: true });
  expect(await soldOut.count()).toBe(0);

  // No navigation from here on: whatever changes, changes live.
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });

  await setStock(store.api, PRODUCTS.poster.id, 0);
  await soldOut.waitFor();
  await expect
    .poll(() => buttons.evaluateAll((all) => all.map((b) => b.getAttribute('data-dropcart-state'))))
    .toEqual(Array(await buttons.count()).fill('sold-out'));
  expect(await buttons.evaluateAll((all) => all.every((b) => (b as HTMLButtonElement).disabled))).toBe(true);
  await expect
    .poll(() => drawer.getByRole('button', { name: `One more ${PRODUCTS.poster.name}` }).isDisabled())
    .toBe(true);
  // Other products are untouched.
  expect(await buyButtons(page, PRODUCTS.print.id).first().getAttribute('data-dropcart-state')).toBeNull();

  await setStock(store.api, PRODUCTS.poster.id, 15);
  await soldOut.waitFor({ state: 'hidden' });
  await expect
    .poll(() => buttons.evaluateAll((all) => all.every((b) => !(b as HTMLButtonElement).disabled)))
    .toBe(true);
  expect(navigations).toBe(0);
});

it('does not miss a sale that happened while its live stream was still connecting', async () => {
  const context = await store.newContext();
  const page = await context.newPage();
  // The stream's request is held until the product has sold out: its event goes to nobody.
  let connect = () => {};
  const connecting = new Promise<void>((resolve) => {
    connect = resolve;
  });
  await page.route('**/_emulator/events**', async (route) => {
    await connecting;
    await route.continue();
  });
  const streamAsked = page.waitForRequest('**/_emulator/events**');
  await page.goto(store.url('/'));
  const buttons = buyButtons(page, PRODUCTS.mug.id);
  await buttons.first().click();
  const drawer = cartDrawer(page);
  await drawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  expect((await readCart(page)).count).toBe(1);
  await streamAsked;

  await setStock(store.api, PRODUCTS.mug.id, 0);
  connect();
  await drawer.getByText('Sold out', { exact: true }).waitFor();
  await expect
    .poll(() => buttons.evaluateAll((all) => all.every((b) => (b as HTMLButtonElement).disabled)))
    .toBe(true);
  await setStock(store.api, PRODUCTS.mug.id, 15);
});
