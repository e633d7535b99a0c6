// A checkout session's address: how the SDK's checkout-url and an abandoned cart's recovery link open the
// hosted checkout page, which wants one (access.ts). Apart from access.ts, which reads purchases: the
// abandoned-cart check, which placing an order calls, needs this and nothing of theirs.
import type { Buyer } from '../cart/types.ts';
import type { Platform } from '../platform.ts';
import { fullUrlFor } from '../redirects/urls.ts';

/** A checkout session for `buyer` (the SDK's checkout-url, an abandoned cart's recovery link): its fullUrl. */
export function checkoutSessionUrl(
  platform: Platform,
  buyer: Buyer,
  checkoutId: string,
  baseUrl: string,
): string {
  const intent = { kind: 'ecomCheckout' as const, checkoutId };
  return platform.identity.redirectSessions.create(
    {
      intent,
      callbacks: {},
      visitorId: buyer.visitorId,
      ...(buyer.memberId ? { memberId: buyer.memberId } : {}),
      maintainIdentity: false,
    },
    (id) => fullUrlFor(baseUrl, id, intent, {}),
  ).fullUrl;
}
