// Issue 27, defect 6 (rough edges of the coupon): Apply widened when its ring showed, and the coupon's chip
// lost its amount ("WELCOME10 (−$1.20)" to "WELCOME10") while the totals updated after a quantity change,
// then got it back. Now Apply keeps its width while it works, and the chip keeps the amount the totals
// keep until the new estimate says otherwise. The platform's answers are held until checked, no waits.
// Needs `npm run build` first.
import { expect, it } from 'vitest';
import { PRODUCTS } from './support/emulator.ts';
import { hold } from './support/hold.ts';
import { useStore } from './support/use-store.ts';
import { cartDrawer, expectCount } from './support/widget.ts';

const store = useStore();

it('keeps Apply’s width while it works, and the chip’s amount while the totals update', async () => {
  const page = await store.visit('/', { reducedMotion: 'reduce' });
  await page.locator(`[data-dropcart-add="${PRODUCTS.mug.id}"]`).first().click();
  await expectCount(page, 1);
  const drawer = cartDrawer(page);
  const apply = drawer.getByRole('button', { name: 'Apply' });
  const width = async () => (await apply.boundingBox())?.width;
  const before = await width();

  const applying = await hold(page, /\/add-coupon$|\/apply-coupon$|coupon/);
  await drawer.getByLabel('Coupon code').fill('WELCOME10');
  await apply.click();
  await expect.poll(() => apply.getAttribute('aria-busy')).toBe('true');
  expect(applying.held.length).toBeGreaterThan(0);
  expect(await width(), 'Apply keeps its width with its ring').toBe(before);
  applying.release();
  await drawer.getByText('WELCOME10 (−$1.20)').waitFor();

  // One more mug: while the new estimate is held, the chip keeps −$1.20, as the totals keep theirs.
  const estimating = await hold(page, /\/estimate(-totals)?$/);
  await drawer.getByRole('button', { name: `One more ${PRODUCTS.mug.name}` }).click();
  await expectCount(page, 2);
  await expect.poll(() => estimating.held.length).toBeGreaterThan(0);
  expect(await drawer.locator('.chip').textContent()).toContain('WELCOME10 (−$1.20)');
  estimating.release();
  await drawer.getByText('WELCOME10 (−$2.40)').waitFor();
  await page.context().close();
});
