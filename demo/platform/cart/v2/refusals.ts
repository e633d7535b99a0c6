// Current Cart V2 refuses what it cannot do, it does not cap (platform-2026.md §2.5, §6a): the SDK declares
// on add-line-items, create and update-line-items `ITEM_NOT_FOUND_IN_CATALOG` (data `invalidItems[]` of
// LineItemIdentifier: `{catalogReference}` for an item asked for, `{lineItemId}` for a line) and
// `INSUFFICIENT_INVENTORY` (`invalidItems[{id: LineItemIdentifier, requestedQuantity, availableQuantity}]`,
// the requested quantity "including what's already on the cart"), and Wix's store recipes say V2 "rejects an
// over-stock quantity with an explicit error rather than clamping it". Both are state codes: 428. V1 keeps
// its 200-and-cap behaviour (edit.ts), so these checks wrap the shared edits instead of changing them.
import { findProduct } from '../../catalog/store.ts';
import { applicationError } from '../../http/errors.ts';
import type { Platform } from '../../platform.ts';
import { stockOf, withAddedItems, withQuantities } from '../edit.ts';
import { available, type RequestedItem, resolveItem } from '../resolve.ts';
import type { StoredLine } from '../types.ts';

type Identifier = { lineItemId: string } | { catalogReference: Record<string, unknown> };

const reference = (item: RequestedItem) => ({
  catalogItemId: item.catalogItemId,
  ...(item.appId ? { appId: item.appId } : {}),
  ...(Object.keys(item.options).length ? { options: item.options } : {}),
});

const notInCatalog = (invalidItems: Identifier[]) =>
  applicationError(428, 'ITEM_NOT_FOUND_IN_CATALOG', 'Some items are not in the catalog', { invalidItems });

interface Short {
  id: Identifier;
  requestedQuantity: number;
  availableQuantity: number;
}

const insufficient = (invalidItems: Short[]) =>
  applicationError(428, 'INSUFFICIENT_INVENTORY', 'Not enough in stock for some items', { invalidItems });

/** The visible variant a line names now, or undefined when the catalog no longer sells it. */
function sellable(platform: Platform, line: StoredLine) {
  const product = findProduct(platform, line.productId);
  const variant = product?.visible ? product.variants.find((v) => v.id === line.variantId) : undefined;
  return variant?.variant.visible ? variant : undefined;
}

/** The lines after adding `items`, or the declared refusal: nothing is stored unless all of it can be sold. */
export function v2AddedLines(platform: Platform, lines: StoredLine[], items: RequestedItem[]): StoredLine[] {
  const resolved = items.map((item) => resolveItem(platform, item));
  const missing = items.filter((_, i) => !resolved[i]);
  if (missing.length) throw notInCatalog(missing.map((item) => ({ catalogReference: reference(item) })));
  const next = withAddedItems(
    lines,
    resolved.flatMap((r) => r ?? []),
  );
  // Stock is the variant's: every line of it counts (lines differing only in their text share it).
  const short: Short[] = [];
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    const { product, variant } = resolved[i]!;
    const key = `${product.id}/${variant.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const requestedQuantity = next
      .filter((l) => l.productId === product.id && l.variantId === variant.id)
      .reduce((sum, l) => sum + l.requestedQuantity, 0);
    const left = available(variant);
    if (requestedQuantity > left)
      short.push({ id: { catalogReference: reference(item) }, requestedQuantity, availableQuantity: left });
  }
  if (short.length) throw insufficient(short);
  return next;
}

/** The lines after quantity `changes`, or the declared refusal for a line the catalog cannot fill. */
export function v2Quantities(
  platform: Platform,
  lines: StoredLine[],
  changes: Array<{ id: string; quantity: number }>,
): StoredLine[] {
  const next = withQuantities(platform, lines, changes); // refuses line ids not in the cart first
  const raised = changes
    .filter((c) => c.quantity > 0)
    .map((change) => ({ change, line: lines.find((l) => l.id === change.id)! }));
  // A custom line has no catalog item behind it (the typings: custom line items "don't trigger the Catalog
  // service plugin"): only the stock its caller gave, if any, bounds it.
  const gone = raised.filter(({ line }) => !line.custom && !sellable(platform, line));
  if (gone.length) throw notInCatalog(gone.map(({ change }) => ({ lineItemId: change.id })));
  const short = raised.flatMap(({ change, line }): Short[] => {
    const left = stockOf(platform, line);
    return change.quantity > left
      ? [{ id: { lineItemId: change.id }, requestedQuantity: change.quantity, availableQuantity: left }]
      : [];
  });
  if (short.length) throw insufficient(short);
  return next;
}
