// Silent sign-in across sites (issue 15). A member whose stored tokens are gone but whose browser was
// signed in (the hint) is signed in again silently at the address the demo prints, the emulator's own
// site; on localhost, another site than the emulator's 127.0.0.1 (as a store and the platform are in real
// life), the platform's frame sees no session: the attempt ends quietly, the page never stuck behind it.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { sameSiteUrl } from '../../demo/site/server.ts';
import { type Store, startStore } from './support/store.ts';
import { readSession, signInDialog } from './support/widget.ts';

let store: Store;
beforeAll(async () => {
  store = await startStore();
});
afterAll(() => store?.close());
afterEach(() => expect(store.pageErrors.splice(0)).toEqual([]));

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
