// The catalog as stored: products in the v1 wire shape (protocol §7.3a). Media URLs are kept relative
// (`/_media/…`) because the emulator's base URL is known only per request; `present.ts` absolutises them.

export interface FormattedPrice {
  price: string;
  discountedPrice: string;
}

export interface PriceData {
  currency: string;
  price: number;
  discountedPrice: number;
  formatted: FormattedPrice;
}

export interface CostAndProfitData {
  itemCost: number;
  formattedItemCost: string;
  profit: number;
  formattedProfit: string;
  profitMargin: number;
}

export interface ImageRef {
  url: string;
  width: number;
  height: number;
  format?: string;
  altText?: string;
}

export interface MediaItem {
  id: string;
  mediaType: 'image';
  title: string;
  image: ImageRef;
  thumbnail: ImageRef;
}

export interface ProductMedia {
  mainMedia?: MediaItem;
  items: MediaItem[];
}

export interface Choice {
  value: string;
  description: string;
  inStock: boolean;
  visible: boolean;
  media?: ProductMedia;
}

export interface ProductOption {
  optionType: 'drop_down' | 'color';
  name: string;
  choices: Choice[];
}

export interface VariantStock {
  trackQuantity: boolean;
  quantity?: number;
  inStock: boolean;
}

export interface VariantData {
  priceData: PriceData;
  convertedPriceData: PriceData;
  costAndProfitData: CostAndProfitData;
  weight: number;
  sku: string;
  visible: boolean;
}

export interface Variant {
  id: string;
  choices: Record<string, string>;
  variant: VariantData;
  stock: VariantStock;
  /**
   * Sold as a preorder when out of stock (V3 `inventoryStatus.preorderEnabled`, V1 store variants'
   * `preorderInfo.enabled`); not part of V1's product answer, which has no such field.
   */
  preorder?: boolean;
}

export type InventoryStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';

export interface ProductStock {
  trackInventory: boolean;
  quantity?: number;
  inStock: boolean;
  inventoryStatus: InventoryStatus;
}

export interface Discount {
  type: 'NONE' | 'AMOUNT' | 'PERCENT';
  value: number;
}

export interface Range {
  minValue: number;
  maxValue: number;
}

/** A choice of a choice modifier: no stock, no variant; may add to the unit price. */
export interface ModifierChoice {
  /** What `catalogReference.options.options` names as the value (V3 `key`, generated from the name). */
  key: string;
  name: string;
  /** Swatches only, HEX. */
  colorCode?: string;
  /** What choosing it adds to the unit price (V3 `addedPrice`); 0 when nothing. */
  addedPrice: number;
}

/**
 * A Catalog V3 choice modifier (typings `ConnectedModifier` with `choicesSettings`): gift wrap, grind, thread
 * colour. V1 has none, so V1 answers leave it out (present.ts).
 */
export interface ChoiceModifier {
  /** What `catalogReference.options.options` is keyed by (V3 `key`, generated from the name). */
  key: string;
  name: string;
  renderType: 'TEXT_CHOICES' | 'SWATCH_CHOICES';
  mandatory: boolean;
  choices: ModifierChoice[];
}

export interface Product {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
  productType: 'physical' | 'digital';
  description: string;
  sku: string;
  weight: number;
  weightRange: Range;
  stock: ProductStock;
  price: PriceData;
  priceData: PriceData;
  convertedPriceData: PriceData;
  priceRange: Range;
  /** Merchant-only: answered only with includeMerchantSpecificData=true or the merchant key. */
  costAndProfitData: CostAndProfitData;
  costRange: Range;
  additionalInfoSections: Array<{ title: string; description: string }>;
  ribbons: Array<{ text: string }>;
  media: ProductMedia;
  customTextFields: Array<{ title: string; maxLength: number; mandatory: boolean }>;
  /** V3 choice modifiers; absent on every product seeded before them (and on V1's answers). */
  modifiers?: ChoiceModifier[];
  manageVariants: boolean;
  productOptions: ProductOption[];
  productPageUrl: { base: string; path: string };
  numericId: string;
  inventoryItemId: string;
  discount: Discount;
  collectionIds: string[];
  variants: Variant[];
  lastUpdated: string;
  createdDate: string;
  ribbon: string;
  brand: string;
}

export interface Collection {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
  description: string;
  media: ProductMedia;
  numberOfProducts: number;
  lastUpdated: string;
}

/** The variant id the platform gives a product without options. */
export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';
/** The platform's "All Products" collection, which every product belongs to. */
export const ALL_PRODUCTS_COLLECTION_ID = '00000000-000000-000000-000000000001';
/** `catalogReference.appId` of Wix Stores (protocol §6.1). */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
