// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// A buy button for a product with options and no choice opens a popover next to it, inside our shadow
// root, with the choices (sold-out ones disabled), the chosen variant's price, the description, and Add.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { usePlatform } from '../support/platform.ts';
import { hostElement, mountWidget } from './support.ts';

const platform = usePlatform();
const TEE = seedProductId('organic-cotton-tee');
const PRINT = seedProductId('abstract-shapes-print');

afterEach(() => vi.restoreAllMocks());

describe('the options popover', () => {
  it('asks for the missing choices, prices the variant and adds it', async () => {
    const { api, view, shadow } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    const button = hostElement(`<button data-dropcart-add="${PRINT}">Buy the print</button>`);
    button.click();
    const dialog = await view.findByRole('dialog', { name: 'Abstract Shapes Print' });
    expect(shadow.contains(dialog)).toBe(true); // portalled into our shadow root, not the host page
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    expect(view.getByText('A giclée print of bold primary shapes.')).toBeTruthy();
    view.getByLabelText('70x100').click();
    expect(await view.findByText('$49.00')).toBeTruthy();
    view.getByRole('button', { name: 'Add to cart' }).click();
    await vi.waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    await vi.waitFor(async () =>
      expect((await api.getCart()).lines.map((l) => [l.productId, l.options])).toEqual([
        [PRINT, { Size: '70x100' }],
      ]),
    );
  });

  it('disables choices that are sold out given the other choices', async () => {
    const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    hostElement(
      `<button data-dropcart-add="${TEE}" data-dropcart-options='{"Color":"Red"}'>Buy</button>`,
    ).click();
    await view.findByRole('dialog', { name: 'Organic Cotton Tee' });
    // Red comes in M and L only (S/Red and XL/Red have none).
    expect((view.getByLabelText('S (sold out)') as HTMLInputElement).disabled).toBe(true);
    expect((view.getByLabelText('XL (sold out)') as HTMLInputElement).disabled).toBe(true);
    expect((view.getByLabelText('M') as HTMLInputElement).disabled).toBe(false);
  });

  it('closes on Escape without adding anything', async () => {
    const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    hostElement(`<button data-dropcart-add="${PRINT}">Buy</button>`).click();
    const dialog = await view.findByRole('dialog', { name: 'Abstract Shapes Print' });
    await vi.waitFor(() =>
      expect(dialog.contains((dialog.getRootNode() as ShadowRoot).activeElement)).toBe(true),
    );
    ((dialog.getRootNode() as ShadowRoot).activeElement as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    await vi.waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect((await api.getCart()).lines).toEqual([]);
  });

  it('renders the description as text, never as markup', async () => {
    const { RichDescription } = await import('../../widget/ui/options/RichDescription.tsx');
    const { createRoot } = await import('react-dom/client');
    const { act, createElement } = await import('react');
    const target = document.createElement('div');
    document.body.append(target);
    const root = createRoot(target);
    await act(async () =>
      root.render(
        createElement(RichDescription, {
          html: '<p>Soft <strong>cotton</strong></p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
        }),
      ),
    );
    expect(target.querySelector('strong')?.textContent).toBe('cotton');
    expect(target.querySelector('img, script')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    root.unmount();
  });
});
