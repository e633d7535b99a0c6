// Catalog v1 on the wire (protocol §7.3a) and the enumerations of spec §3 "Catalog". v1 prices are numbers.

export type ProductTypeV1 = 'physical' | 'digital';
export type ProductTypeV3 = 'PHYSICAL' | 'DIGITAL';
export type InventoryStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';
export type InventoryAvailability = 'OUT_OF_STOCK' | 'IN_STOCK' | 'PREORDER';
export type OptionType = 'drop_down' | 'color';
export type OptionRenderType = 'TEXT_CHOICES' | 'SWATCH_CHOICES' | 'FREE_TEXT';
export type ProductDiscountType = 'NONE' | 'AMOUNT' | 'PERCENT';
export type MediaItemType = 'image' | 'video' | 'audio' | 'document' | 'zip';
export type SecureFileType =
  | 'SECURE_PICTURE'
  | 'SECURE_VIDEO'
  | 'SECURE_DOCUMENT'
  | 'SECURE_MUSIC'
  | 'SECURE_ARCHIVE';
export type CatalogVersion = 'V1_CATALOG' | 'V3_CATALOG';
export type MeasurementUnit =
  | 'ML'
  | 'CL'
  | 'L'
  | 'CBM'
  | 'MG'
  | 'G'
  | 'KG'
  | 'MM'
  | 'CM'
  | 'M'
  | 'SQM'
  | 'OZ'
  | 'LB'
  | 'FLOZ'
  | 'PT'
  | 'QT'
  | 'GAL'
  | 'IN'
  | 'FT'
  | 'YD'
  | 'SQFT';
export type SortOrder = 'ASC' | 'DESC';

export interface PriceData {
  currency?: string;
  price?: number;
  discountedPrice?: number;
  pricePerUnit?: number;
  formatted?: { price?: string; discountedPrice?: string; pricePerUnit?: string };
}

export interface MediaItem {
  id?: string;
  mediaType?: MediaItemType;
  title?: string;
  image?: { url: string; width?: number; height?: number; format?: string; altText?: string };
  thumbnail?: { url: string; width?: number; height?: number };
  video?: { files?: Array<{ url: string; width?: number; height?: number }>; stillFrameMediaId?: string };
}

export interface ProductOption {
  optionType?: OptionType;
  name: string;
  choices: Array<{
    value: string;
    description: string;
    media?: unknown;
    inStock?: boolean;
    visible?: boolean;
  }>;
}

export interface ProductVariant {
  id: string;
  choices: Record<string, string>;
  variant?: {
    priceData?: PriceData;
    convertedPriceData?: PriceData;
    weight?: number;
    sku?: string;
    visible?: boolean;
  };
  stock?: { trackQuantity?: boolean; quantity?: number; inStock?: boolean };
}

export interface Product {
  id: string;
  name: string;
  slug?: string;
  visible?: boolean;
  productType?: ProductTypeV1;
  description?: string;
  sku?: string;
  weight?: number;
  weightRange?: { minValue: number; maxValue: number };
  stock?: {
    trackInventory?: boolean;
    quantity?: number;
    inStock?: boolean;
    inventoryStatus?: InventoryStatus;
  };
  price?: PriceData;
  priceData?: PriceData;
  convertedPriceData?: PriceData;
  priceRange?: { minValue: number; maxValue: number };
  costAndProfitData?: {
    itemCost?: number;
    formattedItemCost?: string;
    profit?: number;
    formattedProfit?: string;
    profitMargin?: number;
  };
  costRange?: { minValue: number; maxValue: number };
  pricePerUnitData?: {
    totalQuantity?: number;
    totalMeasurementUnit?: MeasurementUnit;
    baseQuantity?: number;
    baseMeasurementUnit?: MeasurementUnit;
  };
  media?: { mainMedia?: MediaItem; items?: MediaItem[] };
  manageVariants?: boolean;
  productOptions?: ProductOption[];
  productPageUrl?: { base: string; path: string };
  discount?: { type: ProductDiscountType; value?: number };
  collectionIds?: string[];
  variants?: ProductVariant[];
  ribbon?: string;
  brand?: string;
  lastUpdated?: Date;
  createdDate?: Date;
  [extra: string]: unknown;
}

export interface ProductOptionsAvailability {
  selectedVariant?: {
    variantId?: string;
    price?: PriceData;
    weight?: number;
    sku?: string;
    quantity?: number;
    inStock?: boolean;
    visible?: boolean;
  } & Record<string, unknown>;
  media?: { mainMedia?: MediaItem; items?: MediaItem[] };
  productOptions?: ProductOption[];
  availableForPurchase?: boolean;
  managedProduct?: boolean;
}

export interface StoreVariant {
  id: string;
  variantId?: string;
  productId?: string;
  variantName?: string;
  productName?: string;
  sku?: string;
  choices?: Record<string, string>;
  collectionIds?: string[];
  media?: { image?: { id?: string; url: string; width?: number; height?: number }; video?: unknown };
  [extra: string]: unknown;
}

export interface Collection {
  id: string;
  name: string;
  slug?: string;
  visible?: boolean;
  description?: string;
  numberOfProducts?: number;
  media?: { mainMedia?: MediaItem; items?: MediaItem[] };
  [extra: string]: unknown;
}

export interface PagingMetadata {
  count?: number;
  offset?: number;
  total?: number;
  tooManyToCount?: boolean;
}
