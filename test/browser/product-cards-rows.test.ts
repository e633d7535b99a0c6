// Product cards' leftovers of issue 27 on the demo's cards page (demo/site/cards.ts), in Chromium: a row
// takes the room its fallback held, so replacing it moves nothing (CLS < 0.01, measured as the grid's
// card test measures it), and a card's price adds the chosen modifier's added price, as the popover and
// the cart do (platform-2026.md §3.6). Needs `npm run build` first.
import { expect, it } from 'vitest';
import { PRODUCTS } from './support/emulator.ts';
import { layoutShiftTotal, watchLayoutShifts } from './support/layout-shifts.ts';
import { useStore } from './support/use-store.ts';

const store = useStore();

const ROWS = '[data-dropcart-product][data-layout="row"]';

it.each([
  { room: 'the room the page reserved', reserved: true },
  { room: 'only the fallback’s own height', reserved: false },
])(
  'keeps each row’s room when its card replaces the fallback, given $room (CLS < 0.01)',
  async ({ reserved }) => {
    const context = await store.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      await watchLayoutShifts(page);
      // An owner who reserved nothing: each row has its fallback's height, shorter than the T-shirt's card.
      if (!reserved)
        await page.addInitScript(() =>
          document.addEventListener('DOMContentLoaded', () => {
            const style = document.createElement('style');
            style.textContent = '.rows [data-dropcart-product] { min-height: 0 !important }';
            document.head.append(style);
          }),
        );
      await page.goto(store.url('/cards.html'));
      const rows = page.locator(ROWS);
      await rows.first().scrollIntoViewIfNeeded();
      await page.locator(`${ROWS} > article.card`).first().waitFor({ state: 'visible' });
      const boxes = () =>
        rows.evaluateAll((hosts) => hosts.map((host) => host.getBoundingClientRect().toJSON()));
      const before = await boxes();
      expect(before.length).toBe(4);
      for (const row of await rows.all()) await row.getByRole('article').waitFor();
      expect(await boxes()).toEqual(before);
      // The T-shirt's Size and Color fit the reserved room inline; without it they are one click away.
      const tee = rows.first();
      if (reserved) await tee.getByRole('group', { name: 'Size' }).waitFor();
      else await tee.getByRole('button', { name: 'Choose options for Organic Cotton Tee' }).waitFor();
      expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
    } finally {
      await context.close();
    }
  },
);

it('adds a chosen modifier’s added price to the card’s price', async () => {
  const page = await store.visit('/cards.html', { viewport: { width: 1280, height: 800 } });
  try {
    const tote = page
      .locator(`${ROWS}[data-dropcart-product="${PRODUCTS.embroidered.id}"]`)
      .getByRole('article', { name: PRODUCTS.embroidered.name });
    await tote.scrollIntoViewIfNeeded();
    const price = tote.locator('.card-current');
    await expect.poll(() => price.textContent()).toBe('$20.00');
    await tote.getByLabel('Gold (+$3.00)').check();
    await expect.poll(() => price.textContent()).toBe('$23.00');
    await tote.getByLabel('Natural').check();
    await expect.poll(() => price.textContent()).toBe('$20.00');
  } finally {
    await page.context().close();
  }
});
