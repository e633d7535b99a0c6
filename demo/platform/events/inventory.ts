// Legacy inventory events (protocol §9.4): InventoryVariantsChanged with old and new values per variant,
// InventoryItemChanged when tracking is switched on or off.
import type { Product } from '../catalog/types.ts';
import type { Platform } from '../platform.ts';
import { EVENT_TYPES } from './types.ts';

export type StockSnapshot = Map<string, { quantity?: number; inStock: boolean }>;
export type InventoryReason = 'ORDER' | 'MANUAL' | 'REVERT_INVENTORY_CHANGE';

export function snapshotStock(product: Product): { track: boolean; variants: StockSnapshot } {
  const variants: StockSnapshot = new Map();
  for (const v of product.variants)
    variants.set(v.id, {
      ...(v.stock.quantity !== undefined ? { quantity: v.stock.quantity } : {}),
      inStock: v.stock.inStock,
    });
  return { track: product.stock.trackInventory, variants };
}

const value = (s: { quantity?: number; inStock: boolean } | undefined) => ({
  ...(s?.quantity !== undefined ? { quantity: s.quantity } : {}),
  inStock: s?.inStock ?? false,
  availableForPreorder: false,
});

/** Emits the inventory events for whatever changed between `before` and the product as it is now. */
export function emitInventoryChanges(
  platform: Platform,
  product: Product,
  before: ReturnType<typeof snapshotStock>,
  reason: InventoryReason,
): void {
  const updatedDate = new Date(platform.now()).toISOString();
  const base = { inventoryItemId: product.inventoryItemId, externalId: product.id, productId: product.id };
  if (before.track !== product.stock.trackInventory)
    platform.emitEvent(EVENT_TYPES.inventoryItemChanged, {
      ...base,
      trackInventory: product.stock.trackInventory,
      preorderInfo: { enabled: false },
      fieldMask: 'trackInventory',
      updatedDate,
    });
  const variants = product.variants.flatMap((v) => {
    const old = before.variants.get(v.id);
    const changed = !old || old.quantity !== v.stock.quantity || old.inStock !== v.stock.inStock;
    return changed ? [{ id: v.id, oldValue: value(old), newValue: value(v.stock) }] : [];
  });
  if (variants.length)
    platform.emitEvent(EVENT_TYPES.inventoryVariantsChanged, { ...base, variants, reason, updatedDate });
}
