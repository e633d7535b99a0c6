// The member's side of the drawer and the header, as a shopper meets it (issue 15, Members): the way back
// from the drawer's sign-in view, the name after every kind of sign-in and in other tabs, signing out,
// and "My orders" asked for while signed out.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStore } from './support/use-store.ts';
import { cartDrawer, readSession, signInDialog } from './support/widget.ts';

const ADA = { email: 'ada@example.com', password: 'lovelace-1815', name: 'Ada Lovelace' };

const store = useStore();

const signedInMark = (page: Page) => page.locator('header [data-dropcart-session][data-dropcart-signed-in]');

async function signInWithPassword(page: Page): Promise<void> {
  const dialog = signInDialog(page);
  await dialog.getByLabel('Email').fill(ADA.email);
  await dialog.getByLabel('Password').fill(ADA.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe("the drawer's sign-in view", () => {
  it('has a way back to the cart and no second "Sign in" that leads nowhere', async () => {
    const page = await store.visit('/');
    await page.locator('header [data-dropcart-open]').click();
    const drawer = cartDrawer(page);
    await drawer.getByRole('button', { name: 'Sign in', exact: true }).click();
    const view = signInDialog(page);
    await view.getByLabel('Email').waitFor();
    // One "Sign in" left: the form's own button. The header offers the way back instead.
    expect(await view.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(1);
    const back = view.getByRole('button', { name: 'Back to cart' });
    await back.click();
    await drawer.getByText('Your cart is empty.').waitFor();
    expect(await view.getByLabel('Email').count()).toBe(0);
    // The button under the pointer stayed the focused one: a keyboard user is where they were.
    expect(
      await drawer
        .getByRole('button', { name: 'Sign in', exact: true })
        .evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
    ).toBe(true);
  });
});

describe("the member's name", () => {
  it('is the seeded name, not the e-mail, after a password sign-in, and in the other tab too', async () => {
    const context = await store.newContext();
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto(store.url('/'));
      await page.evaluate(() =>
        (window as unknown as { Dropcart: (m: string) => unknown }).Dropcart('getCart'),
      );
    }
    await first.locator('header [data-dropcart-login]').click();
    await signInWithPassword(first);
    await signInDialog(first).waitFor({ state: 'hidden' });
    await expect.poll(() => readSession(first)).toEqual({ signedIn: true, role: 'member', name: ADA.name });
    await first.getByText(`Signed in as ${ADA.name}`).first().waitFor();
    await expect.poll(() => readSession(second)).toEqual({ signedIn: true, role: 'member', name: ADA.name });
    await second.locator('header [data-dropcart-open]').click();
    await cartDrawer(second)
      .getByRole('button', { name: `Account menu for ${ADA.name}` })
      .waitFor();
    await context.close();
  });

  it("is the member's name after the hosted login page", async () => {
    const page = await store.visit('/products/wool-socks.html');
    await page.locator('header [data-dropcart-login]').click();
    await signInDialog(page).getByRole('button', { name: 'Sign in on the store’s page' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/`));
    await page.getByLabel('E-mail').fill(ADA.email);
    await page.getByLabel('Password').fill(ADA.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.href.startsWith(store.url('/products/wool-socks.html')));
    await signedInMark(page).waitFor();
    await expect.poll(() => readSession(page)).toEqual({ signedIn: true, role: 'member', name: ADA.name });
    expect(new URL(page.url()).searchParams.has('wixMemberLoggedIn')).toBe(false);
  });
});

describe('signing out', () => {
  it('says so and leaves no wixMemberLoggedIn in the address', async () => {
    const page = await store.visit('/');
    await page.locator('header [data-dropcart-login]').click();
    await signInWithPassword(page);
    await signedInMark(page).waitFor();
    await page.locator('header [data-dropcart-open]').click();
    await cartDrawer(page)
      .getByRole('button', { name: `Account menu for ${ADA.name}` })
      .click();
    // Only the sections the demo store has (the default: orders and account info).
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'My orders',
      'My account',
      'Sign out',
    ]);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.origin === new URL(store.url('/')).origin && url.pathname === '/');
    await page.getByText('You are signed out.').first().waitFor();
    expect(page.url()).not.toContain('wixMemberLoggedIn');
    expect(await readSession(page)).toMatchObject({ signedIn: false });
    // The message is this tab's sign-out's: a link carrying the platform's parameter says nothing.
    await page.goto(store.url('/?wixMemberLoggedIn=false'));
    await page.waitForURL((url) => !url.search.includes('wixMemberLoggedIn'));
    // The address is cleaned where a message would be decided: once the drawer shows, any toast would too.
    await page.locator('header [data-dropcart-open]').click();
    await cartDrawer(page).getByText('Your cart is empty.').waitFor();
    expect(await page.getByText('You are signed out.').count()).toBe(0);
  });
});

describe('"My orders" while signed out', () => {
  it('asks to sign in, then continues to the orders page', async () => {
    const page = await store.visit('/');
    await page.locator('header [data-dropcart-account="ORDERS"]').click();
    await signInWithPassword(page);
    await page.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/account/`));
    await page.getByRole('heading', { name: 'My orders' }).waitFor();
  });

  it('forgets the orders page when the shopper closes the sign-in instead', async () => {
    const page = await store.visit('/');
    await page.locator('header [data-dropcart-account="ORDERS"]').click();
    await signInDialog(page).getByLabel('Email').waitFor();
    await page.keyboard.press('Escape');
    await signInDialog(page).waitFor({ state: 'hidden' });
    await page.locator('header [data-dropcart-login]').click();
    await signInWithPassword(page);
    await signedInMark(page).waitFor();
    await signInDialog(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).origin).toBe(new URL(store.url('/')).origin);
  });
});

describe("the demo's header", () => {
  it('follows the session through the host attributes: the name and "Sign out" for a member', async () => {
    const page = await store.visit('/');
    const header = page.locator('header');
    expect(await header.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(false);
    await header.getByRole('button', { name: 'Sign in' }).click();
    await signInWithPassword(page);
    await signedInMark(page).waitFor();
    await header.getByText(ADA.name, { exact: true }).waitFor();
    expect(await header.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(false);
    await header.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are signed out.').first().waitFor();
    await header.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await header.getByText(ADA.name, { exact: true }).isVisible()).toBe(false);
  });
});
