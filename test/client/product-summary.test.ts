// The one ProductSummary, from the platform's documented Catalog V3 product (platform-2026.md §3.3) and
// from Catalog V1 products (protocol §7.3a, colour choices as the platform's docs describe them).
import { describe, expect, it } from 'vitest';
import { summaryFromV1 } from '../../src/catalog/summary-v1.ts';
import { summaryFromV3 } from '../../src/catalog/summary-v3.ts';
import type { Product, ProductV3 } from '../../src/index.ts';
import { productV3Answer } from './fixtures/platform-2026.ts';

const v3 = () => productV3Answer().product as unknown as ProductV3;

describe('Catalog V3 → ProductSummary (the documented §3.3 product)', () => {
  it('reads name, prices, image, ribbon, options with colour codes, text fields, variants and description', () => {
    const summary = summaryFromV3(v3());
    expect(summary).toEqual({
      catalog: 'V3_CATALOG',
      id: 'p-1',
      name: 'Mug',
      slug: 'mug',
      currency: 'USD',
      // The one variant decides: its price, its strike-through, and it is out of stock.
      price: { amount: '10.50', formatted: '$10.50' },
      compareAtPrice: { amount: '14.00', formatted: '$14.00' },
      image: { url: 'https://static.wixstatic.com/media/abc_mv2.jpg', altText: 'Mug' },
      ribbon: 'Sale',
      inStock: false,
      availability: 'OUT_OF_STOCK',
      variantCount: 1,
      options: [
        {
          id: 'opt-color',
          name: 'Color',
          kind: 'swatch',
          choices: [{ id: 'ch-red', name: 'Red', colorCode: '#FF0000', inStock: true, visible: true }],
        },
        {
          id: 'opt-size',
          name: 'Size',
          kind: 'text',
          choices: [{ id: 'ch-l', name: 'L', inStock: false, visible: true }],
        },
      ],
      textFields: [{ key: 'Text to engrave', title: 'Text to engrave', maxLength: 30, mandatory: true }],
      // The gift-wrap TEXT_CHOICES modifier: its choice adds $2.00; the FREE_TEXT one is a text field above.
      modifiers: [
        {
          key: 'Gift wrap',
          name: 'Gift wrap',
          kind: 'text',
          mandatory: false,
          choices: [{ key: 'Yes', name: 'Yes', addedPrice: { amount: '2.00' }, visible: true }],
        },
      ],
      variants: [
        {
          id: 'v-1',
          // The Size choice carries no names on the wire: they come from the product's options.
          choices: { Color: 'Red', Size: 'L' },
          price: { amount: '10.50', formatted: '$10.50' },
          compareAtPrice: { amount: '14.00', formatted: '$14.00' },
          inStock: false,
          availability: 'OUT_OF_STOCK',
          visible: true,
        },
      ],
      description: { richContent: v3().description },
    });
  });

  it('reads a query result (no variants) from the product ranges and inventory', () => {
    const product = v3();
    delete product.variantsInfo;
    delete product.description;
    const summary = summaryFromV3(product);
    expect(summary).toMatchObject({
      price: { amount: '10.50', formatted: '$10.50' },
      priceRange: { min: { amount: '10.50' }, max: { amount: '12.00', formatted: '$12.00' } },
      compareAtPrice: { amount: '14.00' },
      inStock: true,
      description: { html: '<p>Nice <strong>mug</strong></p>' },
    });
    expect(summary).not.toHaveProperty('variants');
  });

  it('has no compare-at price when nothing is discounted, and no range when prices agree', () => {
    const product = v3();
    delete product.variantsInfo;
    product.actualPriceRange = { minValue: { amount: '9.00' }, maxValue: { amount: '9.00' } };
    product.compareAtPriceRange = { minValue: { amount: '9.00' }, maxValue: { amount: '9.00' } };
    product.inventory = { availabilityStatus: 'OUT_OF_STOCK', preorderStatus: 'DISABLED' };
    const summary = summaryFromV3(product);
    expect(summary.price).toEqual({ amount: '9.00' });
    expect(summary.inStock).toBe(false);
    expect(summary).not.toHaveProperty('compareAtPrice');
    expect(summary).not.toHaveProperty('priceRange');
  });
});

