// Cart V1 totals for a cart and a destination (protocol §6.1 estimate-totals): shipping options by the
// store's rules, the chosen (or cheapest) option, tax by region, the coupon, every total a
// MultiCurrencyPrice. Without a destination the platform returns the items' totals only: no shipping
// options, no shipping, no tax (issue 13, difference 4). The hosted checkout prices orders the same way.
import { round2 } from '../catalog/money.ts';
import type { Platform } from '../platform.ts';
import { type MerchantDiscount, type membershipOptions, withMerchantDiscount } from './benefits.ts';
import { price } from './money.ts';
import { type PricedCart, priceCart } from './pricing.ts';
import { pickOption, type ShippingQuote, shippingOptions, taxFor } from './shipping.ts';
import type { Address, AppliedCouponRef, StoredLine } from './types.ts';

export interface EstimateInput {
  lines: StoredLine[];
  coupon?: AppliedCouponRef | undefined;
  /** The cart owner's key, for per-customer coupon limits. */
  owner: string;
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
  /** With the owner's merchant discount (benefits.ts) in `discount`, and apart in `merchant`. */
  priced: PricedCart & { merchant?: MerchantDiscount };
  /** The destination; undefined when none is known (then there is no shipping and no tax). */
  address?: Address;
  options: ShippingQuote[];
  selected?: ShippingQuote;
  shipping: number;
  tax: { rate: number; name: string; amount: number };
  total: number;
}

const NO_TAX = { rate: 0, name: 'Not calculated', amount: 0 };

export function computeTotals(platform: Platform, input: EstimateInput): Totals {
  const priced = withMerchantDiscount(
    priceCart(platform, { lines: input.lines, coupon: input.coupon, owner: input.owner }, 'V1'),
    input.owner,
  );
  const address = input.shippingAddress;
  const freeShipping = priced.coupon?.coupon.type === 'FREE_SHIPPING' && !priced.coupon.problem;
  const shipped = address !== undefined && input.calculateShipping !== false;
  const options = shipped ? shippingOptions(priced, address.country, freeShipping) : [];
  const selected = shipped
    ? pickOption(
        options,
        input.selectedShippingCode ?? options.find((o) => o.code === input.preferredShippingCode)?.code,
        input.shippingField ?? 'selectedShippingOption.code',
      )
    : undefined;
  const shipping = selected?.cost ?? 0;
  const tax =
    address === undefined || input.calculateTax === false
      ? NO_TAX
      : taxFor(address.country, priced.subtotalAfterDiscounts + shipping);
  const total = round2(priced.subtotalAfterDiscounts + shipping + tax.amount);
  return {
    priced,
    ...(address ? { address } : {}),
    options,
    ...(selected ? { selected } : {}),
    shipping,
    tax,
    total,
  };
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

/**
 * The estimate's `appliedDiscounts` (`AppliedDiscount`: a `V1Coupon` with its amount and name, a
 * `V1MerchantDiscount` with its amount and percentage).
 */
function appliedDiscounts(priced: Totals['priced']) {
  const applied = priced.coupon;
  const merchant = priced.merchant;
  return [
    ...(applied
      ? [
          {
            coupon: {
              id: applied.coupon.id,
              code: applied.coupon.code,
              amount: price(applied.discount),
              name: applied.coupon.name,
            },
            discountType: applied.coupon.type === 'FREE_SHIPPING' ? 'SHIPPING' : 'GLOBAL',
            lineItemIds: [],
          },
        ]
      : []),
    ...(merchant
      ? [
          {
            merchantDiscount: { amount: price(merchant.amount), percentage: merchant.percentage },
            discountType: 'GLOBAL',
            lineItemIds: [],
          },
        ]
      : []),
  ];
}

const NO_MEMBERSHIPS = { eligibleMemberships: [], invalidMemberships: [], selectedMemberships: [] };

/** The estimate-totals answer, without `cart` (the caller adds it). */
export function estimateView(
  totals: Totals,
  memberships: ReturnType<typeof membershipOptions> = NO_MEMBERSHIPS,
) {
  const byMembership = new Set(memberships.selectedMemberships.flatMap((m) => m.lineItemIds));
  const { priced, tax } = totals;
  const lineRate = tax.rate;
  const zero = price(0);
  const violations: Array<{ severity: string; target: Record<string, unknown>; description: string }> = priced
    .coupon?.problem
    ? [
        {
          severity: 'WARNING',
          target: { other: { name: 'OTHER_DEFAULT' } },
          description: priced.coupon.problem.description,
        },
      ]
    : [];
  for (const l of priced.lines)
    if (l.v1Status !== 'AVAILABLE')
      violations.push({
        severity: 'ERROR',
        target: { lineItem: { id: l.stored.id, name: 'LINE_ITEM_DEFAULT' } },
        description:
          l.v1Status === 'PARTIALLY_AVAILABLE'
            ? `Only ${l.available} of ${l.name} left`
            : l.v1Status === 'NOT_AVAILABLE'
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
        totalDiscount: price(l.discount),
        price: price(l.unitPrice),
        priceBeforeDiscounts: price(l.unitPrice),
        lineItemPrice: price(l.lineTotal),
        fullPrice: price(l.fullPrice),
      },
      // A line a selected membership pays for (the price is then the plan's business, not the cart's).
      paymentOption: byMembership.has(l.stored.id) ? 'MEMBERSHIP' : 'FULL_PAYMENT_ONLINE',
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
      ...(totals.address ? { region: { id: totals.address.country, name: totals.address.country } } : {}),
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
    membershipOptions: memberships,
    additionalFees: [],
    violations,
  };
}
