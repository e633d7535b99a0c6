// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// The cart's "Ship to" (issue 15): prefilled from the shopper's locale and sent only once confirmed, a
// clear message for a destination that cannot be used, the totals for the destination (Cart V1 with its
// shipping options, Cart V2 with the address stored on the cart), remembered across visits, a zero price
// read as "Free", and the destination handed to the hosted checkout.
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { destinationKey } from '../../widget/cart/destination.ts';
import { usePlatform } from '../support/platform.ts';
import { type MountedWidget, mountWidget } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');

const OriginalLocale = Intl.Locale;
afterEach(() => {
  vi.restoreAllMocks();
  setLocale(OriginalLocale);
});

const setLocale = (locale: typeof Intl.Locale) =>
  Object.defineProperty(Intl, 'Locale', { value: locale, configurable: true, writable: true });

/** Counts the `Intl.Locale`s made from now on (until the test ends). */
function countLocales(): { readonly made: number } {
  const count = { made: 0 };
  setLocale(
    class extends OriginalLocale {
      constructor(...args: ConstructorParameters<typeof Intl.Locale>) {
        super(...args);
        count.made++;
      }
    },
  );
  return count;
}

/** A fetch that keeps the JSON bodies the widget sends, by path. */
function bodyLog() {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method: init?.method ?? 'GET', path: url.pathname, body });
    return globalThis.fetch(input, init);
  };
  return { fetch, sent, to: (suffix: string) => sent.filter((s) => s.path.endsWith(suffix)) };
}

