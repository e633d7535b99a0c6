// The Catalog V3 product beyond price and stock, over HTTP against the emulator: info sections, the images a
// colour choice links, the variant count and a product taking preorders (seed §3 "Product (v3)", inventory
// availability OUT_OF_STOCK / IN_STOCK / PREORDER), in `client.products` and the raw `client.catalogV3`.
// Product events turn the choices' media into addresses: events.test.ts.
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../src/index.ts';
import { usePlatform } from '../support/platform.ts';
import { emulatorClient } from './support/client.ts';

const v3Site = usePlatform();
const shopper = () => emulatorClient(v3Site.current.url).client;

async function bySlug(slug: string): Promise<ProductSummary> {
  const summary = await shopper().products.getBySlug(slug);
  if (!summary) throw new Error(`no seeded ${slug}`);
  return summary;
}

const texts = (value: unknown): string =>
  JSON.stringify(value)
    .match(/"text":"[^"]*"/g)
    ?.map((t) => t.slice(8, -1))
    .join('') ?? '';

describe('a V3 product page read (client.products.get / getBySlug)', () => {
  it('has the info sections with their rich text, the colour choices their linked images, and the variant count', async () => {
    const mug = await bySlug('two-tone-latte-mug');
    expect(mug.infoSections?.map((s) => s.title)).toEqual(['Care', 'Shipping']);
    expect(texts(mug.infoSections?.[0]?.description?.richContent)).toBe(
      'Dishwasher safe. Not for the microwave.',
    );
    expect(mug.variantCount).toBe(3);
    const colours = mug.options.find((o) => o.name === 'Color')?.choices ?? [];
    expect(colours.map((c) => [c.name, c.images])).toEqual(
      ['Sage', 'Clay', 'Sky'].map((name) => [
        name,
        [
          {
            url: `${v3Site.current.url}/_media/two-tone-latte-mug--${name.toLowerCase()}.svg`,
            altText: `Two-Tone Latte Mug, ${name}`,
          },
        ],
      ]),
    );
    expect(mug.availability).toBe('IN_STOCK');
  });

  it('a product out of stock that takes preorders can be bought, as a PREORDER, and the cart takes it', async () => {
    const client = shopper();
    const poster = await client.products.getBySlug('ocean-waves-poster');
    if (!poster) throw new Error('no seeded ocean-waves-poster');
    expect([poster.inStock, poster.availability]).toEqual([true, 'PREORDER']);
    expect(poster.variants?.map((v) => [v.inStock, v.availability])).toEqual([[true, 'PREORDER']]);
    // A listing carries no variants: the product's own preorder status says it.
    const [listed] = await client.products.getMany(['ocean-waves-poster']);
    expect([listed?.inStock, listed?.availability, listed?.variantCount]).toEqual([true, 'PREORDER', 1]);

    const { cart } = await client.cart.add({
      lineItems: [{ catalogReference: client.products.catalogReference(poster), quantity: 2 }],
    });
    expect(cart.lines.map((l) => [l.name, l.quantity])).toEqual([['Ocean Waves Poster', 2]]);
  });

  it('a sold-out product without preorders stays OUT_OF_STOCK', async () => {
    const mug = await bySlug('cracked-glaze-mug');
    expect([mug.inStock, mug.availability]).toEqual([false, 'OUT_OF_STOCK']);
  });
});

describe('the raw V3 read (client.catalogV3)', () => {
  it('answers the info sections and preorder fields as the platform sends them, asked by field', async () => {
    const { product } = await shopper().catalogV3.getProductBySlug('two-tone-latte-mug', {
      fields: ['INFO_SECTION', 'INFO_SECTION_PLAIN_DESCRIPTION', 'PRODUCT_CHOICES_DISPLAY_IMAGE'],
    });
    expect(product.infoSections?.map((s) => [s.title, s.plainDescription])).toEqual([
      ['Care', expect.stringContaining('Dishwasher safe.')],
      ['Shipping', expect.stringContaining('Ships in 2 working days')],
    ]);
    const sage = product.options?.[0]?.choicesSettings?.choices[0];
    expect(sage?.displayImage?.url).toBe(`${v3Site.current.url}/_media/two-tone-latte-mug--sage.svg`);
    expect(sage?.linkedMedia?.map((m) => m.id)).toEqual(['two-tone-latte-mug--sage.svg']);

    const { product: poster } = await shopper().catalogV3.getProductBySlug('ocean-waves-poster');
    expect(poster.inventory).toEqual({
      availabilityStatus: 'OUT_OF_STOCK',
      preorderStatus: 'ENABLED',
      preorderAvailability: 'ALL_VARIANTS',
    });
    expect(poster.infoSections).toEqual([]);
  });
});
