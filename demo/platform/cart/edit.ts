// Changes to a cart's lines, worked out on a copy and checked against stock before anything is stored, so
// a refused request leaves the cart exactly as it was.
import { randomUUID } from 'node:crypto';
import { findProduct } from '../catalog/store.ts';
import { applicationError, type FieldViolation, validationError, violation } from '../http/errors.ts';
import type { Platform } from '../platform.ts';
import { checkStock, quantityViolation, type ResolvedItem } from './resolve.ts';
import type { StoredLine } from './types.ts';

/** The lines after adding `items`: an item already in the cart (same variant) adds to its quantity. */
export function withAddedItems(lines: StoredLine[], items: ResolvedItem[]): StoredLine[] {
  const next = structuredClone(lines);
  for (const item of items) {
    const existing = next.find((l) => l.productId === item.product.id && l.variantId === item.variant.id);
    const inCart = existing?.quantity ?? 0;
    checkStock(item.product, item.variant, item.options, inCart + item.quantity, inCart);
    if (inCart + item.quantity > 999)
      throw validationError([
        violation(
          'lineItems.quantity',
          `a cart holds at most 999 of one item; it already has ${inCart}`,
          'MAX',
          { max: 999 },
        ),
      ]);
    if (existing) existing.quantity += item.quantity;
    else
      next.push({
        id: randomUUID(),
        productId: item.product.id,
        variantId: item.variant.id,
        options: item.options,
        quantity: item.quantity,
        snapshot: {
          name: item.product.name,
          price: item.variant.variant.priceData.discountedPrice,
          fullPrice: item.variant.variant.priceData.price,
          weight: item.variant.variant.weight,
        },
      });
  }
  return next;
}

/** The lines after `[{id, quantity}]`: 0 removes a line; more than is in stock is refused. */
export function withQuantities(platform: Platform, lines: StoredLine[], input: unknown): StoredLine[] {
  if (!Array.isArray(input) || input.length === 0)
    throw validationError([
      violation('lineItems', 'must be a non-empty array of {id, quantity}', 'MIN_SIZE', { min: 1 }),
    ]);
  const problems: FieldViolation[] = [];
  const changes = input.map((item: unknown, i) => {
    const obj = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    if (typeof obj.id !== 'string' || !obj.id)
      problems.push(violation(`lineItems[${i}].id`, 'is required', 'REQUIRED_FIELD'));
    const q = quantityViolation(`lineItems[${i}].quantity`, obj.quantity, true);
    if (q) problems.push(q);
    return { id: String(obj.id), quantity: obj.quantity as number };
  });
  if (problems.length) throw validationError(problems);
  const unknown = changes.filter((c) => !lines.some((l) => l.id === c.id)).map((c) => c.id);
  if (unknown.length)
    throw applicationError(
      404,
      'LINE_ITEM_NOT_FOUND',
      `The cart has no line item ${unknown.map((x) => JSON.stringify(x)).join(', ')}`,
      {
        lineItemIds: unknown,
      },
    );
  let next = structuredClone(lines);
  for (const change of changes) {
    const line = next.find((l) => l.id === change.id)!;
    const product = findProduct(platform, line.productId);
    const variant = product?.variants.find((v) => v.id === line.variantId);
    // Lowering a quantity is always allowed (it is how a shopper fixes a line that ran short).
    if (product && variant && change.quantity > line.quantity)
      checkStock(product, variant, line.options, change.quantity, line.quantity);
    if (change.quantity > line.quantity && (!product || !variant))
      throw applicationError(404, 'PRODUCT_NOT_FOUND', `${line.snapshot.name} is no longer sold`, {
        productId: line.productId,
      });
    line.quantity = change.quantity;
  }
  next = next.filter((l) => l.quantity > 0);
  return next;
}

export function withoutLines(lines: StoredLine[], input: unknown): StoredLine[] {
  if (!Array.isArray(input) || input.length === 0 || input.some((x) => typeof x !== 'string' || !x))
    throw validationError([
      violation('lineItemIds', 'must be a non-empty array of line item ids', 'MIN_SIZE', { min: 1 }),
    ]);
  // Ids that are not (or no longer) in the cart are ignored, so that a retried removal succeeds.
  return lines.filter((l) => !input.includes(l.id));
}