const priceData = (price: number, discountedPrice = price) => ({
  currency: 'USD',
  price,
  discountedPrice,
  formatted: { price: `$${price.toFixed(2)}`, discountedPrice: `$${discountedPrice.toFixed(2)}` },
});

const tee = (): Product => ({
  id: 'tee',
  name: 'Organic Cotton Tee',
  slug: 'organic-cotton-tee',
  description: '<p>Soft.</p>',
  priceData: priceData(25),
  manageVariants: true,
  ribbon: 'New',
  media: { mainMedia: { image: { url: 'https://static.example/tee.jpg', altText: 'A tee' } } },
  customTextFields: [{ title: 'Name on the back', maxLength: 12, mandatory: false }],
  productOptions: [
    {
      optionType: 'color',
      name: 'Color',
      choices: [
        { value: '#00FF00', description: 'Green', inStock: true, visible: true },
        { value: '#000000', description: 'Black', inStock: false, visible: true },
      ],
    },
    {
      optionType: 'drop_down',
      name: 'Size',
      choices: [
        { value: 'M', description: 'M', inStock: true, visible: true },
        { value: 'L', description: 'L', inStock: true, visible: true },
      ],
    },
  ],
  variants: [
    {
      id: 'v-gm',
      choices: { Color: 'Green', Size: 'M' },
      variant: { priceData: priceData(25, 20), visible: true },
      stock: { inStock: true },
    },
    {
      id: 'v-gl',
      choices: { Color: 'Green', Size: 'L' },
      variant: { priceData: priceData(28), visible: true },
      stock: { inStock: true },
    },
    {
      id: 'v-bm',
      choices: { Color: 'Black', Size: 'M' },
      variant: { priceData: priceData(25), visible: true },
      stock: { inStock: false },
    },
    {
      id: 'v-bl',
      choices: { Color: 'Black', Size: 'L' },
      variant: { priceData: priceData(15), visible: false },
      stock: { inStock: true },
    },
  ],
});

describe('Catalog V1 → ProductSummary', () => {
  it('names colour choices by description, with the value as the colour code', () => {
    const summary = summaryFromV1(tee());
    expect(summary.options[0]).toEqual({
      id: 'Color',
      name: 'Color',
      kind: 'swatch',
      choices: [
        { id: 'Green', name: 'Green', colorCode: '#00FF00', inStock: true, visible: true },
        { id: 'Black', name: 'Black', colorCode: '#000000', inStock: false, visible: true },
      ],
    });
    expect(summary.options[1]?.kind).toBe('text');
    expect(summary.options[1]?.choices[0]).not.toHaveProperty('colorCode');
  });

  it('prices from the visible variants: the lowest with its strike-through, and the range', () => {
    const summary = summaryFromV1(tee());
    expect(summary).toMatchObject({
      catalog: 'V1_CATALOG',
      currency: 'USD',
      price: { amount: '20', formatted: '$20.00' },
      compareAtPrice: { amount: '25', formatted: '$25.00' },
      priceRange: { min: { amount: '20' }, max: { amount: '28', formatted: '$28.00' } },
      inStock: true,
      ribbon: 'New',
      image: { url: 'https://static.example/tee.jpg', altText: 'A tee' },
      textFields: [{ key: 'Name on the back', title: 'Name on the back', maxLength: 12, mandatory: false }],
      // V1 has no choice modifiers.
      modifiers: [],
      managedVariants: true,
      description: { html: '<p>Soft.</p>' },
    });
    expect(summary.variants?.find((v) => v.id === 'v-bl')).toMatchObject({ visible: false, inStock: true });
    expect(summary.variants?.find((v) => v.id === 'v-gl')).not.toHaveProperty('compareAtPrice');
  });

  it('is out of stock when no visible variant is, and a product without variants reads its own stock', () => {
    const soldOut = tee();
    for (const variant of soldOut.variants ?? []) variant.stock = { inStock: false };
    expect(summaryFromV1(soldOut).inStock).toBe(false);
    const plain: Product = {
      id: 'mug',
      name: 'Mug',
      slug: 'mug',
      priceData: priceData(12),
      stock: { inStock: false },
    };
    expect(summaryFromV1(plain)).toMatchObject({
      price: { amount: '12' },
      inStock: false,
      managedVariants: false,
    });
    expect(summaryFromV1(plain)).not.toHaveProperty('priceRange');
  });
});
