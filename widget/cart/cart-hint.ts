// A first-party "this browser has a cart" hint, so a visit without one sends no request at all: no
// `GET carts/current` answered by the platform's 404 (a red console line on every first visit). Written
// when the platform answers with a cart, removed when it answers with none; localStorage, shared by tabs.
import type { CartView } from './view.ts';

export interface CartHint {
  /** Whether a cart was seen in this browser and not seen gone since. */
  known(): boolean;
  /** Follows the platform's latest answer: a cart (it has an id) or none. */
  follow(view: CartView): void;
}

export const cartHintKey = (clientId: string): string => `dropcart:${clientId}:cart`;

export function cartHint(storage: Storage | undefined, clientId: string): CartHint {
  const key = cartHintKey(clientId);
  let last: boolean | undefined;
  return {
    known() {
      try {
        return storage?.getItem(key) === '1';
      } catch {
        // Storage blocked: no hint, so the cart is read when the shopper acts.
        return false;
      }
    },
    follow(view) {
      const exists = Boolean(view.id);
      if (exists === last) return;
      last = exists;
      try {
        if (exists) storage?.setItem(key, '1');
        else storage?.removeItem(key);
      } catch {
        // Storage full or blocked: the hint only saves a request.
      }
    },
  };
}
