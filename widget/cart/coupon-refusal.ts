// The shopper's own words for each reason the platform gives for refusing a coupon (issue 13, differences
// 3 and 6): Cart V1's discount codes, Cart V2's add-coupon codes and its INVALID_COUPON_STATUS reasons
// (platform-2026.md §2.4, §2.5). The platform's description is for developers and in the store's language,
// so it is never shown: an unknown code gets a polite general text, and the details go to the console.
import { isApiError } from '../../src/index.ts';
import { reasonOf } from '../errors.ts';
import type { MessageKey, Translate } from '../i18n/index.ts';

const BY_CODE: Record<string, MessageKey> = {
  // Cart V1 (the discounts service's error classes)
  ERROR_COUPON_DOES_NOT_EXIST: 'coupon.notFound',
  ERROR_COUPON_HAS_EXPIRED: 'coupon.expired',
  ERROR_COUPON_IS_NOT_ACTIVE_YET: 'coupon.notActiveYet',
  ERROR_COUPON_USAGE_EXCEEDED: 'coupon.usedUp',
  ERROR_COUPON_LIMIT_PER_CUSTOMER_EXCEEDED: 'coupon.usedByYou',
  // Current Cart V2 (add-coupon's declared application errors)
  INVALID_COUPON_CODE: 'coupon.notFound',
  COUPON_ALREADY_EXISTS: 'coupon.alreadyApplied',
  MAX_COUPONS_PER_CART_EXCEEDED: 'coupon.onlyOne',
  COUPON_LOCKED: 'coupon.locked',
  CART_ALREADY_ORDERED: 'refusal.alreadyOrdered',
};

/** Cart V2 `INVALID_COUPON_STATUS`: its `reason`. */
const BY_REASON: Record<string, MessageKey> = {
  EXPIRED: 'coupon.expired',
  DISABLED: 'coupon.disabled',
  INACTIVE: 'coupon.notActiveYet',
  MAX_USAGE_EXCEEDED: 'coupon.usedUp',
  MAX_USAGE_PER_CUSTOMER_EXCEEDED: 'coupon.usedByYou',
  NOT_APPLICABLE_TO_SUBSCRIPTIONS: 'coupon.notApplicable',
  NOT_APPLICABLE_TO_SELECTED_LINE_ITEMS: 'coupon.notApplicable',
  MIN_LINE_ITEM_QUANTITY_NOT_REACHED: 'coupon.minQuantity',
  MIN_SUBTOTAL_NOT_REACHED: 'coupon.minSubtotal',
};

/** What to tell the shopper when applying a coupon failed. */
export function couponRefusal(error: unknown, t: Translate): string {
  if (!isApiError(error)) return reasonOf(error, t); // the network, not the coupon
  const data = error.details.applicationError?.data ?? {};
  const key = error.code === 'INVALID_COUPON_STATUS' ? BY_REASON[String(data.reason)] : BY_CODE[error.code];
  if (key) return t(key);
  console.warn(
    `[dropcart] the platform refused the coupon with ${error.code}; shown as a general text`,
    error,
  );
  return t('coupon.notAccepted');
}
