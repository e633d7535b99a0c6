// Journey 3: signing in on the platform's hosted login page (from the sign-in panel) and the redirect
// back to the page the shopper was on, signed in, with the cart kept and the address cleaned.
import { expect, it } from 'vitest';
import { PRODUCTS } from '../support/emulator.ts';
import { useStore } from '../support/use-store.ts';
import {
  buyButtons,
  cartDrawer,
  expectCount,
  readCart,
  readSession,
  signInDialog,
} from '../support/widget.ts';

const store = useStore();

it('signs in on the hosted login page and comes back to the same product page, signed in', async () => {
  const productPage = '/products/wool-socks.html';
  const page = await store.visit(productPage);
  await buyButtons(page, PRODUCTS.socks.id).first().click();
  await cartDrawer(page).getByText(PRODUCTS.socks.name, { exact: true }).waitFor();
  await page.keyboard.press('Escape');

  await page.locator('header [data-dropcart-login]').click();
  await signInDialog(page).getByRole('button', { name: 'Sign in on the store’s page' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/`));
  await page.getByLabel('E-mail').fill('ada@example.com');
  await page.getByLabel('Password').fill('lovelace-1815');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.waitForURL((url) => url.href.startsWith(store.url(productPage)));
  await page.locator('header [data-dropcart-session][data-dropcart-signed-in]').waitFor();
  expect(await readSession(page)).toMatchObject({ signedIn: true, role: 'member' });
  // The one-time code and state are gone from the address, so a reload or a shared link cannot replay them.
  const address = new URL(page.url());
  expect(address.pathname).toBe(productPage);
  expect([...address.searchParams.keys()].filter((key) => key === 'code' || key === 'state')).toEqual([]);
  await expectCount(page, 1);
  expect((await readCart(page)).lines.map((line) => line.productId)).toEqual([PRODUCTS.socks.id]);

  // Still signed in after a reload: the code was exchanged once, the tokens were kept.
  await page.reload();
  await page.locator('header [data-dropcart-session][data-dropcart-signed-in]').waitFor();
  expect((await readSession(page)).role).toBe('member');
});
