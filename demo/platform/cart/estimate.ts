// Totals for a cart and a destination: shipping options by the store's rules, the chosen (or cheapest)
// option, tax by region, the coupon, and every total as a MultiCurrencyPrice (protocol §6.1).
import { round2 } from '../catalog/money.ts';
import type { Platform } from '../platform.ts';
import { price } from './money.ts';
import { type PricedCart, priceCart } from './pricing.ts';
import { destination, pickOption, type ShippingQuote, shippingOptions, taxFor } from './shipping.ts';
import type { Address, StoredLine } from './types.ts';
import { appliedDiscounts } from './view.ts';

export interface EstimateInput {
  lines: StoredLine[];
  couponCode?: string | undefined;
  shippingAddress?: Address | undefined;
  selectedShippingCode?: string | undefined;
  /** A choice stored earlier (on the cart): used when it fits the destination, else the cheapest. */
  preferredShippingCode?: string | undefined;
  /** @default true */
  calculateShipping?: boolean;
  /** @default true */
  calculateTax?: boolean;
  /** Where a bad shipping code is reported. @default 'selectedShippingOption.code' */
  shippingField?: string;
}

export interface Totals {
  priced: PricedCart;
  address: Address;
  options: ShippingQuote[];
  selected?: ShippingQuote;
  shipping: number;
  tax: { rate: number; name: string; amount: number };
  total: number;
}

export function computeTotals(platform: Platform, input: EstimateInput): Totals {
  const priced = priceCart(platform, input.lines, input.couponCode);
  const address = destination(input.shippingAddress);
  const freeShipping = priced.coupon?.coupon.type === 'FREE_SHIPPING' && !priced.coupon.problem;
  const options =
    input.calculateShipping === false ? [] : shippingOptions(priced, address.country, freeShipping);
  const selected =
    input.calculateShipping === false
      ? undefined
      : pickOption(
          options,
          input.selectedShippingCode ?? options.find((o) => o.code === input.preferredShippingCode)?.code,
          input.shippingField ?? 'selectedShippingOption.code',
        );
  const shipping = selected?.cost ?? 0;
  const tax =
    input.calculateTax === false
      ? { rate: 0, name: 'Not calculated', amount: 0 }
      : taxFor(address.country, priced.subtotalAfterDiscounts + shipping);
  const total = round2(priced.subtotalAfterDiscounts + shipping + tax.amount);
  return { priced, address, options, ...(selected ? { selected } : {}), shipping, tax, total };
}

const option = (o: ShippingQuote) => ({
  code: o.code,
  title: o.title,
  logistics: { deliveryTime: o.deliveryTime },
  cost: {
    price: price(o.cost),
    totalPriceAfterTax: price(o.cost),
    totalPriceBeforeTax: price(o.cost),
    otherCharges: [],
  },
});

/** The estimate-totals answer, without `cart` (the caller adds it). */
export function estimateView(totals: Totals) {
  const { priced, tax } = totals;
  const lineRate = tax.rate;
  const zero = price(0);
  const violations: Array<{ severity: string; target: Record<string, unknown>; description: string }> = priced
    .coupon?.problem
    ? [
        {
          severity: 'WARNING',
          target: { other: { name: 'OTHER_DEFAULT' } },
          description: priced.coupon.problem.body.message,
        },
      ]
    : [];
  for (const l of priced.lines)
    if (l.status !== 'AVAILABLE')
      violations.push({
        severity: 'ERROR',
        target: { lineItem: { id: l.stored.id, name: 'LINE_ITEM_DEFAULT' } },
        description:
          l.status === 'PARTIALLY_AVAILABLE'
            ? `Only ${l.quantityAvailable} of ${l.name} left`
            : l.status === 'NOT_AVAILABLE'
              ? `${l.name} is sold out`
              : `${l.name} is no longer sold`,
      });
  return {
    calculatedLineItems: priced.lines.map((l) => ({
      lineItemId: l.stored.id,
      pricesBreakdown: {
        totalPriceAfterTax: price(l.lineTotal * (1 + lineRate)),
        totalPriceBeforeTax: price(l.lineTotal),
        taxDetails: { taxRate: String(lineRate), totalTax: price(l.lineTotal * lineRate) },
        totalDiscount: zero,
        price: price(l.unitPrice),
        priceBeforeDiscounts: price(l.unitPrice),
        lineItemPrice: price(l.lineTotal),
        fullPrice: price(l.fullPrice),
      },
      paymentOption: 'FULL_PAYMENT_ONLINE',
      taxableAddress: { addressType: 'SHIPPING' },
    })),
    priceSummary: {
      subtotal: price(priced.subtotal),
      shipping: price(totals.shipping),
      tax: price(tax.amount),
      discount: price(priced.discount),
      total: price(totals.total),
      additionalFees: zero,
    },
    giftCard: null,
    taxSummary: {
      taxableAmount: price(priced.subtotalAfterDiscounts + totals.shipping),
      totalTax: price(tax.amount),
      manualTaxRate: String(tax.rate),
      averageTaxRate: String(tax.rate),
      taxName: tax.name,
      totalExempt: zero,
      calculationDetails: {
        rateType: tax.rate > 0 ? 'MANUAL_RATE' : 'NO_TAX_COLLECTED',
        manualRateReason: 'GLOBAL_SETTING_TO_MANUAL',
      },
    },
    shippingInfo: {
      region: { id: totals.address.country, name: totals.address.country },
      ...(totals.selected
        ? {
            selectedCarrierServiceOption: {
              ...option(totals.selected),
              carrierId: totals.selected.carrierId,
              requestedShippingOption: true,
            },
          }
        : {}),
      carrierServiceOptions: totals.options.length
        ? [{ carrierId: totals.options[0]!.carrierId, shippingOptions: totals.options.map(option) }]
        : [],
    },
    appliedDiscounts: appliedDiscounts(priced),
    calculationErrors: {},
    weightUnit: 'KG',
    currency: 'USD',
    payNow: {
      subtotal: price(priced.subtotal),
      shipping: price(totals.shipping),
      tax: price(tax.amount),
      discount: price(priced.discount),
      total: price(totals.total),
      additionalFees: zero,
    },
    payLater: {
      subtotal: zero,
      shipping: zero,
      tax: zero,
      discount: zero,
      total: zero,
      additionalFees: zero,
    },
    membershipOptions: {
      eligibleMemberships: [],
      invalidMemberships: [],
      selectedMemberships: { memberships: [] },
    },
    additionalFees: [],
    violations,
  };
}
