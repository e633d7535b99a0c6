// Stock movements shared by the control endpoint and checkout: every change goes through `updateProduct`,
// so it emits the inventory events and a product update.
import type { InventoryReason } from '../events/inventory.ts';
import type { Platform } from '../platform.ts';
import { updateProduct } from './commit.ts';
import type { Product } from './types.ts';

/** Quantity given to other variants when the control endpoint switches tracking on for a product. */
const DEFAULT_TRACKED_QUANTITY = 100;

/** Sets the quantity of one variant (or of every variant when `variantId` is undefined). */
export function setStock(
  platform: Platform,
  product: Product,
  variantId: string | undefined,
  quantity: number,
  baseUrl: string,
  reason: InventoryReason = 'MANUAL',
): Product {
  return updateProduct(
    platform,
    product,
    baseUrl,
    () => {
      if (!product.stock.trackInventory) {
        product.stock.trackInventory = true;
        for (const v of product.variants)
          v.stock = {
            trackQuantity: true,
            quantity: v.stock.inStock ? DEFAULT_TRACKED_QUANTITY : 0,
            inStock: v.stock.inStock,
          };
      }
      for (const v of product.variants)
        if (variantId === undefined || v.id === variantId) v.stock.quantity = quantity;
      return ['inventory'];
    },
    reason,
  );
}

/** Takes sold quantities out of stock, per product, with reason ORDER. Untracked products are left alone. */
export function takeFromStock(
  platform: Platform,
  sold: Array<{ product: Product; variantId: string; quantity: number }>,
  baseUrl: string,
): void {
  for (const product of new Set(sold.map((s) => s.product))) {
    if (!product.stock.trackInventory) continue;
    updateProduct(
      platform,
      product,
      baseUrl,
      () => {
        for (const s of sold.filter((x) => x.product === product)) {
          const variant = product.variants.find((v) => v.id === s.variantId);
          if (variant) variant.stock.quantity = Math.max(0, (variant.stock.quantity ?? 0) - s.quantity);
        }
        return ['inventory'];
      },
      'ORDER',
    );
  }
}
