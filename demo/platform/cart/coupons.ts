// Coupon rules: whether a code may be applied to a cart now, what it takes off, and the platform's refusals
// for each generation. Reasons are V2's `InvalidCouponReason` (current-cart-v-2 meta.d.ts); the V1 codes and
// statuses are those of the discounts service plugin's error classes (`@wix/auto_sdk_ecom_discounts`
// `CouponHasExpiredWixError` & co.: 404 for an unknown code, 428 for the others).
import { formatUsd, round2 } from '../catalog/money.ts';
import { applicationError, type PlatformError } from '../http/errors.ts';
import type { Coupon } from '../seed/coupons.ts';

export type CouponReason =
  | 'EXPIRED'
  | 'INACTIVE'
  | 'MAX_USAGE_EXCEEDED'
  | 'MAX_USAGE_PER_CUSTOMER_EXCEEDED'
  | 'MIN_SUBTOTAL_NOT_REACHED';

export interface CouponProblem {
  reason: CouponReason;
  /** For people (the V1 violation's description); clients must not show it as their own text. */
  description: string;
}

/** Why `coupon` takes nothing off a cart of `owner` with `subtotal` at `now`, or undefined when it applies. */
export function couponProblem(
  coupon: Coupon,
  owner: string,
  subtotal: number,
  now: number,
): CouponProblem | undefined {
  const { code } = coupon;
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now)
    return { reason: 'EXPIRED', description: `Coupon ${code} expired on ${coupon.expiresAt.slice(0, 10)}` };
  if (coupon.startsAt && Date.parse(coupon.startsAt) > now)
    return { reason: 'INACTIVE', description: `Coupon ${code} applies from ${coupon.startsAt.slice(0, 10)}` };
  if (coupon.usageLimit !== undefined && coupon.timesUsed >= coupon.usageLimit)
    return { reason: 'MAX_USAGE_EXCEEDED', description: `Coupon ${code} has been used up` };
  if (coupon.limitPerCustomer !== undefined && (coupon.usesByCustomer[owner] ?? 0) >= coupon.limitPerCustomer)
    return {
      reason: 'MAX_USAGE_PER_CUSTOMER_EXCEEDED',
      description: `Coupon ${code} was already used by this customer`,
    };
  if (coupon.minSubtotal !== undefined && subtotal < coupon.minSubtotal)
    return {
      reason: 'MIN_SUBTOTAL_NOT_REACHED',
      description: `Coupon ${code} needs a subtotal of at least ${formatUsd(coupon.minSubtotal)}`,
    };
  return undefined;
}

/**
 * Whether applying the coupon is refused outright. A minimum subtotal not reached is not: the coupon is
 * applied, takes nothing off and is reported in the totals' violations (open question 7; the silent form).
 */
export const refusesApply = (problem: CouponProblem | undefined): problem is CouponProblem =>
  problem !== undefined && problem.reason !== 'MIN_SUBTOTAL_NOT_REACHED';

export function findCoupon(all: Coupon[], code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return all.find((c) => c.code === wanted);
}

const V1_CODES: Record<Exclude<CouponReason, 'MIN_SUBTOTAL_NOT_REACHED'>, string> = {
  EXPIRED: 'ERROR_COUPON_HAS_EXPIRED',
  INACTIVE: 'ERROR_COUPON_IS_NOT_ACTIVE_YET',
  MAX_USAGE_EXCEEDED: 'ERROR_COUPON_USAGE_EXCEEDED',
  MAX_USAGE_PER_CUSTOMER_EXCEEDED: 'ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED',
};

export const v1UnknownCoupon = (code: string): PlatformError =>
  applicationError(
    404,
    'ERROR_COUPON_DOES_NOT_EXIST',
    `There is no coupon with the code ${JSON.stringify(code)}`,
    {
      couponCode: code,
    },
  );

export function v1CouponRefusal(coupon: Coupon, problem: CouponProblem): PlatformError {
  const code = V1_CODES[problem.reason as keyof typeof V1_CODES];
  return applicationError(428, code, problem.description, { couponCode: coupon.code });
}

export const v2UnknownCoupon = (code: string): PlatformError =>
  applicationError(428, 'INVALID_COUPON_CODE', `There is no coupon with the code ${JSON.stringify(code)}`, {
    couponCode: code,
  });

export const v2CouponRefusal = (coupon: Coupon, problem: CouponProblem): PlatformError =>
  applicationError(428, 'INVALID_COUPON_STATUS', problem.description, {
    couponCode: coupon.code,
    reason: problem.reason,
  });

/** What the coupon takes off the subtotal (never more than the subtotal); free shipping takes nothing here. */
export function subtotalDiscount(coupon: Coupon, subtotal: number): number {
  if (coupon.type === 'PERCENT') return round2((subtotal * coupon.value) / 100);
  if (coupon.type === 'AMOUNT') return round2(Math.min(subtotal, coupon.value));
  return 0;
}

/** Splits a cart-level discount over lines in proportion to their totals; the last line takes the rounding. */
export function splitDiscount(
  discount: number,
  lines: Array<{ id: string; total: number }>,
): Map<string, number> {
  const shares = new Map<string, number>();
  const paying = lines.filter((l) => l.total > 0);
  const sum = paying.reduce((s, l) => s + l.total, 0);
  let left = discount;
  paying.forEach((line, i) => {
    const share = i === paying.length - 1 ? round2(left) : round2((discount * line.total) / sum);
    shares.set(line.id, share);
    left = round2(left - share);
  });
  return shares;
}