function choose(select: HTMLElement, value: string): void {
  (select as HTMLSelectElement).value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function typeInto(input: HTMLElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function summary({ view }: MountedWidget) {
  const region = await view.findByRole('region', { name: 'Order summary' });
  await vi.waitFor(() => expect(region.getAttribute('aria-busy')).toBe('false'));
  return {
    region,
    value: (label: string) => within(region).queryByText(label)?.nextElementSibling?.textContent ?? null,
  };
}

describe('Ship to', () => {
  it('prefills the country of the locale, sends nothing until confirmed, then estimates for it (Cart V2)', async () => {
    const log = bodyLog();
    // The locale's country is worked out when the form opens, not while the widget mounts: a page's first
    // Intl.Locale loads the browser's locale data (20 to 45 ms at a 4x CPU slowdown).
    const locales = countLocales();
    const widget = mountWidget(platform.current.url, { locale: 'en-IE', platform: { fetch: log.fetch } });
    expect(locales.made).toBe(0);
    await widget.api.add({ productId: MUG });
    let { region } = await summary(widget);
    expect(within(region).getByText('Shipping and tax are calculated at checkout.')).toBeTruthy();
    within(region).getByRole('button', { name: 'Estimate shipping and tax' }).click();
    const form = await within(region).findByRole('group', { name: 'Ship to' });
    expect((within(form).getByLabelText('Country') as HTMLSelectElement).value).toBe('IE');
    expect(locales.made).toBeGreaterThan(0);
    expect(log.to('/carts/current').filter((s) => s.method === 'PATCH')).toEqual([]);
    typeInto(within(form).getByLabelText('Postal code'), 'd02 x285');
    within(form).getByRole('button', { name: 'Calculate' }).click();
    await vi.waitFor(() =>
      expect(within(region).getByText('Shipping is calculated at checkout.')).toBeTruthy(),
    );
    ({ region } = await summary(widget));
    // Cart V2 estimates the cart as stored: the address goes onto the cart first.
    expect(log.to('/ecom/v2/carts/current').find((s) => s.method === 'PATCH')?.body).toEqual({
      cart: { deliveryInfo: { address: { country: 'IE', postalCode: 'D02 X285' } } },
    });
    const value = (label: string) =>
      within(region).queryByText(label)?.nextElementSibling?.textContent ?? null;
    // 20% VAT on $12.00, in Irish English ("US$": the cart's currency is not the locale's).
    expect(value('Tax (Ireland)')).toBe('US$2.40');
    expect(value('Estimated total')).toBe('US$14.40');
    expect(within(region).queryByText('Shipping')).toBeNull(); // V2 lists no options: chosen at checkout
    expect(within(region).getByText('Ireland, D02 X285')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(destinationKey('demo')) ?? '{}')).toEqual({
      destination: { country: 'IE', postalCode: 'D02 X285' },
    });
  });

  it('says which field is wrong and sends nothing for a destination it cannot use', async () => {
    const log = bodyLog();
    const widget = mountWidget(platform.current.url, { locale: 'en-US', platform: { fetch: log.fetch } });
    await widget.api.add({ productId: MUG });
    const { region } = await summary(widget);
    within(region).getByRole('button', { name: 'Estimate shipping and tax' }).click();
    const form = await within(region).findByRole('group', { name: 'Ship to' });
    typeInto(within(form).getByLabelText('Postal code'), '10001');
    within(form).getByRole('button', { name: 'Calculate' }).click();
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Choose the state or province the order goes to.');
    expect(within(form).getByLabelText('State or province').getAttribute('aria-invalid')).toBe('true');
    choose(within(form).getByLabelText('State or province'), 'US-NY');
    typeInto(within(form).getByLabelText('Postal code'), '1000');
    within(form).getByRole('button', { name: 'Calculate' }).click();
    await vi.waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'This postal code does not look right for the country.',
      ),
    );
    expect(within(form).getByLabelText('Postal code').getAttribute('aria-invalid')).toBe('true');
    expect(log.sent.filter((s) => s.method === 'PATCH')).toEqual([]);
    expect(localStorage.getItem(destinationKey('demo'))).toBeNull();
  });

  it('lists the shipping options for the destination, and remembers both across visits (Cart V1)', async () => {
    const first = mountWidget(platform.current.url, {
      cartApi: 'v1',
      locale: 'en-US',
      tokenStorage: 'local',
    });
    await first.api.add({ productId: MUG });
    const { region } = await summary(first);
    within(region).getByRole('button', { name: 'Estimate shipping and tax' }).click();
    const form = await within(region).findByRole('group', { name: 'Ship to' });
    choose(within(form).getByLabelText('State or province'), 'US-NY');
    typeInto(within(form).getByLabelText('Postal code'), '10001');
    within(form).getByRole('button', { name: 'Calculate' }).click();
    const shipping = await within(region).findByRole('group', { name: 'Shipping method' });
    const value = (label: string) =>
      within(region).queryByText(label)?.nextElementSibling?.textContent ?? null;
    expect(value('Shipping')).toBe('$5.99');
    expect(value('Tax (New York)')).toBe('$1.44');
    within(shipping)
      .getByLabelText(/Express/)
      .click();
    await vi.waitFor(() => expect(value('Shipping')).toBe('$14.99'));
    await first.api.destroy();

    // The next visit: the same destination and choice, estimated without asking again.
    const log = bodyLog();
    const again = mountWidget(platform.current.url, {
      cartApi: 'v1',
      locale: 'en-US',
      tokenStorage: 'local',
      platform: { fetch: log.fetch },
    });
    await again.api.open();
    const next = await summary(again);
    await vi.waitFor(() => expect(next.value('Shipping')).toBe('$14.99'));
    expect(within(next.region).getByText('New York, 10001')).toBeTruthy();
    const express = within(next.region).getByLabelText(/Express/) as HTMLInputElement;
    expect(express.checked).toBe(true);
    expect(log.to('/estimate-totals').at(-1)?.body).toMatchObject({
      shippingAddress: { country: 'US', subdivision: 'US-NY', postalCode: '10001' },
      selectedShippingOption: { code: 'express' },
    });

    // The hand-off carries them too, so the hosted checkout does not ask again.
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await again.api.checkout();
    expect(log.to('/create-checkout')[0]?.body).toMatchObject({
      shippingAddress: { country: 'US', subdivision: 'US-NY', postalCode: '10001' },
      selectedShippingOption: { code: 'express' },
    });
  });

  it('forgets a remembered shipping choice the platform no longer offers there, instead of failing each visit', async () => {
    localStorage.setItem(
      destinationKey('demo'),
      JSON.stringify({ destination: { country: 'DE' }, shipping: { code: 'express' } }),
    );
    const widget = mountWidget(platform.current.url, { cartApi: 'v1', locale: 'en-US' });
    await widget.api.add({ productId: MUG });
    const region = await widget.view.findByRole('region', { name: 'Order summary' });
    // Express ships within the US only: Germany gets International, $15 for one item.
    await vi.waitFor(() =>
      expect(within(region).queryByText('Shipping')?.nextElementSibling?.textContent).toBe('$15.00'),
    );
    expect(within(region).queryByText(/could not be estimated/)).toBeNull();
    expect(JSON.parse(localStorage.getItem(destinationKey('demo')) ?? '{}')).toEqual({
      destination: { country: 'DE' },
    });
  });

  it('reads a zero price as "Free", in the options and in the totals', async () => {
    const widget = mountWidget(platform.current.url, { cartApi: 'v1', locale: 'en-US' });
    await widget.api.add({ productId: MUG });
    await widget.api.applyCoupon('FREESHIP');
    const { region } = await summary(widget);
    within(region).getByRole('button', { name: 'Estimate shipping and tax' }).click();
    const form = await within(region).findByRole('group', { name: 'Ship to' });
    choose(within(form).getByLabelText('State or province'), 'US-CA');
    within(form).getByRole('button', { name: 'Calculate' }).click();
    const shipping = await within(region).findByRole('group', { name: 'Shipping method' });
    expect(within(shipping).getByLabelText('Standard (Free)')).toBeTruthy();
    expect(within(shipping).getByLabelText('Express (Free)')).toBeTruthy();
    await vi.waitFor(() =>
      expect(within(region).getByText('Shipping').nextElementSibling?.textContent).toBe('Free'),
    );
    expect(region.textContent).not.toContain('$0.00');
  });

  it('speaks German, with the country named in German', async () => {
    const widget = mountWidget(platform.current.url, { locale: 'de-DE' });
    await widget.api.add({ productId: MUG });
    const region = await widget.view.findByRole('region', { name: 'Zusammenfassung' });
    (await within(region).findByRole('button', { name: 'Versand und Steuern berechnen' })).click();
    const form = await within(region).findByRole('group', { name: 'Lieferung nach' });
    const country = within(form).getByLabelText('Land') as HTMLSelectElement;
    expect(country.value).toBe('DE');
    expect(country.selectedOptions[0]?.textContent).toBe('Deutschland');
    typeInto(within(form).getByLabelText('Postleitzahl'), '10115');
    within(form).getByRole('button', { name: 'Berechnen' }).click();
    await vi.waitFor(() =>
      expect(within(region).getByText('Steuer (Deutschland)').nextElementSibling?.textContent).toBe(
        '2,40\u00a0$',
      ),
    );
  });
});
