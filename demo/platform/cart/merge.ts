// When a visitor signs in, the visitor's cart joins the member's: lines of the same item add up (never
// beyond what is in stock), the member's coupon wins over the visitor's, and the visitor's cart is gone.
import { findProduct } from '../catalog/store.ts';
import type { Platform } from '../platform.ts';
import { available } from './resolve.ts';
import { findCart, ownerKey, removeCart, touch } from './store.ts';

export function mergeVisitorCart(platform: Platform, visitorId: string, memberId: string): void {
  const visitorCart = findCart(platform, ownerKey({ visitorId }));
  if (!visitorCart) return;
  const memberKey = ownerKey({ visitorId, memberId });
  const memberCart = findCart(platform, memberKey);
  if (!memberCart) {
    // The simple case: the cart changes hands.
    visitorCart.owner = memberKey;
    visitorCart.buyer = { visitorId, memberId };
    touch(platform, visitorCart);
    return;
  }
  for (const line of visitorCart.lines) {
    const same = memberCart.lines.find(
      (l) => l.productId === line.productId && l.variantId === line.variantId,
    );
    if (!same) {
      memberCart.lines.push(line);
      continue;
    }
    const variant = findProduct(platform, line.productId)?.variants.find((v) => v.id === line.variantId);
    const cap = Math.min(
      999,
      variant ? Math.max(available(variant), same.quantity) : same.quantity + line.quantity,
    );
    same.quantity = Math.min(cap, same.quantity + line.quantity);
  }
  if (!memberCart.couponCode && visitorCart.couponCode) memberCart.couponCode = visitorCart.couponCode;
  if (!memberCart.buyerNote && visitorCart.buyerNote) memberCart.buyerNote = visitorCart.buyerNote;
  if (!memberCart.contactInfo && visitorCart.contactInfo) memberCart.contactInfo = visitorCart.contactInfo;
  removeCart(platform, visitorCart);
  touch(platform, memberCart);
}
