// A first visit's product read waits for the catalog reader's code (src/catalog/products.ts loads it
// once the site's catalog is known): both of its files are asked for at once, not the second only when
// the first has arrived and named it (issue 32: a round trip to the widget's host less before the read).
// The reader's own file is held here until the file it shares is asked for, so the order is a fact, not
// a race. Needs `npm run build` first.
import { describe, expect, it } from 'vitest';
import { fileOf } from './support/built-files.ts';
import { PRODUCTS } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';
import { buyButtons, cartDrawer } from './support/widget.ts';

describe.each([
  ['V1_CATALOG', 'src/catalog/products-v1.ts'],
  ['V3_CATALOG', 'src/catalog/products-v3.ts'],
] as const)('on a %s site, a first click', (catalogVersion, reader) => {
  const store = useStore({ config: { catalogVersion } });

  it("asks for the catalog reader's files together, then shows the product's line", async () => {
    const page = await (await store.newContext()).newPage();
    const readerFile = fileOf(reader);
    const sharedFile = fileOf('src/catalog/prices.ts');
    const asked: string[] = [];
    let sharedAsked = () => {};
    const shared = new Promise<void>((resolve) => {
      sharedAsked = resolve;
    });
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      asked.push(file);
      if (file === sharedFile) sharedAsked();
    });
    // The reader's file arrives only once the file it imports has been asked for: a browser that waited
    // for the one to name the other would wait here for ever, and the line below would never show.
    await page.route(`**/dropcart/widget/${readerFile}`, async (route) => {
      await shared;
      await route.continue();
    });
    await page.goto(store.url('/'));
    await buyButtons(page, PRODUCTS.mug.id).first().click();
    await cartDrawer(page).locator('li.line', { hasText: PRODUCTS.mug.name }).waitFor({ timeout: 15_000 });
    expect(asked.indexOf(sharedFile)).toBeGreaterThan(-1);
    expect(asked.indexOf(readerFile)).toBeGreaterThan(-1);
  });
});
