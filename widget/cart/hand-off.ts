// What the checkout hand-off leaves in this tab (sessionStorage), so that only a return this tab started is
// confirmed (return.ts, loaded only when the address has an `orderId`). Kept apart and small: the hand-off
// must write it synchronously before the browser leaves for the platform's checkout.
import { toJson } from '../../src/http/json.ts';
import type { Money } from '../money.ts';

export const checkoutKey = (clientId: string) => `dropcart:${clientId}:checkout`;

/** A hand-off older than this is no longer waited for (a shopper may take a while to pay, not a day). */
export const PENDING_CHECKOUT_MS = 24 * 60 * 60_000;

export interface PendingCheckout {
  cartId: string;
  at: number;
  /** What the cart held as the shopper left, for the confirmation to list (bought.ts). */
  bought?: Bought | undefined;
}

/**
 * The lines and the total the cart showed as the shopper left for checkout: the confirmation lists them,
 * since a visitor's token cannot read the order. Names, choices, quantities and amounts only: never a
 * token, an e-mail or an address.
 */
export interface Bought {
  currency: string;
  lines: Array<{ name: string; details: string; quantity: number; unitPrice: Money; price: Money }>;
  /** The estimated total when the cart had one, else the subtotal. */
  total: { estimated: boolean; amount: Money };
}

/**
 * Remembers, for this tab, that the cart `cartId` was handed to the platform's checkout `at` a time (the
 * platform's clock), with what it held.
 */
export function rememberCheckout(
  storage: Storage | undefined,
  clientId: string,
  pending: PendingCheckout,
): void {
  try {
    storage?.setItem(checkoutKey(clientId), toJson(pending));
  } catch {
    // Storage full or blocked: a return to this tab is then not confirmed, which is the safe side.
  }
}
