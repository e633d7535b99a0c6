// Journey 5: buy buttons a script adds after the page loaded work like the others, and clicks made while
// the widget's code is still on its way are kept and carried out once it arrives.
import { expect, it } from 'vitest';
import { PRODUCTS } from '../support/emulator.ts';
import { useStore } from '../support/use-store.ts';
import { buyButtons, cartDrawer, expectCount, headerCount, readCart } from '../support/widget.ts';

const store = useStore();

it('keeps clicks made before the widget loaded and serves buttons added by script', async () => {
  const context = await store.newContext();
  const page = await context.newPage();
  // Hold the widget's code (entry and chunks) until the clicks are made.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route('**/dropcart/widget/**', async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto(store.url('/'));
  await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');

  // A button the page adds by script before the widget is there, then clicks on it and on a built one.
  await page.evaluate((productId) => {
    const button = document.createElement('button');
    button.id = 'late-beanie';
    button.dataset.dropcartAdd = productId;
    button.textContent = 'Add the beanie';
    document.querySelector('main')?.prepend(button);
  }, PRODUCTS.beanie.id);
  await buyButtons(page, PRODUCTS.mug.id).first().click();
  await page.locator('#late-beanie').click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(await page.locator('dropcart-root').count()).toBe(0);
  expect(await headerCount(page).textContent()).toBe('0');

  release();
  await expectCount(page, 2);
  const lines = (await readCart(page)).lines;
  expect(lines.map((line) => line.productId).sort()).toEqual([PRODUCTS.mug.id, PRODUCTS.beanie.id].sort());
  expect(lines.every((line) => line.quantity === 1)).toBe(true);

  // A button added after the widget is running works the same, options popover included.
  // The cart opened on add (the default); close it to reach the page again.
  const drawer = cartDrawer(page);
  await drawer.waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await page.evaluate((productId) => {
    const button = document.createElement('button');
    button.id = 'later-print';
    button.dataset.dropcartAdd = productId;
    button.dataset.dropcartOptions = JSON.stringify({ Size: '70x100' });
    button.dataset.dropcartQuantity = '2';
    button.textContent = 'Add two large prints';
    document.querySelector('main')?.prepend(button);
  }, PRODUCTS.print.id);
  await page.locator('#later-print').click();
  await expectCount(page, 4);
  const print = (await readCart(page)).lines.find((line) => line.productId === PRODUCTS.print.id);
  expect(print?.quantity).toBe(2);
  await drawer.getByText('Size: 70x100').waitFor();
});
