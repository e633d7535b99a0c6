// Current carts, one per owner: a visitor's belongs to the visitor id, a member's to the member id.

import { applicationError, forbidden } from '../http/errors.ts';
import type { RequestContext } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { type Coupon, seedCoupons } from '../seed/coupons.ts';
import type { Buyer, StoredCart, StoredCheckout } from './types.ts';

export const carts = (platform: Platform) => platform.state.slice<StoredCart[]>('carts', () => []);
export const checkouts = (platform: Platform) =>
  platform.state.slice<StoredCheckout[]>('checkouts', () => []);
export const coupons = (platform: Platform) => platform.state.slice<Coupon[]>('coupons', seedCoupons);

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

export const findCart = (platform: Platform, owner: string): StoredCart | undefined =>
  carts(platform).find((c) => c.owner === owner);

export function requireCart(platform: Platform, owner: Owner): StoredCart {
  const cart = findCart(platform, owner.key);
  if (!cart)
    throw applicationError(
      404,
      'OWNED_CART_NOT_FOUND',
      'There is no current cart yet: add an item to create one',
    );
  return cart;
}

/** Stamps a change: new `updatedDate` and `revision`, and persists. */
export function touch(platform: Platform, cart: StoredCart): void {
  cart.updatedDate = new Date(Math.max(platform.now(), Date.parse(cart.updatedDate) + 1)).toISOString();
  cart.revision += 1;
  platform.state.changed();
}

export function removeCart(platform: Platform, cart: StoredCart): void {
  const all = carts(platform);
  const index = all.indexOf(cart);
  if (index >= 0) all.splice(index, 1);
  platform.state.changed();
}
