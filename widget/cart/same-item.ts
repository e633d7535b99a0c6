// Which cart line holds an item. The platform names a line's item its own way: Cart V2 by the variant
// alone, Cart V1 on a V1 site by the variant and the choices, and a line always describes its choices
// (`details`, e.g. Size: M). So an item is found by its variant when both name one, else by its choices.
import { ownValue } from '../../src/http/values.ts';
import type { CatalogReference } from '../../src/index.ts';

/** An item as an add names it. */
export interface WantedItem {
  productId: string;
  variantId?: string;
  /** Option name → choice name. */
  options: Record<string, string>;
}

interface Line extends WantedItem {
  details: Array<{ name: string; value: string }>;
}

export function sameItem(line: Line, wanted: WantedItem): boolean {
  if (line.productId !== wanted.productId) return false;
  if (wanted.variantId && line.variantId) return line.variantId === wanted.variantId;
  return Object.entries(wanted.options).every(
    ([name, value]) =>
      ownValue(line.options, name) === value ||
      line.details.some((d) => d.name === name && d.value === value),
  );
}

/** The item a catalog reference names. */
export function referencedItem(reference: CatalogReference): WantedItem {
  const { variantId, options = {} } = reference.options ?? {};
  return variantId
    ? { productId: reference.catalogItemId, variantId, options }
    : { productId: reference.catalogItemId, options };
}
