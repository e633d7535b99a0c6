// The cart on the Cart V1 wire (protocol §6.3), including every field the SDK types treat as always present.
// Shapes: `@wix/auto_sdk_ecom_current-cart` meta.d.ts (`Cart`, `LineItem`, `CartDiscount`).

import { STORES_APP_ID } from '../catalog/types.ts';
import { shopperCurrency } from '../http/currency.ts';
import type { Platform } from '../platform.ts';
import { lineImage, optionLines, productPath } from './line-details.ts';
import { price } from './money.ts';
import { type PricedCart, type PricedLine, priceCart } from './pricing.ts';
import type { StoredCart } from './types.ts';
import { variantIdOnSite } from './variant-ids.ts';

const text = (s: string) => ({ original: s, translated: s });

function descriptionLines(line: PricedLine) {
  return optionLines(line).map((o) =>
    o.colorCode
      ? { name: text(o.name), colorInfo: { ...text(o.value), code: o.colorCode }, lineType: 'COLOR' }
      : { name: text(o.name), plainText: text(o.value), lineType: 'PLAIN_TEXT' },
  );
}

/** A custom line item as the caller gave it (no catalog behind it: no product page, no picture). */
function customLineItemView(line: PricedLine) {
  const { stored } = line;
  const custom = stored.custom!;
  return {
    id: stored.id,
    quantity: stored.quantity,
    ...(custom.catalogReference ? { catalogReference: custom.catalogReference } : {}),
    productName: text(line.name),
    price: price(line.unitPrice),
    fullPrice: price(line.fullPrice),
    priceBeforeDiscounts: price(line.unitPrice),
    lineItemPrice: price(line.unitPrice * stored.quantity),
    descriptionLines: custom.descriptionLines ?? [],
    availability: {
      status: line.v1Status,
      ...(Number.isFinite(line.available) ? { quantityAvailable: line.available } : {}),
    },
    physicalProperties: { weight: line.weight, shippable: custom.itemType.preset === 'PHYSICAL' },
    couponScopes: [],
    itemType: custom.itemType,
    paymentOption: 'FULL_PAYMENT_ONLINE',
    customLineItem: true,
    priceUndetermined: false,
    fixedQuantity: false,
    savePaymentMethod: false,
    membersOnly: false,
  };
}

export function lineItemView(platform: Platform, line: PricedLine, baseUrl: string) {
  // Typed as a catalog line, whose catalog reference is always there; a custom line may have none.
  if (line.stored.custom) return customLineItemView(line) as unknown as ReturnType<typeof catalogLineView>;
  return catalogLineView(platform, line, baseUrl);
}

function catalogLineView(platform: Platform, line: PricedLine, baseUrl: string) {
  const { stored } = line;
  const path = productPath(line);
  const image = lineImage(line, baseUrl);
  const version = platform.config.catalogVersion;
  const v1Options = version === 'V1_CATALOG' && Object.keys(stored.options).length > 0;
  const customText = Object.keys(stored.customTextFields).length > 0;
  return {
    id: stored.id,
    quantity: stored.quantity,
    catalogReference: {
      catalogItemId: stored.productId,
      appId: STORES_APP_ID,
      options: {
        variantId: variantIdOnSite(stored.productId, stored.variantId, version),
        ...(v1Options ? { options: stored.options } : stored.modifiers ? { options: stored.modifiers } : {}),
        ...(customText ? { customTextFields: stored.customTextFields } : {}),
      },
    },
    productName: text(line.name),
    url: { relativePath: path, url: `${baseUrl}${path}` },
    price: price(line.unitPrice),
    fullPrice: price(line.fullPrice),
    priceBeforeDiscounts: price(line.unitPrice),
    lineItemPrice: price(line.unitPrice * stored.quantity),
    descriptionLines: descriptionLines(line),
    ...(image ? { image } : {}),
    availability: {
      status: line.v1Status,
      ...(Number.isFinite(line.available) ? { quantityAvailable: line.available } : {}),
    },
    physicalProperties: {
      weight: line.weight,
      ...(line.variant ? { sku: line.variant.variant.sku } : {}),
      shippable: true,
    },
    couponScopes: [{ namespace: 'stores', group: { name: 'product', entityId: stored.productId } }],
    itemType: { preset: 'PHYSICAL' },
    paymentOption: 'FULL_PAYMENT_ONLINE',
    rootCatalogItemId: stored.productId,
    customLineItem: false,
    priceUndetermined: false,
    fixedQuantity: false,
    savePaymentMethod: false,
    membersOnly: false,
  };
}

/**
 * The applied coupon as the cart carries it (`CartDiscount`: `{coupon: {id, code}}`); its amount is only in
 * the estimate's `appliedDiscounts` and totals (issue 13, difference 3).
 */
export function cartDiscounts(priced: PricedCart) {
  const applied = priced.coupon;
  return applied ? [{ coupon: { id: applied.coupon.id, code: applied.coupon.code } }] : [];
}

export const v1Priced = (platform: Platform, cart: StoredCart): PricedCart =>
  priceCart(platform, { lines: cart.lines, coupon: cart.coupon, owner: cart.owner }, 'V1');

export function cartView(
  platform: Platform,
  cart: StoredCart,
  baseUrl: string,
  priced = v1Priced(platform, cart),
) {
  const details = cart.buyerDetails;
  const contactDetails = {
    ...(details?.firstName ? { firstName: details.firstName } : {}),
    ...(details?.lastName ? { lastName: details.lastName } : {}),
    ...(details?.phone ? { phone: details.phone } : {}),
    ...(details?.company ? { company: details.company } : {}),
    ...(details?.vatId ? { vatId: details.vatId } : {}),
  };
  const hasContact = cart.deliveryAddress || Object.keys(contactDetails).length > 0;
  return {
    id: cart.id,
    lineItems: priced.lines.map((l) => lineItemView(platform, l, baseUrl)),
    ...(cart.note ? { buyerNote: cart.note } : {}),
    ...(hasContact
      ? {
          contactInfo: {
            ...(cart.deliveryAddress ? { address: cart.deliveryAddress } : {}),
            ...(Object.keys(contactDetails).length ? { contactDetails } : {}),
          },
        }
      : {}),
    buyerInfo: {
      ...(cart.buyer.memberId
        ? { memberId: cart.buyer.memberId, contactId: cart.buyer.memberId }
        : { visitorId: cart.buyer.visitorId }),
      ...(details?.email ? { email: details.email } : {}),
    },
    currency: 'USD',
    conversionCurrency: shopperCurrency(),
    paymentCurrency: 'USD',
    buyerLanguage: 'en',
    siteLanguage: 'en',
    taxIncludedInPrices: false,
    weightUnit: 'KG',
    // On the wire but not in the SDK's Cart type (protocol §6.3). The coupon's amount is not on the cart:
    // it is in the estimate's totals (issue 13, difference 3).
    subtotal: price(priced.subtotal),
    appliedDiscounts: cartDiscounts(priced),
    ...(cart.checkoutId ? { checkoutId: cart.checkoutId } : {}),
    ...(cart.businessLocationId ? { businessLocationId: cart.businessLocationId } : {}),
    ...(cart.deliveryMethod ? { selectedShippingOption: cart.deliveryMethod } : {}),
    purchaseFlowId: cart.purchaseFlowId,
    createdDate: cart.createdDate,
    updatedDate: cart.updatedDate,
    revision: String(cart.revision),
  };
}
