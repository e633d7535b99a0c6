// Checks the `product` object of a create or update call field by field and applies it. Every problem is
// reported at once as a field violation; nothing is changed unless the whole input is valid.

import { type FieldViolation, validationError, violation } from '../http/errors.ts';
import { choiceName, findChoice } from './choices.ts';
import { isObj } from './json.ts';
import { readOptions } from './options-input.ts';
import type { Discount, Product, ProductOption } from './types.ts';

export interface ProductPatch {
  name?: string;
  slug?: string;
  description?: string;
  sku?: string;
  visible?: boolean;
  productType?: 'physical' | 'digital';
  weight?: number;
  price?: number;
  cost?: number;
  trackInventory?: boolean;
  quantity?: number;
  inStock?: boolean;
  manageVariants?: boolean;
  productOptions?: ProductOption[];
  ribbon?: string;
  brand?: string;
  discount?: Discount;
}

/** Reads a product input; `creating` makes name and price required. Throws one validation error. */
export function readProductInput(input: unknown, creating: boolean): ProductPatch {
  const problems: FieldViolation[] = [];
  if (!isObj(input))
    throw validationError([violation('product', 'is required and must be an object', 'REQUIRED_FIELD')]);
  const patch: ProductPatch = {};
  const field = (name: string) => `product.${name}`;

  const str = (key: keyof ProductPatch & string, max: number, required = false) => {
    const v = input[key];
    if (v === undefined || v === null) {
      if (required) problems.push(violation(field(key), 'is required', 'REQUIRED_FIELD'));
      return;
    }
    if (typeof v !== 'string') problems.push(violation(field(key), 'must be a string', 'FORMAT'));
    else if (required && !v.trim())
      problems.push(violation(field(key), 'must not be empty', 'MIN_LENGTH', { min: 1 }));
    else if (v.length > max)
      problems.push(violation(field(key), `must be at most ${max} characters`, 'MAX_LENGTH', { max }));
    else (patch as Record<string, unknown>)[key] = key === 'name' ? v.trim() : v;
  };
  const num = (path: string, v: unknown, set: (n: number) => void, max = 1_000_000) => {
    if (v === undefined || v === null) return;
    if (typeof v !== 'number' || !Number.isFinite(v))
      problems.push(violation(path, 'must be a finite number', 'FORMAT'));
    else if (v < 0) problems.push(violation(path, 'must not be negative', 'DECIMAL_GTE', { min: 0 }));
    else if (v > max) problems.push(violation(path, `must be at most ${max}`, 'DECIMAL_LTE', { max }));
    else set(v);
  };
  const bool = (path: string, v: unknown, set: (b: boolean) => void) => {
    if (v === undefined || v === null) return;
    if (typeof v !== 'boolean') problems.push(violation(path, 'must be true or false', 'FORMAT'));
    else set(v);
  };

  str('name', 80, creating);
  str('slug', 100);
  str('description', 8000);
  str('sku', 40);
  str('ribbon', 30);
  str('brand', 50);
  if (patch.slug !== undefined && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(patch.slug))
    problems.push(
      violation(field('slug'), 'may hold only lower-case letters, digits and single dashes', 'FORMAT'),
    );
  bool(field('visible'), input.visible, (b) => (patch.visible = b));
  bool(field('manageVariants'), input.manageVariants, (b) => (patch.manageVariants = b));
  if (input.productType !== undefined && input.productType !== null) {
    if (input.productType !== 'physical' && input.productType !== 'digital')
      problems.push(violation(field('productType'), 'must be "physical" or "digital"', 'INVALID_ENUM_VALUE'));
    else patch.productType = input.productType;
  }
  num(field('weight'), input.weight, (n) => (patch.weight = n), 10_000);

  const priceData = input.priceData;
  if (priceData !== undefined && priceData !== null && !isObj(priceData))
    problems.push(violation(field('priceData'), 'must be an object with a price', 'FORMAT'));
  const price = isObj(priceData) ? priceData.price : undefined;
  if (creating && (price === undefined || price === null))
    problems.push(violation(field('priceData.price'), 'is required', 'REQUIRED_FIELD'));
  num(field('priceData.price'), price, (n) => (patch.price = n));
  if (isObj(input.costAndProfitData))
    num(field('costAndProfitData.itemCost'), input.costAndProfitData.itemCost, (n) => (patch.cost = n));

  if (input.stock !== undefined && input.stock !== null) {
    if (!isObj(input.stock)) problems.push(violation(field('stock'), 'must be an object', 'FORMAT'));
    else {
      bool(field('stock.trackInventory'), input.stock.trackInventory, (b) => (patch.trackInventory = b));
      bool(field('stock.inStock'), input.stock.inStock, (b) => (patch.inStock = b));
      const q = input.stock.quantity;
      if (
        q !== undefined &&
        q !== null &&
        (typeof q !== 'number' || !Number.isInteger(q) || q < 0 || q > 1_000_000)
      )
        problems.push(
          violation(field('stock.quantity'), 'must be a whole number from 0 to 1000000', 'FORMAT'),
        );
      else if (typeof q === 'number') patch.quantity = q;
    }
  }

  if (input.discount !== undefined && input.discount !== null) {
    const d = input.discount;
    if (!isObj(d) || !['NONE', 'AMOUNT', 'PERCENT'].includes(String(d.type)))
      problems.push(
        violation(field('discount.type'), 'must be NONE, AMOUNT or PERCENT', 'INVALID_ENUM_VALUE'),
      );
    else {
      const value = d.value ?? 0;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
        problems.push(violation(field('discount.value'), 'must be a number of at least 0', 'DECIMAL_GTE'));
      else if (d.type === 'PERCENT' && value > 100)
        problems.push(
          violation(field('discount.value'), 'a percentage must be at most 100', 'DECIMAL_LTE', { max: 100 }),
        );
      else patch.discount = { type: d.type as Discount['type'], value };
    }
  }

  if (input.productOptions !== undefined && input.productOptions !== null)
    patch.productOptions = readOptions(input.productOptions, problems);

  if (problems.length) throw validationError(problems);
  return patch;
}

