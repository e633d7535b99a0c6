// Cart V1 wire answers (protocol §6.3) as the generation-independent Cart and CartTotals (docs/client.md).
// V1 formats money itself: its `formattedAmount` is kept in `formatted`. Amounts are the converted ones, in
// the shopper's currency (`conversionCurrency`; the same as `amount` on a site without conversion), as the
// V2 normalization reads `convertedAmount`: one currency throughout, whichever generation.
import { compact } from '../http/values.ts';
import type { Cart, CartLine, CartTotals, CartViolation, DeliveryOption, Money } from '../types/cart.ts';
import type {
  CartLineItem,
  CartV1,
  CatalogReference,
  EstimateTotalsResponse,
  MultiCurrencyPrice,
} from '../types/commerce.ts';
import { money, nonZero } from './money.ts';

const v1Money = (m: MultiCurrencyPrice | undefined): Money =>
  m?.convertedAmount
    ? money(m.convertedAmount, m.formattedConvertedAmount || m.formattedAmount)
    : money(m?.amount, m?.formattedAmount);

/** `amount × quantity` with the amount's own decimals, for a line that came without its total. */
function times(amount: string, quantity: number): string {
  return (Number(amount) * quantity).toFixed(amount.split('.')[1]?.length ?? 0);
}

function lineFromV1(item: CartLineItem): CartLine {
  // A custom line item may come without a catalog reference (the typings allow none): a line of no product.
  const reference: CatalogReference = item.catalogReference ?? { catalogItemId: '', appId: '' };
  const status = item.availability?.status ?? 'AVAILABLE';
  const available = item.availability?.quantityAvailable;
  const unitPrice = v1Money(item.price);
  const fullPrice = item.fullPrice ? v1Money(item.fullPrice) : undefined;
  const image = typeof item.image === 'object' ? item.image : undefined;
  return {
    id: item.id,
    productId: reference.catalogItemId,
    catalogReference: reference,
    options: reference.options?.options ?? {},
    name: item.productName.translated || item.productName.original,
    details: (item.descriptionLines ?? []).map((line) => {
      const value = line.plainText ?? line.colorInfo;
      return {
        name: line.name.translated || line.name.original,
        value: value?.translated || value?.original || '',
        ...compact({ color: line.colorInfo?.code }),
      };
    }),
    quantity: item.quantity,
    confirmedQuantity:
      status === 'NOT_AVAILABLE' || status === 'NOT_FOUND'
        ? 0
        : Math.min(item.quantity, available ?? item.quantity),
    availability: status,
    unitPrice,
    totalPrice: item.lineItemPrice
      ? v1Money(item.lineItemPrice)
      : money(times(unitPrice.amount, item.quantity)),
    ...compact({
      variantId: reference.options?.variantId,
      availableQuantity: available,
      fullPrice: fullPrice && fullPrice.amount !== unitPrice.amount ? fullPrice : undefined,
      image: image?.url ? { url: image.url, ...compact({ altText: image.altText }) } : undefined,
      url: item.url?.url,
    }),
  };
}

export function cartFromV1(cart: CartV1): Cart {
  const coupon = cart.appliedDiscounts?.find((d) => d.coupon)?.coupon;
  const shipping = cart.selectedShippingOption;
  const details = cart.contactInfo?.contactDetails as Record<string, string | undefined> | undefined;
  const buyer = compact({
    email: cart.buyerInfo?.email,
    firstName: details?.firstName,
    lastName: details?.lastName,
    phone: details?.phone,
  });
  return {
    api: 'v1',
    id: cart.id,
    currency: cart.conversionCurrency || cart.currency,
    lines: (cart.lineItems ?? []).map(lineFromV1),
    subtotal: v1Money(cart.subtotal),
    ...compact({
      coupon: coupon ? { id: coupon.id, code: coupon.code } : undefined,
      deliveryAddress: cart.contactInfo?.address,
      deliveryMethod: shipping?.code
        ? { code: shipping.code, ...compact({ carrierId: shipping.carrierId }) }
        : undefined,
      buyer: Object.keys(buyer).length > 0 ? buyer : undefined,
      note: cart.buyerNote || undefined,
      createdDate: cart.createdDate,
      updatedDate: cart.updatedDate,
    }),
  };
}

interface V1Violation {
  severity?: string;
  target?: { lineItem?: { id?: string } };
}

/**
 * An estimate as CartTotals. `destination`: whether the estimate had an address (given or on the cart);
 * without one no tax is calculated, so a zero tax stays absent rather than reading "Tax $0.00".
 */
export function totalsFromV1(res: EstimateTotalsResponse, destination: boolean): CartTotals {
  const cart = cartFromV1(res.cart);
  const prices = res.priceSummary ?? {};
  const options: DeliveryOption[] = (res.shippingInfo?.carrierServiceOptions ?? []).flatMap((carrier) =>
    carrier.shippingOptions.map((option) => ({
      code: option.code,
      title: option.title,
      price: v1Money(option.cost.price),
      ...compact({ carrierId: carrier.carrierId }),
    })),
  );
  const chosen = res.shippingInfo?.selectedCarrierServiceOption;
  const selected = chosen?.code
    ? (options.find((o) => o.code === chosen.code) ?? {
        code: chosen.code,
        title: chosen.title ?? chosen.code,
        price: v1Money((chosen.cost as { price?: MultiCurrencyPrice } | undefined)?.price),
      })
    : undefined;
  const shipping = v1Money(prices.shipping);
  const tax = v1Money(prices.tax);
  const discount = v1Money(prices.discount);
  const violations = (res.violations ?? []) as V1Violation[];
  const memberships = res.membershipOptions;
  const held = Object.values(memberships ?? {}).some((list) => list?.length);
  return {
    cart,
    subtotal: prices.subtotal ? v1Money(prices.subtotal) : cart.subtotal,
    total: v1Money(prices.total),
    deliveryOptions: options,
    // V1 violations carry no code, only a severity, a target and a text.
    violations: violations.map(
      (v): CartViolation => ({
        code: 'GENERAL_CODE',
        severity: v.severity === 'ERROR' ? 'ERROR' : 'WARNING',
        ...(v.target?.lineItem?.id
          ? { scope: 'LINE_ITEM', lineItemIds: [v.target.lineItem.id] }
          : { scope: 'GLOBAL' }),
      }),
    ),
    ...compact({
      discount: nonZero(discount) ? discount : undefined,
      delivery: selected || nonZero(shipping) ? shipping : undefined,
      tax: destination || nonZero(tax) ? tax : undefined,
      selectedDelivery: selected,
      memberships: held ? memberships : undefined,
    }),
  };
}
