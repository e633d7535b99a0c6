// Turns requested catalog items (`catalogReference` + `quantity`) into product variants, by the rules of the
// site's catalog generation (platform-2026.md §3.6). A malformed request is a field violation; an item the
// catalog cannot sell (unknown or hidden product, unknown variant or choice, unknown modifier) is not an
// error: it is dropped and the add still answers 200, as the platform does (issue 13, difference 2). A V3
// item's choice modifiers are the exception: a wrong one is refused (modifiers.ts).
import { isObj, type JsonObject } from '../catalog/json.ts';
import { findProduct } from '../catalog/store.ts';
import { DEFAULT_VARIANT_ID, type Product, STORES_APP_ID, type Variant } from '../catalog/types.ts';
import { type FieldViolation, validationError, violation } from '../http/errors.ts';
import type { Platform } from '../platform.ts';
import { readModifiers } from './modifiers.ts';
import { variantIdOnSite } from './variant-ids.ts';

/** The most of one item a request may ask for (`quantity` 1–100000 in both generations' typings). */
export const MAX_LINE_QUANTITY = 100_000;
/** The most line items one request may add, and one cart may hold (typings: `@maxSize 300`). */
export const MAX_LINE_ITEMS = 300;

export interface RequestedItem {
  catalogItemId: string;
  appId: string | undefined;
  options: JsonObject;
  quantity: number;
  /** Where the request holds it (`catalogItems[0]`), for field violations. */
  field: string;
}

export interface ResolvedItem {
  product: Product;
  variant: Variant;
  options: Record<string, string>;
  customTextFields: Record<string, string>;
  /** V3 choice modifiers, modifier key → choice key; empty on V1. */
  modifiers: Record<string, string>;
  quantity: number;
}

/** A quantity problem for `field`, or undefined when `value` is a whole number in min..MAX. */
export function quantityViolation(field: string, value: unknown, min = 1): FieldViolation | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return violation(field, 'must be a number', 'FORMAT', { type: typeof value });
  if (!Number.isInteger(value)) return violation(field, `must be a whole number, got ${value}`, 'FORMAT');
  if (value < min) return violation(field, `must be at least ${min}, got ${value}`, 'MIN', { min });
  if (value > MAX_LINE_QUANTITY)
    return violation(field, `must be at most ${MAX_LINE_QUANTITY}, got ${value}`, 'MAX', {
      max: MAX_LINE_QUANTITY,
    });
  return undefined;
}

/** Checks the shape of a list of catalog items (`lineItems` on V1, `catalogItems` on V2). */
export function readItems(input: unknown, field: string, max = MAX_LINE_ITEMS): RequestedItem[] {
  if (!Array.isArray(input) || input.length === 0)
    throw validationError([violation(field, 'must be a non-empty array of items', 'MIN_SIZE', { min: 1 })]);
  if (input.length > max)
    throw validationError([violation(field, `at most ${max} items at once`, 'MAX_SIZE', { max })]);
  const problems: FieldViolation[] = [];
  const items = input.map((item: unknown, i): RequestedItem => {
    const at = `${field}[${i}]`;
    const ref = isObj(item) ? item.catalogReference : undefined;
    if (!isObj(ref) || typeof ref.catalogItemId !== 'string' || !ref.catalogItemId)
      problems.push(violation(`${at}.catalogReference.catalogItemId`, 'is required', 'REQUIRED_FIELD'));
    else if (ref.options !== undefined && ref.options !== null && !isObj(ref.options))
      problems.push(violation(`${at}.catalogReference.options`, 'must be an object', 'FORMAT'));
    // A missing quantity means one; an explicit null is a mistake worth reporting.
    const quantity = isObj(item) ? (item.quantity === undefined ? 1 : item.quantity) : undefined;
    const q = quantityViolation(`${at}.quantity`, quantity);
    if (q) problems.push(q);
    return {
      catalogItemId: isObj(ref) ? String(ref.catalogItemId) : '',
      appId: isObj(ref) && typeof ref.appId === 'string' ? ref.appId : undefined,
      options: isObj(ref) && isObj(ref.options) ? ref.options : {},
      quantity: quantity as number,
      field: at,
    };
  });
  if (problems.length) throw validationError(problems);
  return items;
}

