// Placing an order from a checkout: check stock and coupon once more, take the items out of stock,
// record the order as paid, count the coupon's use, empty the buyer's current cart, report a recovered
// abandoned cart. Placing the same checkout twice gives back the first order.
import { randomUUID } from 'node:crypto';
import { computeTotals, type Totals } from '../cart/estimate.ts';
import { carts, checkouts, coupons, findCart } from '../cart/store.ts';
import type { Address, StoredCheckout } from '../cart/types.ts';
import { decimalString, formatUsd } from '../catalog/money.ts';
import { takeFromStock } from '../catalog/stock.ts';
import { reportRecovery } from '../events/abandon.ts';
import { applicationError, notFound } from '../http/errors.ts';
import type { Platform } from '../platform.ts';
import { nextOrderNumber, type Order, orders } from './orders.ts';

export interface PlaceInput {
  checkoutId: string;
  email: string;
  shippingAddress?: Address;
  shippingCode?: string;
}

export function requireCheckout(platform: Platform, id: string): StoredCheckout {
  const checkout = checkouts(platform).find((c) => c.id === id);
  if (!checkout) throw notFound('Checkout', id, 'CHECKOUT_NOT_FOUND');
  return checkout;
}

export function checkoutTotals(
  platform: Platform,
  checkout: StoredCheckout,
  address?: Address,
  shippingCode?: string,
): Totals {
  return computeTotals(platform, {
    lines: checkout.lines,
    couponCode: checkout.couponCode,
    shippingAddress: address ?? checkout.shippingAddress,
    selectedShippingCode: shippingCode,
    // The choice made at checkout creation stands unless the buyer picks another or the country changes.
    preferredShippingCode: checkout.selectedShippingOption?.code,
    shippingField: 'shipping',
  });
}

/** Why the order cannot be placed, in words for the buyer, or an empty list. */
export function blockers(totals: Totals): string[] {
  const problems = totals.priced.lines.flatMap((l) =>
    l.status === 'AVAILABLE'
      ? []
      : [
          l.status === 'PARTIALLY_AVAILABLE'
            ? `Only ${l.quantityAvailable} of ${l.name} left (you chose ${l.stored.quantity}).`
            : l.status === 'NOT_AVAILABLE'
              ? `${l.name} is sold out.`
              : `${l.name} is no longer sold.`,
        ],
  );
  if (totals.priced.coupon?.problem) problems.push(totals.priced.coupon.problem.body.message);
  if (!totals.priced.lines.length) problems.push('The checkout has no items.');
  return problems;
}

export function placeOrder(platform: Platform, input: PlaceInput, baseUrl: string): Order {
  const checkout = requireCheckout(platform, input.checkoutId);
  if (checkout.orderId) {
    const existing = orders(platform).find((o) => o.id === checkout.orderId);
    if (existing) return existing;
  }
  const totals = checkoutTotals(platform, checkout, input.shippingAddress, input.shippingCode);
  const problems = blockers(totals);
  if (problems.length)
    throw applicationError(409, 'CHECKOUT_NOT_PURCHASABLE', problems.join(' '), { problems });

  takeFromStock(
    platform,
    totals.priced.lines.map((l) => ({
      product: l.product!,
      variantId: l.stored.variantId,
      quantity: l.stored.quantity,
    })),
    baseUrl,
  );
  const coupon = totals.priced.coupon?.coupon;
  if (coupon) coupons(platform).find((c) => c.id === coupon.id)!.timesUsed += 1;

  const all = orders(platform);
  const address = input.shippingAddress ?? checkout.shippingAddress;
  const order: Order = {
    id: randomUUID(),
    number: nextOrderNumber(all),
    buyer: {
      ...(checkout.buyer.memberId ? { memberId: checkout.buyer.memberId } : {}),
      visitorId: checkout.buyer.visitorId,
      email: input.email,
    },
    createdDate: new Date(platform.now()).toISOString(),
    paymentStatus: 'PAID',
    lineItems: totals.priced.lines.map((l) => ({
      name: l.name,
      quantity: l.stored.quantity,
      price: formatUsd(l.unitPrice),
      productId: l.stored.productId,
      variantId: l.stored.variantId,
      options: l.stored.options,
    })),
    totals: {
      total: decimalString(totals.total),
      formattedTotal: formatUsd(totals.total),
      subtotal: decimalString(totals.priced.subtotal),
      discount: decimalString(totals.priced.discount),
      shipping: decimalString(totals.shipping),
      tax: decimalString(totals.tax.amount),
    },
    checkoutId: checkout.id,
    cartId: checkout.cartId,
    ...(totals.selected
      ? { shippingOption: { code: totals.selected.code, title: totals.selected.title } }
      : {}),
    ...(address ? { shippingAddress: address } : {}),
    ...(coupon ? { couponCode: coupon.code } : {}),
  };
  all.push(order);
  checkout.orderId = order.id;

  // The cart keeps its id when a visitor's cart passes to the member, so look it up by id first.
  const cart = carts(platform).find((c) => c.id === checkout.cartId) ?? findCart(platform, checkout.owner);
  if (cart) {
    reportRecovery(platform, cart, checkout.id);
    carts(platform).splice(carts(platform).indexOf(cart), 1);
  }
  platform.state.changed();
  return order;
}
