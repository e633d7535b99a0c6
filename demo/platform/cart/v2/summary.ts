// The CartSummary of `estimate` and `calculate` (platform-2026.md §2.4). Cart V2 lists no delivery options:
// the delivery price is that of the method the cart holds (`set-delivery-method`, a shipping-rule code) for
// the cart's address. With an address but no method nothing is charged and MISSING_DELIVERY_METHOD is
// reported (open question 9, the form hardest on a client); with no address there is no delivery and no tax,
// and both MISSING_DELIVERY_ADDRESS and MISSING_DELIVERY_METHOD are reported, as a recorded live answer
// does (platform-2026.md §6a). Like that answer, the summary carries the deprecated `calculationErrors` and
// a zero entry in `taxSummary.taxes` when no tax is charged.
import { randomUUID } from 'node:crypto';
import { round2 } from '../../catalog/money.ts';
import type { Platform } from '../../platform.ts';
import { findGiftCard, giftCardReason } from '../gift-cards.ts';
import { money, moneyOrZero } from '../money.ts';
import type { PricedCart } from '../pricing.ts';
import { type ShippingQuote, shippingOptions, taxFor } from '../shipping.ts';
import type { StoredCart } from '../types.ts';
import { deliveryMethodView } from './view.ts';
import type { WireSummary, WireViolation } from './wire.ts';

export interface SummaryFlags {
  calculateDelivery: boolean;
  calculateTax: boolean;
  calculateGiftCards: boolean;
  /** `validationConfig` other than SKIP_VALIDATIONS. */
  validate: boolean;
}

const text = (s: string) => ({ original: s, translated: s });

interface Delivery {
  quote?: ShippingQuote;
  violations: WireViolation[];
}

function delivery(cart: StoredCart, priced: PricedCart, flags: SummaryFlags): Delivery {
  if (!flags.calculateDelivery) return { violations: [] };
  const address = cart.deliveryAddress;
  const problem = (code: WireViolation['code'], description: string): WireViolation => ({
    scope: 'DELIVERY',
    code,
    severity: 'ERROR',
    description,
  });
  const violation = (code: WireViolation['code'], description: string): Delivery => ({
    violations: [problem(code, description)],
  });
  const noMethod = problem('MISSING_DELIVERY_METHOD', 'The cart is missing a delivery method.');
  if (!address)
    return {
      violations: [
        problem('MISSING_DELIVERY_ADDRESS', 'The cart is missing a delivery address.'),
        ...(cart.deliveryMethod ? [] : [noMethod]),
      ],
    };
  if (!cart.deliveryMethod) return { violations: [noMethod] };
  const quote = shippingOptions(priced, address.country, false).find(
    (o) => o.code === cart.deliveryMethod?.code,
  );
  if (!quote)
    return violation(
      'DELIVERY_METHOD_NO_LONGER_AVAILABLE',
      `Delivery method ${cart.deliveryMethod.code} does not deliver to ${address.country}`,
    );
  return { quote, violations: [] };
}

function cartViolations(priced: PricedCart, cart: StoredCart): WireViolation[] {
  const found: WireViolation[] = [];
  if (cart.lines.length === 0)
    found.push({ scope: 'GLOBAL', code: 'EMPTY_CART', severity: 'ERROR', description: 'The cart is empty' });
  const out = priced.lines.filter(
    (l) => l.v2Status === 'OUT_OF_STOCK' || l.v2Status === 'REMOVED_FROM_CATALOG',
  );
  if (out.length)
    found.push({
      scope: 'LINE_ITEM',
      code: 'LINE_ITEMS_OUT_OF_STOCK',
      severity: 'ERROR',
      description: 'Some items cannot be bought',
      lineItemsOutOfStockData: {
        lineItemIds: out.map((l) => l.stored.id),
        allLineItemsOutOfStock: out.length === priced.lines.length,
      },
    });
  const coupon = priced.coupon;
  if (coupon?.problem)
    found.push({
      scope: 'DISCOUNT',
      code: 'INVALID_COUPON_STATUS',
      severity: 'ERROR',
      description: coupon.problem.description,
      invalidCouponStatusData: {
        couponCode: coupon.coupon.code,
        reason: coupon.problem.reason,
        ...(coupon.problem.reason === 'MIN_SUBTOTAL_NOT_REACHED' && coupon.coupon.minSubtotal !== undefined
          ? {
              minSubtotalNotReachedDetails: {
                requiredMinimumSubtotal: money(coupon.coupon.minSubtotal),
                originalDescription: coupon.problem.description,
              },
            }
          : {}),
      },
    });
  return found;
}

