// Cart V2's estimate (`{cart, summary}`) as the generation-independent CartTotals (docs/client.md). Apart
// from normalize-v2.ts because only an open cart asks for totals: ops-v2-more.ts loads it on first use.
import { compact } from '../http/values.ts';
import type { CartTotals, CartViolation, DeliveryOption } from '../types/cart.ts';
import type { CartV2EstimateResponse, CartV2Violation } from '../types/cart-v2.ts';
import { nonZero } from './money.ts';
import { cartFromV2, text, v2Money } from './normalize-v2.ts';

function violationFromV2(v: CartV2Violation): CartViolation {
  return {
    code: v.code ?? 'GENERAL_CODE',
    severity: v.severity === 'ERROR' ? 'ERROR' : 'WARNING',
    ...compact({
      scope: v.scope,
      lineItemIds: v.lineItemsOutOfStockData?.lineItemIds ?? v.membersOnlyItemData?.lineItemIds,
      couponCode: v.invalidCouponCodeData?.couponCode ?? v.invalidCouponStatusData?.couponCode,
    }),
  };
}

/**
 * `{cart, summary}` as CartTotals. `priceSummary.subtotal` is after line discounts and `discount` the cart
 * discount (so subtotal − discount + delivery + tax + fees = total, as the platform defines them). Without a
 * delivery address the platform calculates no tax; without a method and price, no delivery: those stay absent.
 */
export function totalsFromV2({ cart, summary }: CartV2EstimateResponse): CartTotals {
  const normalized = cartFromV2(cart);
  const prices = summary.priceSummary ?? {};
  const delivery = summary.deliverySummary;
  const selected: DeliveryOption | undefined = delivery?.method?.code
    ? {
        code: delivery.method.code,
        title: text(delivery.method.title),
        price: v2Money(delivery.price ?? prices.delivery),
        ...compact({ appId: delivery.method.appId }),
      }
    : undefined;
  const deliveryPrice = v2Money(delivery?.price ?? prices.delivery);
  const tax = v2Money(prices.tax);
  const discount = v2Money(prices.discount);
  return {
    cart: normalized,
    subtotal: prices.subtotal ? v2Money(prices.subtotal) : normalized.subtotal,
    total: v2Money(prices.total),
    deliveryOptions: [],
    violations: (summary.violations ?? []).map(violationFromV2),
    ...compact({
      discount: nonZero(discount) ? discount : undefined,
      delivery: selected || nonZero(deliveryPrice) ? deliveryPrice : undefined,
      tax: normalized.deliveryAddress || nonZero(tax) ? tax : undefined,
      selectedDelivery: selected,
    }),
  };
}
