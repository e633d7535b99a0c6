// The seeded collections. Ids are fixed so that docs, the demo site and tests can name them.
import { imageItem } from '../catalog/factory.ts';
import type { Collection } from '../catalog/types.ts';
import { ALL_PRODUCTS_COLLECTION_ID } from '../catalog/types.ts';

export const SEED_COLLECTIONS = {
  all: ALL_PRODUCTS_COLLECTION_ID,
  mugs: 'c0a1b2c3-0001-4000-8000-00000000a001',
  posters: 'c0a1b2c3-0002-4000-8000-00000000a002',
  apparel: 'c0a1b2c3-0003-4000-8000-00000000a003',
  accessories: 'c0a1b2c3-0004-4000-8000-00000000a004',
  sale: 'c0a1b2c3-0005-4000-8000-00000000a005',
} as const;

const SEEDED_AT = '2026-01-05T09:00:00.000Z';

function collection(id: string, name: string, slug: string, description: string): Collection {
  return {
    id,
    name,
    slug,
    visible: true,
    description,
    media: {
      mainMedia: imageItem(`collection-${slug}.svg`, name),
      items: [imageItem(`collection-${slug}.svg`, name)],
    },
    numberOfProducts: 0,
    lastUpdated: SEEDED_AT,
  };
}

export function seedCollections(): Collection[] {
  return [
    collection(SEED_COLLECTIONS.all, 'All Products', 'all-products', 'Everything in the store.'),
    collection(SEED_COLLECTIONS.mugs, 'Mugs', 'mugs', 'Stoneware and enamel mugs for every desk.'),
    collection(SEED_COLLECTIONS.posters, 'Posters', 'posters', 'Art prints on heavy matte paper.'),
    collection(SEED_COLLECTIONS.apparel, 'Apparel', 'apparel', 'Organic cotton tees, hoodies and caps.'),
    collection(
      SEED_COLLECTIONS.accessories,
      'Accessories',
      'accessories',
      'Stickers, totes and small things.',
    ),
    collection(SEED_COLLECTIONS.sale, 'Sale', 'sale', 'Discounted while stock lasts.'),
  ];
}
