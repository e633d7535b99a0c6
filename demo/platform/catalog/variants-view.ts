// The store-variant view (`/stores-reader/v1/variants`): one row per product variant, id `<productId>-<variantId>`.
import { findChoice } from './choices.ts';
import type { Product, Variant } from './types.ts';

export interface StoreVariant {
  id: string;
  variantId: string;
  productId: string;
  variantName: string;
  productName: string;
  managedVariant: boolean;
  sku: string;
  stock: Variant['stock'];
  choices: Record<string, string>;
  collectionIds: string[];
  media: { image?: { id: string; url: string; width: number; height: number } };
  preorderInfo: { enabled: boolean };
  visible: boolean;
  price: Variant['variant']['priceData'];
}

export function storeVariant(product: Product, variant: Variant): StoreVariant {
  const names = Object.values(variant.choices);
  const colour = product.productOptions.find((o) => o.optionType === 'color');
  const colorChoice = colour && findChoice(colour, variant.choices[colour.name]);
  const main = colorChoice?.media?.mainMedia ?? product.media.mainMedia;
  return {
    id: `${product.id}-${variant.id}`,
    variantId: variant.id,
    productId: product.id,
    variantName: names.length ? names.join(' / ') : product.name,
    productName: product.name,
    managedVariant: product.manageVariants,
    sku: variant.variant.sku,
    stock: variant.stock,
    choices: variant.choices,
    collectionIds: product.collectionIds,
    media: main ? { image: { id: main.id, ...main.image } } : {},
    preorderInfo: { enabled: variant.preorder === true },
    visible: variant.variant.visible && product.visible,
    price: variant.variant.priceData,
  };
}

export function allStoreVariants(products: Product[]): StoreVariant[] {
  return products.flatMap((p) => p.variants.map((v) => storeVariant(p, v)));
}
