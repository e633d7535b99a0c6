// Turns a requested line item (`catalogReference` + `quantity`) into a product variant of the catalog, or
// a specific error: unknown product, missing or unknown options, quantity out of bounds.
import { isObj, type JsonObject } from '../catalog/json.ts';
import { sameChoices } from '../catalog/normalize.ts';
import { findProduct } from '../catalog/store.ts';
import { type Product, STORES_APP_ID, type Variant } from '../catalog/types.ts';
import { applicationError, type FieldViolation, validationError, violation } from '../http/errors.ts';
import type { Platform } from '../platform.ts';

/** The most of one item a cart line may hold. */
export const MAX_LINE_QUANTITY = 999;

export interface ResolvedItem {
  product: Product;
  variant: Variant;
  options: Record<string, string>;
  quantity: number;
}

/** A quantity problem for `field`, or undefined when `value` is a whole number in 1..MAX (0 if `allowZero`). */
export function quantityViolation(
  field: string,
  value: unknown,
  allowZero = false,
): FieldViolation | undefined {
  const min = allowZero ? 0 : 1;
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

/** Checks the shape of `lineItems` (field violations), then each item against the catalog. */
export function resolveLineItems(platform: Platform, input: unknown, field = 'lineItems'): ResolvedItem[] {
  if (!Array.isArray(input) || input.length === 0)
    throw validationError([
      violation(field, 'must be a non-empty array of line items', 'MIN_SIZE', { min: 1 }),
    ]);
  if (input.length > 100)
    throw validationError([violation(field, 'at most 100 line items at once', 'MAX_SIZE', { max: 100 })]);
  const problems: FieldViolation[] = [];
  for (const [i, item] of input.entries()) {
    const at = `${field}[${i}]`;
    const ref = isObj(item) ? item.catalogReference : undefined;
    if (!isObj(ref) || typeof ref.catalogItemId !== 'string' || !ref.catalogItemId)
      problems.push(violation(`${at}.catalogReference.catalogItemId`, 'is required', 'REQUIRED_FIELD'));
    else if (ref.appId !== undefined && ref.appId !== STORES_APP_ID)
      problems.push(
        violation(
          `${at}.catalogReference.appId`,
          `must be the Wix Stores app id ${STORES_APP_ID}`,
          'VALIDATION',
        ),
      );
    else if (ref.options !== undefined && ref.options !== null && !isObj(ref.options))
      problems.push(violation(`${at}.catalogReference.options`, 'must be an object', 'FORMAT'));
    // A missing quantity means one; an explicit null is a mistake worth reporting.
    const q = quantityViolation(
      `${at}.quantity`,
      isObj(item) && item.quantity === undefined ? 1 : isObj(item) ? item.quantity : undefined,
    );
    if (q) problems.push(q);
  }
  if (problems.length) throw validationError(problems);
  return input.map((item: JsonObject) => {
    const ref = item.catalogReference as JsonObject;
    return {
      ...resolveVariant(platform, String(ref.catalogItemId), ref.options),
      quantity: (item.quantity as number | undefined) ?? 1,
    };
  });
}

function resolveVariant(
  platform: Platform,
  productId: string,
  rawOptions: unknown,
): Omit<ResolvedItem, 'quantity'> {
  const product = findProduct(platform, productId);
  if (!product?.visible)
    throw applicationError(
      404,
      'PRODUCT_NOT_FOUND',
      `Product ${JSON.stringify(productId)} is not in the catalog`,
      { productId },
    );
  const opts = isObj(rawOptions) ? rawOptions : {};
  if (typeof opts.variantId === 'string' && opts.variantId) {
    const variant = product.variants.find((v) => v.id === opts.variantId);
    if (!variant?.variant.visible)
      throw applicationError(
        404,
        'VARIANT_NOT_FOUND',
        `${product.name} has no variant ${JSON.stringify(opts.variantId)}`,
        {
          productId,
          variantId: opts.variantId,
        },
      );
    return { product, variant, options: variant.choices };
  }
  const chosen = isObj(opts.options) ? opts.options : {};
  for (const [name, value] of Object.entries(chosen)) {
    const option = product.productOptions.find((o) => o.name === name);
    if (!option)
      throw applicationError(400, 'UNKNOWN_OPTION', `${product.name} has no option ${JSON.stringify(name)}`, {
        productId,
        option: name,
        options: product.productOptions.map((o) => o.name),
      });
    if (!option.choices.some((c) => c.value === value))
      throw applicationError(
        400,
        'UNKNOWN_CHOICE',
        `${JSON.stringify(value)} is not a ${name} of ${product.name}`,
        {
          productId,
          option: name,
          choices: option.choices.map((c) => c.value),
        },
      );
  }
  const missing = product.productOptions.filter((o) => !(o.name in chosen)).map((o) => o.name);
  if (missing.length)
    throw applicationError(400, 'OPTIONS_REQUIRED', `Choose ${missing.join(' and ')} for ${product.name}`, {
      productId,
      missingOptions: missing,
    });
  const options = chosen as Record<string, string>;
  const variant = product.variants.find((v) => sameChoices(v.choices, options));
  if (!variant?.variant.visible)
    throw applicationError(
      404,
      'VARIANT_NOT_FOUND',
      `${product.name} is not sold as ${Object.values(options).join(' / ')}`,
      {
        productId,
        options,
      },
    );
  return { product, variant, options };
}

/** How many of a variant can be sold now; `Infinity` when stock is not tracked and it is in stock. */
export function available(variant: Variant): number {
  if (!variant.stock.inStock) return 0;
  return variant.stock.trackQuantity ? (variant.stock.quantity ?? 0) : Number.POSITIVE_INFINITY;
}

export function describeItem(product: Product, options: Record<string, string>): string {
  const values = Object.values(options);
  return values.length ? `${product.name} (${values.join(' / ')})` : product.name;
}

/** Throws the stock error when `wanted` of the item exceeds what is left. */
export function checkStock(
  product: Product,
  variant: Variant,
  options: Record<string, string>,
  wanted: number,
  inCart: number,
): void {
  const left = available(variant);
  if (left === 0)
    throw applicationError(409, 'OUT_OF_STOCK', `${describeItem(product, options)} is sold out`, {
      productId: product.id,
      variantId: variant.id,
      quantityAvailable: 0,
    });
  if (wanted > left)
    throw applicationError(
      409,
      'INSUFFICIENT_STOCK',
      `Only ${left} of ${describeItem(product, options)} left${inCart ? `; your cart already has ${inCart}` : ''}`,
      { productId: product.id, variantId: variant.id, quantityAvailable: left, quantityInCart: inCart },
    );
}
