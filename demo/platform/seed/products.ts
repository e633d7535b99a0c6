// The seeded products: 28 across mugs, posters, apparel and accessories (and the 2 with choice modifiers of
// products-modifiers.ts, after them), some discounted ("Sale"), some with options and variants, some sold out, some with only a few left. Ids are derived from slugs.
// Descriptions are HTML, as the platform's V1 `description` is; the tee and the hoodie have rich ones
// (heading, list, bold, italic, link) so that V3's rich-content `description` has real structure.
import { buildProduct, imageItem } from '../catalog/factory.ts';
import { stableId } from '../catalog/ids.ts';
import { normalizeProduct } from '../catalog/normalize.ts';
import type { Discount, Product, ProductOption } from '../catalog/types.ts';
import { SEED_COLLECTIONS as C } from './collections.ts';
import { MODIFIER_SEEDS } from './products-modifiers.ts';
import type { Seed } from './seed.ts';

const choice = (value: string, description = value) => ({ value, description, inStock: true, visible: true });
const sizes = (...values: string[]): ProductOption => ({
  optionType: 'drop_down',
  name: 'Size',
  choices: values.map((v) => choice(v)),
});
/** Colour choices as the platform documents them: `value` the colour code, `description` the name. */
const colors = (...pairs: Array<[name: string, hex: string]>): ProductOption => ({
  optionType: 'color',
  name: 'Color',
  choices: pairs.map(([name, hex]) => choice(hex, name)),
});
const pct = (value: number): Discount => ({ type: 'PERCENT', value });

