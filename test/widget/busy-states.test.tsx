// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// Every action the shopper waits for shows that it is on its way (issue 15, looks): a turning ring and
// `aria-busy` on the control or the line while the platform has not answered, gone once it has. Each
// request is held back by the test (heldRequests), so "still waiting" is a state, not a race.
import { within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { usePlatform } from '../support/platform.ts';
import { heldRequests, hostElement, mountWidget } from './support.ts';

const platform = usePlatform();
const MUG = seedProductId('classic-white-mug');
const TEE = seedProductId('organic-cotton-tee');

function typeInto(input: HTMLElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Busy: `aria-busy` and a ring inside. */
const isBusy = (element: Element) =>
  element.getAttribute('aria-busy') === 'true' && element.querySelector('.spinner') !== null;

describe('busy while the platform works', () => {
  it('a line added from the options popover, then a quantity change on it', async () => {
    const adding = heldRequests('/add-line-items');
    const updating = heldRequests('/update-line-items', adding.fetch);
    const { api, view } = mountWidget(platform.current.url, { platform: { fetch: updating.fetch } });
    await api.getCart();
    hostElement(`<button data-dropcart-add="${TEE}">Buy</button>`).click();
    const popover = await view.findByRole('dialog', { name: 'Organic Cotton Tee' });
    (await within(popover).findByLabelText('M')).click();
    within(popover).getByLabelText('Black').click();
    within(popover).getByRole('button', { name: 'Add to cart' }).click();
    await adding.until(1);
    // The pending line becomes the platform's line (another element, its id): found again each time.
    const line = () => view.getByText('Organic Cotton Tee').closest('li') as HTMLElement;
    await vi.waitFor(() => expect(isBusy(line())).toBe(true));
    adding.held[0]?.release();
    await vi.waitFor(() => expect(line().getAttribute('aria-busy')).toBeNull());
    expect(line().querySelector('.spinner')).toBeNull();

    within(line()).getByRole('button', { name: 'One more Organic Cotton Tee' }).click();
    await updating.until(1);
    expect(isBusy(line())).toBe(true);
    updating.held[0]?.release();
    await vi.waitFor(() => expect(line().getAttribute('aria-busy')).toBeNull());
    expect(line().querySelector('.spinner')).toBeNull();
  });

  it('applying and removing a coupon', async () => {
    const applying = heldRequests('/add-coupon');
    const removing = heldRequests('/remove-coupon', applying.fetch);
    const { api, view } = mountWidget(platform.current.url, { platform: { fetch: removing.fetch } });
    await api.add({ productId: MUG, quantity: 2 });
    typeInto(await view.findByLabelText('Coupon code'), 'welcome10');
    const apply = view.getByRole('button', { name: 'Apply' });
    apply.click();
    await applying.until(1);
    await vi.waitFor(() => expect(isBusy(apply)).toBe(true));
    applying.held[0]?.release();
    const remove = await view.findByRole('button', { name: 'Remove coupon WELCOME10' });
    expect(remove.getAttribute('aria-busy')).toBe('false');
    remove.click();
    await removing.until(1);
    await vi.waitFor(() => expect(isBusy(remove)).toBe(true));
    removing.held[0]?.release();
    expect(await view.findByLabelText('Coupon code')).toBeTruthy();
  });

  it('checking out', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const handing = heldRequests('/redirect-session');
    const { api, view } = mountWidget(platform.current.url, { platform: { fetch: handing.fetch } });
    await api.add({ productId: MUG });
    (await view.findByRole('button', { name: 'Check out' })).click();
    await handing.until(1);
    const button = view.getByRole('button', { name: 'Taking you to checkout…' });
    expect(isBusy(button)).toBe(true);
    handing.held[0]?.release();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    assign.mockRestore();
  });

  it('signing in', async () => {
    const signingIn = heldRequests('/v2/login');
    const widget = mountWidget(platform.current.url, { platform: { fetch: signingIn.fetch } });
    await widget.api.login();
    typeInto(await widget.view.findByLabelText('Email'), 'ada@example.com');
    typeInto(widget.view.getByLabelText('Password'), 'wrong-password');
    widget.view.getByRole('button', { name: 'Sign in' }).click();
    await signingIn.until(1);
    await vi.waitFor(() =>
      expect(isBusy(widget.view.getByRole('button', { name: 'Signing in…' }))).toBe(true),
    );
    signingIn.held[0]?.release();
    expect(await widget.view.findByRole('alert')).toBeTruthy();
    expect(widget.view.getByRole('button', { name: 'Sign in' }).querySelector('.spinner')).toBeNull();
  });
});
