// Locators and reads for the widget as a shopper sees it. Playwright's role and text locators pierce the
// widget's open shadow root, so these find the drawer, popovers and panels by their accessible names.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PRODUCTS } from './emulator.ts';

export const cartDrawer = (page: Page): Locator => page.getByRole('dialog', { name: 'Your cart' });
/** The sign-in dialog, whichever view it shows ("Create an account" while registering). */
export const signInDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: /^(Sign in|Create an account)$/ });

/** A product's buy buttons on the demo pages (`data-dropcart-add`). */
export const buyButtons = (page: Page, productId: string): Locator =>
  page.locator(`[data-dropcart-add="${productId}"]`);

/** The header's item count (`data-dropcart-count`), which the widget keeps current. */
export const headerCount = (page: Page): Locator => page.locator('header [data-dropcart-count]');

/** Waits until the header's cart count shows `count` items. */
export async function expectCount(page: Page, count: number, timeout = 10_000): Promise<void> {
  await expect.poll(() => headerCount(page).textContent(), { timeout }).toBe(String(count));
}

/** Adds a mug on the demo page (the drawer opens on it), waits for the first estimate, returns the drawer. */
export async function mugInCart(page: Page): Promise<Locator> {
  const drawer = cartDrawer(page);
  await buyButtons(page, PRODUCTS.mug.id).first().click();
  await drawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
  await totalsValue(drawer, 'Estimated total').waitFor();
  return drawer;
}

/** The value a `<dt>` label names in the drawer's totals (`Subtotal`, `Shipping`, `Estimated total`, …). */
export function totalsValue(drawer: Locator, label: string): Locator {
  return drawer.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

export interface CartSummary {
  count: number;
  lines: Array<{ productId: string; name: string; quantity: number }>;
}

/** The cart as the widget's API reports it once pending changes are answered. */
export function readCart(page: Page): Promise<CartSummary> {
  return page.evaluate(async () => {
    type Line = { productId: string; name: string; quantity: number };
    const dropcart = (
      window as unknown as { Dropcart: (m: string) => Promise<{ count: number; lines: Line[] }> }
    ).Dropcart;
    const cart = await dropcart('getCart');
    return {
      count: cart.count,
      lines: cart.lines.map(({ productId, name, quantity }) => ({ productId, name, quantity })),
    };
  });
}

export interface SessionSummary {
  signedIn: boolean;
  role: string;
  name?: string;
}

/** Signs a member in through the sign-in panel (already open) and waits until the widget has them. */
export async function signInThroughPanel(page: Page, email: string, password: string): Promise<void> {
  const dialog = signInDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(async () => (await readSession(page)).role, { timeout: 30_000 }).toBe('member');
}

export function readSession(page: Page): Promise<SessionSummary> {
  return page.evaluate(() =>
    (window as unknown as { Dropcart: (m: string) => Promise<SessionSummary> }).Dropcart('getSession'),
  );
}

/**
 * Whether a click at the centre of `control` would reach it, or something (a toast, a backdrop) lies on
 * top. Playwright's own click waits for that silently; a shopper's click would go to the other thing.
 */
export function isUncovered(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const root = element.getRootNode() as Document | ShadowRoot;
    const hit = root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}
