// Cart V2 wire answers as the generation-independent Cart and CartTotals (docs/client.md). Amounts are the
// `convertedAmount`s (the buyer's currency, `customerInfo.currencyCode`; the platform's default is
// `amount`); V2 formats nothing, so no Money here carries `formatted`.
import { compact } from '../http/values.ts';
import type {
  Cart,
  CartLine,
  CartTotals,
  CartViolation,
  DeliveryOption,
  LineAvailability,
} from '../types/cart.ts';
import type {
  CartV2,
  CartV2EstimateResponse,
  CartV2LineItem,
  CartV2Response,
  CartV2Violation,
  ConvertedMoney,
  TranslatableString,
} from '../types/cart-v2.ts';
import { money, nonZero } from './money.ts';

const AVAILABILITY: Record<string, LineAvailability> = {
  IN_STOCK: 'AVAILABLE',
  PARTIALLY_IN_STOCK: 'PARTIALLY_AVAILABLE',
  OUT_OF_STOCK: 'NOT_AVAILABLE',
  REMOVED_FROM_CATALOG: 'NOT_FOUND',
};

const v2Money = (m: ConvertedMoney | null | undefined) => money(m?.convertedAmount || m?.amount);
const text = (t: TranslatableString | null | undefined) => t?.translated || t?.original || '';

function lineFromV2(item: CartV2LineItem): CartLine {
  const reference = item.source.catalogReference;
  const { quantityInfo: quantity, pricing, attributes } = item;
  const unitPrice = v2Money(pricing.unitPrice);
  const fullPrice = pricing.breakdown?.fullPrice ? v2Money(pricing.breakdown.fullPrice) : undefined;
  const image = attributes?.image;
  return {
    id: item.id,
    productId: reference.catalogItemId,
    catalogReference: reference,
    options: reference.options?.options ?? {},
    name: text(item.name),
    details: (attributes?.descriptionLines ?? []).map((line) => ({
      name: text(line.name),
      value: text(line.plainText ?? line.colorInfo),
      ...compact({ color: line.colorInfo?.code }),
    })),
    quantity: quantity.requestedQuantity,
    confirmedQuantity: quantity.confirmedQuantity,
    // An unknown status is not something to sell: the hardest reading for the shopper's sake.
    availability: AVAILABILITY[item.status] ?? 'NOT_AVAILABLE',
    unitPrice,
    totalPrice: v2Money(pricing.totalPrice ?? pricing.unitPrice),
    ...compact({
      variantId: reference.options?.variantId,
      availableQuantity: quantity.availableQuantity,
      fullPrice: fullPrice && fullPrice.amount !== unitPrice.amount ? fullPrice : undefined,
      image: image?.url ? { url: image.url, ...compact({ altText: image.altText }) } : undefined,
      url: attributes?.url?.url,
    }),
  };
}

export function cartFromV2(cart: CartV2): Cart {
  const coupon = cart.coupons?.[0];
  const giftCard = cart.paymentInfo?.giftCards?.[0];
  const method = cart.deliveryInfo?.method;
  const customer = cart.customerInfo;
  const buyer = compact({
    email: customer?.email,
    firstName: customer?.firstName,
    lastName: customer?.lastName,
    phone: customer?.phone,
  });
  const address = cart.deliveryInfo?.address;
  return {
    api: 'v2',
    id: cart.id,
    currency:
      customer?.currencyCode || cart.businessInfo?.currencyCode || cart.paymentInfo?.currencyCode || '',
    lines: cart.lineItems.map(lineFromV2),
    subtotal: v2Money(cart.subtotal),
    ...compact({
      coupon: coupon ? { id: coupon.id, code: coupon.code } : undefined,
      giftCard: giftCard ? { id: giftCard.id, code: giftCard.obfuscatedCode ?? '' } : undefined,
      deliveryAddress: address && Object.keys(address).length > 0 ? address : undefined,
      deliveryMethod: method?.code
        ? { code: method.code, ...compact({ title: text(method.title) || undefined, appId: method.appId }) }
        : undefined,
      buyer: Object.keys(buyer).length > 0 ? buyer : undefined,
      note: cart.note || undefined,
      createdDate: cart.createdDate,
      updatedDate: cart.updatedDate,
    }),
  };
}

/** The normalized cart of a `{cart}` answer. */
export const cartAnswerFromV2 = async (answer: Promise<CartV2Response>) => ({
  cart: cartFromV2((await answer).cart),
});

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
