// One journey's world: a fresh emulator in-process (its own seeded state), the demo store served from
// dist/ on two origins, and Chromium. A test file takes one with `useStore()` (use-store.ts), which starts
// and closes it around the file's tests; `startStore()` and `close()` for a store started otherwise.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { RunningPlatform, StartOptions } from '../../../demo/platform/index.ts';
import { type SiteServer, startSiteServer } from '../../../demo/site/server.ts';
import { startTestPlatform } from '../../support/platform.ts';
import { launchChromium } from '../chromium.ts';

export const DIST = join(process.cwd(), 'dist');

export interface StoreOptions {
  /** Emulator switches, e.g. `{ requireEmailVerification: true }` or `{ catalogVersion: 'V1_CATALOG' }`. */
  config?: StartOptions['config'];
  /** The cart generation the pages' script tag asks for (`data-cart-api`). @default 'v2' */
  cartApi?: 'v1' | 'v2';
}

export interface VisitOptions extends BrowserContextOptions {
  page?: { lang: string; dir?: 'ltr' | 'rtl' };
}

export interface Store {
  platform: RunningPlatform;
  site: SiteServer;
  browser: Browser;
  /** Uncaught errors of any page so far; each journey checks after each test that there were none. */
  pageErrors: string[];
  /** The emulator's address (the pages' `data-api`). */
  api: string;
  /** A page of the store on its main origin (`http://localhost:<port>`). */
  url(path?: string): string;
  /** A new browser context (its own storage, like another visitor). */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * A new context with one page at `path`, the widget loaded and ready. `page`: the demo pages' own
   * language and direction instead of their `<html lang="en">` (the widget speaks the page's language).
   */
  visit(path?: string, options?: VisitOptions): Promise<Page>;
  close(): Promise<void>;
}

/**
 * A private copy of dist/ for one journey: a rebuild running meanwhile (the build replaces the widget's
 * hashed files) cannot pull the widget out from under a page. Checks that the copy is a whole build.
 */
function snapshotDist(): string {
  const needed = [
    'loader.js',
    'dropcart-frame.js',
    'site/index.html',
    'site/lookbook.html',
    'site/react/index.html',
  ];
  for (const built of needed)
    if (!existsSync(join(DIST, built)))
      throw new Error(`dist/${built} is missing: run \`npm run build\` first`);
  const copy = mkdtempSync(join(tmpdir(), 'dropcart-journey-dist-'));
  cpSync(DIST, copy, { recursive: true });
  const entry = /dropcart-[\w-]+\.js/.exec(readFileSync(join(copy, 'loader.js'), 'utf8'))?.[0];
  if (!entry || !existsSync(join(copy, 'widget', entry))) {
    rmSync(copy, { recursive: true, force: true });
    throw new Error(
      `dist/loader.js names widget/${entry}, which dist/widget lacks: run \`npm run build\` again`,
    );
  }
  return copy;
}

export async function startStore(options: StoreOptions = {}): Promise<Store> {
  const dist = snapshotDist();
  const started: Array<() => Promise<unknown>> = [async () => rmSync(dist, { recursive: true, force: true })];
  // Stops in reverse order of starting; a step that fails does not keep the others running.
  const stopAll = async () => {
    for (const stop of started.splice(0).reverse()) await stop().catch(() => undefined);
  };
  let platform: RunningPlatform;
  let site: SiteServer;
  let browser: Browser;
  try {
    platform = await startTestPlatform(options.config ? { config: options.config } : {});
    started.push(() => platform.close());
    site = await startSiteServer({
      api: platform.url,
      distDir: dist,
      cartApi: options.cartApi ?? 'v2',
      controlToken: platform.controlToken,
    });
    started.push(() => site.close());
    browser = await launchChromium();
    started.push(() => browser.close());
  } catch (error) {
    await stopAll();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  const reportPageErrors = (page: Page) =>
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.stack ?? error.message}`));
  const store: Store = {
    platform,
    site,
    browser,
    pageErrors,
    api: platform.url,
    url: (path = '/') => `${site.url}${path}`,
    async newContext(contextOptions = {}) {
      const context = await browser.newContext(contextOptions);
      contexts.push(context);
      context.on('page', reportPageErrors);
      return context;
    },
    async visit(path = '/', { page: own, ...contextOptions }: VisitOptions = {}) {
      const context = await store.newContext(contextOptions);
      // Set as the <html> element arrives (an init script runs before the parser makes it), over its markup.
      if (own)
        await context.addInitScript(({ lang, dir }) => {
          new MutationObserver((_, observer) => {
            const html = document.documentElement;
            if (!html) return;
            html.lang = lang;
            if (dir) html.dir = dir;
            observer.disconnect();
          }).observe(document, { childList: true });
        }, own);
      const page = await context.newPage();
      await page.goto(store.url(path));
      await widgetReady(page);
      return page;
    },
    async close() {
      await Promise.allSettled(contexts.map((context) => context.close()));
      await stopAll();
    },
  };
  return store;
}

/**
 * Waits for the widget itself, not just the loader: `Dropcart('getCart')` makes the loader import and
 * mount the widget and settles once the first cart answer is in.
 */
export async function widgetReady(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as { Dropcart?: unknown }).Dropcart === 'function');
  await page.evaluate(() =>
    (window as unknown as { Dropcart: (method: string) => Promise<unknown> }).Dropcart('getCart'),
  );
}
