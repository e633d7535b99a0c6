// Totals for the shopper's destination (issue 15), in Chromium on the demo store with the real emulator:
// the "Ship to" prefilled from the browser's language and remembered across visits, the shipping options
// for the destination (Cart V1) with a zero price read as "Free", tax named for the region, the hand-off
// to the hosted checkout with the destination (and a signed-in member's e-mail and saved address), and a
// footer that keeps its numbers while it updates.
import type { Locator, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditWidget } from './support/artifacts.ts';
import { PRODUCTS } from './support/emulator.ts';
import { useStore } from './support/use-store.ts';
import { cartDrawer, mugInCart, signInDialog, totalsValue } from './support/widget.ts';

const summary = (drawer: Locator) => drawer.getByRole('region', { name: 'Order summary' });

/** Opens the Ship to form, fills what is given and confirms. */
async function shipTo(drawer: Locator, where: { country?: string; region?: string; postalCode?: string }) {
  await drawer.getByRole('button', { name: /^(Estimate shipping and tax|Change)$/ }).click();
  const form = drawer.getByRole('group', { name: 'Ship to' });
  if (where.country) await form.getByLabel('Country').selectOption(where.country);
  if (where.region) await form.getByLabel('State or province').selectOption(where.region);
  if (where.postalCode) await form.getByLabel('Postal code').fill(where.postalCode);
  await form.getByRole('button', { name: 'Calculate' }).click();
  await form.waitFor({ state: 'detached' });
}

