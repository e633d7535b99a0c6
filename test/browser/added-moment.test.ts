// Issue 27, Looks designed: the "added" moment. A line the shopper adds, or whose quantity rises,
// highlights briefly and the drawer's count bumps; with `prefers-reduced-motion: reduce` (Chromium's
// emulateMedia) neither animates. Animations are held with the DevTools protocol (playback rate 0) and
// read with getAnimations(), never raced against a clock. Needs `npm run build` first.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { playbackRate } from './support/animations.ts';
import { PRODUCTS } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';
import { buyButtons, cartDrawer, expectCount } from './support/widget.ts';

const store = useStore();

/** The running animations of the cart's line and count, by name (the drawer's own entrance aside). */
function moments(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('dropcart-root')?.shadowRoot;
    if (!root) throw new Error('no widget');
    return root
      .getAnimations()
      .filter((animation) => animation.playState !== 'finished')
      .map((animation) => (animation as CSSAnimation).animationName)
      .filter((name) => name === 'line-added' || name === 'count-bump')
      .sort();
  });
}

const mugLine = (page: Page) => cartDrawer(page).getByRole('listitem').filter({ hasText: PRODUCTS.mug.name });

async function addTheMug(reducedMotion: 'reduce' | 'no-preference') {
  const page = await store.visit('/', { viewport: { width: 1280, height: 800 } });
  await page.emulateMedia({ reducedMotion });
  await playbackRate(page, 0);
  await buyButtons(page, PRODUCTS.mug.id).first().click();
  await mugLine(page).waitFor();
  await expectCount(page, 1);
  return page;
}

it('highlights the added line and bumps the count, and again when its quantity rises', async () => {
  const page = await addTheMug('no-preference');
  try {
    // Held at the first frame: the line's highlight and the count's bump are running.
    await expect.poll(() => moments(page)).toEqual(['count-bump', 'line-added']);
    await playbackRate(page, 1);
    await expect.poll(() => moments(page), { timeout: 10_000 }).toEqual([]);

    await playbackRate(page, 0);
    await mugLine(page)
      .getByRole('button', { name: `One more ${PRODUCTS.mug.name}` })
      .click();
    await expect.poll(() => moments(page)).toEqual(['count-bump', 'line-added']);
    await playbackRate(page, 1);
    await expectCount(page, 2);
    await expect.poll(() => moments(page), { timeout: 10_000 }).toEqual([]);
  } finally {
    await page.context().close();
  }
});

it('moves nothing with prefers-reduced-motion: reduce', async () => {
  const page = await addTheMug('reduce');
  try {
    await mugLine(page)
      .getByRole('button', { name: `One more ${PRODUCTS.mug.name}` })
      .click();
    await expectCount(page, 2);
    // Every animation is held, so one started by either change would still be running here.
    expect(await moments(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.querySelector('dropcart-root')?.shadowRoot?.getAnimations().length),
    ).toBe(0);
    // Nor does an estimate on its way: its totals change colour without a transition. Read in the
    // `updating` state directly, since whether an estimate is still out at this moment is the machine's.
    await cartDrawer(page).locator('dl.totals dd').first().waitFor();
    expect(
      await page.evaluate(() => {
        const totals = document.querySelector('dropcart-root')?.shadowRoot?.querySelector('dl.totals');
        const amount = totals?.querySelector('dd');
        if (!totals || !amount) throw new Error('no totals');
        const was = totals.className;
        totals.classList.add('updating');
        const duration = getComputedStyle(amount).transitionDuration;
        totals.className = was;
        return duration;
      }),
    ).toBe('0s');
  } finally {
    await page.context().close();
  }
});
