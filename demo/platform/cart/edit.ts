// Changes to a cart's lines, worked out on a copy before anything is stored, so a refused request leaves
// the cart exactly as it was. Quantities are capped at the stock, never refused (issue 13, difference 2):
// `requestedQuantity` keeps what was asked, `quantity` what the cart confirmed.
import { randomUUID } from 'node:crypto';
import { findProduct } from '../catalog/store.ts';
import { applicationError, validationError, violation } from '../http/errors.ts';
import type { Platform } from '../platform.ts';
import { modifiersPrice } from './modifiers.ts';
import { available, capped, MAX_LINE_ITEMS, MAX_LINE_QUANTITY, type ResolvedItem } from './resolve.ts';
import type { StoredLine } from './types.ts';

const sameText = (a: Record<string, string> = {}, b: Record<string, string> = {}) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * One line holds one item: the same variant with the same text and the same choice modifiers. A custom line
 * item is its own line, always.
 */
export const sameLineItem = (
  a: Pick<StoredLine, 'productId' | 'variantId' | 'customTextFields' | 'modifiers' | 'custom'>,
  b: Pick<StoredLine, 'productId' | 'variantId' | 'customTextFields' | 'modifiers' | 'custom'>,
): boolean =>
  !a.custom &&
  !b.custom &&
  a.productId === b.productId &&
  a.variantId === b.variantId &&
  sameText(a.customTextFields, b.customTextFields) &&
  sameText(a.modifiers, b.modifiers);

/** The lines after adding `items`: an item already in the cart (sameLineItem) adds to its quantity. */
export function withAddedItems(lines: StoredLine[], items: ResolvedItem[]): StoredLine[] {
  const next = structuredClone(lines);
  for (const item of items) {
    const left = available(item.variant);
    const modifiers = Object.keys(item.modifiers).length > 0 ? { modifiers: item.modifiers } : {};
    const wanted = {
      productId: item.product.id,
      variantId: item.variant.id,
      customTextFields: item.customTextFields,
      ...modifiers,
    };
    const existing = next.find((l) => sameLineItem(l, wanted));
    if (existing) {
      existing.requestedQuantity = Math.min(MAX_LINE_QUANTITY, existing.requestedQuantity + item.quantity);
      existing.quantity = capped(existing.requestedQuantity, left);
      continue;
    }
    next.push({
      id: randomUUID(),
      productId: item.product.id,
      variantId: item.variant.id,
      options: item.options,
      customTextFields: item.customTextFields,
      ...modifiers,
      requestedQuantity: item.quantity,
      quantity: capped(item.quantity, left),
      snapshot: {
        name: item.product.name,
        price: item.variant.variant.priceData.discountedPrice + modifiersPrice(item.product, item.modifiers),
        fullPrice: item.variant.variant.priceData.price + modifiersPrice(item.product, item.modifiers),
        weight: item.variant.variant.weight,
      },
    });
  }
  if (next.length > MAX_LINE_ITEMS)
    throw applicationError(
      400,
      'MAX_LINE_ITEMS_EXCEEDED',
      `A cart holds at most ${MAX_LINE_ITEMS} line items`,
      {
        requestCount: next.length,
        maxCount: MAX_LINE_ITEMS,
      },
    );
  return next;
}

/** The refusal for line ids that are not in the cart (V2's declared error; V1 is served the same). */
export const lineItemsNotInCart = (ids: string[]) =>
  applicationError(428, 'LINE_ITEM_NOT_FOUND_IN_CART', `The cart has no line item ${ids.join(', ')}`, {
    lineItemIds: ids,
  });

/** How many of a line's item can be sold now: a custom line's own stock, else its variant's (0 when gone). */
export function stockOf(platform: Platform, line: StoredLine): number {
  if (line.custom) return line.custom.quantityAvailable ?? Number.POSITIVE_INFINITY;
  const variant = findProduct(platform, line.productId)?.variants.find((v) => v.id === line.variantId);
  return variant ? available(variant) : 0;
}

/** The lines after `changes` (already checked): 0 removes a line, more than is left is capped. */
export function withQuantities(
  platform: Platform,
  lines: StoredLine[],
  changes: Array<{ id: string; quantity: number }>,
): StoredLine[] {
  const unknown = changes.filter((c) => !lines.some((l) => l.id === c.id)).map((c) => c.id);
  if (unknown.length) throw lineItemsNotInCart(unknown);
  const next = structuredClone(lines);
  for (const change of changes) {
    const line = next.find((l) => l.id === change.id)!;
    line.requestedQuantity = change.quantity;
    line.quantity = capped(change.quantity, stockOf(platform, line));
  }
  return next.filter((l) => l.requestedQuantity > 0);
}

/** Reads `lineItemIds`; every id must be in the cart (a retried removal is refused, as V2 declares). */
export function withoutLines(lines: StoredLine[], input: unknown): StoredLine[] {
  if (!Array.isArray(input) || input.length === 0 || input.some((x) => typeof x !== 'string' || !x))
    throw validationError([
      violation('lineItemIds', 'must be a non-empty array of line item ids', 'MIN_SIZE', { min: 1 }),
    ]);
  if (input.length > 100)
    throw validationError([violation('lineItemIds', 'at most 100 ids at once', 'MAX_SIZE', { max: 100 })]);
  const unknown = (input as string[]).filter((id) => !lines.some((l) => l.id === id));
  if (unknown.length) throw lineItemsNotInCart(unknown);
  return lines.filter((l) => !input.includes(l.id));
}

/** Re-confirms every line against the stock now (V2 `refresh`, `refreshCart`). */
export function refreshedLines(platform: Platform, lines: StoredLine[]): StoredLine[] {
  return lines.map((line) => ({
    ...line,
    quantity: capped(line.requestedQuantity, stockOf(platform, line)),
  }));
}
