// The one way a catalog write is finished: recompute the product, stamp it, persist, and tell the world
// (product event, inventory events for stock that moved, ribbon events).
import { emitInventoryChanges, type InventoryReason, snapshotStock } from '../events/inventory.ts';
import { emitProductEvent } from '../events/product-v3.ts';
import { syncRibbons } from '../events/ribbons.ts';
import type { Platform } from '../platform.ts';
import { normalizeProduct } from './normalize.ts';
import { recordRevision } from './revisions.ts';
import { catalog } from './store.ts';
import type { Product } from './types.ts';

export interface ProductChange {
  product: Product;
  kind: 'created' | 'updated' | 'deleted';
  baseUrl: string;
  modifiedFields?: string[];
  stockBefore?: ReturnType<typeof snapshotStock>;
  reason?: InventoryReason;
}

export function commitProduct(platform: Platform, change: ProductChange): Product {
  const { product } = change;
  if (change.kind !== 'deleted') {
    normalizeProduct(product);
    product.lastUpdated = new Date(platform.now()).toISOString();
  }
  // A deleted product's event still carries its last revision.
  if (change.kind !== 'deleted') recordRevision(platform, product.id, change.kind);
  emitProductEvent(platform, change.kind, product, change.baseUrl, change.modifiedFields);
  if (change.kind === 'deleted') recordRevision(platform, product.id, change.kind);
  if (change.stockBefore && change.kind === 'updated')
    emitInventoryChanges(platform, product, change.stockBefore, change.reason ?? 'MANUAL');
  syncRibbons(platform, catalog(platform).products);
  return product;
}

/** Runs `mutate` on a product and commits it with the inventory events for any stock it moved. */
export function updateProduct(
  platform: Platform,
  product: Product,
  baseUrl: string,
  mutate: () => string[],
  reason: InventoryReason = 'MANUAL',
): Product {
  const stockBefore = snapshotStock(product);
  const modifiedFields = mutate();
  return commitProduct(platform, { product, kind: 'updated', baseUrl, modifiedFields, stockBefore, reason });
}
