// Coupon rules: whether a code may be applied to a cart now, and what it takes off.
import { formatUsd, round2 } from '../catalog/money.ts';
import { applicationError, type PlatformError } from '../http/errors.ts';
import type { Coupon } from '../seed/coupons.ts';

/** Why `coupon` cannot apply to a cart with `subtotal` at `now`, or undefined when it can. */
export function couponProblem(coupon: Coupon, subtotal: number, now: number): PlatformError | undefined {
  const data = { code: coupon.code, couponId: coupon.id };
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now)
    return applicationError(
      400,
      'ERROR_COUPON_HAS_EXPIRED',
      `Coupon ${coupon.code} expired on ${coupon.expiresAt.slice(0, 10)}`,
      {
        ...data,
        expiresAt: coupon.expiresAt,
      },
    );
  if (coupon.usageLimit !== undefined && coupon.timesUsed >= coupon.usageLimit)
    return applicationError(
      400,
      'ERROR_COUPON_USAGE_EXCEEDED',
      `Coupon ${coupon.code} has already been used the maximum number of times`,
      {
        ...data,
        usageLimit: coupon.usageLimit,
      },
    );
  if (coupon.minSubtotal !== undefined && subtotal < coupon.minSubtotal)
    return applicationError(
      400,
      'ERROR_COUPON_MIN_SUBTOTAL_NOT_REACHED',
      `Coupon ${coupon.code} needs a subtotal of at least ${formatUsd(coupon.minSubtotal)}; the cart has ${formatUsd(subtotal)}`,
      { ...data, minSubtotal: String(coupon.minSubtotal), subtotal: String(round2(subtotal)) },
    );
  return undefined;
}

export function findCoupon(all: Coupon[], code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return all.find((c) => c.code === wanted);
}

export function unknownCoupon(code: string): PlatformError {
  return applicationError(
    400,
    'ERROR_COUPON_DOES_NOT_EXIST',
    `There is no coupon with the code ${JSON.stringify(code)}`,
    { code },
  );
}

/** What the coupon takes off the subtotal (never more than the subtotal); free shipping takes nothing here. */
export function subtotalDiscount(coupon: Coupon, subtotal: number): number {
  if (coupon.type === 'PERCENT') return round2((subtotal * coupon.value) / 100);
  if (coupon.type === 'AMOUNT') return round2(Math.min(subtotal, coupon.value));
  return 0;
}
