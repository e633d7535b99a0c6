// Addresses in the platform's answers are data (issue #18, hole 10): a checkout or hosted-login redirect
// session whose `fullUrl` is `javascript:`, `data:`, or plain http on an origin we do not expect (a tampered
// or wrong answer, made here with the emulator's `rewrite` fault) is not followed. The page stays, nothing
// runs, the console says why, and the shopper reads a translated error. Before, the widget assigned any
// address to `location`, so a `javascript:` one ran in the host page's origin.
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { controlFetch } from '../support/platform.ts';
import { type HostServer, hostPageHtml } from './fixtures/host-pages.ts';
import { useHostileWorld } from './fixtures/hostile-world.ts';
import { collectPageErrors } from './fixtures/probes.ts';
import { PRODUCTS } from './support/emulator.ts';
import type { Store } from './support/store.ts';
import { cartDrawer, signInDialog } from './support/widget.ts';

const world = useHostileWorld('hostile-urls', { hostPages: true });
const { figures, errors } = world;
let store: Store;
let host: HostServer;
beforeAll(() => {
  ({ store, host } = world);
  host.page('/urls.html', hostPageHtml({ api: store.api }));
});

afterEach(async () => {
  await setFaults(null);
});

async function setFaults(rules: unknown[] | null): Promise<void> {
  await controlFetch(store.api, `/_emulator/faults`, {
    method: rules ? 'POST' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    ...(rules ? { body: JSON.stringify({ rules }) } : {}),
  });
}

/** The next redirect session answers `fullUrl` (and its endpoint) as given. */
const tamperedSession = (fullUrl: string) =>
  setFaults([
    {
      pathPrefix: '/_api/redirects-api/v1/redirect-session',
      rewrite: { 'redirectSession.fullUrl': fullUrl },
      times: 1,
    },
  ]);

async function openPage(consoleLines: string[]): Promise<Page> {
  const context = await store.newContext();
  const page = await context.newPage();
  errors.push(...collectPageErrors(page));
  page.on('console', (message) => consoleLines.push(`${message.type()} ${message.text()}`));
  await page.goto(`${host.url}/urls.html`);
  await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
  return page;
}

const HOSTILE = [
  ['javascript:', 'javascript:window.__pwned=1;void 0', 'the scheme "javascript:"'],
  ['data:', 'data:text/html,<script>opener.__pwned=1</script>', 'the scheme "data:"'],
  ['http on another origin', 'http://evil.example/checkout', 'the scheme "http:"'],
] as const;

describe('a checkout address that is not safe', () => {
  for (const [what, fullUrl, cause] of HOSTILE)
    it(`${what}: no navigation, nothing runs, the console and the shopper are told`, async () => {
      figures.hostileInputs++;
      const consoleLines: string[] = [];
      const page = await openPage(consoleLines);
      const before = page.url();
      await page.click('#buy-button');
      const drawer = cartDrawer(page);
      await drawer.getByText(PRODUCTS.tote.name, { exact: true }).waitFor({ timeout: 15_000 });
      await tamperedSession(fullUrl);
      await drawer.getByRole('button', { name: 'Check out' }).click();
      await page
        .getByText('Checkout could not start: The store sent an address that is not safe to open')
        .first()
        .waitFor({ timeout: 15_000 });
      expect(page.url()).toBe(before);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      const said = consoleLines.filter((line) => line.includes('checkout address was not followed'));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/^error /);
      expect(said[0]).toContain(cause);
      // The shopper can try again once the platform answers properly.
      await drawer.getByRole('button', { name: 'Check out' }).click();
      await page.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/checkout`), {
        timeout: 30_000,
      });
      await page.context().close();
    });
});

describe('a hosted sign-in address that is not safe', () => {
  it('javascript: no navigation, nothing runs, the sign-in panel says why', async () => {
    figures.hostileInputs++;
    const consoleLines: string[] = [];
    const page = await openPage(consoleLines);
    const before = page.url();
    await page.click('#login');
    const dialog = signInDialog(page);
    await tamperedSession('javascript:window.__pwned=1;void 0');
    await dialog.getByRole('button', { name: 'Sign in on the store’s page' }).click();
    await dialog.getByText('The store sent an address that is not safe to open').waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(before);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(consoleLines.filter((line) => line.includes('sign-in address was not followed'))).toHaveLength(1);
    expect(errors.map((error) => error.message)).toEqual([]);
    await page.context().close();
  });
});
