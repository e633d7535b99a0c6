// @vitest-environment-options {"url":"http://localhost:3000/shop/"}
// Catalog V3 choice modifiers in the options popover and the cart (issue 25): a mandatory one must be chosen
// before Add ("Choose Grind."), a swatch shows its colour beside its name, an added price shows beside the
// choice and in the popover's price; `data-dropcart-options` names a modifier by its name as it names an
// option; the line shows the choice under its name; other choices of the same variant are another line.
import { describe, expect, it, vi } from 'vitest';
import { seedProductId } from '../../demo/platform/seed/products.ts';
import { usePlatform } from '../support/platform.ts';
import { hostElement, mountWidget } from './support.ts';

const platform = usePlatform();
const COFFEE = seedProductId('house-blend-coffee');
const TOTE = seedProductId('embroidered-tote');

describe('choice modifiers in the options popover', () => {
  it('asks for a mandatory modifier before Add, then adds the choice the line shows', async () => {
    const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    hostElement(`<button data-dropcart-add="${COFFEE}">Buy coffee</button>`).click();
    await view.findByRole('dialog', { name: 'House Blend Coffee' });
    expect(await view.findByRole('group', { name: 'Grind' })).toBeTruthy();
    view.getByRole('button', { name: 'Add to cart' }).click();
    expect((await view.findByRole('alert')).textContent).toBe('Choose Grind.');
    expect(view.getByRole('dialog')).toBeTruthy();
    (view.getByLabelText('Espresso') as HTMLInputElement).click();
    view.getByRole('button', { name: 'Add to cart' }).click();
    await vi.waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    await vi.waitFor(async () =>
      expect((await api.getCart()).lines.map((l) => [l.name, l.details, l.unitPrice.amount])).toEqual([
        ['House Blend Coffee', [{ name: 'Grind', value: 'Espresso' }], '14.00'],
      ]),
    );
  });

  it('shows swatches by name with an added price beside the choice and in the price; optional means optional', async () => {
    const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    hostElement(`<button data-dropcart-add="${TOTE}">Buy tote</button>`).click();
    await view.findByRole('dialog', { name: 'Embroidered Tote' });
    expect(await view.findByRole('group', { name: 'Thread (optional)' })).toBeTruthy();
    expect(await view.findByText('$20.00')).toBeTruthy();
    const gold = view.getByLabelText('Gold (+$3.00)') as HTMLInputElement;
    const swatch = gold.parentElement?.querySelector('.swatch') as HTMLElement;
    expect(swatch.style.background.replace(/\s/g, '').toLowerCase()).toMatch(/#c9a227|rgb\(201,162,39\)/);
    expect(view.getByLabelText('Natural')).toBeTruthy(); // no added price, nothing added to the label
    gold.click();
    expect(await view.findByText('$23.00')).toBeTruthy();
    view.getByRole('button', { name: 'Add to cart' }).click();
    await vi.waitFor(async () =>
      expect((await api.getCart()).lines.map((l) => [l.details, l.unitPrice.amount])).toEqual([
        [[{ name: 'Thread', value: 'Gold', color: '#C9A227' }], '23.00'],
      ]),
    );
  });

  it('takes a modifier named by data-dropcart-options as an option is, and keeps other choices on other lines', async () => {
    const added: unknown[] = [];
    document.addEventListener('dropcart:item-added', (event) => added.push((event as CustomEvent).detail));
    const { api, view } = mountWidget(platform.current.url, { openOnAdd: false });
    await api.getCart();
    hostElement(
      `<button data-dropcart-add="${COFFEE}" data-dropcart-options='{"Grind":"Espresso"}'>Buy</button>`,
    ).click();
    // Confirmed by the platform (not only shown): the next adds must come after it in the platform's cart.
    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect((await api.getCart()).lines).toHaveLength(1);
    expect(view.queryByRole('dialog')).toBeNull(); // named in full: nothing to ask
    // The same variant with another grind is another line, and its add is an add of one (not "none more").
    await api.add({ productId: COFFEE, options: { Grind: 'Filter' } });
    await api.add({ productId: COFFEE, options: { Grind: 'Espresso' } });
    expect((await api.getCart()).lines.map((l) => [l.details[0]?.value, l.quantity])).toEqual([
      ['Espresso', 2],
      ['Filter', 1],
    ]);
    expect(added.map((d) => (d as { quantity: number }).quantity)).toEqual([1, 1, 1]);
    // A name the product has neither as option nor as modifier is refused, nothing added.
    await expect(api.add({ productId: COFFEE, options: { Grind: 'Filter', Milk: 'Oat' } })).rejects.toThrow(
      'House Blend Coffee has no option "Milk"',
    );
  });
});
