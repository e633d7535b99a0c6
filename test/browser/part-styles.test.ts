// A part the first cart does not draw brings its own stylesheet and adopts it as it mounts (issue 32: the
// first cart fetches only its own styles): its first frame is styled all the same, never a frame of
// unstyled content. Each part is read in the task that put it in the shadow root (a MutationObserver's
// callback runs before the browser paints), and the part's sheet comes after those it refines (the options
// popover's padding over the popover's). Needs `npm run build`.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { useStore } from './support/use-store.ts';
import { buyButtons, cartDrawer, mugInCart, signInDialog, signInThroughPanel } from './support/widget.ts';

const store = useStore();

/** What a part's own sheet gives it: the computed value of a property of one of its elements. */
interface Probe {
  selector: string;
  property: string;
  value: string;
}

/** Reads `probe` on the first element matching it as it enters the shadow root (`window.__firstFrame`). */
async function watchFirstFrame(page: Page, probe: Probe): Promise<void> {
  await page.evaluate(({ selector, property }) => {
    const root = document.querySelector('dropcart-root')?.shadowRoot;
    if (!root) throw new Error('the widget has no shadow root yet');
    const seen = new MutationObserver(() => {
      const element = root.querySelector(selector);
      if (!element) return;
      seen.disconnect();
      (window as { __firstFrame?: string }).__firstFrame =
        getComputedStyle(element).getPropertyValue(property);
    });
    seen.observe(root, { childList: true, subtree: true });
  }, probe);
}

const firstFrame = (page: Page) => page.evaluate(() => (window as { __firstFrame?: string }).__firstFrame);

async function expectStyledAtOnce(page: Page, probe: Probe, open: () => Promise<void>): Promise<void> {
  await watchFirstFrame(page, probe);
  await open();
  await expect.poll(() => firstFrame(page), { timeout: 30_000 }).toBeDefined();
  expect(await firstFrame(page), `${probe.selector} ${probe.property} in its first frame`).toBe(probe.value);
}

/** A page whose widget has mounted (its shadow root is there to watch). */
async function ready(page: Page): Promise<Page> {
  await page.evaluate(() =>
    (window as unknown as { Dropcart: (method: string) => Promise<unknown> }).Dropcart('getCart'),
  );
  return page;
}

it('the standalone sign-in dialog is a centred dialog from its first frame', async () => {
  const page = await ready(await store.visit('/', { reducedMotion: 'reduce' }));
  await expectStyledAtOnce(page, { selector: '.standalone', property: 'position', value: 'fixed' }, () =>
    page.locator('header [data-dropcart-login]').click(),
  );
  await page.context().close();
});

it("the options popover's sheet refines the popover's from its first frame", async () => {
  const page = await ready(
    await store.visit('/products/organic-cotton-tee.html', { reducedMotion: 'reduce' }),
  );
  const tee = seedProductId('organic-cotton-tee');
  await expectStyledAtOnce(
    page,
    { selector: '.options-popover', property: 'padding-top', value: '0px' },
    () => buyButtons(page, tee).last().click(),
  );
  await page.context().close();
});

it("the coupon's field, which comes after the first cart, has the fields' look from its first frame", async () => {
  const page = await ready(await store.visit('/', { reducedMotion: 'reduce' }));
  await expectStyledAtOnce(
    page,
    { selector: '.coupon .field-input', property: 'min-height', value: '44px' },
    () => mugInCart(page).then(() => undefined),
  );
  await page.context().close();
});

it('the ship-to form lays its fields side by side from its first frame', async () => {
  const page = await store.visit('/', { reducedMotion: 'reduce' });
  const drawer = await mugInCart(page);
  await expectStyledAtOnce(page, { selector: '.ship-to-fields', property: 'display', value: 'grid' }, () =>
    drawer.getByRole('button', { name: 'Estimate shipping and tax' }).click(),
  );
  await page.context().close();
});

it("the member menu is the menu's list from its first frame", async () => {
  const page = await ready(await store.visit('/', { reducedMotion: 'reduce' }));
  await page.locator('header [data-dropcart-login]').click();
  await signInThroughPanel(page, 'ada@example.com', 'lovelace-1815');
  await signInDialog(page).waitFor({ state: 'hidden' });
  await page.locator('header [data-dropcart-open]').click();
  const menuButton = cartDrawer(page).getByRole('button', { name: /^Account menu for / });
  await expectStyledAtOnce(page, { selector: '.menu', property: 'min-width', value: '200px' }, () =>
    menuButton.click(),
  );
  await page.context().close();
});