/** Writes a checked patch onto a stored product (normalisation happens afterwards). */
export function applyProductPatch(product: Product, patch: ProductPatch): string[] {
  const modified: string[] = [];
  const set = <K extends keyof Product>(key: K, value: Product[K] | undefined, v3Name: string = key) => {
    if (value === undefined) return;
    product[key] = value;
    modified.push(v3Name);
  };
  set('name', patch.name);
  set('slug', patch.slug);
  set('description', patch.description, 'plainDescription');
  set('sku', patch.sku);
  set('visible', patch.visible);
  set('productType', patch.productType);
  set('weight', patch.weight, 'physicalProperties');
  set('manageVariants', patch.manageVariants, 'variantsInfo');
  set('ribbon', patch.ribbon);
  set('brand', patch.brand);
  set('discount', patch.discount, 'actualPriceRange');
  if (patch.productOptions) {
    // Keep what the merchant set on choices that survive (their media) when the options are replaced.
    for (const option of patch.productOptions) {
      const old = product.productOptions.find((o) => o.name === option.name);
      for (const choice of option.choices) {
        const media = old && findChoice(old, choiceName(option, choice))?.media;
        if (media) choice.media = media;
      }
    }
    set('productOptions', patch.productOptions, 'options');
  }
  if (patch.price !== undefined) {
    product.priceData.price = patch.price;
    modified.push('actualPriceRange');
  }
  if (patch.cost !== undefined) product.costAndProfitData.itemCost = patch.cost;
  if (patch.trackInventory !== undefined && patch.trackInventory !== product.stock.trackInventory) {
    product.stock.trackInventory = patch.trackInventory;
    for (const v of product.variants)
      v.stock = {
        trackQuantity: patch.trackInventory,
        ...(patch.trackInventory ? { quantity: 0 } : {}),
        inStock: !patch.trackInventory,
      };
    modified.push('inventory');
  }
  if (patch.inStock !== undefined && !product.stock.trackInventory) {
    for (const v of product.variants) v.stock.inStock = patch.inStock;
    product.stock.inStock = patch.inStock;
    modified.push('inventory');
  }
  if (patch.quantity !== undefined && product.stock.trackInventory) {
    // A product-level quantity is the whole stock of a product without options.
    const only = product.variants.length === 1 ? product.variants[0] : undefined;
    if (only) only.stock.quantity = patch.quantity;
    modified.push('inventory');
  }
  return [...new Set(modified)];
}
