// A product whose options are named `constructor`, `toString`, `valueOf` and `__proto__` (issue #18, hole 9):
// a buy button must open the popover and ask for every choice, and the chosen item must reach the cart.
// Before, the lookups by option name found Object.prototype's members: the popover never asked, and the add
// was refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { HostServer } from './fixtures/host-pages.ts';
import { useHostileWorld } from './fixtures/hostile-world.ts';
import { collectPageErrors, createProduct, widgetCart } from './fixtures/probes.ts';
import type { Store } from './support/store.ts';
import { cartDrawer } from './support/widget.ts';

// V1: the emulator's merchant API that creates products is Catalog V1's.
const world = useHostileWorld('hostile-option-names', {
  store: { config: { catalogVersion: 'V1_CATALOG' } },
  hostPages: true,
});
const { figures, errors } = world;
let store: Store;
let host: HostServer;
beforeAll(() => {
  ({ store, host } = world);
});
const NAMES = ['constructor', 'toString', 'valueOf', '__proto__'] as const;

describe('option names that are Object.prototype members', () => {
  it('the popover asks for each, and the chosen item is added', async () => {
    figures.hostileInputs++;
    const id = await createProduct(store.api, {
      name: 'Prototype tee',
      price: 9,
      options: NAMES.map((name) => ({ name, choices: [{ value: `${name}-a` }, { value: `${name}-b` }] })),
    });
    host.page(
      '/options.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Options</title>
<script async src="/dropcart/loader.js" data-client-id="demo" data-api="${store.api}"></script></head>
<body><button id="buy" data-dropcart-add="${id}">Buy the tee</button></body></html>`,
    );
    const context = await store.newContext();
    const page = await context.newPage();
    errors.push(...collectPageErrors(page));
    await page.goto(`${host.url}/options.html`);
    await page.click('#buy');
    const popover = page.getByRole('dialog', { name: 'Prototype tee' });
    await popover.waitFor({ timeout: 15_000 });
    // Nothing chosen yet: the add asks for the first option by its name.
    await popover.getByRole('button', { name: 'Add to cart' }).click();
    await popover
      .getByText(/constructor/)
      .first()
      .waitFor();
    for (const name of NAMES) await popover.getByLabel(`${name}-b`).check();
    await popover.getByRole('button', { name: 'Add to cart' }).click();
    await cartDrawer(page).getByText('Prototype tee', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await widgetCart(page)).toEqual([{ productId: id, quantity: 1 }]);
    expect(errors.map((error) => error.message)).toEqual([]);
    await context.close();
  });
});
