// The drawer's entrance and exit in Chromium (issue 15, Looks): a short slide and fade that leave the
// dialog's mechanics alone (focus back at once, the dialog gone from the page's accessibility tree at
// once, the drawer fully in view at the end), and no motion at all under `prefers-reduced-motion:
// reduce`.
// Animations are held with the DevTools protocol (playback rate 0), never raced against a clock.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playbackRate } from './support/animations.ts';
import { useStore } from './support/use-store.ts';
import { cartDrawer } from './support/widget.ts';

const VIEWPORT = { width: 1280, height: 800 };

const store = useStore();

/** The names of the animations running in the widget's shadow root, and whether a leaving copy is there. */
function motion(page: Page): Promise<{ animations: string[]; leaving: boolean }> {
  return page.evaluate(() => {
    const root = document.querySelector('dropcart-root')?.shadowRoot;
    if (!root) throw new Error('no widget');
    return {
      animations: root
        .getAnimations()
        .filter((animation) => animation.playState !== 'finished')
        .map((animation) => (animation as CSSAnimation).animationName ?? 'script'),
      leaving: root.querySelector('.leaving') !== null,
    };
  });
}

/** Whether the exit's styles are in: they come with its code, after the drawer's first frame (drawer-later.ts). */
const exitLoaded = (page: Page) =>
  page.evaluate(() =>
    [...(document.querySelector('dropcart-root')?.shadowRoot?.adoptedStyleSheets ?? [])].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.startsWith('.layer.leaving')),
    ),
  );

const focusedIsOpener = (page: Page) =>
  page.evaluate(() => document.activeElement?.matches('[data-dropcart-open]') ?? false);

describe('the drawer’s motion', () => {
  it('slides in and out, while focus and the dialog come and go at once, and ends fully in view', async () => {
    const page = await store.visit('/', { viewport: VIEWPORT });
    await playbackRate(page, 0);
    const opener = page.locator('header [data-dropcart-open]');
    await opener.focus();
    await opener.press('Enter');
    const drawer = cartDrawer(page);
    await drawer.waitFor();
    // Held at its first frame: the entrance is running, and focus is already inside the dialog.
    expect((await motion(page)).animations).toEqual(expect.arrayContaining(['slide-in', 'fade-in']));
    expect(
      await drawer.evaluate((dialog) => dialog.contains((dialog.getRootNode() as ShadowRoot).activeElement)),
    ).toBe(true);

    await playbackRate(page, 1);
    await expect.poll(async () => (await motion(page)).animations).toEqual([]);
    const box = await drawer.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBe(VIEWPORT.width);
    expect(box.y).toBe(0);
    expect(box.height).toBe(VIEWPORT.height);

    await expect.poll(() => exitLoaded(page)).toBe(true);
    await playbackRate(page, 0);
    await page.keyboard.press('Escape');
    // The dialog is gone and focus is back on the opener before the exit has moved a pixel.
    expect(await cartDrawer(page).count()).toBe(0);
    expect(await focusedIsOpener(page)).toBe(true);
    const leaving = await motion(page);
    expect(leaving.leaving).toBe(true);
    expect(leaving.animations.length).toBeGreaterThan(0);
    // The leaving copy takes no clicks: the page under it answers at once.
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, {
      x: VIEWPORT.width - 40,
      y: VIEWPORT.height / 2,
    });
    expect(hit).not.toBe('DROPCART-ROOT');
    await playbackRate(page, 1);
    await expect.poll(async () => (await motion(page)).leaving).toBe(false);
    await page.context().close();
  });

  it('runs no animation at all under prefers-reduced-motion: reduce', async () => {
    const page = await store.visit('/', { viewport: VIEWPORT, reducedMotion: 'reduce' });
    await playbackRate(page, 0);
    const opener = page.locator('header [data-dropcart-open]');
    await opener.click();
    const drawer = cartDrawer(page);
    await drawer.waitFor();
    expect(await motion(page)).toEqual({ animations: [], leaving: false });
    const box = await drawer.boundingBox();
    expect(box && box.x + box.width).toBe(VIEWPORT.width);
    await page.keyboard.press('Escape');
    expect(await cartDrawer(page).count()).toBe(0);
    expect(await motion(page)).toEqual({ animations: [], leaving: false });
    expect(await focusedIsOpener(page)).toBe(true);
    await page.context().close();
  });
});
