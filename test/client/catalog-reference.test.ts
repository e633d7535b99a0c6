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

  it('refuses an incomplete selection', () => {
    expect(refusal(() => catalogReference(v1(false), { choices: { Color: 'Green' } })).message).toBe(
      'Choose a Size for Tee',
    );
    expect(
      refusal(() => catalogReference(v1(true), { choices: { Color: '#00FF00', Size: 'M' } })).message,
    ).toBe('Tee has no Color "#00FF00"');
  });
});