const SEEDS: Seed[] = [
  {
    slug: 'classic-white-mug',
    name: 'Classic White Mug',
    price: 12,
    cost: 4,
    weight: 0.4,
    quantity: 40,
    in: ['mugs'],
    description: '<p>A 330 ml stoneware mug with a glossy white glaze. Dishwasher safe.</p>',
    brand: 'Dropcart Goods',
  },
  {
    slug: 'enamel-camp-mug',
    name: 'Enamel Camp Mug',
    price: 16,
    cost: 6,
    weight: 0.3,
    quantity: 18,
    in: ['mugs'],
    description: '<p>Steel with a speckled enamel coat; survives campfires and office kitchens.</p>',
    ribbon: 'New',
  },
  {
    slug: 'midnight-espresso-cup',
    name: 'Midnight Espresso Cup',
    price: 9.5,
    cost: 3,
    weight: 0.2,
    quantity: 3,
    in: ['mugs'],
    description: '<p>A 90 ml cup in matte black. Only a few left in this glaze.</p>',
    ribbon: 'Low stock',
  },
  {
    slug: 'sunrise-travel-tumbler',
    name: 'Sunrise Travel Tumbler',
    price: 28,
    cost: 11,
    weight: 0.45,
    quantity: 22,
    in: ['mugs', 'sale'],
    description: '<p>Double-walled, keeps coffee hot for six hours.</p>',
    discount: pct(25),
    ribbon: 'Sale',
  },
  {
    slug: 'two-tone-latte-mug',
    name: 'Two-Tone Latte Mug',
    price: 18,
    cost: 6.5,
    weight: 0.5,
    in: ['mugs'],
    description: '<p>A wide 450 ml mug in two glazes.</p>',
    options: [colors(['Sage', '#9caf88'], ['Clay', '#b66a50'], ['Sky', '#87a9c9'])],
  },
  {
    slug: 'cracked-glaze-mug',
    name: 'Cracked Glaze Mug',
    price: 14,
    cost: 5,
    weight: 0.4,
    quantity: 0,
    in: ['mugs'],
    description: '<p>Raku-fired, every crackle unique. Sold out until the next firing.</p>',
    ribbon: 'Sold out',
  },
  {
    slug: 'mountain-sunset-poster',
    name: 'Mountain Sunset Poster',
    price: 24,
    cost: 7,
    weight: 0.25,
    quantity: 30,
    in: ['posters'],
    description: '<p>A risograph print of alpine peaks at dusk.</p>',
    options: [sizes('A3', 'A2', 'A1')],
    variantQuantities: { A3: 12, A2: 10, A1: 8 },
    brand: 'Paper Hills',
  },
  {
    slug: 'city-grid-poster',
    name: 'City Grid Poster',
    price: 22,
    cost: 6,
    weight: 0.25,
    quantity: 15,
    in: ['posters'],
    description: '<p>Street plans of an imaginary city in two inks.</p>',
  },
  {
    slug: 'botanical-fern-print',
    name: 'Botanical Fern Print',
    price: 19,
    cost: 5,
    weight: 0.2,
    quantity: 2,
    in: ['posters'],
    description: '<p>A cyanotype of a maidenhair fern, signed and numbered.</p>',
    ribbon: 'Last ones',
  },
  {
    slug: 'retro-space-poster',
    name: 'Retro Space Poster',
    price: 30,
    cost: 9,
    weight: 0.3,
    quantity: 12,
    in: ['posters', 'sale'],
    description: '<p>A 1970s-style travel poster for the rings of Saturn.</p>',
    discount: { type: 'AMOUNT', value: 8 },
  },
  {
    slug: 'ocean-waves-poster',
    name: 'Ocean Waves Poster',
    price: 26,
    cost: 8,
    weight: 0.25,
    quantity: 0,
    in: ['posters'],
    description: '<p>Hokusai-inspired waves in indigo. Out of stock.</p>',
  },
  {
    slug: 'minimal-type-poster',
    name: 'Minimal Type Poster',
    price: 18,
    cost: 5,
    weight: 0.2,
    in: ['posters'],
    description: '<p>One word, large: "Enough".</p>',
  },
  {
    slug: 'abstract-shapes-print',
    name: 'Abstract Shapes Print',
    price: 35,
    cost: 11,
    weight: 0.35,
    quantity: 9,
    in: ['posters'],
    description: '<p>A giclée print of bold primary shapes.</p>',
    options: [sizes('50x70', '70x100')],
    variantPrices: { '50x70': 35, '70x100': 49 },
    variantQuantities: { '50x70': 6, '70x100': 3 },
  },
  {
    slug: 'organic-cotton-tee',
    name: 'Organic Cotton Tee',
    price: 25,
    cost: 9,
    weight: 0.2,
    in: ['apparel'],
    description:
      '<h3>Made to last</h3><p>A <strong>heavyweight</strong> tee in <em>organic</em> cotton, printed with the Dropcart logo.</p><ul><li>180 gsm combed cotton</li><li>Pre-shrunk, <strong>relaxed</strong> fit</li><li>Printed with water-based inks</li></ul><p>Between sizes? See the <a href="https://example.com/size-guide">size guide</a>.</p>',
    brand: 'Dropcart Goods',
    options: [
      sizes('S', 'M', 'L', 'XL'),
      colors(['Black', '#111111'], ['White', '#f5f5f5'], ['Red', '#c0392b']),
    ],
    variantQuantities: {
      'S/Black': 5,
      'M/Black': 8,
      'L/Black': 6,
      'XL/Black': 2,
      'S/White': 4,
      'M/White': 7,
      'L/White': 0,
      'XL/White': 3,
      'S/Red': 0,
      'M/Red': 2,
      'L/Red': 1,
      'XL/Red': 0,
    },
  },
  {
    slug: 'pullover-hoodie',
    name: 'Pullover Hoodie',
    price: 55,
    cost: 22,
    weight: 0.7,
    in: ['apparel'],
    description:
      '<p><strong>Brushed fleece</strong> inside, kangaroo pocket outside.</p><h4>Care</h4><ul><li>Wash cold, <em>inside out</em></li><li>Tumble dry low</li></ul><p><em>Runs large</em>: read the <a href="https://example.com/care">care and fit notes</a> before you choose.</p>',
    options: [sizes('S', 'M', 'L', 'XL')],
    variantQuantities: { S: 3, M: 10, L: 7, XL: 0 },
  },
  {
    slug: 'striped-beanie',
    name: 'Striped Beanie',
    price: 20,
    cost: 6,
    weight: 0.1,
    quantity: 25,
    in: ['apparel'],
    description: '<p>Merino wool, one size fits most.</p>',
  },
  {
    slug: 'canvas-cap',
    name: 'Canvas Cap',
    price: 22,
    cost: 7,
    weight: 0.15,
    in: ['apparel', 'sale'],
    description: '<p>Six-panel cap with a brass buckle.</p>',
    discount: pct(20),
    ribbon: 'Sale',
    options: [colors(['Olive', '#6b7b3a'], ['Navy', '#1f2f4f'])],
    variantQuantities: { Olive: 6, Navy: 4 },
  },
  {
    slug: 'wool-socks',
    name: 'Wool Socks',
    price: 14,
    cost: 4,
    weight: 0.1,
    quantity: 60,
    in: ['apparel'],
    description: '<p>Warm, hard-wearing socks. Sold in pairs.</p>',
  },
  {
    slug: 'rain-jacket',
    name: 'Rain Jacket',
    price: 120,
    cost: 48,
    weight: 0.9,
    in: ['apparel'],
    description: '<p>A packable waterproof shell with taped seams.</p>',
    options: [sizes('S', 'M', 'L')],
    variantQuantities: { S: 0, M: 0, L: 0 },
    ribbon: 'Sold out',
  },
  {
    slug: 'logo-sticker-pack',
    name: 'Logo Sticker Pack',
    price: 5,
    cost: 1,
    weight: 0.02,
    in: ['accessories'],
    description: '<p>Six vinyl stickers, weatherproof.</p>',
  },
  {
    slug: 'canvas-tote-bag',
    name: 'Canvas Tote Bag',
    price: 18,
    cost: 5,
    weight: 0.3,
    quantity: 35,
    in: ['accessories'],
    description: '<p>A 12 oz canvas tote that carries a week of groceries.</p>',
  },
  {
    slug: 'enamel-pin',
    name: 'Enamel Pin',
    price: 8,
    cost: 2,
    weight: 0.01,
    quantity: 4,
    in: ['accessories'],
    description: '<p>A hard-enamel pin of a tiny shopping cart.</p>',
    ribbon: 'Low stock',
  },
  {
    slug: 'leather-keychain',
    name: 'Leather Keychain',
    price: 15,
    cost: 5,
    weight: 0.05,
    quantity: 20,
    in: ['accessories', 'sale'],
    description: '<p>Vegetable-tanned leather, ages beautifully.</p>',
    discount: pct(10),
    customTextFields: [{ title: 'Initials to emboss', maxLength: 3, mandatory: false }],
  },
  {
    slug: 'notebook-dot-grid',
    name: 'Dot Grid Notebook',
    price: 12,
    cost: 3.5,
    weight: 0.3,
    quantity: 50,
    in: ['accessories'],
    description: '<p>A5, 160 pages of 100 gsm paper.</p>',
  },
  {
    slug: 'desk-plant-pot',
    name: 'Desk Plant Pot',
    price: 26,
    cost: 9,
    weight: 1.2,
    quantity: 10,
    in: ['accessories'],
    description: '<p>A terracotta pot with a drainage saucer.</p>',
  },
  {
    slug: 'cast-iron-bookends',
    name: 'Cast Iron Bookends',
    price: 65,
    cost: 25,
    weight: 3.5,
    quantity: 6,
    in: ['accessories'],
    description: '<p>A heavy pair that holds a shelf of hardcovers.</p>',
  },
  {
    slug: 'gift-card-50',
    name: 'Gift Card $50',
    price: 50,
    cost: 0,
    weight: 0,
    in: ['accessories'],
    description: '<p>A printed card in an envelope; redeemable online.</p>',
  },
  {
    slug: 'hidden-draft-product',
    name: 'Draft Product (hidden)',
    price: 99,
    cost: 30,
    weight: 1,
    quantity: 5,
    in: [],
    description: '<p>Not visible in the store; merchants see it.</p>',
    visible: false,
  },
];

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
    for (const variant of product.variants) {
      const key = Object.values(variant.choices).join('/');
      if (seed.variantQuantities) variant.stock.quantity = seed.variantQuantities[key] ?? 0;
      const price = seed.variantPrices?.[key];
      if (price !== undefined) variant.variant.priceData.price = price;
    }
    return normalizeProduct(product);
  });
}
