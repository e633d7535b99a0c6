// What a German shopper reads (issue 15, "Messages a person can read" and "Language and money"). On the
// demo store with a German browser, prices read "12,00 $" (the cart's currency, the shopper's locale), and
// refusals are the widget's own German words: a short password, a change the platform refused with its
// developer text ("Injected fault"), never the platform's English descriptions.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTS } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';

const store = useStore();
afterEach(() => store.platform.faults.reset());

const openInGerman = (): Promise<Page> => store.visit('/', { locale: 'de-DE', page: { lang: 'de-DE' } });

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Ihr Warenkorb' });
const widgetText = (page: Page) =>
  page.locator('dropcart-root').evaluate((root) => root.shadowRoot?.textContent ?? '');

describe('a German shopper', () => {
  it('is told a change was refused in German, without the platform’s developer text', async () => {
    const page = await openInGerman();
    store.platform.faults.set({
      rules: [{ pathPrefix: '/ecom/v2/carts/current/add-line-items', status: 409, times: 1 }],
    });
    await page.locator(`[data-dropcart-add="${PRODUCTS.mug.id}"]`).first().click();
    await page
      .locator('dropcart-root')
      .getByText(
        'Die Änderung konnte nicht gespeichert werden: Der Shop konnte das gerade nicht ausführen. Bitte erneut versuchen.',
      )
      .first()
      .waitFor();
    expect(await widgetText(page)).not.toMatch(/Injected fault|INJECTED_409/);
    await page.context().close();
  });

  it('is told a new password is too short in German, not "INVALID_ARGUMENT: …"', async () => {
    const page = await openInGerman();
    await page.evaluate(() =>
      (window as unknown as { Dropcart: { login(): Promise<void> } }).Dropcart.login(),
    );
    const form = page.locator('dropcart-root').getByRole('dialog');
    await form.getByRole('button', { name: 'Neu hier? Konto erstellen' }).click();
    await form.getByLabel('Name').fill('Kit Kurz');
    await form.getByLabel('E-Mail').fill('kit@example.com');
    await form.getByLabel('Passwort').fill('abc');
    await form.getByRole('button', { name: 'Konto erstellen' }).click();
    const alert = form.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toBe('Dieses Passwort ist zu kurz. Bitte ein längeres wählen.');
    expect(await widgetText(page)).not.toMatch(/INVALID_ARGUMENT|must be at least/);
    await page.context().close();
  });
});

// Cart V1 answers carry the platform's formatted amounts ("$12.00"); V2's carry none. Both read German.
describe.each(['v1', 'v2'] as const)('a German shopper on Cart %s', (cartApi) => {
  const own = useStore({ cartApi });

  it('reads prices in German format in the cart’s currency, and no English word beside them', async () => {
    const page = await own.visit('/', { locale: 'de-DE', page: { lang: 'de-DE' } });
    await page.locator(`[data-dropcart-add="${PRODUCTS.mug.id}"]`).first().click();
    await drawer(page).getByText('je 12,00 $').waitFor();
    const text = await widgetText(page);
    expect(text).not.toMatch(/\$\s?\d/); // "$12.00" is the platform's English format
    expect(text).not.toMatch(/\beach\b|Subtotal|Check out/);
    await page.context().close();
  });
});
