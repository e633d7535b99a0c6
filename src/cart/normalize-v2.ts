// Cart V2 wire answers as the generation-independent Cart (docs/client.md; CartTotals: totals-v2.ts). Amounts are the
// `convertedAmount`s (the buyer's currency, `customerInfo.currencyCode`; the platform's default is
// `amount`); V2 formats nothing, so no Money here carries `formatted`.
import { compact } from '../http/values.ts';
import type { Cart, CartLine, LineAvailability } from '../types/cart.ts';
import type {
  CartV2,
  CartV2LineItem,
  CartV2Response,
  ConvertedMoney,
  TranslatableString,
} from '../types/cart-v2.ts';
import type { CatalogReference } from '../types/commerce.ts';
import { money } from './money.ts';

const AVAILABILITY: Record<string, LineAvailability> = {
  IN_STOCK: 'AVAILABLE',
  PARTIALLY_IN_STOCK: 'PARTIALLY_AVAILABLE',
  OUT_OF_STOCK: 'NOT_AVAILABLE',
  REMOVED_FROM_CATALOG: 'NOT_FOUND',
};

export const v2Money = (m: ConvertedMoney | null | undefined) => money(m?.convertedAmount || m?.amount);
export const text = (t: TranslatableString | null | undefined) => t?.translated || t?.original || '';

function lineFromV2(item: CartV2LineItem): CartLine {
  // A custom line item may come without a catalog reference (the typings allow none): a line of no product.
  const reference: CatalogReference = item.source.catalogReference ?? { catalogItemId: '', appId: '' };
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
