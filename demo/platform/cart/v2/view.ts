// The stored cart on the Current Cart V2 wire (platform-2026.md §2.3): money as `{amount, convertedAmount}`
// decimal strings with no formatted string, quantities as requested/confirmed/available, a line `status`,
// coupons as `{id, code}` with their amounts in `lineItems[].discounts[]`.

import { STORES_APP_ID } from '../../catalog/types.ts';
import { shopperCurrency } from '../../http/currency.ts';
import type { Platform } from '../../platform.ts';
import { SHIPPING_CARRIER_ID, SHIPPING_RULES } from '../../seed/shipping.ts';
import { GIFT_CARD_APP_ID, obfuscated } from '../gift-cards.ts';
import { optionLines, productPath } from '../line-details.ts';
import { money } from '../money.ts';
import { type PricedCart, type PricedLine, priceCart } from '../pricing.ts';
import type { DeliveryChoice, StoredCart } from '../types.ts';
import { variantIdOnSite } from '../variant-ids.ts';
import type { WireCart, WireDeliveryMethod, WireLineItem } from './wire.ts';

const text = (s: string) => ({ original: s, translated: s });

export const v2Priced = (platform: Platform, cart: StoredCart): PricedCart =>
  priceCart(platform, { lines: cart.lines, coupon: cart.coupon, owner: cart.owner }, 'V2');

export function deliveryMethodView(choice: DeliveryChoice): WireDeliveryMethod {
  const rule = SHIPPING_RULES.find((r) => r.code === choice.code);
  return {
    code: choice.code,
    appId: choice.carrierId ?? SHIPPING_CARRIER_ID,
    title: text(rule?.title ?? choice.code),
    pickup: false,
  };
}

/** A line's quantities and prices, the same for catalog and custom lines. */
const quantityAndPricing = (line: PricedLine) => ({
  quantityInfo: {
    requestedQuantity: line.stored.requestedQuantity,
    confirmedQuantity: line.confirmed,
    ...(Number.isFinite(line.available) ? { availableQuantity: line.available } : {}),
    fixedQuantity: false,
  },
  pricing: {
    unitPrice: money(line.unitPrice),
    totalPrice: money(line.lineTotal),
    priceDescription: { original: '' },
    priceUndetermined: false,
    breakdown: {
      fullPrice: money(line.fullPrice),
      salePrice: money(line.unitPrice),
      totalModifiersPrice: money(line.modifiersPrice),
    },
  },
});

/** A custom line item as the caller gave it: its name, price and type, no catalog behind it. */
function customLineView(line: PricedLine): WireLineItem {
  const { stored } = line;
  const custom = stored.custom!;
  return {
    id: stored.id,
    name: text(line.name),
    ...quantityAndPricing(line),
    source: custom.catalogReference ? { catalogReference: custom.catalogReference } : {},
    attributes: {
      descriptionLines: custom.descriptionLines ?? [],
      itemType: custom.itemType,
      physicalProperties: { weight: line.weight, shippable: custom.itemType.preset === 'PHYSICAL' },
      membersOnly: false,
    },
    taxConfig: { taxableAddress: { addressType: 'SHIPPING' } },
    paymentConfig: { paymentOption: 'FULL_PAYMENT_ONLINE', savePaymentMethod: false },
    status: line.v2Status,
    discounts: [],
    modifierGroups: [],
    customLineItem: true,
    // WireLineItem requires the catalog reference that every catalog line has; a custom line may have none.
  } as unknown as WireLineItem;
}

