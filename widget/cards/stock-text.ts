// A product's stock as the shopper reads it, and as a state the owner's CSS can select on.
import type { Translate } from '../i18n/index.ts';
import type { ProductSummary } from '../products.ts';

export type StockState = 'in-stock' | 'low' | 'preorder' | 'sold-out';

/** At most this many left reads "Only n left" (where the platform tells the quantity: Catalog V1). */
export const LOW_STOCK = 5;

export function stockOf(summary: ProductSummary, t: Translate): { state: StockState; text: string } {
  if (!summary.inStock) return { state: 'sold-out', text: t('stock.soldOut') };
  // Out of stock but taking pre-orders (Catalog V3): buyable, and `inStock` says so, but not in stock.
  if (summary.availability === 'PREORDER') return { state: 'preorder', text: t('stock.preorder') };
  const left = summary.quantity;
  if (left !== undefined && left > 0 && left <= LOW_STOCK)
    return { state: 'low', text: t('stock.low', { count: left }) };
  return { state: 'in-stock', text: t('stock.inStock') };
}
