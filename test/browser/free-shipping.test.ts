// Issue 27, "Looks designed": `data-free-shipping-over="50"` on the loader's tag shows in the open cart how
// much more ships free, over a meter, and says so once the subtotal reaches it, following the quantities.
// Needs `npm run build` first.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type HostServer, hostPageHtml, startHostServer } from './fixtures/host-pages.ts';
import { auditWidget } from './support/artifacts.ts';
import { PRODUCTS } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';
import { cartDrawer } from './support/widget.ts';

const store = useStore();
let host: HostServer;
beforeAll(async () => {
  host = await startHostServer(store.site.url);
  const page = hostPageHtml({ api: store.api });
  host.page(
    '/shop.html',
    page.replace('data-client-id="demo"', 'data-client-id="demo" data-free-shipping-over="50"'),
  );
});
// Before the store's (Vitest runs afterAll hooks in reverse order of registration).
afterAll(() => host?.close());

it.each(['light', 'dark'] as const)(
  'says how much more ships free over a meter, and that it ships free once the subtotal reaches 50 (%s)',
  async (colorScheme) => {
    const context = await store.newContext({ reducedMotion: 'reduce', colorScheme });
    const page = await context.newPage();
    await page.goto(`${host.url}/shop.html`);
    await page.locator('#buy-button').click();
    const drawer = cartDrawer(page);
    const meter = drawer.getByRole('meter', { name: 'Progress to free shipping' });
    const meterValue = () =>
      meter.evaluate((element) => [(element as HTMLMeterElement).value, (element as HTMLMeterElement).max]);
    // The tote is $18.00.
    await drawer.getByText('Add $32.00 more for free shipping', { exact: true }).waitFor();
    await expect.poll(meterValue).toEqual([PRODUCTS.tote.price, 50]);
    expect(await auditWidget(page)).toEqual([]);

    const more = drawer.getByRole('button', { name: `One more ${PRODUCTS.tote.name}` });
    await more.click();
    await drawer.getByText('Add $14.00 more for free shipping', { exact: true }).waitFor();
    await expect.poll(meterValue).toEqual([36, 50]);

    await more.click();
    await drawer.getByText('Your order ships free', { exact: true }).waitFor();
    await expect.poll(meterValue).toEqual([50, 50]);
    expect(await drawer.getByText(/more for free shipping/).count()).toBe(0);
    expect(await auditWidget(page)).toEqual([]);
    await context.close();
  },
);
