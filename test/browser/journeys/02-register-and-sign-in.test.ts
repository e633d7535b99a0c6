// Journey 2: a visitor with a cart registers (the store demands e-mail verification), enters the mailed
// code, is signed in across a reload, signs out, is told a wrong password is wrong, signs in again and
// finds the items chosen before signing in still in the cart.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { latestCode, PRODUCTS } from '../support/emulator.ts';
import { useStore } from '../support/use-store.ts';
import {
  buyButtons,
  cartDrawer,
  expectCount,
  readCart,
  readSession,
  signInDialog,
} from '../support/widget.ts';

const NAME = 'Hedy Lamarr';
const EMAIL = 'hedy@example.com';
const PASSWORD = 'frequency-hop-1942';

const store = useStore({ config: { requireEmailVerification: true } });

const memberMenu = (page: Page) => page.getByRole('button', { name: `Account menu for ${NAME}` });

async function signIn(page: Page, password: string): Promise<void> {
  await page.locator('header [data-dropcart-login]').click();
  const dialog = signInDialog(page);
  await dialog.getByLabel('Email').fill(EMAIL);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

it('registers with a mailed code, stays signed in, signs out and back in, and keeps the cart', async () => {
  const page = await store.visit('/');
  await buyButtons(page, PRODUCTS.tote.id).first().click();
  await cartDrawer(page).getByText(PRODUCTS.tote.name, { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await buyButtons(page, PRODUCTS.socks.id).first().click();
  await expectCount(page, 2);
  // The drawer opens in the frame after the click's (its mounting is not the click's work).
  await cartDrawer(page).getByText(PRODUCTS.socks.name, { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await cartDrawer(page).waitFor({ state: 'hidden' });

  // Register: the platform wants the e-mail confirmed first.
  await page.locator('header [data-dropcart-login]').click();
  const dialog = signInDialog(page);
  await dialog.getByRole('button', { name: 'New here? Create an account' }).click();
  await dialog.getByLabel('Name').fill(NAME);
  await dialog.getByLabel('Email').fill(EMAIL);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.getByText('Check your email').waitFor();
  await dialog.getByText(`We sent a code to ${EMAIL}`).waitFor();
  expect((await readSession(page)).signedIn).toBe(false);

  // A wrong code is refused and the step stays; then the code from the platform's outbox.
  const code = await latestCode(store.api, EMAIL);
  await dialog.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect
    .poll(() => dialog.getByRole('alert').textContent())
    .toBe('Sign-in failed: This code is not right. Please check it and try again.');
  await dialog.getByText('Check your email').waitFor();
  expect((await readSession(page)).signedIn).toBe(false);
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => readSession(page)).toEqual({ signedIn: true, role: 'member', name: NAME });
  await page.locator('header [data-dropcart-open]').click();
  await memberMenu(page).waitFor();
  expect(await memberMenu(page).textContent()).toBe(NAME);
  await expectCount(page, 2);

  // A reload keeps the session (tokens in localStorage) and the name.
  await page.reload();
  await page.locator('header [data-dropcart-session][data-dropcart-signed-in]').waitFor();
  await page.locator('header [data-dropcart-open]').click();
  await memberMenu(page).waitFor();
  await expectCount(page, 2);

  // Sign out goes through the platform's logout page and back to this page.
  const visited: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visited.push(request.url());
  });
  await memberMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect.poll(() => visited.at(-1) ?? '').toMatch(new RegExp(`^${store.url('/')}`));
  expect(visited.some((url) => url.startsWith(`${store.api}/_hosted/logout`))).toBe(true);
  await page.waitForLoadState();
  await expect.poll(() => readSession(page).then((s) => s.signedIn)).toBe(false);
  expect(
    await page.locator('header [data-dropcart-session]').getAttribute('data-dropcart-signed-in'),
  ).toBeNull();
  await expectCount(page, 0);

  // A wrong password is named as such, and nothing changes.
  await signIn(page, 'not-my-password');
  await expect
    .poll(() => signInDialog(page).getByRole('alert').textContent())
    .toBe('Wrong email or password.');
  expect((await readSession(page)).signedIn).toBe(false);

  // The right one: signed in, and the member's cart has what the visitor chose.
  await signInDialog(page).getByLabel('Password').fill(PASSWORD);
  await signInDialog(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await signInDialog(page).waitFor({ state: 'hidden' });
  await page.locator('header [data-dropcart-session][data-dropcart-signed-in]').waitFor();
  await expectCount(page, 2);
  const cart = await readCart(page);
  expect(cart.lines.map((line) => line.name).sort()).toEqual(
    [PRODUCTS.tote.name, PRODUCTS.socks.name].sort(),
  );
});
