// The one product a storefront reads, whatever the site's catalog (docs/client.md): built from Catalog V1
// by src/catalog/summary-v1.ts and from Catalog V3 by summary-v3.ts.
import type { Money } from './cart.ts';
import type { CatalogVersion, InventoryAvailability } from './catalog.ts';
import type { RichContent } from './rich-content.ts';

export interface ProductOptionSummary {
  /** V3: the option id; V1: the option name. */
  id: string;
  name: string;
  kind: 'text' | 'swatch';
  /**
   * `id`: V3 the choice id; V1 the choice's description (what V1 selections and variant choices name).
   * `colorCode`: a swatch's colour (V3 `colorCode`, V1 the colour choice's `value`).
   */
  choices: Array<{
    id: string;
    name: string;
    colorCode?: string;
    inStock: boolean;
    visible: boolean;
    /** V3 `linkedMedia`: the product images to show while this choice is selected (all when absent). */
    images?: ProductImage[];
  }>;
}

export interface ProductImage {
  url: string;
  altText?: string;
}

/** A V3 info section (shipping, care, returns …): asked for by `get` and `getBySlug` only. */
export interface InfoSectionSummary {
  title: string;
  description?: { richContent: RichContent };
}

export interface VariantSummary {
  id: string;
  /** Option name → choice name. */
  choices: Record<string, string>;
  price: Money;
  /** The price before a discount (strike-through), only when a discount applies. */
  compareAtPrice?: Money;
  inStock: boolean;
  /** V3: PREORDER when out of stock but taking preorders (then `inStock` is true). */
  availability?: InventoryAvailability;
  visible: boolean;
}

export interface TextFieldSummary {
  /** What the cart's `customTextFields` are keyed by (V1 the title, V3 `freeTextSettings.key`). */
  key: string;
  title: string;
  maxLength?: number;
  mandatory: boolean;
}

/** A choice of a choice modifier: not a variant, no stock of its own, may add to the price. */
export interface ModifierChoiceSummary {
  /** What `catalogReference.options.options` names as the value (V3 choice `key`). */
  key: string;
  name: string;
  /** A swatch's colour (V3 `colorCode`); never shown alone, always beside `name`. */
  colorCode?: string;
  /** What choosing it adds to the unit price (V3 `addedPrice`), only when it adds something. */
  addedPrice?: Money;
  visible: boolean;
}

/**
 * A V3 choice modifier (`TEXT_CHOICES` or `SWATCH_CHOICES`): gift wrap, grind, engraving style. The cart
 * receives it as `catalogReference.options.options {key: choice key}` beside the variant; a mandatory one
 * must be chosen or the platform refuses the add (platform-2026.md §3.6, §6a).
 */
export interface ModifierSummary {
  /** What `catalogReference.options.options` is keyed by (V3 `modifier.key`). */
  key: string;
  name: string;
  kind: 'text' | 'swatch';
  mandatory: boolean;
  choices: ModifierChoiceSummary[];
}

export interface ProductSummary {
  catalog: CatalogVersion;
  id: string;
  name: string;
  slug: string;
  currency?: string;
  /** The lowest actual (selling) price. */
  price: Money;
  /** Only when the variants' prices differ. */
  priceRange?: { min: Money; max: Money };
  /** The strike-through price of `price`, only when a discount applies. */
  compareAtPrice?: Money;
  image?: ProductImage;
  ribbon?: string;
  /** Whether any variant can be bought (bought as a preorder included). */
  inStock: boolean;
  /** V3: IN_STOCK when any variant is, else PREORDER when any takes preorders, else OUT_OF_STOCK. */
  availability?: InventoryAvailability;
  /** V3 `variantSummary.variantCount`: how many variants, also on reads that carry none (`getMany`). */
  variantCount?: number;
  /** V3, from `get` and `getBySlug`: the product's info sections, in the merchant's order. */
  infoSections?: InfoSectionSummary[];
  /** How many are left, where the platform tells it: a Catalog V1 product that tracks its inventory. */
  quantity?: number;
  /** The choices the shopper must make. */
  options: ProductOptionSummary[];
  /** V1 customTextFields / V3 FREE_TEXT modifiers. */
  textFields: TextFieldSummary[];
  /** V3 choice modifiers (`TEXT_CHOICES`, `SWATCH_CHOICES`); always empty for V1, which has none. */
  modifiers: ModifierSummary[];
  /** Absent when the read did not include variants (a V3 query): ask `products.get(id)` for them. */
  variants?: VariantSummary[];
  /**
   * V1 only: whether the product manages its variants, which decides how the cart names a selection
   * (`options.variantId` when it does, `options.options` by name otherwise).
   */
  managedVariants?: boolean;
  description?: { html: string } | { richContent: RichContent };
}

/** What the shopper chose: choices by option name → choice name, or a variant id, and the text fields. */
export interface ProductSelection {
  choices?: Record<string, string>;
  variantId?: string;
  /** By TextFieldSummary.key. */
  textFields?: Record<string, string>;
  /** Choice modifiers: modifier name → choice name (a modifier's or choice's `key` is taken too). */
  modifiers?: Record<string, string>;
}
