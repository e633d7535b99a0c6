// A first-party hint of this browser's cart: that one exists, so a visit without one sends no request at
// all (no `GET carts/current` answered by the platform's 404, a red console line on every first visit), and
// its count and subtotal as the page's bound elements show them, which the loader shows on the next page
// load before the widget is there (loader/hint.ts: no flash of the wrong state). No token, no e-mail, no
// line. Written when the platform answers with a cart, removed when it answers with none or the member's
// session ends; localStorage, shared by the tabs.
import { toJson } from '../../src/http/json.ts';
import type { CartView } from './view.ts';
import { subtotalText } from './view.ts';

export interface CartHint {
  /** Whether a cart was seen in this browser and not seen gone since. */
  known(): boolean;
  /** Follows the platform's latest answer: a cart (it has an id) or none. */
  follow(view: CartView): void;
  /** The cart was the member's, whose session ended: this browser's visitor has none. */
  forget(): void;
}

/** What the hint holds: the texts of `data-dropcart-count` and `data-dropcart-subtotal`. */
export interface CartHintValue {
  count: string;
  subtotal?: string;
}

export const cartHintKey = (clientId: string): string => `dropcart:${clientId}:cart`;

export function cartHint(storage: Storage | undefined, clientId: string, locale: string): CartHint {
  const key = cartHintKey(clientId);
  // What this tab wrote last (null: nothing yet), so an unchanged answer writes nothing.
  let last: string | undefined | null = null;
  const write = (value: CartHintValue | undefined) => {
    const text = value && toJson(value);
    if (text === last) return;
    last = text;
    try {
      if (text) storage?.setItem(key, text);
      else storage?.removeItem(key);
    } catch {
      // Storage full or blocked: the hint only saves a request and a flash.
    }
  };
  return {
    known() {
      try {
        return storage?.getItem(key) != null;
      } catch {
        // Storage blocked: no hint, so the cart is read when the shopper acts.
        return false;
      }
    },
    follow(view) {
      const subtotal = subtotalText(view, locale);
      write(view.id ? { count: String(view.count), ...(subtotal ? { subtotal } : {}) } : undefined);
    },
    forget: () => write(undefined),
  };
}
