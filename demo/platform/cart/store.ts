// Current carts, one per owner: a visitor's belongs to the visitor id, a member's to the member id. Both
// generations' routes find the owner's cart here, so a cart written through V1 is read through V2 and back.
import { randomUUID } from 'node:crypto';
import { applicationError, forbidden } from '../http/errors.ts';
import type { RequestContext } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { type Coupon, seedCoupons } from '../seed/coupons.ts';
import type { Buyer, StoredCart, StoredCheckout } from './types.ts';

// The slices are named `cart.*`: a state file written before V1 and V2 shared one cart keeps its older
// `carts`, `checkouts` and `coupons` slices, in another shape, unread.
export const carts = (platform: Platform) => platform.state.slice<StoredCart[]>('cart.carts', () => []);
export const checkouts = (platform: Platform) =>
  platform.state.slice<StoredCheckout[]>('cart.checkouts', () => []);
export const coupons = (platform: Platform) => platform.state.slice<Coupon[]>('cart.coupons', seedCoupons);

export interface Owner {
  key: string;
  buyer: Buyer;
}

export const ownerKey = (buyer: Buyer): string =>
  buyer.memberId ? `member:${buyer.memberId}` : `visitor:${buyer.visitorId}`;

/** Whose cart a request addresses, from its access token. */
export function cartOwner(platform: Platform, ctx: RequestContext): Owner {
  const caller = platform.identify(ctx);
  if (caller.kind === 'merchant')
    throw forbidden(
      'The current cart belongs to a visitor or a member: call with their access token, not the API key',
    );
  const buyer: Buyer =
    caller.kind === 'member'
      ? { visitorId: caller.visitorId, memberId: caller.memberId }
      : { visitorId: caller.visitorId };
  return { key: ownerKey(buyer), buyer };
}

/** The owner's current cart, open or ordered. */
export const findCart = (platform: Platform, owner: string): StoredCart | undefined =>
  carts(platform).find((c) => c.owner === owner && c.current);

/** The owner's current cart while no order was placed from it. */
export const openCart = (platform: Platform, owner: string): StoredCart | undefined => {
  const cart = findCart(platform, owner);
  return cart && !cart.orderId ? cart : undefined;
};

/** V1's refusal when there is no open cart (the only error V1's typings declare for get). */
export const ownedCartNotFound = () =>
  applicationError(404, 'OWNED_CART_NOT_FOUND', 'There is no current cart yet: add an item to create one');

export function requireV1Cart(platform: Platform, owner: Owner): StoredCart {
  const cart = openCart(platform, owner.key);
  if (!cart) throw ownedCartNotFound();
  return cart;
}

/** The owner's cart an order was placed from stops being current (a new cart takes its place). */
export function retireOrderedCart(platform: Platform, owner: string): void {
  const previous = findCart(platform, owner);
  if (previous?.orderId) previous.current = false;
}

/** A new, empty current cart for the owner, in place of the current one (open or ordered). */
export function createCart(platform: Platform, owner: Owner): StoredCart {
  retireOrderedCart(platform, owner.key);
  const previous = openCart(platform, owner.key);
  if (previous) removeCart(platform, previous);
  const now = new Date(platform.now()).toISOString();
  const cart: StoredCart = {
    id: randomUUID(),
    owner: owner.key,
    buyer: owner.buyer,
    current: true,
    lines: [],
    purchaseFlowId: randomUUID(),
    createdDate: now,
    updatedDate: now,
    revision: 0,
  };
  carts(platform).push(cart);
  return cart;
}

/** The open cart, or a new one (an add creates the cart, in both generations). */
export const openOrCreateCart = (platform: Platform, owner: Owner): StoredCart =>
  openCart(platform, owner.key) ?? createCart(platform, owner);

/** Stamps a change: new `updatedDate` and `revision`, and persists. */
export function touch(platform: Platform, cart: StoredCart): void {
  cart.updatedDate = new Date(Math.max(platform.now(), Date.parse(cart.updatedDate) + 1)).toISOString();
  cart.revision += 1;
}

export function removeCart(platform: Platform, cart: StoredCart): void {
  const all = carts(platform);
  const index = all.indexOf(cart);
  if (index >= 0) all.splice(index, 1);
}

/** DELETE of the current cart: an open cart is gone; an ordered one stays stored but is no longer current. */
export function deleteCurrentCart(platform: Platform, owner: Owner): void {
  const cart = findCart(platform, owner.key);
  if (cart?.orderId) {
    cart.current = false;
  } else if (cart) removeCart(platform, cart);
}
