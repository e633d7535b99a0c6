// Which cart line holds an item. The platform names a line's item its own way: Cart V2 by the variant
// alone, Cart V1 on a V1 site by the variant and the choices, and a line always describes its choices
// (`details`, e.g. Size: M). So an item is found by its variant when both name one, else by its choices.
// On Catalog V3 the same variant with other choice modifiers (`options.options`) is another line.
import { ownValue } from '../../src/http/values.ts';
import type { CatalogReference, CatalogVersion } from '../../src/index.ts';

/** An item as an add names it. */
export interface WantedItem {
  productId: string;
  variantId?: string;
  /** Option name → choice name. */
  options: Record<string, string>;
  /**
   * Catalog V3: the choice modifiers, modifier key → choice key (`catalogReference.options.options`, which a V3
   * line holds as its `options`); absent when the item's catalog is not known to be V3.
   */
  modifiers?: Record<string, string>;
}

interface Line extends WantedItem {
  details: Array<{ name: string; value: string }>;
}

export function sameItem(line: Line, wanted: WantedItem): boolean {
  if (line.productId !== wanted.productId) return false;
  if (wanted.variantId && line.variantId)
    return (
      line.variantId === wanted.variantId &&
      (!wanted.modifiers || sameEntries(line.options, wanted.modifiers))
    );
  return Object.entries(wanted.options).every(
    ([name, value]) =>
      ownValue(line.options, name) === value ||
      line.details.some((d) => d.name === name && d.value === value),
  );
}

function sameEntries(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((n) => ownValue(a, n) === ownValue(b, n));
}

/** The item a catalog reference names; on a V3 catalog its `options.options` are modifiers. */
export function referencedItem(reference: CatalogReference, catalog?: CatalogVersion): WantedItem {
  const { variantId, options = {} } = reference.options ?? {};
  const item: WantedItem = { productId: reference.catalogItemId, options };
  if (variantId) item.variantId = variantId;
  if (catalog === 'V3_CATALOG') item.modifiers = options;
  return item;
}
