// What the widget hands to the host page (API results, event details) is the host's to keep and change:
// a copy, never the widget's own state. `getCart()` on an empty cart once returned a shared constant, and a
// `cart-change` listener that emptied `detail.cart.lines` emptied the widget's view.
import type { DropcartApi } from '../api.ts';

/** A deep copy of plain data (the cart view, session info, event details); Dates stay as they are. */
export function copyOf<T>(value: T, depth = 0): T {
  if (depth > 32 || typeof value !== 'object' || value === null || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => copyOf(item, depth + 1)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = copyOf(item, depth + 1);
  return copy as T;
}

const copied =
  <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> =>
    copyOf(await method(...args));

/** `api` whose answers are copies: each call's result is the caller's alone. */
export function handingOutCopies(api: DropcartApi): DropcartApi {
  return {
    ...api,
    add: copied(api.add),
    setQuantity: copied(api.setQuantity),
    remove: copied(api.remove),
    applyCoupon: copied(api.applyCoupon),
    removeCoupon: copied(api.removeCoupon),
    getCart: copied(api.getCart),
    getSession: copied(api.getSession),
  };
}
