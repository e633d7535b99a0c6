// Placing an order on the hosted checkout. The page is opened with `checkoutId` = a V1 checkout's id
// (create-checkout) or a cart's id (the V2 hand-off, platform-2026.md §2.8: there is no checkout entity in V2,
// the cart is the checkout). Placing checks stock and coupon once more, takes the items out of stock, records
// the order as paid, counts the coupon's use, redeems the gift card, and marks the cart `orderPlaced` with
// its `orderId` (it stays the owner's current cart until a new one replaces it: GET answers 404, V2 changes
// 428 CART_ALREADY_ORDERED; open question 8). Placing the same checkout twice gives back the first order.
import { randomUUID } from 'node:crypto';
import { computeTotals, type Totals } from '../cart/estimate.ts';
import { findGiftCard, giftCardReason } from '../cart/gift-cards.ts';
import { carts, checkouts, coupons, touch } from '../cart/store.ts';
import type {
  Address,
  AppliedCouponRef,
  AppliedGiftCardRef,
  Buyer,
  DeliveryChoice,
  StoredCart,
  StoredCheckout,
  StoredLine,
} from '../cart/types.ts';
import { decimalString, formatUsd, round2 } from '../catalog/money.ts';
import { takeFromStock } from '../catalog/stock.ts';
import { reportRecovery } from '../events/abandon.ts';
import { applicationError, notFound } from '../http/errors.ts';
import type { Platform } from '../platform.ts';
import { nextOrderNumber, type Order, orders } from './orders.ts';

/** What the hosted page sells: a V1 checkout's snapshot, or a cart as it is now. */
export interface Purchase {
  /** The id the page was opened with. */
  id: string;
  cartId: string;
  owner: string;
  buyer: Buyer;
  lines: StoredLine[];
  coupon?: AppliedCouponRef | undefined;
  giftCard?: AppliedGiftCardRef | undefined;
  email?: string | undefined;
  shippingAddress?: Address | undefined;
  selectedShippingOption?: DeliveryChoice | undefined;
  orderId?: string | undefined;
  checkout?: StoredCheckout;
  cart?: StoredCart;
}

export interface PlaceInput {
  checkoutId: string;
  email: string;
  shippingAddress?: Address;
  shippingCode?: string;
}

/** The hosted page's totals: the V1 estimate for the destination, and what the gift card pays. */
export interface PurchaseTotals extends Totals {
  giftCard?: { id: string; amount: number };
}

export function requirePurchase(platform: Platform, id: string): Purchase {
  const checkout = checkouts(platform).find((c) => c.id === id);
  if (checkout)
    return {
      id,
      cartId: checkout.cartId,
      owner: checkout.owner,
      buyer: checkout.buyer,
      lines: checkout.lines,
      coupon: checkout.coupon,
      email: checkout.email,
      shippingAddress: checkout.shippingAddress,
      selectedShippingOption: checkout.selectedShippingOption,
      orderId: checkout.orderId,
      checkout,
    };
  const cart = carts(platform).find((c) => c.id === id);
  if (cart)
    return {
      id,
      cartId: cart.id,
      owner: cart.owner,
      buyer: cart.buyer,
      lines: cart.lines,
      coupon: cart.coupon,
      giftCard: cart.giftCard,
      email: cart.buyerDetails?.email,
      shippingAddress: cart.deliveryAddress,
      selectedShippingOption: cart.deliveryMethod,
      orderId: cart.orderId,
      cart,
    };
  throw notFound('Checkout', id, 'CHECKOUT_NOT_FOUND');
}

export function purchaseTotals(
  platform: Platform,
  purchase: Purchase,
  address?: Address,
  shippingCode?: string,
): PurchaseTotals {
  const totals = computeTotals(platform, {
    lines: purchase.lines,
    coupon: purchase.coupon,
    owner: purchase.owner,
    shippingAddress: address ?? purchase.shippingAddress,
    selectedShippingCode: shippingCode,
    // The choice made earlier stands unless the buyer picks another or the country changes.
    preferredShippingCode: purchase.selectedShippingOption?.code,
    shippingField: 'shipping',
  });
  const card = purchase.giftCard ? findGiftCard(platform, purchase.giftCard.code) : undefined;
  if (!card || giftCardReason(card, platform.now())) return totals;
  return { ...totals, giftCard: { id: card.id, amount: round2(Math.min(card.balance, totals.total)) } };
}

/** Why the order cannot be placed, in words for the buyer, or an empty list. */
export function blockers(totals: Totals): string[] {
  const problems = totals.priced.lines.flatMap((l) =>
    l.v1Status === 'AVAILABLE'
      ? []
      : [
          l.v1Status === 'PARTIALLY_AVAILABLE'
            ? `Only ${l.available} of ${l.name} left (you chose ${l.stored.quantity}).`
            : l.v1Status === 'NOT_AVAILABLE'
              ? `${l.name} is sold out.`
              : `${l.name} is no longer sold.`,
        ],
  );
  if (totals.priced.coupon?.problem) problems.push(totals.priced.coupon.problem.description);
  if (!totals.priced.lines.length) problems.push('The checkout has no items.');
  return problems;
}

export function placeOrder(platform: Platform, input: PlaceInput, baseUrl: string): Order {
  const purchase = requirePurchase(platform, input.checkoutId);
  if (purchase.orderId) {
    const existing = orders(platform).find((o) => o.id === purchase.orderId);
    if (existing) return existing;
  }
  const totals = purchaseTotals(platform, purchase, input.shippingAddress, input.shippingCode);
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
  if (coupon) {
    const stored = coupons(platform).find((c) => c.id === coupon.id)!;
    stored.timesUsed += 1;
    stored.usesByCustomer[purchase.owner] = (stored.usesByCustomer[purchase.owner] ?? 0) + 1;
  }
  const giftCard = totals.giftCard;
  if (giftCard) {
    const card = findGiftCard(platform, purchase.giftCard!.code)!;
    card.balance = round2(card.balance - giftCard.amount);
  }

  const all = orders(platform);
  // The page sends the whole address it showed (prefilled from the checkout's); a caller that sends the
  // country alone, the same as before, keeps the rest of the address the buyer gave.
  const given = input.shippingAddress;
  const address =
    given && (given.country !== purchase.shippingAddress?.country || Object.keys(given).length > 1)
      ? given
      : (purchase.shippingAddress ?? given);
  const order: Order = {
    id: randomUUID(),
    number: nextOrderNumber(all),
    buyer: {
      ...(purchase.buyer.memberId ? { memberId: purchase.buyer.memberId } : {}),
      visitorId: purchase.buyer.visitorId,
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
      ...(giftCard ? { giftCard: decimalString(giftCard.amount) } : {}),
    },
    checkoutId: purchase.id,
    cartId: purchase.cartId,
    ...(totals.selected
      ? { shippingOption: { code: totals.selected.code, title: totals.selected.title } }
      : {}),
    ...(address ? { shippingAddress: address } : {}),
    ...(coupon ? { couponCode: coupon.code } : {}),
  };
  all.push(order);
  if (purchase.checkout) purchase.checkout.orderId = order.id;

  // The cart keeps its id when a visitor's cart passes to the member, so it is found by id.
  const cart = purchase.cart ?? carts(platform).find((c) => c.id === purchase.cartId);
  if (cart && !cart.orderId) {
    reportRecovery(platform, cart, purchase.id);
    cart.orderId = order.id;
    touch(platform, cart);
  }
  return order;
}
