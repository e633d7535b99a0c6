// What the cart gets for a selection: V3 always the variant id; V1 the variant id for managed variants,
// the choices by option name → description otherwise; every incomplete selection refused before sending.
import { describe, expect, it } from 'vitest';
import { catalogReference } from '../../src/catalog/catalog-reference.ts';
import { summaryFromV1 } from '../../src/catalog/summary-v1.ts';
import { summaryFromV3 } from '../../src/catalog/summary-v3.ts';
import {
  DropcartError,
  type Product,
  type ProductSummary,
  type ProductV3,
  UsageError,
  WIX_STORES_APP_ID,
} from '../../src/index.ts';
import { productV3Answer } from './fixtures/platform-2026.ts';

const v3 = () => summaryFromV3(productV3Answer().product as unknown as ProductV3);
const ref = (catalogItemId: string, options?: object) => ({
  catalogItemId,
  appId: WIX_STORES_APP_ID,
  ...(options ? { options } : {}),
});

const v1 = (manageVariants: boolean, withOptions = true): ProductSummary =>
  summaryFromV1({
    id: 'tee',
    name: 'Tee',
    slug: 'tee',
    priceData: { currency: 'USD', price: 25, discountedPrice: 25 },
    manageVariants,
    customTextFields: [{ title: 'Initials', maxLength: 3, mandatory: false }],
    productOptions: withOptions
      ? [
          { optionType: 'color', name: 'Color', choices: [{ value: '#00FF00', description: 'Green' }] },
          {
            optionType: 'drop_down',
            name: 'Size',
            choices: [
              { value: 'M', description: 'M' },
              { value: 'L', description: 'L' },
            ],
          },
        ]
      : [],
    variants: withOptions
      ? [
          { id: 'v-gm', choices: { Color: 'Green', Size: 'M' } },
          { id: 'v-gl', choices: { Color: 'Green', Size: 'L' } },
        ]
      : [{ id: '00000000-0000-0000-0000-000000000000', choices: {} }],
  } as Product);

/** The DropcartError `fn` throws. */
function refusal(fn: () => unknown): DropcartError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DropcartError) return error;
    throw error;
  }
  throw new Error('expected a DropcartError');
}

describe('catalogReference on Catalog V3', () => {
  it('names the variant of the chosen options, with the text fields by key', () => {
    expect(
      catalogReference(v3(), {
        choices: { Color: 'Red', Size: 'L' },
        textFields: { 'Text to engrave': ' Ada ' },
      }),
    ).toEqual(ref('p-1', { variantId: 'v-1', customTextFields: { 'Text to engrave': 'Ada' } }));
  });

  it('names the default variant of a product without options', () => {
    const summary: ProductSummary = {
      ...v3(),
      options: [],
      textFields: [],
      variants: [{ id: 'default-v', choices: {}, price: { amount: '5' }, inStock: true, visible: true }],
    };
    expect(catalogReference(summary)).toEqual(ref('p-1', { variantId: 'default-v' }));
  });

  it('takes a variant id as given, and asks for a get when a query summary has no variants', () => {
    const { variants: _, ...fromQuery } = v3();
    expect(catalogReference(fromQuery, { variantId: 'v-9', textFields: { 'Text to engrave': 'x' } })).toEqual(
      ref('p-1', { variantId: 'v-9', customTextFields: { 'Text to engrave': 'x' } }),
    );
    const error = refusal(() =>
      catalogReference(fromQuery, {
        choices: { Color: 'Red', Size: 'L' },
        textFields: { 'Text to engrave': 'x' },
      }),
    );
    expect(error.code).toBe('VARIANTS_NEEDED');
    expect(error.message).toContain('products.get(id)');
  });

  it('refuses a missing, unknown or unsold choice, and a missing mandatory text', () => {
    const text = { 'Text to engrave': 'x' };
    expect(
      refusal(() => catalogReference(v3(), { choices: { Color: 'Red' }, textFields: text })).message,
    ).toBe('Choose a Size for Mug');
    expect(
      refusal(() => catalogReference(v3(), { choices: { Color: 'Blue', Size: 'L' }, textFields: text }))
        .message,
    ).toBe('Mug has no Color "Blue"');
    expect(
      refusal(() =>
        catalogReference(v3(), { choices: { Color: 'Red', Size: 'L', Fit: 'Slim' }, textFields: text }),
      ).message,
    ).toBe('Mug has no option "Fit"');
    expect(refusal(() => catalogReference(v3(), { choices: { Color: 'Red', Size: 'L' } })).message).toBe(
      'Fill in Text to engrave for Mug',
    );
    expect(
      refusal(() =>
        catalogReference(v3(), {
          choices: { Color: 'Red', Size: 'L' },
          textFields: { 'Text to engrave': 'x'.repeat(31) },
        }),
      ).code,
    ).toBe('INVALID_SELECTION');
  });
});

