// Right to left in Chromium (issue 28): a Hebrew page gets the widget in Hebrew and mirrored. The drawer
// sits at the left edge and slides in from it, its header and lines read from the right, and the options
// popover and sign-in speak Hebrew too; a product card's ribbon sits in its picture's right corner.
// Screenshots for docs/embedding.md (docs/screenshots/he-*.png).
// Animations are held with the DevTools protocol (playback rate 0), never raced against a clock.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { playbackRate } from './support/animations.ts';
import { PRODUCTS } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';
import { buyButtons, expectCount } from './support/widget.ts';

const VIEWPORT = { width: 1280, height: 800 };

const store = useStore();

const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'העגלה שלך' });
const settled = (element: Locator) =>
  element.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));

/** The demo store as a Hebrew page, for a Hebrew browser. */
const visitHebrew = () =>
  store.visit('/', { viewport: VIEWPORT, locale: 'he-IL', page: { lang: 'he', dir: 'rtl' } });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

describe('a Hebrew page', () => {
  it('shows the drawer at the left edge, sliding in from it, mirrored', async () => {
    const page = await visitHebrew();
    await buyButtons(page, PRODUCTS.mug.id).first().click();
    const drawer = drawerOf(page);
    await drawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
    await drawer.getByText('סה״כ משוער').first().waitFor();
    await settled(drawer);
    const at = await box(drawer);
    expect(at.x).toBe(0);
    expect(at.width).toBeLessThan(VIEWPORT.width / 2);
    expect(at.height).toBe(VIEWPORT.height);
    // Mirrored: the close button at the drawer's left, the title at its right; a line's price left of its name.
    const close = await box(drawer.getByRole('button', { name: 'סגירת העגלה' }));
    const title = await box(drawer.getByRole('heading', { name: 'העגלה שלך' }));
    expect(close.x + close.width).toBeLessThan(title.x);
    const line = drawer.getByRole('listitem').filter({ hasText: PRODUCTS.mug.name });
    const name = await box(line.getByText(PRODUCTS.mug.name, { exact: true }));
    const price = await box(line.locator('.line-price'));
    expect(price.x + price.width).toBeLessThanOrEqual(name.x);
    // The stepper reads from the right: "one more" on the left, "one less" on the right. (The name sits
    // in its own bidirectional run inside the label: U+2068 … U+2069.)
    const more = await box(
      line.getByRole('button', { name: /^יחידה אחת יותר של \u2068Classic White Mug\u2069$/ }),
    );
    const less = await box(
      line.getByRole('button', { name: /^יחידה אחת פחות של \u2068Classic White Mug\u2069$/ }),
    );
    expect(more.x).toBeLessThan(less.x);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await playbackRate(page, 0);
    await page.locator('header [data-dropcart-open]').click();
    await drawer.waitFor();
    // Held at its first frame: the drawer starts beyond the left edge.
    const start = await drawer.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    expect(start).toBeLessThan(0);
    await playbackRate(page, 1);
    await settled(drawer);
    expect((await box(drawer)).x).toBe(0);
  });

  it('asks for options and signs in in Hebrew', async () => {
    const page = await visitHebrew();
    await buyButtons(page, PRODUCTS.print.id).first().click();
    const popover = page.getByRole('dialog', { name: PRODUCTS.print.name });
    await popover.getByLabel('50x70').waitFor();
    await settled(popover);
    await popover.getByLabel('50x70').check();
    await popover.getByRole('button', { name: 'הוספה לעגלה' }).click();
    await expectCount(page, 1);
    await drawerOf(page).waitFor();
    await page.keyboard.press('Escape');

    await page.locator('header [data-dropcart-login]').click();
    const signIn = page.getByRole('dialog', { name: 'התחברות' });
    await signIn.getByLabel('אימייל').waitFor();
    await signIn.getByLabel('סיסמה').waitFor();
    await settled(signIn);
  });

  it("puts a product card's ribbon in the picture's start corner, the right one", async () => {
    const page = await store.visit('/cards.html', {
      viewport: VIEWPORT,
      locale: 'he-IL',
      page: { lang: 'he', dir: 'rtl' },
    });
    const card = page
      .locator(`[data-dropcart-product="${seedProductId('sunrise-travel-tumbler')}"]:not([data-layout])`)
      .getByRole('article', { name: 'Sunrise Travel Tumbler' });
    const ribbon = card.locator('.card-ribbon');
    await ribbon.waitFor();
    const picture = await box(card.locator('.card-picture'));
    const at = await box(ribbon);
    // 8 px in from the picture's right edge (the left one on an English page).
    expect(Math.round(picture.x + picture.width - (at.x + at.width))).toBe(8);
  });
});
