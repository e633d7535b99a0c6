// Who may open the hosted checkout page. It shows the buyer's e-mail, address and items, so a checkout's
// id (which the event stream once broadcast with every abandoned cart) must not be enough: the page opens
// only through a live `ecomCheckout` redirect session created by the checkout's owner (the visitor or
// member whose cart it is) or by the store (API key). Its id is unguessable and in the session's fullUrl
// (session-url.ts makes one for the SDK's checkout-url and an abandoned cart's recovery link).
import { ownerKey } from '../cart/store.ts';
import type { Buyer } from '../cart/types.ts';
import { applicationError } from '../http/errors.ts';
import type { Platform } from '../platform.ts';
import { type Purchase, requirePurchase } from './place.ts';

const refused = () =>
  applicationError(
    403,
    'CHECKOUT_SESSION_REQUIRED',
    'This checkout opens only from the store it was started in. Go back to the store and check out again.',
  );

/**
 * The purchase behind the page, if `redirectSessionId` names a live checkout session of this checkout whose
 * creator owns it (a store's session, created with the API key, has no creator and opens any).
 */
export function purchaseThroughSession(
  platform: Platform,
  checkoutId: string,
  redirectSessionId: string | undefined,
): Purchase {
  const session = redirectSessionId ? platform.identity.redirectSessions.get(redirectSessionId) : undefined;
  if (session?.intent.kind !== 'ecomCheckout' || session.intent.checkoutId !== checkoutId) throw refused();
  const purchase = requirePurchase(platform, checkoutId);
  if (session.visitorId === undefined && session.memberId === undefined) return purchase;
  const creator: Buyer = {
    visitorId: session.visitorId ?? '',
    ...(session.memberId ? { memberId: session.memberId } : {}),
  };
  if (ownerKey(creator) !== purchase.owner) throw refused();
  return purchase;
}