describe.each([
  { cartApi: 'v2' as const, name: 'Current Cart V2' },
  { cartApi: 'v1' as const, name: 'Cart V1' },
])('on $name', ({ cartApi }) => {
  const store = useStore({ cartApi });

  it('estimates for the destination the shopper confirms, prefilled from the browser, and keeps it for the next visit', async () => {
    const context = await store.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(store.url('/'));
    let drawer = await mugInCart(page);
    // No destination: no $0.00 rows, but where shipping and tax come from.
    await drawer.getByText('Shipping and tax are calculated at checkout.').waitFor();
    expect(await drawer.locator('dt', { hasText: /^(Shipping|Tax)/ }).count()).toBe(0);

    await drawer.getByRole('button', { name: 'Estimate shipping and tax' }).click();
    const form = drawer.getByRole('group', { name: 'Ship to' });
    // Keyboard first: the form takes focus on its first field, prefilled with the browser's country.
    expect(
      await form
        .getByLabel('Country')
        .evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
    ).toBe(true);
    expect(await form.getByLabel('Country').inputValue()).toBe('US');
    // Labelled fields in a fieldset with a legend, and nothing else axe-core (WCAG 2 A and AA) objects to.
    expect(await auditWidget(page)).toEqual([]);
    await form.getByLabel('State or province').selectOption('US-NY');
    await form.getByLabel('Postal code').fill('10001');
    await form.getByRole('button', { name: 'Calculate' }).click();
    // 8% of the goods (and, on Cart V1, of the cheapest shipping it picked: Standard, $5.99).
    await expect
      .poll(() => totalsValue(drawer, 'Tax (New York)').textContent())
      .toBe(cartApi === 'v1' ? '$1.44' : '$0.96');
    await drawer.getByText('New York, 10001').waitFor();
    // Screen readers hear the new total once, politely.
    const liveRegion = page.locator('dropcart-root [role="status"][aria-live="polite"]').first();
    await expect
      .poll(() => liveRegion.textContent())
      .toBe(`Estimated total: ${cartApi === 'v1' ? '$19.43' : '$12.96'}`);
    // Focus goes back to where the shopper opened the form.
    expect(
      await drawer
        .getByRole('button', { name: 'Change' })
        .evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
    ).toBe(true);
    if (cartApi === 'v1') {
      // Cart V1 lists the options for New York: the cheapest is taken until the shopper chooses.
      await expect.poll(() => totalsValue(drawer, 'Shipping').textContent()).toBe('$5.99');
      await drawer.getByRole('group', { name: 'Shipping method' }).getByLabel('Express ($14.99)').check();
      await expect.poll(() => totalsValue(drawer, 'Shipping').textContent()).toBe('$14.99');
      await expect.poll(() => totalsValue(drawer, 'Estimated total').textContent()).toBe('$29.15');
    } else {
      // Cart V2 lists no delivery options (platform-2026.md §2.4): the method is chosen at checkout.
      await drawer.getByText('Shipping is calculated at checkout.').waitFor();
      await expect.poll(() => totalsValue(drawer, 'Estimated total').textContent()).toBe('$12.96');
    }
    const stored = await page.evaluate(() => localStorage.getItem('dropcart:demo:ship-to'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      destination: { country: 'US', subdivision: 'US-NY', postalCode: '10001' },
    });

    // The next visit: the same destination (and choice), with no question asked.
    await page.reload();
    await page.locator('[data-dropcart-open]').first().click();
    drawer = cartDrawer(page);
    await drawer.getByText('New York, 10001').waitFor();
    await expect.poll(() => totalsValue(drawer, 'Tax (New York)').textContent()).not.toBe('');
    if (cartApi === 'v1') {
      await expect.poll(() => totalsValue(drawer, 'Shipping').textContent()).toBe('$14.99');
      expect(await drawer.getByLabel('Express ($14.99)').isChecked()).toBe(true);
    }

    // The hand-off takes the destination along: the hosted checkout does not ask for the country again.
    await shipTo(drawer, { country: 'DE', postalCode: '10115' });
    await expect.poll(() => totalsValue(drawer, 'Tax (Germany)').textContent()).not.toBe('');
    await drawer.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/checkout`));
    expect(await page.getByLabel('Country').inputValue()).toBe('DE');
    await context.close();
  });

  it('hands a signed-in member’s e-mail and saved address to the hosted checkout, which does not ask for them again', async () => {
    const page = await store.visit('/', { locale: 'en-US' });
    await page.locator('header [data-dropcart-login]').click();
    const dialog = signInDialog(page);
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Password').fill('lovelace-1815');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('header [data-dropcart-session][data-dropcart-signed-in]').waitFor();
    const drawer = await mugInCart(page);
    await drawer.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${store.api}/_hosted/checkout`));
    expect(await page.getByLabel('E-mail for the receipt').inputValue()).toBe('ada@example.com');
    // Ada's saved address (her contact's, in the members service) with no Ship to given in the cart.
    expect(await page.getByLabel('Country').inputValue()).toBe('GB');
    expect(await page.getByLabel('Street and number').inputValue()).toBe("12 St James's Square");
    expect(await page.getByLabel('City').inputValue()).toBe('London');
    expect(await page.getByLabel('State or region').inputValue()).toBe('GB-WSM');
    expect(await page.getByLabel('Postal code').inputValue()).toBe('SW1Y 4JH');
  });

  it('reads a zero shipping price as "Free"', async () => {
    const page = await store.visit('/', { locale: 'en-US' });
    const drawer = await mugInCart(page);
    await drawer.getByLabel('Coupon code').fill('FREESHIP');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await drawer.getByText(/^FREESHIP/).waitFor();
    await shipTo(drawer, { region: 'US-CA', postalCode: '94103' });
    if (cartApi === 'v1') {
      const options = drawer.getByRole('group', { name: 'Shipping method' });
      await options.getByLabel('Standard (Free)').waitFor();
      await options.getByLabel('Express (Free)').waitFor();
      await expect.poll(() => totalsValue(drawer, 'Shipping').textContent()).toBe('Free');
    } else {
      await expect.poll(() => totalsValue(drawer, 'Tax (California)').textContent()).toBe('$0.96');
    }
    expect(await summary(drawer).textContent()).not.toContain('$0.00');
  });

  it('keeps the last totals in place, quietly marked as updating, while a new estimate is on its way', async () => {
    const page = await store.visit('/', { locale: 'en-US' });
    const drawer = await mugInCart(page);
    await shipTo(drawer, { region: 'US-NY', postalCode: '10001' });
    const total = totalsValue(drawer, 'Estimated total');
    const before = cartApi === 'v1' ? '$19.43' : '$12.96';
    await expect.poll(() => total.textContent()).toBe(before);
    const footer = drawer.locator('[part="footer"]');
    const height = (await footer.boundingBox())?.height;

    // The next estimate is held back until the test lets it go.
    const held: Route[] = [];
    await page.route(/\/estimate(-totals)?$/, (route) => {
      held.push(route);
    });
    await drawer.getByRole('button', { name: `One more ${PRODUCTS.mug.name}` }).click();
    await expect.poll(() => held.length, { timeout: 10_000 }).toBe(1);
    expect(await summary(drawer).getAttribute('aria-busy')).toBe('true');
    await drawer.getByText('Updating totals…').waitFor();
    expect(await total.textContent()).toBe(before); // the last number, not a blank
    expect((await footer.boundingBox())?.height).toBe(height);
    // Marked, yet still readable: the waiting amounts keep WCAG's contrast (axe's color-contrast).
    expect(await auditWidget(page), 'axe violations while the totals update').toEqual([]);

    for (const route of held) await route.continue();
    await page.unroute(/\/estimate(-totals)?$/);
    const after = cartApi === 'v1' ? '$32.39' : '$25.92';
    await expect.poll(() => total.textContent()).toBe(after);
    expect(await summary(drawer).getAttribute('aria-busy')).toBe('false');
  });
});
