// The cart on the wire (protocol §6.3), including every field the SDK types treat as always present.
import { absolutise } from '../catalog/present.ts';
import { STORES_APP_ID } from '../catalog/types.ts';
import type { Platform } from '../platform.ts';
import { price } from './money.ts';
import { type PricedCart, type PricedLine, priceCart } from './pricing.ts';
import type { StoredCart } from './types.ts';

const text = (s: string) => ({ original: s, translated: s });

function lineImage(line: PricedLine, baseUrl: string) {
  const product = line.product;
  if (!product) return undefined;
  const colour = product.productOptions
    .find((o) => o.optionType === 'color')
    ?.choices.find(
      (c) =>
        c.value === line.stored.options[product.productOptions.find((o) => o.optionType === 'color')!.name],
    );
  const media = colour?.media?.mainMedia ?? product.media.mainMedia;
  if (!media) return undefined;
  const image = absolutise(media.image, baseUrl);
  return {
    id: media.id,
    url: image.url,
    height: image.height,
    width: image.width,
    altText: media.title,
    filename: media.id,
  };
}

function descriptionLines(line: PricedLine) {
  return Object.entries(line.stored.options).map(([name, value]) => {
    const option = line.product?.productOptions.find((o) => o.name === name);
    if (option?.optionType === 'color') {
      const code = option.choices.find((c) => c.value === value)?.description ?? '';
      return { name: text(name), colorInfo: { ...text(value), code }, lineType: 'COLOR' };
    }
    return { name: text(name), plainText: text(value), lineType: 'PLAIN_TEXT' };
  });
}

export function lineItemView(line: PricedLine, baseUrl: string) {
  const { stored, product } = line;
  const path = `/product-page/${product?.slug ?? stored.productId}`;
  const image = lineImage(line, baseUrl);
  return {
    id: stored.id,
    quantity: stored.quantity,
    catalogReference: {
      catalogItemId: stored.productId,
      appId: STORES_APP_ID,
      options: {
        variantId: stored.variantId,
        ...(Object.keys(stored.options).length ? { options: stored.options } : {}),
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
      status: line.status,
      ...(line.quantityAvailable !== undefined ? { quantityAvailable: line.quantityAvailable } : {}),
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

export function appliedDiscounts(priced: PricedCart) {
  const applied = priced.coupon;
  if (!applied) return [];
  const shipping = applied.coupon.type === 'FREE_SHIPPING';
  return [
    {
      coupon: {
        id: applied.coupon.id,
        code: applied.coupon.code,
        amount: price(applied.discount),
        name: applied.coupon.name,
      },
      discountType: shipping ? 'SHIPPING' : 'GLOBAL',
      lineItemIds: [],
    },
  ];
}

export function cartView(
  platform: Platform,
  cart: StoredCart,
  baseUrl: string,
  priced = priceCart(platform, cart.lines, cart.couponCode),
) {
  return {
    id: cart.id,
    lineItems: priced.lines.map((l) => lineItemView(l, baseUrl)),
    ...(cart.buyerNote ? { buyerNote: cart.buyerNote } : {}),
    ...(cart.contactInfo ? { contactInfo: cart.contactInfo } : {}),
    buyerInfo: cart.buyer.memberId
      ? { memberId: cart.buyer.memberId, contactId: cart.buyer.memberId }
      : { visitorId: cart.buyer.visitorId },
    currency: 'USD',
    conversionCurrency: 'USD',
    paymentCurrency: 'USD',
    buyerLanguage: 'en',
    siteLanguage: 'en',
    taxIncludedInPrices: false,
    weightUnit: 'KG',
    subtotal: price(priced.subtotal),
    subtotalAfterDiscounts: price(priced.subtotalAfterDiscounts),
    discount: price(priced.discount),
    appliedDiscounts: appliedDiscounts(priced),
    ...(cart.checkoutId ? { checkoutId: cart.checkoutId } : {}),
    ...(cart.selectedShippingOption ? { selectedShippingOption: cart.selectedShippingOption } : {}),
    createdDate: cart.createdDate,
    updatedDate: cart.updatedDate,
    revision: String(cart.revision),
  };
}
