// Silent sign-in across sites (issue 15). A member whose stored tokens are gone but whose browser was
// signed in (the hint) is signed in again silently at the address the demo prints, the emulator's own
// site; on localhost, another site than the emulator's 127.0.0.1 (as a store and the platform are in real
// life), the platform's frame sees no session: the attempt ends quietly, the page never stuck behind it.
// And a platform session of another member than the one who signed in here (login CSRF, issue 30 #1) is
// never adopted.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { sameSiteUrl } from '../../demo/site/server.ts';
import { anonymous, authSession, get, memberTokens, post } from '../platform/auth/http.ts';
import { useStore } from './support/use-store.ts';
import { readSession, signInDialog } from './support/widget.ts';

const store = useStore();

/** Ada signs in on the platform's hosted page from `base`, then her stored tokens are lost. */
async function signedInThenTokensLost(base: string): Promise<Page> {
  const page = await (await store.newContext()).newPage();
  await page.goto(`${base}/`);
  await page.locator('header [data-dropcart-login]').click();
  await signInDialog(page).getByRole('button', { name: 'Sign in on the store’s page' }).click();
  await page.waitForURL((url) => url.href.startsWith(store.api));
  await page.getByLabel('E-mail').fill('ada@example.com');
  await page.getByLabel('Password').fill('lovelace-1815');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.href.startsWith(base));
  await expect.poll(() => readSession(page)).toMatchObject({ role: 'member', name: 'Ada Lovelace' });
  await page.evaluate(() => localStorage.removeItem('dropcart:demo:tokens'));
  return page;
}

it('signs the member in again silently at the address the demo prints', async () => {
  const printed = sameSiteUrl(store.site, store.api);
  expect(new URL(printed).hostname).toBe(new URL(store.api).hostname);
  const page = await signedInThenTokensLost(printed);
  await page.reload();
  await expect
    .poll(() => readSession(page), { timeout: 15_000 })
    .toEqual({ signedIn: true, role: 'member', name: 'Ada Lovelace' });
});

it('ends quietly on another site than the platform, the sign-in panel usable meanwhile', async () => {
  expect(new URL(store.site.url).hostname).not.toBe(new URL(store.api).hostname);
  const page = await signedInThenTokensLost(store.site.url);
  const frames: string[] = [];
  page.on('frameattached', (frame) => frames.push(frame.name()));
  await page.reload();
  await page.locator('header [data-dropcart-login]').click();
  const dialog = signInDialog(page);
  await expect.poll(() => frames.length, { timeout: 15_000 }).toBeGreaterThan(0); // the attempt ran
  // Never "Signing in…" for an attempt the shopper did not make: the form is theirs at once.
  expect(await dialog.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).toBe(true);
  // The platform answered "no session" (its cookie is not sent to a frame of another site): no message.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('dropcart:demo:member'))).toBeNull();
  expect(await readSession(page)).toMatchObject({ signedIn: false });
  expect(await page.getByRole('alert').count()).toBe(0);
});

/**
 * The attacker's link: she registers her own account, makes a login session of the platform with her
 * session token, and sends its callback address; whoever opens it is signed in at the platform as her.
 */
async function attackersLink(api: string, email: string, password: string): Promise<string> {
  const visitor = await anonymous(api);
  const registered = await post<{ sessionToken: string }>(
    api,
    '/_api/iam/authentication/v2/register',
    { loginId: { email }, password, profile: { firstName: 'Mallory' } },
    { authorization: visitor.access_token },
  );
  const session = await authSession(api, visitor.access_token);
  const query = new URLSearchParams({ sessionToken: registered.body.sessionToken, state: session.id });
  return `${api}/_api/iam/authentication/v1/callback?${query}`;
}

it('never adopts another member’s platform session: signed out, the hint gone, the cart not hers', async () => {
  const printed = sameSiteUrl(store.site, store.api);
  const page = await signedInThenTokensLost(printed);
  const [email, password] = ['mallory@example.com', 'mallory-secret-1'];
  // The victim opens the link once (her browser takes the platform's cookie), then the shop again.
  const opened = await page.request.get(await attackersLink(store.api, email, password), { maxRedirects: 0 });
  expect(opened.ok()).toBe(true);
  const tokenAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/oauth2/token')) tokenAnswers.push(response.status());
  });
  await page.goto(`${printed}/`);
  // The silent attempt got the attacker's tokens from the platform; the widget kept none of them.
  await expect.poll(() => tokenAnswers.includes(200), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('dropcart:demo:member'))).toBeNull();
  expect(await readSession(page)).toEqual({ signedIn: false, role: expect.not.stringMatching('member') });
  // What the victim adds now is a visitor's cart, not the attacker's.
  await page.evaluate(
    (productId) =>
      (window as unknown as { Dropcart: (m: string, r: unknown) => Promise<unknown> }).Dropcart('add', {
        productId,
      }),
    seedProductId('classic-white-mug'),
  );
  expect(await readSession(page)).toMatchObject({ signedIn: false });
  const mallory = await memberTokens(store.api, email, password);
  const hers = await get(store.api, '/ecom/v2/carts/current', { authorization: mallory.member.access_token });
  expect(hers.status).toBe(404);
});
