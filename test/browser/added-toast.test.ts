// Issue 27, defect 5: an add from a button with `data-dropcart-open-on-add="false"` showed nothing but the
// page's count. Now, once the platform has added it, a small message says "Added: Classic White Mug" with
// "View cart" (which opens the cart), announced in the live region and dismissable; the cart stays closed.
// Needs `npm run build` first.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type HostServer, hostPageHtml, startHostServer } from './fixtures/host-pages.ts';
import { auditWidget } from './support/artifacts.ts';
import { PRODUCTS } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';
import { cartDrawer } from './support/widget.ts';

const store = useStore();
let host: HostServer;
beforeAll(async () => {
  host = await startHostServer(store.site.url);
  host.page('/shop.html', hostPageHtml({ api: store.api }));
});
// Before the store's (Vitest runs afterAll hooks in reverse order of registration).
afterAll(() => host?.close());

const liveRegion = (page: Page) =>
  page.evaluate(
    () =>
      document
        .querySelector('dropcart-root')
        ?.shadowRoot?.querySelector('[role="status"][aria-live="polite"]')?.textContent ?? '',
  );

/** The shop page, its mug added from the button that keeps the cart closed; answers the page and the toast. */
async function addQuietly() {
  const context = await store.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${host.url}/shop.html`);
  await page.locator('#buy-link').click();
  await expect.poll(() => page.locator('#count').textContent()).toBe('1');
  const toast = page.locator('dropcart-root').getByText(`Added: ${PRODUCTS.mug.name}`, { exact: true });
  await toast.waitFor();
  return { page, toast };
}

it('says "Added: …" with View cart, announced, and opens the cart from there', async () => {
  const { page, toast } = await addQuietly();
  await expect.poll(() => liveRegion(page)).toBe(`${PRODUCTS.mug.name} added to cart`);
  expect(await cartDrawer(page).count(), 'the cart stays closed').toBe(0);
  expect(await auditWidget(page)).toEqual([]);

  await page.locator('dropcart-root').getByRole('button', { name: 'View cart' }).click();
  await cartDrawer(page).getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  await toast.waitFor({ state: 'detached' });
  await page.context().close();
});

it('is dismissed with its own button', async () => {
  const { page, toast } = await addQuietly();
  await page.locator('dropcart-root').getByRole('button', { name: 'Dismiss' }).click();
  await toast.waitFor({ state: 'detached' });
  expect(await cartDrawer(page).count()).toBe(0);
  await page.context().close();
});