describe('catalogReference with V3 choice modifiers', () => {
  const base = { choices: { Color: 'Red', Size: 'L' }, textFields: { 'Text to engrave': 'x' } };
  /** The fixture's mug with a mandatory coffee-grind modifier (keys differ from names, as the platform may). */
  const withGrind = (): ProductSummary => ({
    ...v3(),
    modifiers: [
      ...v3().modifiers,
      {
        key: 'grind',
        name: 'Grind',
        kind: 'text',
        mandatory: true,
        choices: [
          { key: 'whole-bean', name: 'Whole bean', visible: true },
          { key: 'espresso', name: 'Espresso', visible: true },
          { key: 'retired', name: 'Retired', visible: false },
        ],
      },
    ],
  });

  it('sends the chosen modifiers as options.options {modifierKey: choiceKey} beside the variant', () => {
    expect(
      catalogReference(withGrind(), { ...base, modifiers: { Grind: 'Espresso', 'Gift wrap': 'Yes' } }),
    ).toEqual(
      ref('p-1', {
        variantId: 'v-1',
        options: { grind: 'espresso', 'Gift wrap': 'Yes' },
        customTextFields: { 'Text to engrave': 'x' },
      }),
    );
    // Keys are taken too; an optional modifier left out is not sent.
    expect(catalogReference(withGrind(), { ...base, modifiers: { grind: 'whole-bean' } })).toEqual(
      ref('p-1', {
        variantId: 'v-1',
        options: { grind: 'whole-bean' },
        customTextFields: { 'Text to engrave': 'x' },
      }),
    );
  });

  it('refuses a selection without a mandatory modifier with a UsageError naming it', () => {
    const error = refusal(() => catalogReference(withGrind(), base));
    expect(error).toBeInstanceOf(UsageError);
    expect(error.message).toBe('Choose a Grind for Mug');
  });

  it('refuses an unknown modifier or choice, and a hidden choice, never sending them', () => {
    const unknown = refusal(() =>
      catalogReference(withGrind(), { ...base, modifiers: { Grind: 'Espresso', Milk: 'Oat' } }),
    );
    expect(unknown).toBeInstanceOf(UsageError);
    expect(unknown.message).toBe('Mug has no modifier "Milk"');
    expect(
      refusal(() => catalogReference(withGrind(), { ...base, modifiers: { Grind: 'Coarse' } })).message,
    ).toBe('Mug has no Grind "Coarse"');
    expect(
      refusal(() => catalogReference(withGrind(), { ...base, modifiers: { Grind: 'Retired' } })).message,
    ).toBe('Mug has no Grind "Retired"');
    // A catalog name such as `__proto__` is a name like any other, not a way around the check.
    const proto = JSON.parse('{"__proto__":"x","Grind":"Espresso"}') as Record<string, string>;
    expect(refusal(() => catalogReference(withGrind(), { ...base, modifiers: proto })).message).toBe(
      'Mug has no modifier "__proto__"',
    );
  });

  it('refuses a modifier for a Catalog V1 product, which has none', () => {
    expect(
      refusal(() =>
        catalogReference(v1(true), {
          choices: { Color: 'Green', Size: 'L' },
          modifiers: { Grind: 'Espresso' },
        }),
      ).message,
    ).toBe('Tee has no modifier "Grind"');
  });
});

describe('catalogReference on Catalog V1', () => {
  it('with managed variants: the variant id of the chosen options', () => {
    expect(catalogReference(v1(true), { choices: { Color: 'Green', Size: 'L' } })).toEqual(
      ref('tee', { variantId: 'v-gl' }),
    );
  });

  it('without managed variants: the choices by option name → description (the colour name, not its code)', () => {
    expect(
      catalogReference(v1(false), { choices: { Color: 'Green', Size: 'M' }, textFields: { Initials: 'AL' } }),
    ).toEqual(ref('tee', { options: { Color: 'Green', Size: 'M' }, customTextFields: { Initials: 'AL' } }));
    // A variant id stands for its choices.
    expect(catalogReference(v1(false), { variantId: 'v-gl' })).toEqual(
      ref('tee', { options: { Color: 'Green', Size: 'L' } }),
    );
  });

  it('a product without options: the product alone', () => {
    expect(catalogReference(v1(false, false))).toEqual(ref('tee'));
  });

  it('a product without options refuses option names it does not have (issue 30 #12), not drops them', () => {
    const proto = JSON.parse('{"__proto__":"x"}') as Record<string, string>;
    expect(refusal(() => catalogReference(v1(false, false), { choices: proto })).message).toBe(
      'Tee has no option "__proto__"',
    );
    const huge = { Engraving: 'x'.repeat(1_000_000) };
    expect(refusal(() => catalogReference(v1(false, false), { choices: huge })).code).toBe(
      'INVALID_SELECTION',
    );
    // The same for a variant id given beside names the product has no option of.
    expect(
      refusal(() => catalogReference(v1(true), { variantId: 'v-gl', choices: { Fit: 'Slim' } })).message,
    ).toBe('Tee has no option "Fit"');
  });

  it('refuses an incomplete selection', () => {
    expect(refusal(() => catalogReference(v1(false), { choices: { Color: 'Green' } })).message).toBe(
      'Choose a Size for Tee',
    );
    expect(
      refusal(() => catalogReference(v1(true), { choices: { Color: '#00FF00', Size: 'M' } })).message,
    ).toBe('Tee has no Color "#00FF00"');
  });
});
