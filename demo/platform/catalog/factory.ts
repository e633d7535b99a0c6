// Builds a complete stored product from the few fields a merchant (or the seed) gives.
import { normalizeProduct } from './normalize.ts';
import type { Discount, MediaItem, Product, ProductOption } from './types.ts';
import { ALL_PRODUCTS_COLLECTION_ID } from './types.ts';

export interface ProductDraft {
  id: string;
  name: string;
  slug: string;
  price: number;
  cost?: number;
  description?: string;
  sku?: string;
  weight?: number;
  visible?: boolean;
  productType?: 'physical' | 'digital';
  /** Undefined: stock is not tracked and the product is in stock. */
  quantity?: number;
  inStock?: boolean;
  options?: ProductOption[];
  manageVariants?: boolean;
  ribbon?: string;
  brand?: string;
  discount?: Discount;
  collectionIds?: string[];
  media?: MediaItem[];
  numericId: string;
  createdDate: string;
}

/** A media item for an image served by the emulator (`/_media/<id>`) or found at an outside URL. */
export function imageItem(id: string, title: string, url = `/_media/${id}`): MediaItem {
  const image = { url, width: 800, height: 800, format: 'svg', altText: title };
  return { id, mediaType: 'image', title, image, thumbnail: { ...image, width: 50, height: 50 } };
}

export function buildProduct(draft: ProductDraft): Product {
  const track = draft.quantity !== undefined;
  const empty = {
    currency: 'USD',
    price: 0,
    discountedPrice: 0,
    formatted: { price: '', discountedPrice: '' },
  };
  const product: Product = {
    id: draft.id,
    name: draft.name,
    slug: draft.slug,
    visible: draft.visible ?? true,
    productType: draft.productType ?? 'physical',
    description: draft.description ?? '',
    sku: draft.sku ?? '',
    weight: draft.weight ?? 0,
    weightRange: { minValue: 0, maxValue: 0 },
    stock: {
      trackInventory: track,
      ...(track ? { quantity: draft.quantity } : {}),
      inStock: draft.inStock ?? true,
      inventoryStatus: 'IN_STOCK',
    },
    price: empty,
    priceData: { ...empty, price: draft.price },
    convertedPriceData: empty,
    priceRange: { minValue: 0, maxValue: 0 },
    costAndProfitData: {
      itemCost: draft.cost ?? 0,
      formattedItemCost: '',
      profit: 0,
      formattedProfit: '',
      profitMargin: 0,
    },
    costRange: { minValue: 0, maxValue: 0 },
    additionalInfoSections: [],
    ribbons: [],
    media: { items: draft.media ?? [] },
    customTextFields: [],
    manageVariants: draft.manageVariants ?? false,
    productOptions: draft.options ?? [],
    productPageUrl: { base: '/', path: `/product-page/${draft.slug}` },
    numericId: draft.numericId,
    inventoryItemId: `inv-${draft.id}`,
    discount: draft.discount ?? { type: 'NONE', value: 0 },
    collectionIds: [...new Set([ALL_PRODUCTS_COLLECTION_ID, ...(draft.collectionIds ?? [])])],
    variants: [],
    lastUpdated: draft.createdDate,
    createdDate: draft.createdDate,
    ribbon: draft.ribbon ?? '',
    brand: draft.brand ?? '',
  };
  normalizeProduct(product);
  // A new tracked product without per-variant numbers spreads its quantity over the first variant only,
  // so the product-level total stays what the merchant typed.
  if (track && product.variants.length > 0 && product.variants.every((v) => (v.stock.quantity ?? 0) === 0)) {
    product.variants[0]!.stock.quantity = draft.quantity ?? 0;
    normalizeProduct(product);
  }
  return product;
}
