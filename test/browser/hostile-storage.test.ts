// A browser whose localStorage is full (a page that used up its quota), disabled (site data blocked) or
// throws on every use (issue #18): the widget keeps the session in memory, the cart works, a member can
// sign in, and the console names the real cause. Before, every buy click did nothing and the console
// blamed the button ("names no product of this store").
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFigures, writeFigures } from './fixtures/figures.ts';
import { type HostServer, hostPageHtml, startHostServer } from './fixtures/host-pages.ts';
import { collectPageErrors, widgetCart } from './fixtures/probes.ts';
import { PRODUCTS } from './support/emulator.ts';
import { type Store, startStore } from './support/store.ts';
import { readSession, signInDialog } from './support/widget.ts';

// A store of its own for each kind: the member's cart lives on the platform, and a sign-in merges the
// visitor's cart into it, so a shared store would carry one test's mug into the next.
let store: Store;
let host: HostServer;
const figures = createFigures();
const errors: Error[] = [];

beforeEach(async () => {
  store = await startStore();
  host = await startHostServer(store.site.url);
}, 60_000);

afterEach(async () => {
  figures.pageErrors += errors.splice(0).length;
  await host?.close();
  await store?.close();
});

afterAll(() => {
  writeFigures('hostile-storage', figures);
});

type Kind = 'full' | 'disabled' | 'throwing';

/** Runs before any page script: makes this page's localStorage full, unreachable or throwing. */
function breakStorage(kind: Kind): void {
  if (kind === 'full') {
    // What a page that used up its quota leaves: every further write is refused.
    const chunk = 'x'.repeat(256 * 1024);
    for (let i = 0; i < 1000; i++)
      try {
        localStorage.setItem(`host-cache-${i}`, chunk);
      } catch {
        break;
      }
    for (let size = 1024; size >= 1; size = Math.floor(size / 2))
      for (let i = 0; i < 1000; i++)
        try {
          localStorage.setItem(`host-small-${size}-${i}`, 'x'.repeat(size));
        } catch {
          break;
        }
  } else if (kind === 'disabled') {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException(
          "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
          'SecurityError',
        );
      },
    });
  } else {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Storage.prototype.getItem = refuse;
    Storage.prototype.setItem = refuse;
    Storage.prototype.removeItem = refuse;
  }
}

async function openPage(context: BrowserContext, kind: Kind, consoleLines: string[]): Promise<Page> {
  await context.addInitScript(breakStorage, kind);
  const path = `/storage/${kind}.html`;
  host.page(path, hostPageHtml({ api: store.api }));
  const page = await context.newPage();
  errors.push(...collectPageErrors(page));
  page.on('console', (message) => consoleLines.push(`${message.type()} ${message.text()}`));
  await page.goto(`${host.url}${path}`);
  await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
  return page;
}

describe('localStorage that the browser refuses', () => {
  for (const [kind, cause] of [
    ['full', 'QuotaExceededError'],
    ['disabled', 'SecurityError'],
    ['throwing', 'SecurityError'],
  ] as const)
    it(`${kind}: a buy click adds, a member signs in, and the console names the storage`, async () => {
      figures.hostileInputs++;
      const context = await store.newContext();
      const consoleLines: string[] = [];
      const page = await openPage(context, kind, consoleLines);
      // The storage really refuses (the test can fail).
      const refused = await page.evaluate(() => {
        try {
          localStorage.setItem('probe', 'x');
          return false;
        } catch {
          return true;
        }
      });
      expect(refused).toBe(true);
      await page.click('#buy-link');
      await expect
        .poll(async () => widgetCart(page), { timeout: 15_000 })
        .toEqual([{ productId: PRODUCTS.mug.id, quantity: 1 }]);
      expect(await page.textContent('#count')).toBe('1');
      await page.click('#login');
      const dialog = signInDialog(page);
      await dialog.getByLabel('Email').fill('ada@example.com');
      await dialog.getByLabel('Password').fill('lovelace-1815');
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect.poll(async () => (await readSession(page)).role, { timeout: 30_000 }).toBe('member');
      // The visitor's cart went with the sign-in.
      expect(await widgetCart(page)).toEqual([{ productId: PRODUCTS.mug.id, quantity: 1 }]);
      const ours = consoleLines.filter((line) => line.includes('[dropcart]'));
      expect(ours.filter((line) => line.includes('names no product'))).toEqual([]);
      const said = ours.filter((line) => line.includes('localStorage refused'));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain(cause);
      expect(said[0]).toMatch(/^warning /);
      expect(errors.map((error) => error.message)).toEqual([]);
      await context.close();
    });
});
