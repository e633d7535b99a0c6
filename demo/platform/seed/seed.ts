// What a seeded product is written as (products.ts and the products-*.ts lists), with the shorthands the
// lists write options and discounts in; seedProducts builds the stored product from it.
import type { ChoiceModifier, Discount, Product, ProductOption } from '../catalog/types.ts';
import type { SEED_COLLECTIONS } from './collections.ts';

export interface Seed {
  slug: string;
  name: string;
  price: number;
  cost: number;
  weight: number;
  /** Undefined: not tracked (always in stock). */
  quantity?: number;
  in: Array<keyof typeof SEED_COLLECTIONS>;
  description: string;
  ribbon?: string;
  brand?: string;
  discount?: Discount;
  options?: ProductOption[];
  /** Per-variant quantity by choices, e.g. `{'M/Black': 4}`; missing combinations get 0. */
  variantQuantities?: Record<string, number>;
  /** Managed variants with their own prices by choices, e.g. `{'70x100': 49}`. */
  variantPrices?: Record<string, number>;
  visible?: boolean;
  /** Text the buyer types in (V1 `customTextFields`, V3 `FREE_TEXT` modifiers). */
  customTextFields?: Product['customTextFields'];
  /** V3 choice modifiers (products-modifiers.ts). */
  modifiers?: ChoiceModifier[];
  /** V1 `additionalInfoSections` (title, HTML description), V3 `infoSections`. */
  infoSections?: Product['additionalInfoSections'];
  /** Every variant takes preorders when out of stock (V3 `preorderStatus` ENABLED). */
  preorder?: boolean;
}

const choice = (value: string, description = value) => ({ value, description, inStock: true, visible: true });
export const sizes = (...values: string[]): ProductOption => ({
  optionType: 'drop_down',
  name: 'Size',
  choices: values.map((v) => choice(v)),
});
/** Colour choices as the platform documents them: `value` the colour code, `description` the name. */
export const colors = (...pairs: Array<[name: string, hex: string]>): ProductOption => ({
  optionType: 'color',
  name: 'Color',
  choices: pairs.map(([name, hex]) => choice(hex, name)),
});
export const pct = (value: number): Discount => ({ type: 'PERCENT', value });
