// Issue 27, defect 2: the popover shows every option of a product with three (Size, Color, Fit) and its Add
// button without any scrolling, wherever its buy button is on a 1280×800 window and on a 375×740 phone;
// Add with a choice missing brings that group into view with focus on its first choice. Before: beside a
// button in the middle of the window the popover took the side with more room, its long description
// first, and showed only Size. The product is created through the merchant API (Catalog V1: the
// emulator's merchant writes are V1's) with a long description. Needs `npm run build` first.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HostServer, startHostServer } from './fixtures/host-pages.ts';
import { createProduct } from './fixtures/probes.ts';
import { focused } from './support/keyboard.ts';
import { useStore } from './support/use-store.ts';
import { cartDrawer, isUncovered, readCart } from './support/widget.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const NAME = 'Three Way Shirt';
const OPTIONS = ['Size', 'Color', 'Fit'];
const PARAGRAPH =
  '<p>A heavyweight oxford shirt in organic cotton, garment washed for a soft hand and cut to be worn open over a tee or buttoned up.</p>';

const store = useStore({ config: { catalogVersion: 'V1_CATALOG' } });
let host: HostServer;
let productId: string;
beforeAll(async () => {
  host = await startHostServer(store.site.url);
  productId = await createProduct(store.api, {
    name: NAME,
    price: 48,
    description: `<h3>Made to last</h3>${PARAGRAPH.repeat(6)}`,
    options: [
      { name: 'Size', choices: ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((value) => ({ value })) },
      {
        name: 'Color',
        optionType: 'color',
        choices: [
          { value: '#1f2f4f', description: 'Navy' },
          { value: '#f5f5f5', description: 'White' },
          { value: '#6b7b3a', description: 'Olive' },
          { value: '#c0392b', description: 'Red' },
        ],
      },
      { name: 'Fit', choices: [{ value: 'Regular' }, { value: 'Slim' }, { value: 'Relaxed' }] },
    ],
  });
  // A buy button at a given height of the window, on the left, in the middle or on the right.
  for (const top of [40, 380, 740])
    for (const left of [24, 600, 1180])
      host.page(
        `/at-${top}-${left}.html`,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Shirt</title>
<script async src="/dropcart/loader.js" data-client-id="demo" data-api="${store.api}"></script></head>
<body style="margin:0;min-height:3000px"><button id="buy" data-dropcart-add="${productId}"
style="position:absolute;top:${top}px;left:min(${left}px, calc(100vw - 90px));width:80px;height:36px">Buy</button></body></html>`,
      );
});
// Before the store's (Vitest runs afterAll hooks in reverse order of registration).
afterAll(() => host?.close());

type Viewport = typeof DESKTOP;

async function openAt(
  path: string,
  viewport: Viewport,
  phone = false,
): Promise<{ page: Page; popover: Locator }> {
  const context = await store.newContext(phone ? { viewport, hasTouch: true, isMobile: true } : { viewport });
  const page = await context.newPage();
  await page.goto(`${host.url}${path}`);
  await page.locator('#buy').click();
  const popover = page.getByRole('dialog', { name: NAME });
  await popover.getByRole('group', { name: 'Fit' }).waitFor();
  await popover.getByText('Made to last').waitFor();
  await popover.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
  return { page, popover };
}

/** `inner` lies wholly inside `outer` (both as drawn on screen). */
async function expectWithin(
  inner: Locator,
  outer: { x: number; y: number; width: number; height: number },
  what: string,
) {
  const box = await inner.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  if (!box) return;
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
  expect(box.x + box.width, `${what}: right`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

/** Every option group and the Add button are on screen, not scrolled away in the popover's body. */
async function expectEveryOptionShown(popover: Locator, viewport: Viewport): Promise<void> {
  const screen = { x: 0, y: 0, ...viewport };
  const body = popover.locator('.options-body');
  expect(await body.evaluate((el) => el.scrollTop), 'the body is not scrolled').toBe(0);
  const shown = await body.boundingBox();
  if (!shown) throw new Error('the popover has no body');
  await expectWithin(popover, screen, 'the popover');
  for (const option of OPTIONS) {
    const group = popover.getByRole('group', { name: option });
    await expectWithin(group, screen, `${option} on screen`);
    await expectWithin(group, shown, `${option} unscrolled`);
  }
  const add = popover.getByRole('button', { name: 'Add to cart' });
  await expectWithin(add, screen, 'Add');
  expect(await isUncovered(add), 'Add is uncovered').toBe(true);
}

describe('on a 1280×800 window', () => {
  for (const top of [40, 380, 740])
    for (const left of [24, 600, 1180])
      it(`shows every option and Add for a button at ${top} px from the top, ${left} px from the left`, async () => {
        const { page, popover } = await openAt(`/at-${top}-${left}.html`, DESKTOP);
        await expectEveryOptionShown(popover, DESKTOP);
        await page.context().close();
      });

  it('Add with Color missing brings the Color group into view with focus on its first choice', async () => {
    const { page, popover } = await openAt('/at-380-600.html', DESKTOP);
    await popover.getByLabel('M', { exact: true }).check();
    await popover.getByLabel('Slim', { exact: true }).check();
    await popover.getByRole('button', { name: 'Add to cart' }).click();
    await popover.getByText('Choose Color.').waitFor();
    expect(await focused(page)).toMatchObject({ tag: 'input', label: 'Navy' });
    await expectWithin(popover.getByRole('group', { name: 'Color' }), { x: 0, y: 0, ...DESKTOP }, 'Color');
    // Chosen with the keyboard from there, and added.
    await page.keyboard.press('Space');
    await popover.getByRole('button', { name: 'Add to cart' }).click();
    await cartDrawer(page).getByText(NAME, { exact: true }).first().waitFor();
    await expect.poll(async () => (await readCart(page)).lines.map((line) => line.name)).toContain(NAME);
    await page.context().close();
  });
});

describe('on a 375×740 phone', () => {
  it('shows every option and Add in the sheet', async () => {
    const { page, popover } = await openAt('/at-380-24.html', PHONE, true);
    await expectEveryOptionShown(popover, PHONE);
    await page.context().close();
  });
});