function lineView(platform: Platform, line: PricedLine, priced: PricedCart, baseUrl: string): WireLineItem {
  if (line.stored.custom) return customLineView(line);
  const { stored } = line;
  const path = productPath(line);
  const customText = Object.keys(stored.customTextFields).length > 0;
  const coupon = priced.coupon;
  return {
    id: stored.id,
    name: text(line.name),
    ...quantityAndPricing(line),
    source: {
      catalogReference: {
        catalogItemId: stored.productId,
        appId: STORES_APP_ID,
        options: {
          variantId: variantIdOnSite(stored.productId, stored.variantId, platform.config.catalogVersion),
          ...(stored.modifiers ? { options: stored.modifiers } : {}),
          ...(customText ? { customTextFields: stored.customTextFields } : {}),
        },
      },
      rootCatalogItemId: stored.productId,
    },
    attributes: {
      descriptionLines: optionLines(line).map((o) =>
        o.colorCode
          ? { name: text(o.name), colorInfo: { ...text(o.value), code: o.colorCode } }
          : { name: text(o.name), plainText: text(o.value) },
      ),
      // No `image`: a recorded live answer has none (platform-2026.md §6a, open question 6), and Wix's own
      // recipe joins images from the catalog; a client must not depend on one (docs/emulator.md).
      url: { relativePath: path, url: `${baseUrl}${path}` },
      itemType: { preset: 'PHYSICAL' },
      physicalProperties: {
        weight: line.weight,
        ...(line.variant ? { sku: line.variant.variant.sku } : {}),
        shippable: true,
      },
      membersOnly: false,
    },
    taxConfig: { taxableAddress: { addressType: 'SHIPPING' } },
    paymentConfig: { paymentOption: 'FULL_PAYMENT_ONLINE', savePaymentMethod: false },
    status: line.v2Status,
    discounts:
      coupon && line.discount > 0
        ? [
            {
              name: text(coupon.coupon.name),
              amountOff: money(line.discount),
              source: { sourceType: 'COUPON', couponCode: coupon.coupon.code },
            },
          ]
        : [],
    modifierGroups: [],
    customLineItem: false,
  };
}

export function cartV2View(
  platform: Platform,
  cart: StoredCart,
  baseUrl: string,
  priced = v2Priced(platform, cart),
): WireCart {
  const buyer = cart.buyer;
  const details = cart.buyerDetails ?? {};
  const giftCard = cart.giftCard;
  return {
    id: cart.id,
    createdDate: cart.createdDate,
    updatedDate: cart.updatedDate,
    revision: String(cart.revision),
    lineItems: priced.lines.map((l) => lineView(platform, l, priced, baseUrl)),
    subtotal: money(priced.subtotal),
    ...(cart.note ? { note: cart.note } : {}),
    coupons: cart.coupon ? [{ id: cart.coupon.id, code: cart.coupon.code }] : [],
    source: {
      channelType: 'WEB',
      createdBy: buyer.memberId ? { memberId: buyer.memberId } : { visitorId: buyer.visitorId },
    },
    businessInfo: {
      currencyCode: 'USD',
      languageCode: 'en',
      ...(cart.businessLocationId ? { locationId: cart.businessLocationId } : {}),
    },
    customerInfo: {
      ...(buyer.memberId
        ? { memberId: buyer.memberId, contactId: buyer.memberId }
        : { visitorId: buyer.visitorId }),
      ...details,
      openAccess: false,
      currencyCode: shopperCurrency(),
      languageCode: 'en',
    },
    deliveryInfo: {
      ...(cart.deliveryAddress ? { address: cart.deliveryAddress } : {}),
      ...(cart.deliveryMethod ? { method: deliveryMethodView(cart.deliveryMethod) } : {}),
      weightUnit: 'KG',
    },
    taxInfo: { pricesIncludeTax: false },
    paymentInfo: {
      giftCards: giftCard
        ? [{ id: giftCard.id, obfuscatedCode: obfuscated(giftCard.code), appId: GIFT_CARD_APP_ID }]
        : [],
      currencyCode: 'USD',
      ...(cart.billingAddress ? { billingAddress: cart.billingAddress } : {}),
    },
    settings: { lockCouponCode: false, lockGiftCard: false },
    orderPlaced: cart.orderId !== undefined,
    ...(cart.orderId ? { orderId: cart.orderId } : {}),
    purchaseFlowId: cart.purchaseFlowId,
    currentCart: cart.current,
    demo: false,
  };
}
