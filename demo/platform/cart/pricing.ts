// Prices a list of cart lines against the catalog as it is now: unit prices, availability per line,
// subtotal, the coupon's discount (or why it does not apply), total weight and quantity.
import { round2 } from '../catalog/money.ts';
import { findProduct } from '../catalog/store.ts';
import type { Product, Variant } from '../catalog/types.ts';
import type { PlatformError } from '../http/errors.ts';
import type { Platform } from '../platform.ts';
import type { Coupon } from '../seed/coupons.ts';
import { couponProblem, findCoupon, subtotalDiscount } from './coupons.ts';
import { available } from './resolve.ts';
import { coupons } from './store.ts';
import type { StoredLine } from './types.ts';

export type Availability = 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';

export interface PricedLine {
  stored: StoredLine;
  product?: Product;
  variant?: Variant;
  status: Availability;
  /** Set when stock is tracked or the item cannot be bought. */
  quantityAvailable?: number;
  name: string;
  unitPrice: number;
  fullPrice: number;
  lineTotal: number;
  weight: number;
}

export interface AppliedCoupon {
  coupon: Coupon;
  discount: number;
  /** Why the coupon takes nothing off now (e.g. the subtotal fell below its minimum). */
  problem?: PlatformError;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotal: number;
  coupon?: AppliedCoupon;
  discount: number;
  subtotalAfterDiscounts: number;
  weight: number;
  quantity: number;
  /** Every line can be bought in full. */
  purchasable: boolean;
}

function priceLine(platform: Platform, stored: StoredLine): PricedLine {
  const product = findProduct(platform, stored.productId);
  const variant = product?.variants.find((v) => v.id === stored.variantId);
  if (!product || !variant || !product.visible || !variant.variant.visible) {
    const s = stored.snapshot;
    return {
      stored,
      status: 'NOT_FOUND',
      quantityAvailable: 0,
      name: s.name,
      unitPrice: s.price,
      fullPrice: s.fullPrice,
      lineTotal: 0,
      weight: s.weight,
    };
  }
  const left = available(variant);
  const status: Availability =
    left === 0 ? 'NOT_AVAILABLE' : left < stored.quantity ? 'PARTIALLY_AVAILABLE' : 'AVAILABLE';
  const unitPrice = variant.variant.priceData.discountedPrice;
  return {
    stored,
    product,
    variant,
    status,
    ...(Number.isFinite(left) ? { quantityAvailable: left } : {}),
    name: product.name,
    unitPrice,
    fullPrice: variant.variant.priceData.price,
    lineTotal: status === 'NOT_AVAILABLE' ? 0 : round2(unitPrice * stored.quantity),
    weight: variant.variant.weight,
  };
}

export function priceCart(
  platform: Platform,
  lines: StoredLine[],
  couponCode: string | undefined,
): PricedCart {
  const priced = lines.map((line) => priceLine(platform, line));
  const counted = priced.filter((l) => l.status === 'AVAILABLE' || l.status === 'PARTIALLY_AVAILABLE');
  const subtotal = round2(counted.reduce((sum, l) => sum + l.lineTotal, 0));
  const coupon = couponCode ? findCoupon(coupons(platform), couponCode) : undefined;
  let applied: AppliedCoupon | undefined;
  if (coupon) {
    const problem = couponProblem(coupon, subtotal, platform.now());
    applied = problem
      ? { coupon, discount: 0, problem }
      : { coupon, discount: subtotalDiscount(coupon, subtotal) };
  }
  const discount = applied?.discount ?? 0;
  return {
    lines: priced,
    subtotal,
    ...(applied ? { coupon: applied } : {}),
    discount,
    subtotalAfterDiscounts: round2(subtotal - discount),
    weight: round2(counted.reduce((sum, l) => sum + l.weight * l.stored.quantity, 0)),
    quantity: counted.reduce((sum, l) => sum + l.stored.quantity, 0),
    purchasable: priced.length > 0 && priced.every((l) => l.status === 'AVAILABLE'),
  };
}
