// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// A buy button for a product with options and no choice opens a popover next to it, inside our shadow
// root, with the choices (sold-out ones disabled, colours as swatches named by their name), the chosen
// variant's price, the description, and Add; on a Catalog V3 site and on a V1 site alike.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../demo/platform/catalog/store.ts';
import type { RunningPlatform } from '../../demo/platform/index.ts';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { startTestPlatform, usePlatform } from '../support/platform.ts';
import { hostElement, mountWidget } from './support.ts';

const platform = usePlatform();
const TEE = seedProductId('organic-cotton-tee');
const PRINT = seedProductId('abstract-shapes-print');

describe('the options popover on a Catalog V3 site', () => {
  it('asks for the missing choices, prices the variant and adds it', async () => {
    const { api, view, shadow, requests } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    const button = hostElement(`<button data-dropcart-add="${PRINT}">Buy the print</button>`);
    button.click();
    const dialog = await view.findByRole('dialog', { name: 'Abstract Shapes Print' });
    expect(shadow.contains(dialog)).toBe(true); // portalled into our shadow root, not the host page
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    // The description is V3 rich content, rendered by the rich-text part loaded with the popover.
    expect(await view.findByText('A giclée print of bold primary shapes.')).toBeTruthy();
    expect(dialog.querySelector('.rich-text')).toBeTruthy();
    (await view.findByLabelText('70x100')).click();
    expect(await view.findByText('$49.00')).toBeTruthy();
    const adds = requests.watch('add-line-items');
    view.getByRole('button', { name: 'Add to cart' }).click();
    await vi.waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    await vi.waitFor(async () =>
      expect((await api.getCart()).lines.map((l) => [l.productId, l.details])).toEqual([
        [PRINT, [{ name: 'Size', value: '70x100' }]],
      ]),
    );
    expect(adds.count).toBe(1);
  });

  it('disables choices that are sold out given the other choices', async () => {
    const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    hostElement(
      `<button data-dropcart-add="${TEE}" data-dropcart-options='{"Color":"Red"}'>Buy</button>`,
    ).click();
    await view.findByRole('dialog', { name: 'Organic Cotton Tee' });
    // Red comes in M and L only (S/Red and XL/Red have none).
    expect(((await view.findByLabelText('S (sold out)')) as HTMLInputElement).disabled).toBe(true);
    expect((view.getByLabelText('XL (sold out)') as HTMLInputElement).disabled).toBe(true);
    expect((view.getByLabelText('M') as HTMLInputElement).disabled).toBe(false);
  });

  it('names colours by their name, with a swatch of their colour code', async () => {
    const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    hostElement(`<button data-dropcart-add="${TEE}">Buy</button>`).click();
    const red = (await view.findByLabelText('Red')) as HTMLInputElement;
    expect(red.value).toBe('Red');
    const swatch = red.parentElement?.querySelector('.swatch') as HTMLElement;
    expect(swatch.style.background.replace(/\s/g, '').toLowerCase()).toMatch(/#c0392b|rgb\(192,57,43\)/);
    expect(view.queryByLabelText('#c0392b')).toBeNull();
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

describe('the options popover on a Catalog V1 site', () => {
  let v1: RunningPlatform;
  beforeAll(async () => {
    v1 = await startTestPlatform({ config: { catalogVersion: 'V1_CATALOG' } });
  });
  afterAll(() => v1?.close());

  it.each(['v2', 'v1'] as const)(
    'Cart %s: shows the HTML description and sends the colour by its name, not its code',
    async (cartApi) => {
      const { api, view } = mountWidget(v1.url, { cartApi, openOnAdd: false });
      await api.getCart();
      hostElement(
        `<button data-dropcart-add="${TEE}" data-dropcart-options='{"Size":"M"}'>Buy</button>`,
      ).click();
      const dialog = await view.findByRole('dialog', { name: 'Organic Cotton Tee' });
      expect(dialog.querySelector('.description strong, .description b')).toBeTruthy();
      expect(dialog.querySelector('.rich-text')).toBeNull();
      (await view.findByLabelText('Red')).click();
      view.getByRole('button', { name: 'Add to cart' }).click();
      await vi.waitFor(async () => {
        const [line] = (await api.getCart()).lines;
        expect(line?.details).toEqual([
          { name: 'Size', value: 'M' },
          { name: 'Color', value: 'Red', color: '#c0392b' },
        ]);
      });
      const [line] = (await api.getCart()).lines;
      // A product without managed variants is added by its choices' names (V1's shape).
      expect(Object.values(line?.catalogReference.options?.options ?? {})).not.toContain('#c0392b');
    },
  );
});

describe('a chosen variant out of stock that takes pre-orders (Catalog V3)', () => {
  const preorders = usePlatform();

  it('offers it as a pre-order, not as sold out, and adds it', async () => {
    // The large print sold out, its next run taken as pre-orders (V3 `inventoryStatus.preorderEnabled`).
    const print = catalog(preorders.current.platform).products.find((p) => p.id === PRINT);
    const large = print?.variants.find((v) => v.choices.Size === '70x100');
    if (!large) throw new Error('the seed has no 70x100 print');
    large.stock = { ...large.stock, inStock: false, quantity: 0 };
    large.preorder = true;
    const { api, view } = mountWidget(preorders.current.url, { openOnAdd: false });
    await api.getCart();
    hostElement(`<button data-dropcart-add="${PRINT}">Buy the print</button>`).click();
    await view.findByRole('dialog', { name: 'Abstract Shapes Print' });
    (await view.findByLabelText('50x70')).click();
    await view.findByRole('button', { name: 'Add to cart' });
    view.getByLabelText('70x100').click();
    const preorder = (await view.findByRole('button', { name: 'Pre-order' })) as HTMLButtonElement;
    expect(preorder.disabled).toBe(false);
    preorder.click();
    await vi.waitFor(async () =>
      expect((await api.getCart()).lines.map((l) => l.details)).toEqual([
        [{ name: 'Size', value: '70x100' }],
      ]),
    );
  });
});
