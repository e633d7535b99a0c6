// What the shopper reads when Cart V2 refuses a change and says why (platform-2026.md §2.5, §6a): the SDK
// declares 428 INSUFFICIENT_INVENTORY (with the requested and available quantity per item),
// ITEM_NOT_FOUND_IN_CATALOG, MAX_LINE_ITEMS_EXCEEDED and CART_ALREADY_ORDERED. Each reads as what happened to
// this item, in the shopper's language, never as "could not do this right now". The platform's own
// description is for developers (detailOf), so it is not shown.
// Loaded with the first refusal (failures.ts), so a cart that never meets one never loads it.
import { isApiError } from '../../src/index.ts';
import { CART_ALREADY_ORDERED } from '../errors.ts';
import type { Translate } from '../i18n/index.ts';
import type { LineView } from './view.ts';

/** "Organic Cotton Tee (M, Red)": the item as the shopper chose it. */
export function itemName(line: Pick<LineView, 'name' | 'details'>): string {
  const chosen = line.details.map((d) => d.value).filter(Boolean);
  return chosen.length ? `${line.name} (${chosen.join(', ')})` : line.name;
}

/** The most of the item the platform says it has (`invalidItems[0].availableQuantity`), if it said. */
export function availableOf(error: unknown): number | undefined {
  if (!isApiError(error) || error.code !== 'INSUFFICIENT_INVENTORY') return undefined;
  const items = error.details.applicationError?.data.invalidItems;
  const first: unknown = Array.isArray(items) ? items[0] : undefined;
  const count =
    typeof first === 'object' && first !== null
      ? (first as { availableQuantity?: unknown }).availableQuantity
      : undefined;
  // Omitted is zero on the wire (proto3 JSON leaves zero numbers out).
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : 0;
}

/**
 * The shopper's words for a refusal of a change to `item` (see itemName), or undefined when the error is
 * not one of the refusals that say why (the caller then uses its general text).
 */
export function refusalText(error: unknown, item: string, t: Translate): string | undefined {
  if (!isApiError(error)) return undefined;
  switch (error.code) {
    case 'INSUFFICIENT_INVENTORY': {
      const left = availableOf(error) ?? 0;
      return left > 0
        ? t('refusal.onlyLeft', { count: left, name: item })
        : t('refusal.soldOut', { name: item });
    }
    case 'ITEM_NOT_FOUND_IN_CATALOG':
      return t('refusal.notSold', { name: item });
    case 'MAX_LINE_ITEMS_EXCEEDED':
      return t('refusal.cartFull');
    case CART_ALREADY_ORDERED:
      return t('refusal.alreadyOrdered');
    default:
      return undefined;
  }
}
