// A host page that enforces Trusted Types (`require-trusted-types-for 'script'`), on a Catalog V1 store,
// whose descriptions are HTML (issue 30 #9). Before, the options popover parsed the description with
// DOMParser.parseFromString, which Trusted Types refuse a plain string: the popover never opened, the
// whole React tree was gone, and even Dropcart.open() showed nothing. Now the description is read without
// any HTML parser of the DOM: the popover shows it, the item is added, the cart opens, a member signs in
// through the panel, and the page reports no Trusted Types violation.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import type { HostServer } from './fixtures/host-pages.ts';
import { useHostileWorld } from './fixtures/hostile-world.ts';
import { collectPageErrors, widgetCart } from './fixtures/probes.ts';
import type { Store } from './support/store.ts';
import { cartDrawer, readSession, signInDialog } from './support/widget.ts';

const world = useHostileWorld('hostile-trusted-types', {
  store: { config: { catalogVersion: 'V1_CATALOG' } },
  hostPages: true,
});
const { figures, errors } = world;
let store: Store;
let host: HostServer;
beforeAll(() => {
  ({ store, host } = world);
});
const TEE = seedProductId('organic-cotton-tee');

describe("a page with require-trusted-types-for 'script'", () => {
  it('shows the V1 description in the options popover, adds, opens the cart and signs in', async () => {
    figures.hostileInputs++;
    host.page(
      '/trusted-types.html',
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trusted Types</title>
<script async src="/dropcart/loader.js" data-client-id="demo" data-api="${store.api}"></script></head>
<body><button id="buy" data-dropcart-add="${TEE}" data-dropcart-open-on-add="false">Buy the tee</button>
<a href="#login" id="login" data-dropcart-login>Sign in</a></body></html>`,
      "require-trusted-types-for 'script'",
    );
    const context = await store.newContext();
    await context.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        w.__violations.push(`${event.violatedDirective} ${event.sample}`),
      );
    });
    const page = await context.newPage();
    errors.push(...collectPageErrors(page));
    await page.goto(`${host.url}/trusted-types.html`);
    await page.click('#buy');
    const popover = page.getByRole('dialog', { name: 'Organic Cotton Tee' });
    await popover.waitFor({ timeout: 15_000 });
    // The description's text and its plain elements, none of its markup as text.
    await popover.getByText('heavyweight', { exact: true }).waitFor();
    expect(await popover.locator('.description strong').count()).toBeGreaterThan(0);
    expect(await popover.locator('.description').textContent()).not.toContain('<');
    await popover.getByLabel('M', { exact: true }).check();
    await popover.getByLabel('Black').check();
    await popover.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => widgetCart(page), { timeout: 15_000 }).toEqual([{ productId: TEE, quantity: 1 }]);
    await page.evaluate(() => (window as unknown as { Dropcart: { open(): Promise<void> } }).Dropcart.open());
    const drawer = cartDrawer(page);
    await drawer.getByText('Organic Cotton Tee', { exact: true }).waitFor({ timeout: 15_000 });
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    // The panel sign-in and its hidden frame work on such a page too.
    await page.click('#login');
    const dialog = signInDialog(page);
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Password').fill('lovelace-1815');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(async () => (await readSession(page)).role, { timeout: 30_000 }).toBe('member');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
      [],
    );
    expect(errors.map((error) => error.message)).toEqual([]);
    await context.close();
  });
});
