// The seeded products: 28 across mugs, posters, apparel and accessories (one file per kind), a hidden draft,
// and the 2 with choice modifiers of products-modifiers.ts after them; some discounted ("Sale"), some with
// options and variants, some sold out, some with only a few left. Ids are derived from slugs; the order
// below gives each product its SKU, numeric id and creation date, so a new product goes at the end.
// Descriptions are HTML, as the platform's V1 `description` is (rich ones in products-apparel.ts).
import { buildProduct, imageItem } from '../catalog/factory.ts';
import { stableId } from '../catalog/ids.ts';
import { normalizeProduct } from '../catalog/normalize.ts';
import type { Product } from '../catalog/types.ts';
import { SEED_COLLECTIONS as C } from './collections.ts';
import { ACCESSORY_SEEDS } from './products-accessories.ts';
import { APPAREL_SEEDS } from './products-apparel.ts';
import { MODIFIER_SEEDS } from './products-modifiers.ts';
import { MUG_SEEDS } from './products-mugs.ts';
import { POSTER_SEEDS } from './products-posters.ts';
import type { Seed } from './seed.ts';

/** In no collection and not visible: the store does not show it; merchants see it. */
const HIDDEN_DRAFT: Seed = {
  slug: 'hidden-draft-product',
  name: 'Draft Product (hidden)',
  price: 99,
  cost: 30,
  weight: 1,
  quantity: 5,
  in: [],
  description: '<p>Not visible in the store; merchants see it.</p>',
  visible: false,
};

const SEEDS: Seed[] = [...MUG_SEEDS, ...POSTER_SEEDS, ...APPAREL_SEEDS, ...ACCESSORY_SEEDS, HIDDEN_DRAFT];

export const seedProductId = (slug: string): string => stableId('dropcart-seed-product', slug);

export function seedProducts(): Product[] {
  return [...SEEDS, ...MODIFIER_SEEDS].map((seed, index) => {
    const created = new Date(Date.UTC(2026, 0, 10 + index, 12)).toISOString();
    const id = seedProductId(seed.slug);
    const images = [imageItem(`${seed.slug}.svg`, seed.name)];
    for (const option of seed.options ?? [])
      if (option.optionType === 'color')
        for (const c of option.choices) {
          const name = c.description;
          const media = imageItem(`${seed.slug}--${name.toLowerCase()}.svg`, `${seed.name}, ${name}`);
          images.push(media);
          c.media = { mainMedia: media, items: [media] };
        }
    const product = buildProduct({
      id,
      name: seed.name,
      slug: seed.slug,
      price: seed.price,
      cost: seed.cost,
      description: seed.description,
      sku: `DC-${String(index + 1).padStart(3, '0')}`,
      weight: seed.weight,
      visible: seed.visible ?? true,
      ...(seed.variantQuantities
        ? { quantity: 0 }
        : seed.quantity !== undefined
          ? { quantity: seed.quantity }
          : {}),
      options: seed.options ?? [],
      manageVariants: seed.variantPrices !== undefined,
      ...(seed.ribbon ? { ribbon: seed.ribbon } : {}),
      ...(seed.brand ? { brand: seed.brand } : {}),
      ...(seed.discount ? { discount: seed.discount } : {}),
      collectionIds: seed.in.map((key) => C[key]),
      media: images,
      numericId: String(1001 + index),
      createdDate: created,
    });
    if (seed.customTextFields) product.customTextFields = seed.customTextFields;
    if (seed.modifiers) product.modifiers = seed.modifiers;
    if (seed.infoSections) product.additionalInfoSections = seed.infoSections;
    for (const variant of product.variants) {
      if (seed.preorder) variant.preorder = true;
      const key = Object.values(variant.choices).join('/');
      if (seed.variantQuantities) variant.stock.quantity = seed.variantQuantities[key] ?? 0;
      const price = seed.variantPrices?.[key];
      if (price !== undefined) variant.variant.priceData.price = price;
    }
    return normalizeProduct(product);
  });
}
