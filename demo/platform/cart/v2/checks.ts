// The checks Current Cart V2 makes before it applies a coupon, a gift card or a delivery method, each
// throwing the declared application error (platform-2026.md §2.5). Shared by the dedicated endpoints and create.
import { isObj, type JsonObject } from '../../catalog/json.ts';
import { applicationError, validationError, violation } from '../../http/errors.ts';
import type { Platform } from '../../platform.ts';
import { SHIPPING_CARRIER_ID } from '../../seed/shipping.ts';
import { couponProblem, findCoupon, refusesApply, v2CouponRefusal, v2UnknownCoupon } from '../coupons.ts';
import { findGiftCard, giftCardReason, giftCardRefused, unknownGiftCard } from '../gift-cards.ts';
import { priceCart } from '../pricing.ts';
import { shippingOptions } from '../shipping.ts';
import { coupons, type Owner } from '../store.ts';
import type { Address, AppliedCouponRef, AppliedGiftCardRef, DeliveryChoice, StoredLine } from '../types.ts';
import { requiredText } from './input.ts';

/** The one `{code}` of create's `coupons` or `giftCards` list; a cart holds one of each. */
export function onlyCode(list: unknown, field: string, tooMany: string): string | undefined {
  if (list === undefined || list === null) return undefined;
  if (!Array.isArray(list)) throw validationError([violation(field, 'must be an array', 'FORMAT')]);
  if (list.length > 1) throw applicationError(400, tooMany, `A cart holds one of ${field}`);
  const first = list[0];
  if (first === undefined) return undefined;
  return requiredText(isObj(first) ? first : {}, 'code', `${field}[0].code`);
}

export function v2Checks(platform: Platform) {
  const checkedCoupon = (code: string, who: Owner, lines: StoredLine[]): AppliedCouponRef => {
    const coupon = findCoupon(coupons(platform), code);
    if (!coupon) throw v2UnknownCoupon(code);
    const subtotal = priceCart(platform, { lines, owner: who.key }, 'V2').subtotal;
    const problem = couponProblem(coupon, who.key, subtotal, platform.now());
    if (refusesApply(problem)) throw v2CouponRefusal(coupon, problem);
    return { id: coupon.id, code: coupon.code };
  };

  const checkedGiftCard = (code: string): AppliedGiftCardRef => {
    const card = findGiftCard(platform, code);
    if (!card) throw unknownGiftCard(code);
    const reason = giftCardReason(card, platform.now());
    if (reason) throw giftCardRefused(card, reason);
    return { id: card.id, code: card.code };
  };

  const checkedDelivery = (
    input: JsonObject,
    cart: {
      lines: StoredLine[];
      owner: string;
      coupon?: AppliedCouponRef | undefined;
      deliveryAddress?: Address | undefined;
    },
  ): DeliveryChoice => {
    const code = requiredText(input, 'code', 'deliveryMethod.code');
    const appId = typeof input.appId === 'string' && input.appId ? input.appId : undefined;
    if (!cart.lines.length)
      throw applicationError(428, 'DELIVERY_METHOD_MISSING_LINE_ITEMS', 'The cart has no items to deliver');
    if (!cart.deliveryAddress)
      throw applicationError(
        428,
        'DELIVERY_METHOD_MISSING_ADDRESS',
        'Set the delivery address (PATCH deliveryInfo.address) first',
      );
    const priced = priceCart(platform, { lines: cart.lines, coupon: cart.coupon, owner: cart.owner }, 'V2');
    const serves = shippingOptions(priced, cart.deliveryAddress.country, false).some((o) => o.code === code);
    if (!serves || (appId !== undefined && appId !== SHIPPING_CARRIER_ID))
      throw applicationError(428, 'DELIVERY_METHOD_NOT_FOUND', 'No such delivery method for this address', {
        code,
        ...(appId ? { appId } : {}),
      });
    return { code, carrierId: SHIPPING_CARRIER_ID };
  };

  return { checkedCoupon, checkedGiftCard, checkedDelivery };
}
