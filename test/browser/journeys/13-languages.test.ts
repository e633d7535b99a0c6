// Journey 13 (issue 28): the shopping and sign-in journeys in French, Japanese and Hebrew, on a page in
// that language. Every text the test looks for is the language's own, from the widget's catalogs (with
// the names isolated in Hebrew as the shopper's screen reader gets them); the hosted checkout and the
// emulator's pages stay English, as the platform's do.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageKey } from '../../../widget/i18n/index.ts';
import { createTranslator, pickLocale } from '../../../widget/i18n/index.ts';
import { latestCode, PRODUCTS } from '../support/emulator.ts';
import { useStore } from '../support/use-store.ts';
import { buyButtons, expectCount, readCart, readSession } from '../support/widget.ts';

const LANGUAGES = [
  { lang: 'fr-FR', dir: 'ltr' },
  { lang: 'ja-JP', dir: 'ltr' },
  { lang: 'he-IL', dir: 'rtl' },
] as const;

describe.each(LANGUAGES)('in $lang', ({ lang, dir }) => {
  const store = useStore({ config: { requireEmailVerification: true } });
  let t: (key: MessageKey, params?: Record<string, string | number>) => string;
  beforeAll(async () => {
    const picked = pickLocale({ requested: lang });
    const translator = createTranslator(picked.language, { locale: picked.pluralLocale, dir });
    // Every text the journeys read: the drawer's and its parts' (sign-in, options, coupon refusals).
    await Promise.all((['signin', 'options', 'coupon'] as const).map((part) => translator.loadUi(part)));
    t = translator.t;
  });

  const visit = () => store.visit('/', { locale: lang, page: { lang, dir } });
  const drawerOf = (page: Page) => page.getByRole('dialog', { name: t('cart.title') });
  // The sign-in dialog, whichever view it shows: registering titles it signin.registerTitle (issue 27).
  const signInOf = (page: Page) => {
    const exactly = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const titles = [t('signin.title'), t('signin.registerTitle')].map(exactly).join('|');
    return page.getByRole('dialog', { name: new RegExp(`^(${titles})$`) });
  };

  it('shops: adds, asks for options, edits, is refused a coupon, checks out and is thanked', async () => {
    const page = await visit();
    const drawer = drawerOf(page);
    await buyButtons(page, PRODUCTS.mug.id).first().click();
    await drawer.getByText(PRODUCTS.mug.name, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await buyButtons(page, PRODUCTS.print.id).first().click();
    const popover = page.getByRole('dialog', { name: PRODUCTS.print.name });
    await popover.getByLabel('50x70').check();
    await popover.getByRole('button', { name: t('options.add') }).click();
    await drawer.getByText(PRODUCTS.print.name, { exact: true }).waitFor();
    await expectCount(page, 2);
    await drawer.getByText(t('totals.total')).first().waitFor();

    await drawer.getByRole('button', { name: t('line.increase', { name: PRODUCTS.mug.name }) }).click();
    await expectCount(page, 3);
    await drawer.getByRole('button', { name: t('line.remove', { name: PRODUCTS.print.name }) }).click();
    await expectCount(page, 2);
    expect((await readCart(page)).lines).toEqual([
      { productId: PRODUCTS.mug.id, name: PRODUCTS.mug.name, quantity: 2 },
    ]);

    const coupon = drawer.getByLabel(t('coupon.label'));
    await coupon.fill('EXPIRED20');
    await drawer.getByRole('button', { name: t('coupon.apply'), exact: true }).click();
    await drawer.getByText(t('coupon.expired')).waitFor();
    await coupon.fill('WELCOME10');
    await drawer.getByRole('button', { name: t('coupon.apply'), exact: true }).click();
    await drawer.getByRole('button', { name: t('coupon.remove', { code: 'WELCOME10' }) }).waitFor();

    await drawer.getByRole('button', { name: t('checkout.button') }).click();
    await page.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/checkout`));
    await page.getByLabel('E-mail for the receipt').fill('shopper@example.com');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.href.startsWith(store.url('/')));
    await drawerOf(page).getByText(t('order.title')).first().waitFor();
    await expectCount(page, 0);
  });

  it('registers with a mailed code, is refused a wrong password, and signs in', async () => {
    const email = `${lang.toLowerCase()}@example.com`;
    const name = 'Hedy Lamarr';
    const page = await visit();
    await page.locator('header [data-dropcart-login]').click();
    const dialog = signInOf(page);
    await dialog.getByRole('button', { name: t('signin.toRegister') }).click();
    await dialog.getByLabel(t('signin.name')).fill(name);
    await dialog.getByLabel(t('signin.email')).fill(email);
    await dialog.getByLabel(t('signin.password')).fill('frequency-hop-1942');
    await dialog.getByRole('button', { name: t('signin.register'), exact: true }).click();
    await dialog.getByText(t('signin.verifyTitle')).waitFor();
    await dialog.getByLabel(t('signin.code')).fill(await latestCode(store.api, email));
    await dialog.getByRole('button', { name: t('signin.verify') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => readSession(page), { timeout: 10_000 })
      .toEqual({ signedIn: true, role: 'member', name });

    await page.evaluate(() =>
      (window as unknown as { Dropcart: (m: string) => Promise<unknown> }).Dropcart('logout'),
    );
    await page.waitForURL((url) => url.href.startsWith(store.url('/')));
    await expect
      .poll(() => readSession(page).then((session) => session.signedIn), { timeout: 10_000 })
      .toBe(false);

    await page.locator('header [data-dropcart-login]').click();
    const again = signInOf(page);
    await again.getByLabel(t('signin.email')).fill(email);
    await again.getByLabel(t('signin.password')).fill('not-my-password');
    await again.getByRole('button', { name: t('signin.submit'), exact: true }).click();
    await expect
      .poll(() => again.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe(t('signin.invalidPassword'));
    await again.getByLabel(t('signin.password')).fill('frequency-hop-1942');
    await again.getByRole('button', { name: t('signin.submit'), exact: true }).click();
    await again.waitFor({ state: 'hidden' });
    await expect
      .poll(() => readSession(page), { timeout: 10_000 })
      .toEqual({ signedIn: true, role: 'member', name });
  });
});
