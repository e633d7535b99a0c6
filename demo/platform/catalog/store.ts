// The catalog's state slices, seeded on first start and persisted by the StateStore.
import { notFound } from '../http/errors.ts';
import type { Platform } from '../platform.ts';
import { seedCollections } from '../seed/collections.ts';
import { seedProducts } from '../seed/products.ts';
import type { Collection, Product, Variant } from './types.ts';

export interface Catalog {
  products: Product[];
  collections: Collection[];
}

export function catalog(platform: Platform): Catalog {
  return {
    products: platform.state.slice<Product[]>('products', seedProducts),
    collections: platform.state.slice<Collection[]>('collections', seedCollections),
  };
}

export function findProduct(platform: Platform, id: string): Product | undefined {
  return catalog(platform).products.find((p) => p.id === id);
}

export function requireProduct(platform: Platform, id: string): Product {
  const product = findProduct(platform, id);
  if (!product) throw notFound('Product', id, 'PRODUCT_NOT_FOUND');
  return product;
}

export function requireCollection(platform: Platform, id: string): Collection {
  const collection = catalog(platform).collections.find((c) => c.id === id);
  if (!collection) throw notFound('Collection', id, 'COLLECTION_NOT_FOUND');
  return collection;
}

export function findVariant(product: Product, variantId: string): Variant | undefined {
  return product.variants.find((v) => v.id === variantId);
}
