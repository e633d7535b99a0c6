// What the checkout hand-off leaves in this tab (sessionStorage), so that only a return this tab started is
// confirmed (return.ts, loaded only when the address has an `orderId`). Kept apart and small: the hand-off
// must write it synchronously before the browser leaves for the platform's checkout.
import { toJson } from '../../src/http/json.ts';

export const checkoutKey = (clientId: string) => `dropcart:${clientId}:checkout`;

/** A hand-off older than this is no longer waited for (a shopper may take a while to pay, not a day). */
export const PENDING_CHECKOUT_MS = 24 * 60 * 60_000;

export interface PendingCheckout {
  cartId: string;
  at: number;
}

/**
 * Remembers, for this tab, that the cart `cartId` was handed to the platform's checkout at `now` (the
 * platform's clock).
 */
export function rememberCheckout(
  storage: Storage | undefined,
  clientId: string,
  cartId: string,
  now: number,
): void {
  try {
    storage?.setItem(checkoutKey(clientId), toJson({ cartId, at: now } satisfies PendingCheckout));
  } catch {
    // Storage full or blocked: a return to this tab is then not confirmed, which is the safe side.
  }
}
