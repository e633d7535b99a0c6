// Issue 27, defect 3: the demo's brown accent (#6b3e1e, as an owner sets it) on the dark theme's navy read
// 1.97:1 for links and text buttons. The widget now reads the colours the page set and, where the accent
// fails 4.5:1 on its background, draws text in a readable variant of it; filled buttons keep the brown.
// axe computes the contrast of every text in the open cart, in light and in dark. An owner may also give a
// dark scheme its own accent (`--dropcart-accent-dark`). Needs `npm run build` first.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { auditWidget } from './support/artifacts.ts';
import { PRODUCTS } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';
import { cartDrawer, expectCount } from './support/widget.ts';

const store = useStore();

const BROWN = 'rgb(107, 62, 30)'; // demo/site/static/site.css: --dropcart-accent: #6b3e1e

async function openCartWithMug(colorScheme: 'light' | 'dark'): Promise<Page> {
  const page = await store.visit('/', { colorScheme, reducedMotion: 'reduce' });
  await page.locator(`[data-dropcart-add="${PRODUCTS.mug.id}"]`).first().click();
  await expectCount(page, 1);
  await cartDrawer(page).getByRole('button', { name: 'Estimate shipping and tax' }).waitFor();
  return page;
}

const colourOf = (page: Page, name: string, property: 'color' | 'backgroundColor') =>
  cartDrawer(page)
    .getByRole('button', { name })
    .evaluate((element, which) => getComputedStyle(element)[which], property);

it.each(['light', 'dark'] as const)('has no contrast failure with the brown accent (%s)', async (scheme) => {
  const page = await openCartWithMug(scheme);
  const violations = await auditWidget(page);
  expect(violations).toEqual([]);
  // The filled button keeps the owner's colour: white on brown holds.
  expect(await colourOf(page, 'Check out', 'backgroundColor')).toBe(BROWN);
  // Text buttons: the brown where it reads (light), a lighter brown where it does not (dark).
  const link = await colourOf(page, 'Sign in', 'color');
  if (scheme === 'light') expect(link).toBe(BROWN);
  else expect(link).not.toBe(BROWN);
  await page.context().close();
});

it('takes the owner’s own dark accent, and the light one in light', async () => {
  for (const scheme of ['light', 'dark'] as const) {
    const page = await store.visit('/', { colorScheme: scheme, reducedMotion: 'reduce' });
    await page.addStyleTag({
      content: 'dropcart-root { --dropcart-accent-dark: #f0b27a; --dropcart-accent-text-dark: #1f2937; }',
    });
    await page.locator(`[data-dropcart-add="${PRODUCTS.mug.id}"]`).first().click();
    await expectCount(page, 1);
    const fill = await colourOf(page, 'Check out', 'backgroundColor');
    expect(fill).toBe(scheme === 'dark' ? 'rgb(240, 178, 122)' : BROWN);
    expect(await auditWidget(page)).toEqual([]);
    await page.context().close();
  }
});
