// Issue #32: the UI's code (React and the drawer) starts loading when the shopper's pointer or focus comes
// near a buy button (its product card: the picture, the name, the price), a moment before it reaches the
// button, and not on a page load nor with the pointer far from every buy button (the header, the footer).
// Needs `npm run build` first.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { fileOf } from './support/built-files.ts';
import { useStore } from './support/use-store.ts';

const store = useStore();

/** The UI module's file (ui/render.ts), which the UI loader asks for first. */
const uiModuleFile = () => fileOf('widget/ui/render.ts');

/** Whether the page has asked for the UI module, counted from the request, not its completion. */
function watchUiModule(page: Page): () => boolean {
  const file = uiModuleFile();
  let asked = false;
  page.on('request', (request) => {
    if (request.url().endsWith(`/widget/${file}`)) asked = true;
  });
  return () => asked;
}

/** Whatever the page had to do has run: its tasks, idle callbacks and two frames. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      ),
  );

/** A card whose product can be added (a sold-out card's button is disabled: no cart comes of it). */
const CARD = '.card:has([data-dropcart-add]:not([disabled]))';

it('loads the UI’s code when the pointer enters a product’s card, not on load nor far from every buy button', async () => {
  // Tall enough for the footer to show without scrolling: a scroll brings whatever is then under the
  // resting pointer (a card) under it.
  const page = await store.visit('/', { viewport: { width: 1280, height: 6000 } });
  const asked = watchUiModule(page);
  await settled(page);
  expect(asked()).toBe(false);
  // The pointer over the header (the cart button, the sign-in: no buy button) and the footer. The
  // shopper's first move reads the page's products; once that answer is in, the moves' work is done.
  const read = page.waitForResponse((r) => r.url().startsWith(store.api) && /\/products\//.test(r.url()));
  await page.hover('header .brand');
  await read;
  await page.hover('footer');
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await settled(page);
  expect(asked()).toBe(false);
  // Into a card, over its picture and not its button.
  await page.hover(`${CARD} img`);
  await expect.poll(asked).toBe(true);
});

it('loads the UI’s code when keyboard focus enters a product’s card', async () => {
  const page = await store.visit('/');
  const asked = watchUiModule(page);
  await settled(page);
  // The card's link to the product's page, before its buy button in the tab order.
  await page.focus(`${CARD} a`);
  await expect.poll(asked).toBe(true);
});
