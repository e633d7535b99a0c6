// When a visitor signs in, the visitor's open cart joins the member's: lines of the same item add up (never
// beyond what is in stock), the member's coupon, note, address and delivery win over the visitor's, and the
// visitor's cart is gone. Whatever generation wrote either cart, the member reads the result through both.
import { findProduct } from '../catalog/store.ts';
import type { Platform } from '../platform.ts';
import { sameLineItem } from './edit.ts';
import { available, capped, MAX_LINE_QUANTITY } from './resolve.ts';
import { openCart, ownerKey, removeCart, retireOrderedCart, touch } from './store.ts';
import type { StoredCart } from './types.ts';

const CARRIED = [
  'coupon',
  'giftCard',
  'note',
  'buyerDetails',
  'deliveryAddress',
  'deliveryMethod',
  'billingAddress',
] as const;

export function mergeVisitorCart(platform: Platform, visitorId: string, memberId: string): void {
  const visitorCart = openCart(platform, ownerKey({ visitorId }));
  if (!visitorCart) return;
  const member = { key: ownerKey({ visitorId, memberId }), buyer: { visitorId, memberId } };
  const memberCart = openCart(platform, member.key);
  if (!memberCart) {
    // The simple case: the cart changes hands (a member's ordered cart stops being current).
    retireOrderedCart(platform, member.key);
    visitorCart.owner = member.key;
    visitorCart.buyer = member.buyer;
    touch(platform, visitorCart);
    return;
  }
  for (const line of visitorCart.lines) {
    const same = memberCart.lines.find((l) => sameLineItem(l, line));
    if (!same) {
      memberCart.lines.push(line);
      continue;
    }
    const variant = findProduct(platform, line.productId)?.variants.find((v) => v.id === line.variantId);
    same.requestedQuantity = Math.min(MAX_LINE_QUANTITY, same.requestedQuantity + line.requestedQuantity);
    same.quantity = capped(same.requestedQuantity, variant ? available(variant) : 0);
  }
  for (const field of CARRIED) carry(memberCart, visitorCart, field);
  removeCart(platform, visitorCart);
  touch(platform, memberCart);
}

function carry<K extends (typeof CARRIED)[number]>(to: StoredCart, from: StoredCart, field: K): void {
  if (to[field] === undefined && from[field] !== undefined) to[field] = from[field];
}
