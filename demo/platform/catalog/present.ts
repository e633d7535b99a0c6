// Turns stored catalog objects into answers: absolute media URLs for this request's base URL, merchant
// data only for merchants, `numberOfProducts` counted now, `convertedPriceData` in the shopper's currency.
import { converted, formatConverted, shopperCurrency } from '../http/currency.ts';
import type { Collection, PriceData, Product } from './types.ts';

/** Prices in the currency the request asked for (`x-wix-currency`, http/currency.ts); else the site's. */
export function convertedPriceData(data: PriceData): PriceData {
  const price = converted(data.price);
  const discountedPrice = converted(data.discountedPrice);
  return {
    currency: shopperCurrency(),
    price,
    discountedPrice,
    formatted: {
      ...data.formatted,
      price: formatConverted(price),
      discountedPrice: formatConverted(discountedPrice),
    },
  };
}

/** Deep copy with every `/_media/…` URL made absolute against `baseUrl`. */
export function absolutise<T>(value: T, baseUrl: string): T {
  return JSON.parse(JSON.stringify(value), (key, v: unknown) =>
    key === 'url' && typeof v === 'string' && v.startsWith('/_media/') ? `${baseUrl}${v}` : v,
  ) as T;
}

export function presentProduct(
  product: Product,
  baseUrl: string,
  merchantData: boolean,
): Record<string, unknown> {
  const copy = absolutise(product, baseUrl) as Partial<Product>;
  copy.productPageUrl = { base: `${baseUrl}/`, path: product.productPageUrl.path };
  // Catalog V1 has no choice modifiers: its products are sold without them (docs/emulator.md).
  delete copy.modifiers;
  copy.convertedPriceData = convertedPriceData(product.priceData);
  for (const variant of copy.variants ?? []) {
    variant.variant.convertedPriceData = convertedPriceData(variant.variant.priceData);
    delete variant.preorder;
  }
  if (!merchantData) {
    delete copy.costAndProfitData;
    delete copy.costRange;
    for (const variant of copy.variants ?? [])
      delete (variant.variant as Partial<typeof variant.variant>).costAndProfitData;
  }
  return copy as Record<string, unknown>;
}

export function presentCollection(
  collection: Collection,
  products: Product[],
  baseUrl: string,
  visibleOnly: boolean,
) {
  const numberOfProducts = products.filter(
    (p) => p.collectionIds.includes(collection.id) && (p.visible || !visibleOnly),
  ).length;
  return absolutise({ ...collection, numberOfProducts }, baseUrl);
}
