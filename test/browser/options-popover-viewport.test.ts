// The options popover stays inside the viewport (issue 15). Beside its button on a desktop window it
// flips, shifts and takes the height there is, its title, close button and Add button always on screen
// while the options between them scroll; on a phone it is a bottom sheet with its action at the bottom.
// Before: at 1280×800 its top was at y = −268 on the tee's page (title and close cut off); at 375×740 its
// Add button was 300 px below the screen.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { useStore } from './support/use-store.ts';
import { buyButtons, cartDrawer, isUncovered, readCart } from './support/widget.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
/** The tee has a long description and two options: the tallest popover of the store. */
const TEE = {
  id: seedProductId('organic-cotton-tee'),
  slug: 'organic-cotton-tee',
  name: 'Organic Cotton Tee',
};

const store = useStore();

type Viewport = typeof DESKTOP;

async function expectInside(target: Locator, viewport: Viewport, what: string): Promise<void> {
  const box = await target.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  if (!box) return;
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${what}: right`).toBeLessThanOrEqual(viewport.width);
}

async function openTeePopover(page: Page): Promise<Locator> {
  const button = buyButtons(page, TEE.id).last();
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const popover = page.getByRole('dialog', { name: TEE.name });
  await popover.getByRole('group', { name: 'Size' }).waitFor();
  // Measured where it comes to rest: the sheet slides up.
  await popover.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
  return popover;
}

/** Title, close and Add are on screen and reachable (nothing lies on top of them), with no page scroll. */
async function expectUsable(popover: Locator, viewport: Viewport): Promise<void> {
  await expectInside(popover, viewport, 'the popover');
  for (const [what, control] of [
    ['the title', popover.getByRole('heading', { name: TEE.name })],
    ['the close button', popover.getByRole('button', { name: 'Close' })],
    ['the Add button', popover.getByRole('button', { name: 'Add to cart' })],
  ] as const) {
    await expectInside(control, viewport, what);
    expect(await isUncovered(control), `${what} is uncovered`).toBe(true);
  }
}

/** Chooses M and Black inside the popover (scrolling its own body, never the page) and adds. */
async function chooseAndAdd(page: Page, popover: Locator, viewport: Viewport): Promise<void> {
  for (const choice of ['M', 'Black']) {
    const radio = popover.getByLabel(choice, { exact: true });
    await radio.scrollIntoViewIfNeeded();
    await expectInside(radio, viewport, `the choice ${choice}`);
    await radio.check();
  }
  const add = popover.getByRole('button', { name: 'Add to cart' });
  await expectInside(add, viewport, 'the Add button after choosing');
  await add.click();
  await cartDrawer(page).getByText(TEE.name, { exact: true }).first().waitFor();
  await expect.poll(async () => (await readCart(page)).lines.map((line) => line.name)).toContain(TEE.name);
}

describe('on a 1280×800 window', () => {
  it('fits above a button low on the product page, title and close included', async () => {
    const page = await store.visit(`/products/${TEE.slug}.html`, { viewport: DESKTOP });
    const popover = await openTeePopover(page);
    await expectUsable(popover, DESKTOP);
    await chooseAndAdd(page, popover, DESKTOP);
  });

  it('fits beside a button in the middle of the grid, scrolling its options', async () => {
    const page = await store.visit('/', { viewport: DESKTOP });
    const popover = await openTeePopover(page);
    await expectUsable(popover, DESKTOP);
    // Too tall for either side of the button once its description (rich text, loaded on demand) is in:
    // its body scrolls, not the page.
    await popover.getByText('Made to last').waitFor();
    const body = popover.locator('.options-body');
    expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await chooseAndAdd(page, popover, DESKTOP);
  });
});

describe('on a 375×740 phone', () => {
  const phone = { viewport: PHONE, hasTouch: true, isMobile: true };

  it('is a bottom sheet across the screen with its Add button on screen', async () => {
    const page = await store.visit('/', phone);
    const popover = await openTeePopover(page);
    await expectUsable(popover, PHONE);
    const box = await popover.boundingBox();
    expect(box && Math.round(box.x)).toBe(0);
    expect(box && Math.round(box.width)).toBe(PHONE.width);
    expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
    await chooseAndAdd(page, popover, PHONE);
  });

  it('closes on a tap on the dimmed page above it, and on Escape, giving focus back', async () => {
    const page = await store.visit(`/products/${TEE.slug}.html`, phone);
    let popover = await openTeePopover(page);
    const box = await popover.boundingBox();
    expect(box?.y).toBeGreaterThan(20);
    // The page behind the sheet is dimmed and takes no taps; a tap there closes the sheet.
    await page.touchscreen.tap(PHONE.width / 2, 10);
    await popover.waitFor({ state: 'hidden' });
    popover = await openTeePopover(page);
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });
    expect(
      await buyButtons(page, TEE.id)
        .last()
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
  });
});
