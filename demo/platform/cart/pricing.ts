// Prices a cart's lines against the catalog as it is now: unit prices, availability per line in each
// generation's terms, the subtotal, the coupon's discount (or why it takes nothing), weight and quantity.
// V1 bills a line's confirmed `quantity`; V2 bills `confirmedQuantity = min(requested, available)`.
import { round2 } from '../catalog/money.ts';
import { findProduct } from '../catalog/store.ts';
import type { Product, Variant } from '../catalog/types.ts';
import type { Platform } from '../platform.ts';
import type { Coupon } from '../seed/coupons.ts';
import { type CouponProblem, couponProblem, findCoupon, splitDiscount, subtotalDiscount } from './coupons.ts';
import { modifiersPrice } from './modifiers.ts';
import { available } from './resolve.ts';
import { coupons } from './store.ts';
import type { AppliedCouponRef, StoredLine } from './types.ts';

export type Generation = 'V1' | 'V2';
export type V1Availability = 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';
export type V2Status = 'IN_STOCK' | 'PARTIALLY_IN_STOCK' | 'OUT_OF_STOCK' | 'REMOVED_FROM_CATALOG';

export interface PricedLine {
  stored: StoredLine;
  product?: Product;
  variant?: Variant;
  /** How many can be sold now: 0 when removed from the catalog, Infinity when not tracked. */
  available: number;
  v1Status: V1Availability;
  v2Status: V2Status;
  /** min(requested, available): V2's `confirmedQuantity`. */
  confirmed: number;
  /** The quantity this generation bills. */
  billed: number;
  name: string;
  /** Includes the chosen modifiers' added prices, as the platform's prices do. */
  unitPrice: number;
  fullPrice: number;
  /** What the chosen modifiers add to one item (V2 `breakdown.totalModifiersPrice`). */
  modifiersPrice: number;
  lineTotal: number;
  weight: number;
  /** The line's share of the coupon's subtotal discount. */
  discount: number;
}

export interface AppliedCoupon {
  coupon: Coupon;
  discount: number;
  /** Why the coupon takes nothing off now (e.g. the subtotal fell below its minimum). */
  problem?: CouponProblem;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotal: number;
  coupon?: AppliedCoupon;
  discount: number;
  subtotalAfterDiscounts: number;
  weight: number;
  quantity: number;
}

export interface PriceInput {
  lines: StoredLine[];
  coupon?: AppliedCouponRef | undefined;
  /** The cart owner's key, for per-customer coupon limits. */
  owner: string;
}

/** A custom line item: the caller's price, its own stock (unlimited when not given). */
function priceCustomLine(stored: StoredLine, generation: Generation): PricedLine {
  const s = stored.snapshot;
  const left = stored.custom?.quantityAvailable ?? Number.POSITIVE_INFINITY;
  const confirmed = Math.min(stored.requestedQuantity, left);
  const billed = generation === 'V1' ? stored.quantity : confirmed;
  return {
    stored,
    available: left,
    v1Status: left === 0 ? 'NOT_AVAILABLE' : left < stored.quantity ? 'PARTIALLY_AVAILABLE' : 'AVAILABLE',
    v2Status:
      left === 0 ? 'OUT_OF_STOCK' : left < stored.requestedQuantity ? 'PARTIALLY_IN_STOCK' : 'IN_STOCK',
    confirmed,
    billed,
    name: s.name,
    unitPrice: s.price,
    fullPrice: s.fullPrice,
    modifiersPrice: 0,
    lineTotal: round2(s.price * billed),
    weight: s.weight,
    discount: 0,
  };
}

function priceLine(platform: Platform, stored: StoredLine, generation: Generation): PricedLine {
  if (stored.custom) return priceCustomLine(stored, generation);
  const product = findProduct(platform, stored.productId);
  const variant = product?.variants.find((v) => v.id === stored.variantId);
  if (!product || !variant || !product.visible || !variant.variant.visible) {
    const s = stored.snapshot;
    return {
      stored,
      available: 0,
      v1Status: 'NOT_FOUND',
      v2Status: 'REMOVED_FROM_CATALOG',
      confirmed: 0,
      billed: generation === 'V1' ? stored.quantity : 0,
      name: s.name,
      unitPrice: s.price,
      fullPrice: s.fullPrice,
      modifiersPrice: 0,
      lineTotal: 0,
      weight: s.weight,
      discount: 0,
    };
  }
  const left = available(variant);
  const confirmed = Math.min(stored.requestedQuantity, left);
  const v1Status: V1Availability =
    left === 0 ? 'NOT_AVAILABLE' : left < stored.quantity ? 'PARTIALLY_AVAILABLE' : 'AVAILABLE';
  const v2Status: V2Status =
    left === 0 ? 'OUT_OF_STOCK' : left < stored.requestedQuantity ? 'PARTIALLY_IN_STOCK' : 'IN_STOCK';
  const billed = generation === 'V1' ? stored.quantity : confirmed;
  const added = modifiersPrice(product, stored.modifiers);
  const unitPrice = round2(variant.variant.priceData.discountedPrice + added);
  return {
    stored,
    product,
    variant,
    available: left,
    v1Status,
    v2Status,
    confirmed,
    billed,
    name: product.name,
    unitPrice,
    fullPrice: round2(variant.variant.priceData.price + added),
    modifiersPrice: added,
    lineTotal: left === 0 ? 0 : round2(unitPrice * billed),
    weight: variant.variant.weight,
    discount: 0,
  };
}

export function priceCart(platform: Platform, input: PriceInput, generation: Generation): PricedCart {
  const lines = input.lines.map((line) => priceLine(platform, line, generation));
  const counted = lines.filter((l) => l.lineTotal > 0);
  const subtotal = round2(counted.reduce((sum, l) => sum + l.lineTotal, 0));
  const coupon = input.coupon ? findCoupon(coupons(platform), input.coupon.code) : undefined;
  let applied: AppliedCoupon | undefined;
  if (coupon) {
    const problem = couponProblem(coupon, input.owner, subtotal, platform.now());
    applied = problem
      ? { coupon, discount: 0, problem }
      : { coupon, discount: subtotalDiscount(coupon, subtotal) };
    const shares = splitDiscount(
      applied.discount,
      counted.map((l) => ({ id: l.stored.id, total: l.lineTotal })),
    );
    for (const line of lines) line.discount = shares.get(line.stored.id) ?? 0;
  }
  const discount = applied?.discount ?? 0;
  return {
    lines,
    subtotal,
    ...(applied ? { coupon: applied } : {}),
    discount,
    subtotalAfterDiscounts: round2(subtotal - discount),
    weight: round2(counted.reduce((sum, l) => sum + l.weight * l.billed, 0)),
    quantity: counted.reduce((sum, l) => sum + l.billed, 0),
  };
}
