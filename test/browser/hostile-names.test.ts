// A page that already uses the name `Dropcart` (issue #18, hole 7): an element `<section id="Dropcart">`
// (the window's named access makes it `window.Dropcart`), or the page's own `window.Dropcart`. The loader
// used to take either for itself and exit in silence: no widget, no message. Now an element's name is
// shadowed by ours, a page's own global is left alone and the API goes to `window.DropcartWidget` (said in
// the console), and the buttons work either way.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type HostServer, hostPageHtml } from './fixtures/host-pages.ts';
import { useHostileWorld } from './fixtures/hostile-world.ts';
import { collectPageErrors } from './fixtures/probes.ts';
import { PRODUCTS } from './support/emulator.ts';
import type { Store } from './support/store.ts';

const world = useHostileWorld('hostile-names', { hostPages: true });
const { figures, errors } = world;
let store: Store;
let host: HostServer;
beforeAll(() => {
  ({ store, host } = world);
});

async function open(path: string, head: string, consoleLines: string[]): Promise<Page> {
  host.page(path, hostPageHtml({ api: store.api, head }));
  const context = await store.newContext();
  const page = await context.newPage();
  errors.push(...collectPageErrors(page));
  page.on('console', (message) => consoleLines.push(`${message.type()} ${message.text()}`));
  await page.goto(`${host.url}${path}`);
  return page;
}

/** The API under `name` answers with the cart's lines. */
const linesVia = (page: Page, name: string) =>
  page.evaluate(async (name) => {
    const api = (
      window as unknown as Record<
        string,
        (m: string) => Promise<{ lines: Array<{ productId: string; quantity: number }> }>
      >
    )[name];
    if (typeof api !== 'function') return `window.${name} is not our API`;
    return (await api('getCart')).lines.map(({ productId, quantity }) => ({ productId, quantity }));
  }, name);

describe('a page that already has a Dropcart', () => {
  it('an element with id "Dropcart": the widget starts, the element stays the page’s', async () => {
    figures.hostileInputs++;
    const consoleLines: string[] = [];
    const page = await open(
      '/names/element.html',
      '<section id="Dropcart">The shop’s own section</section>',
      consoleLines,
    );
    await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
    await page.click('#buy-link');
    await expect
      .poll(() => linesVia(page, 'Dropcart'), { timeout: 15_000 })
      .toEqual([{ productId: PRODUCTS.mug.id, quantity: 1 }]);
    expect(await page.evaluate(() => document.getElementById('Dropcart')?.textContent)).toBe(
      'The shop’s own section',
    );
    expect(errors.map((error) => error.message)).toEqual([]);
    await page.context().close();
  });

  it("the page's own window.Dropcart: left alone, the API is window.DropcartWidget, the console says so", async () => {
    figures.hostileInputs++;
    const consoleLines: string[] = [];
    const page = await open(
      '/names/global.html',
      '<script>window.Dropcart = { version: "the page’s own" };</script>',
      consoleLines,
    );
    await page.waitForFunction(
      () => typeof (window as { DropcartWidget?: unknown }).DropcartWidget === 'function',
    );
    await page.click('#buy-link');
    await expect
      .poll(() => linesVia(page, 'DropcartWidget'), { timeout: 15_000 })
      .toEqual([{ productId: PRODUCTS.mug.id, quantity: 1 }]);
    expect(
      await page.evaluate(() => (window as unknown as { Dropcart: { version: string } }).Dropcart.version),
    ).toBe('the page’s own');
    expect(consoleLines.filter((line) => line.includes('[dropcart]'))).toEqual([
      "warning [dropcart] window.Dropcart is the page's own; the API is window.DropcartWidget",
    ]);
    expect(errors.map((error) => error.message)).toEqual([]);
    await page.context().close();
  });
});