/** The variant the item names, or undefined when the catalog cannot sell it (the line is dropped). */
export function resolveItem(platform: Platform, item: RequestedItem): ResolvedItem | undefined {
  if (item.appId !== undefined && item.appId !== STORES_APP_ID) return undefined;
  const product = findProduct(platform, item.catalogItemId);
  if (!product?.visible) return undefined;
  const v3 = platform.config.catalogVersion === 'V3_CATALOG';
  const variant = v3 ? v3Variant(product, item.options) : v1Variant(product, item.options);
  if (!variant?.variant.visible) return undefined;
  const customTextFields = readCustomText(product, item.options.customTextFields);
  if (!customTextFields) return undefined;
  const modifiers = v3 ? readModifiers(product, item.options.options, item.field) : {};
  const options = { ...variant.choices };
  return { product, variant, options, customTextFields, modifiers, quantity: item.quantity };
}

/**
 * V3: `options.variantId` always (the docs: "Always include the variantId", also for products without
 * options); `options.options` holds the choice modifiers (resolveItem reads them). An item without a variant id is dropped like any item the catalog cannot resolve (the silent form of the recipe's
 * "rejects the add"; open question in docs/emulator.md).
 */
function v3Variant(product: Product, options: JsonObject): Variant | undefined {
  const variantId = options.variantId;
  if (typeof variantId !== 'string' || !variantId) return undefined;
  return product.variants.find((v) => variantIdOnSite(product.id, v.id, 'V3_CATALOG') === variantId);
}

/**
 * V1: `options.variantId` (the all-zero id for a product without options), or `options.options` naming
 * every option by its choice's name, V1's non-managed shape; a product that manages its variants needs
 * the variant id (platform-2026.md §3.6).
 */
function v1Variant(product: Product, options: JsonObject): Variant | undefined {
  if (typeof options.variantId === 'string' && options.variantId)
    return product.variants.find((v) => v.id === options.variantId);
  const chosen = isObj(options.options) ? options.options : {};
  if (product.productOptions.length === 0)
    return Object.keys(chosen).length === 0
      ? product.variants.find((v) => v.id === DEFAULT_VARIANT_ID)
      : undefined;
  if (product.manageVariants) return undefined;
  const names = Object.keys(chosen);
  if (names.length !== product.productOptions.length) return undefined;
  return product.variants.find((v) =>
    product.productOptions.every(
      (o) => v.choices[o.name] !== undefined && v.choices[o.name] === chosen[o.name],
    ),
  );
}

/** The product's free-text fields by title; undefined when a key is unknown or a mandatory field is empty. */
function readCustomText(product: Product, input: unknown): Record<string, string> | undefined {
  const given = isObj(input) ? input : {};
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(given)) {
    const field = product.customTextFields.find((f) => f.title === key);
    if (!field || typeof value !== 'string' || value.length > field.maxLength) return undefined;
    if (value) result[key] = value;
  }
  if (product.customTextFields.some((f) => f.mandatory && !result[f.title])) return undefined;
  return result;
}

/**
 * How many of a variant can be sold now; `Infinity` when stock is not tracked and it is in stock, or when it
 * is out of stock and taking preorders (the platform sells those without a limit of its own).
 */
export function available(variant: Variant): number {
  if (!variant.stock.inStock) return variant.preorder ? Number.POSITIVE_INFINITY : 0;
  return variant.stock.trackQuantity ? (variant.stock.quantity ?? 0) : Number.POSITIVE_INFINITY;
}

/**
 * The quantity a line holds after a change that asked for `asked`: capped at what is left, as the platform
 * caps quantity updates (issue 13, difference 2). A sold-out item keeps the request and shows as not available.
 */
export const capped = (asked: number, left: number): number => (left > 0 ? Math.min(asked, left) : asked);
