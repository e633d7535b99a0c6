// How each picture of list.ts is set up on the demo store: the page, the shopper's steps, and the
// condition that says the picture is ready (never a sleep). Every scene runs in a fresh context (its own
// visitor) with `prefers-reduced-motion: reduce`, so nothing is caught halfway through a transition.
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { PRODUCTS } from '../../browser/support/emulator.ts';
import { type Store, widgetReady } from '../../browser/support/store.ts';
import { PHONE, type Shot, type ShotName } from './list.ts';

const ADA = { email: 'ada@example.com', password: 'lovelace-1815', name: 'Ada Lovelace' };

interface Look {
  colorScheme?: BrowserContextOptions['colorScheme'];
  /** The store's language: the demo's pages say `<html lang="en">`, which the widget follows. */
  lang?: string;
}

async function open(store: Store, shot: Shot, path: string, look: Look = {}): Promise<Page> {
  const phone = shot.viewport.width === PHONE.width;
  const context = await store.newContext({
    viewport: shot.viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: look.colorScheme ?? 'light',
    locale: 'en-US',
    ...(phone ? { hasTouch: true, isMobile: true } : {}),
  });
  // The same demo page as a store in that language serves it: its <html lang> set as the parser makes
  // the element, before any script of the page runs. (Rewriting the response with a route instead
  // leaves Chromium's fetches to the emulator failing.)
  if (look.lang)
    await context.addInitScript((lang) => {
      const observer = new MutationObserver(() => {
        if (!document.documentElement) return;
        document.documentElement.lang = lang;
        observer.disconnect();
      });
      observer.observe(document, { childList: true });
    }, look.lang);
  const page = await context.newPage();
  await page.goto(store.url(path));
  await widgetReady(page);
  return page;
}

/** The widget's own dialogs, whatever language names them. */
const widgetDialog = (page: Page): Locator => page.locator('dropcart-root').getByRole('dialog').first();

/**
 * Two lines and a coupon through the widget's API (the same cart in every language), then the drawer
 * once the lines, the coupon with its amount and the totals are all shown.
 */
async function filledDrawer(page: Page): Promise<void> {
  await page.evaluate(
    async ({ mug, socks }) => {
      const dropcart = (window as unknown as { Dropcart: (...args: unknown[]) => Promise<unknown> }).Dropcart;
      await dropcart('open');
      await dropcart('add', { productId: mug, quantity: 2 });
      await dropcart('add', { productId: socks });
      await dropcart('applyCoupon', 'WELCOME10');
    },
    { mug: PRODUCTS.mug.id, socks: PRODUCTS.socks.id },
  );
  const drawer = widgetDialog(page);
  await drawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  await drawer.getByText(PRODUCTS.socks.name, { exact: true }).waitFor();
  // The chip has its amount only once the totals that carry the discount are in.
  await drawer.getByText(/WELCOME10.*\d/).waitFor();
  await drawer.locator('dd').last().waitFor();
}

async function optionsPopover(page: Page): Promise<void> {
  await page.locator(`[data-dropcart-add="${PRODUCTS.print.id}"]`).first().click();
  const popover = page.getByRole('dialog', { name: PRODUCTS.print.name });
  await popover.getByLabel('50x70').check();
  await popover.getByText('$35.00').waitFor();
}

async function signInPanel(page: Page): Promise<Locator> {
  await page.locator('header [data-dropcart-login]').click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').waitFor();
  return dialog;
}

async function memberMenu(page: Page): Promise<void> {
  const dialog = await signInPanel(page);
  await dialog.getByLabel('Email').fill(ADA.email);
  await dialog.getByLabel('Password').fill(ADA.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.locator('header [data-dropcart-session][data-dropcart-signed-in]').waitFor();
  // The "Signed in as" toast goes by itself after a while: dismissed, so the picture does not depend on when.
  const toast = page.locator('dropcart-root').locator('.toast', { hasText: `Signed in as ${ADA.name}` });
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await toast.waitFor({ state: 'hidden' });
  await page.locator('header [data-dropcart-open]').click();
  await page.getByRole('button', { name: `Account menu for ${ADA.name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
}

/** Every card in `selector` drawn from the catalog (its article shown), after scrolling to `heading`. */
async function cards(page: Page, heading: string, selector: string): Promise<void> {
  await page.getByRole('heading', { name: heading, exact: true }).evaluate((el) => el.scrollIntoView());
  const hosts = page.locator(selector);
  for (const host of await hosts.all()) await host.getByRole('article').first().waitFor();
}

type Scene = (store: Store, shot: Shot) => Promise<Page>;

/** The page at `path` as the shot's viewport and `look` show it, after the shopper's `steps`. */
const on =
  (path: string, steps: (page: Page) => Promise<unknown>, look: Look = {}): Scene =>
  async (store, shot) => {
    const page = await open(store, shot, path, look);
    await steps(page);
    return page;
  };

export const SCENES: Record<ShotName, Scene> = {
  cart: on('/', filledDrawer),
  'cart-dark': on('/', filledDrawer, { colorScheme: 'dark' }),
  'cart-german': on('/', filledDrawer, { lang: 'de' }),
  'cart-hebrew': on('/', filledDrawer, { lang: 'he' }),
  'cart-phone': on('/', filledDrawer),
  'options-popover': on('/', optionsPopover),
  'options-popover-phone': on('/', optionsPopover),
  'sign-in': on('/', signInPanel),
  'member-menu': on('/', memberMenu),
  'cards-grid': on('/cards.html', (page) => cards(page, 'Grid', '.grid [data-dropcart-product]')),
  'cards-rows': on('/cards.html', (page) => cards(page, 'Rows', '.rows [data-dropcart-product]')),
};

/**
 * What is shown has finished arriving: the fonts, and every picture on screen, in the page and in the
 * widget's and the cards' open shadow roots, has loaded (or failed: a broken picture shows as such).
 * Pictures off screen are `loading="lazy"` and never load, so they are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.fonts.status !== 'loaded') return false;
    const roots: Array<Document | ShadowRoot> = [document];
    for (const element of document.querySelectorAll('*'))
      if (element.shadowRoot) roots.push(element.shadowRoot);
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    for (const root of roots)
      for (const img of root.querySelectorAll('img')) {
        const box = img.getBoundingClientRect();
        const onScreen =
          box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        if (onScreen && !img.complete) return false;
      }
    return true;
  });
}