export function summarize(
  platform: Platform,
  cart: StoredCart,
  priced: PricedCart,
  flags: SummaryFlags,
): WireSummary {
  const shipping = delivery(cart, priced, flags);
  const freeDelivery = priced.coupon?.coupon.type === 'FREE_SHIPPING' && !priced.coupon.problem;
  const deliveryCost = shipping.quote?.cost ?? 0;
  const deliveryDiscount = freeDelivery ? deliveryCost : 0;
  const deliveryPrice = round2(deliveryCost - deliveryDiscount);
  const address = cart.deliveryAddress;
  const tax =
    flags.calculateTax && address
      ? taxFor(address.country, priced.subtotalAfterDiscounts + deliveryPrice)
      : { rate: 0, name: '', amount: 0 };
  const total = round2(priced.subtotalAfterDiscounts + deliveryPrice + tax.amount);

  const giftViolations: WireViolation[] = [];
  let redeemed = 0;
  const giftCard =
    flags.calculateGiftCards && cart.giftCard ? findGiftCard(platform, cart.giftCard.code) : undefined;
  if (giftCard) {
    const reason = giftCardReason(giftCard, platform.now());
    if (reason)
      giftViolations.push({
        scope: 'GIFT_CARD',
        code: 'INVALID_GIFT_CARD_STATUS',
        severity: 'ERROR',
        description: `The gift card cannot be used (${reason})`,
        invalidGiftCardStatusData: { giftCardCode: giftCard.code, reason, giftCardId: giftCard.id },
      });
    else redeemed = round2(Math.min(giftCard.balance, total));
  }
  const afterGiftCards = round2(total - redeemed);

  const coupon = priced.coupon;
  const discounts: WireSummary['discounts'] = [];
  if (coupon && coupon.discount > 0)
    discounts.push({
      name: text(coupon.coupon.code),
      source: { sourceType: 'COUPON', couponCode: coupon.coupon.code },
      scope: 'CART_SUBTOTAL',
      total: money(coupon.discount),
      lineItemDiscounts: priced.lines
        .filter((l) => l.discount > 0)
        .map((l) => ({ lineItemId: l.stored.id, amountOff: money(l.discount) })),
    });
  if (coupon && deliveryDiscount > 0)
    discounts.push({
      name: text(coupon.coupon.code),
      source: { sourceType: 'COUPON', couponCode: coupon.coupon.code },
      scope: 'DELIVERY',
      total: money(deliveryDiscount),
    });

  const billed = priced.lines.filter((l) => l.lineTotal > 0);
  return {
    cartId: cart.id,
    cartRevision: String(cart.revision),
    calculationId: randomUUID(),
    lineItems: priced.lines.map((l) => ({
      lineItemId: l.stored.id,
      quantity: l.confirmed,
      unitPrice: money(l.unitPrice),
      totalPrice: money(l.lineTotal),
    })),
    discounts,
    ...(shipping.quote && cart.deliveryMethod
      ? { deliverySummary: { method: deliveryMethodView(cart.deliveryMethod), price: money(deliveryPrice) } }
      : {}),
    additionalFees: [],
    taxSummary: {
      taxes: [
        tax.amount > 0
          ? {
              name: text(tax.name),
              taxableAmount: money(priced.subtotalAfterDiscounts + deliveryPrice),
              exemptAmount: money(0),
              amount: money(tax.amount),
            }
          : { taxableAmount: money(0), exemptAmount: money(0), amount: money(0) },
      ],
      totalExempt: money(0),
      pricesIncludeTax: false,
      lineItemTaxes:
        tax.rate > 0
          ? billed.map((l) => ({
              lineItemId: l.stored.id,
              tax: money((l.lineTotal - l.discount) * tax.rate),
              rate: String(tax.rate),
            }))
          : [],
      ...(tax.rate > 0 && deliveryPrice > 0 ? { deliveryTax: money(deliveryPrice * tax.rate) } : {}),
      additionalFeeTaxes: [],
    },
    priceSummary: {
      subtotal: money(priced.subtotal),
      discount: moneyOrZero(priced.discount),
      delivery: moneyOrZero(deliveryPrice),
      additionalFees: moneyOrZero(0),
      tax: money(tax.amount),
      total: money(total),
    },
    paymentSummary: {
      giftCards: redeemed > 0 && giftCard ? [{ giftCardId: giftCard.id, redeemAmount: money(redeemed) }] : [],
      memberships: [],
      subscriptionCharges: [],
      requiresPaymentAfterGiftCard: afterGiftCards > 0,
      totalAfterGiftCards: money(afterGiftCards),
      payNow: money(afterGiftCards),
      payLater: money(0),
    },
    priceVerificationToken: Buffer.from(`${cart.id}:${cart.revision}:${total}`).toString('base64url'),
    calculationErrors: { orderValidationErrors: [] },
    spiViolations: [],
    violations: flags.validate
      ? [...cartViolations(priced, cart), ...shipping.violations, ...giftViolations]
      : [],
  };
}
