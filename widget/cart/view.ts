import { type Money, sumMoney, timesQuantity } from '../money.ts';
import type { WireCart, WireEstimate, WireLineItem, WireMoney } from './wire.ts';

export type AvailabilityStatus = 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';

/** One cart line as the drawer shows it. */
export interface LineView {
  id: string;
  productId: string;
  variantId?: string;
  options: Record<string, string>;
  name: string;
  imageUrl?: string;
  details: Array<{ name: string; value: string; color?: string }>;
  quantity: number;
  unitPrice: Money;
  linePrice: Money;
  availability: { status: AvailabilityStatus; quantityAvailable?: number };
  /** Shown before the platform confirmed it (optimistic). */
  pending?: boolean;
}

export interface CartView {
  id?: string;
  currency: string;
  lines: LineView[];
  subtotal: Money;
  coupon?: { code: string; amount: Money };
  /** Number of items (sum of quantities), what `data-dropcart-count` shows. */
  count: number;
}

export interface ShippingChoice {
  code: string;
  carrierId?: string;
  title: string;
  cost: Money;
}

export interface EstimateView {
  subtotal: Money;
  discount?: Money;
  shipping?: Money;
  tax?: Money;
  total: Money;
  shippingOptions: ShippingChoice[];
  selectedShipping?: string;
}

export const EMPTY_CART: CartView = { currency: '', lines: [], subtotal: { amount: '0.00' }, count: 0 };

function money(wire: WireMoney | undefined): Money {
  const value: Money = { amount: wire?.amount ?? '0' };
  if (wire?.formattedAmount) value.formatted = wire.formattedAmount;
  return value;
}

const STATUSES: AvailabilityStatus[] = ['AVAILABLE', 'NOT_FOUND', 'NOT_AVAILABLE', 'PARTIALLY_AVAILABLE'];

function lineFromWire(item: WireLineItem, index: number): LineView {
  const quantity = item.quantity ?? 1;
  const reference = item.catalogReference?.options as
    | { variantId?: string; options?: Record<string, string> }
    | undefined;
  const unitPrice = money(item.price);
  const status = STATUSES.find((s) => s === item.availability?.status) ?? 'AVAILABLE';
  const line: LineView = {
    id: item.id ?? `line-${index}`,
    productId: item.catalogReference?.catalogItemId ?? '',
    options: reference?.options ?? {},
    name: item.productName?.translated ?? item.productName?.original ?? '',
    details: (item.descriptionLines ?? []).map((d) => {
      const detail: { name: string; value: string; color?: string } = {
        name: d.name?.translated ?? d.name?.original ?? '',
        value: d.plainText?.translated ?? d.plainText?.original ?? d.colorInfo?.original ?? '',
      };
      if (d.colorInfo?.code) detail.color = d.colorInfo.code;
      return detail;
    }),
    quantity,
    unitPrice,
    linePrice: item.lineItemPrice ? money(item.lineItemPrice) : timesQuantity(unitPrice, quantity),
    availability: { status },
  };
  if (reference?.variantId) line.variantId = reference.variantId;
  const image = typeof item.image === 'string' ? item.image : item.image?.url;
  if (image && /^https?:/.test(image)) line.imageUrl = image;
  if (item.availability?.quantityAvailable !== undefined)
    line.availability.quantityAvailable = item.availability.quantityAvailable;
  return line;
}

export function cartFromWire(wire: WireCart): CartView {
  const lines = (wire.lineItems ?? []).map(lineFromWire);
  const view: CartView = {
    currency: wire.currency ?? '',
    lines,
    subtotal: money(wire.subtotal),
    count: lines.reduce((total, line) => total + line.quantity, 0),
  };
  if (wire.id) view.id = wire.id;
  const coupon = wire.appliedDiscounts?.find((d) => d.coupon?.code)?.coupon;
  if (coupon?.code) view.coupon = { code: coupon.code, amount: money(coupon.amount) };
  return view;
}

/** Recomputes count and subtotal after an optimistic change (the platform's numbers replace them soon). */
export function withTotals(cart: CartView, lines: LineView[]): CartView {
  return {
    ...cart,
    lines,
    count: lines.reduce((total, line) => total + line.quantity, 0),
    subtotal: sumMoney(lines.map((line) => line.linePrice)),
  };
}

export function estimateFromWire(wire: WireEstimate): EstimateView {
  const summary = wire.priceSummary ?? {};
  const shippingOptions: ShippingChoice[] = [];
  for (const carrier of wire.shippingInfo?.carrierServiceOptions ?? []) {
    for (const option of carrier.shippingOptions ?? []) {
      if (!option.code) continue;
      const choice: ShippingChoice = {
        code: option.code,
        title: option.title ?? option.code,
        cost: money(option.cost?.price),
      };
      if (carrier.carrierId) choice.carrierId = carrier.carrierId;
      shippingOptions.push(choice);
    }
  }
  const view: EstimateView = {
    subtotal: money(summary.subtotal),
    total: money(summary.total),
    shippingOptions,
  };
  if (summary.discount && Number(summary.discount.amount) !== 0) view.discount = money(summary.discount);
  if (summary.shipping) view.shipping = money(summary.shipping);
  if (summary.tax) view.tax = money(summary.tax);
  const selected = wire.shippingInfo?.selectedCarrierServiceOption?.code;
  if (selected) view.selectedShipping = selected;
  return view;
}
