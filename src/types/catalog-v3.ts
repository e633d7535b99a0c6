// Catalog V3 on the wire (platform-2026.md §3.3, §3.4; @wix/auto_sdk_stores_products-v-3 and
// read-only-variants-v-3 meta.d.ts): the fields a storefront reads, the rest carried through unread.
// Prices are decimal strings, `formattedAmount` only with the CURRENCY field requested.
import type { RichContent } from './rich-content.ts';

/** Seed §4 preorder status: whether all, none or some of a product's variants take preorders. */
export type PreorderStatus = 'ENABLED' | 'DISABLED' | 'PARTIALLY_ENABLED' | (string & {});

export interface PriceV3 {
  amount: string;
  formattedAmount?: string;
}

export interface ImageV3 {
  id?: string;
  url?: string;
  width?: number;
  height?: number;
  altText?: string | null;
  filename?: string;
}

/** A product media item (`ProductMedia`): `image` is an object on the wire (the SDK makes it a string). */
export interface MediaV3 {
  id?: string;
  url?: string;
  mediaType?: 'IMAGE' | 'VIDEO' | (string & {});
  altText?: string | null;
  image?: ImageV3;
  [extra: string]: unknown;
}

export interface ChoiceV3 {
  choiceId: string;
  key?: string;
  name: string;
  choiceType?: 'CHOICE_TEXT' | 'ONE_COLOR' | (string & {});
  colorCode?: string;
  inStock?: boolean;
  visible?: boolean;
  addedPrice?: string | null;
  /** Deprecated by the SDK for `media`: the product media shown while this choice is selected. */
  linkedMedia?: MediaV3[];
  /** With the PRODUCT_CHOICES_MEDIA_REFERENCES field: the ids of `linkedMedia` (which then comes empty). */
  media?: { items?: Array<{ mediaId?: string }> };
  /** With the PRODUCT_CHOICES_DISPLAY_IMAGE field: the image shown beside the choice. */
  displayImage?: ImageV3;
  [extra: string]: unknown;
}

/** An info section (`InfoSection`): title with INFO_SECTION, its text with INFO_SECTION_(PLAIN_)DESCRIPTION. */
export interface InfoSectionV3 {
  id?: string | null;
  uniqueName?: string | null;
  title?: string | null;
  description?: RichContent;
  /** HTML. */
  plainDescription?: string | null;
}

export interface OptionV3 {
  id: string;
  name: string;
  key?: string;
  optionRenderType: 'TEXT_CHOICES' | 'SWATCH_CHOICES' | (string & {});
  choicesSettings?: { choices: ChoiceV3[] };
}

export interface ModifierV3 {
  id?: string;
  name?: string;
  key?: string;
  modifierRenderType: 'FREE_TEXT' | 'TEXT_CHOICES' | 'SWATCH_CHOICES' | (string & {});
  mandatory?: boolean;
  freeTextSettings?: { title: string; key: string; minCharCount?: number; maxCharCount?: number };
  choicesSettings?: { choices: ChoiceV3[] };
}

export interface OptionChoiceV3 {
  optionChoiceIds: { optionId: string; choiceId: string };
  optionChoiceNames?: { optionName?: string; choiceName?: string; renderType?: string };
}

export interface VariantV3 {
  id: string;
  visible?: boolean;
  sku?: string | null;
  choices: OptionChoiceV3[];
  price?: { actualPrice?: PriceV3; compareAtPrice?: PriceV3 | null };
  inventoryStatus?: { inStock?: boolean; preorderEnabled?: boolean };
  media?: { image?: ImageV3 } | null;
  [extra: string]: unknown;
}

export interface ProductV3 {
  id: string;
  revision?: string;
  createdDate?: Date;
  updatedDate?: Date;
  name: string;
  slug: string;
  visible?: boolean;
  productType?: 'PHYSICAL' | 'DIGITAL' | (string & {});
  url?: { relativePath?: string; url?: string };
  /** HTML, with the PLAIN_DESCRIPTION field requested. */
  plainDescription?: string;
  /** Rich content, with the DESCRIPTION field requested. */
  description?: RichContent;
  media?: {
    main?: MediaV3 | null;
    itemsInfo?: { items: MediaV3[] };
  };
  currency?: string;
  actualPriceRange?: { minValue?: PriceV3; maxValue?: PriceV3 };
  compareAtPriceRange?: { minValue?: PriceV3; maxValue?: PriceV3 };
  inventory?: {
    availabilityStatus?: 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK' | (string & {});
    preorderStatus?: PreorderStatus;
    preorderAvailability?: 'ALL_VARIANTS' | 'NO_VARIANTS' | 'SOME_VARIANTS' | (string & {});
  };
  ribbon?: { id?: string; name?: string } | null;
  options?: OptionV3[];
  modifiers?: ModifierV3[];
  /** Only from get and get-by-slug: queries carry no variants. */
  variantsInfo?: { variants: VariantV3[] };
  /** `variantCount`; `minPriceVariant` on queries with the MIN_PRICE_VARIANT field. */
  variantSummary?: { variantCount?: number; minPriceVariant?: VariantV3 };
  /** Ids always; the rest with the INFO_SECTION fields. */
  infoSections?: InfoSectionV3[];
  [extra: string]: unknown;
}

/** A variant of query-variants: `optionChoices` (a product's variants name them `choices`). */
export interface ReadOnlyVariantV3 {
  /** Deprecated and not unique alone: use `variantId` with `productData.productId`. */
  id?: string;
  variantId?: string;
  visible?: boolean;
  sku?: string | null;
  optionChoices?: OptionChoiceV3[];
  price?: { actualPrice?: PriceV3; compareAtPrice?: PriceV3 | null };
  inventoryStatus?: { inStock?: boolean; preorderEnabled?: boolean };
  media?: { image?: ImageV3 } | null;
  productData?: { productId?: string; name?: string; slug?: string; visible?: boolean; currency?: string };
  [extra: string]: unknown;
}

/** The answer of `GET /stores/v3/provision/version`. */
export interface CatalogVersionAnswer {
  catalogVersion: 'V1_CATALOG' | 'V3_CATALOG' | 'STORES_NOT_INSTALLED';
}

/** The fields a V3 read can ask for (platform-2026.md §3.2); any other string is passed through. */
export type RequestedFieldV3 =
  | 'CURRENCY'
  | 'URL'
  | 'DESCRIPTION'
  | 'PLAIN_DESCRIPTION'
  | 'MEDIA_ITEMS_INFO'
  | 'VARIANT_OPTION_CHOICE_NAMES'
  | 'MIN_PRICE_VARIANT'
  | 'THUMBNAIL'
  | 'INFO_SECTION'
  | 'INFO_SECTION_DESCRIPTION'
  | 'INFO_SECTION_PLAIN_DESCRIPTION'
  | 'PRODUCT_CHOICES_DISPLAY_IMAGE'
  | 'PRODUCT_CHOICES_MEDIA_REFERENCES'
  | (string & {});
