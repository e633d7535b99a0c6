// The cart as the widget shows it: the client's normalized Cart (the same on Cart V1 and Current Cart V2,
// src/types/cart.ts), plus only what the widget adds: lines the platform has not answered yet (`pending`)
// and the number of items. Totals are the client's CartTotals as they are (cart/reducer.ts).
import type { Cart, CartApiVersion, CartLine } from '../../src/index.ts';
import { formatMoney, sumMoney, UNKNOWN_PRICE } from '../money.ts';

/** One cart line: the platform's, or one shown before the platform confirmed it (optimistic). */
export interface LineView extends CartLine {
  /** Shown before the platform confirmed it. */
  pending?: boolean;
  /**
   * An optimistic line of a Catalog V3 product: its choice modifiers, modifier key → choice key, so that an add
   * of the same variant with other modifiers shows as another line (same-item.ts).
   */
  modifiers?: Record<string, string>;
}

/** The cart: the platform's last answer with the changes still pending applied. */
export interface CartView extends Omit<Cart, 'id' | 'api' | 'lines'> {
  /** Absent until the shopper has a cart. */
  id?: string;
  /** The cart generation that answered; absent until the shopper has a cart. */
  api?: CartApiVersion;
  lines: LineView[];
  /** Number of items (sum of quantities), what `data-dropcart-count` shows. */
  count: number;
}

export const EMPTY_CART: CartView = { currency: '', lines: [], subtotal: { amount: '0.00' }, count: 0 };

/**
 * A line whose product is not read yet (a first visit's held click, cart/add.ts) is not counted: it may
 * still be taken out (a choice to make, sold out, no such product), and its add is not even queued; it
 * counts once its product is known (named) and its add is on its way.
 */
const countOf = (lines: LineView[]) =>
  lines.reduce((total, line) => (line.pending && !line.name ? total : total + line.quantity), 0);

/** The client's cart (null: the shopper has none yet) as the widget's view. */
export function cartView(cart: Cart | null): CartView {
  return cart ? { ...cart, count: countOf(cart.lines) } : EMPTY_CART;
}

/** Whether the line's amount is in the subtotal: the platform counts nothing of a line it cannot sell. */
export const counted = (line: LineView): boolean =>
  line.availability !== 'NOT_AVAILABLE' && line.availability !== 'NOT_FOUND';

/**
 * Recomputes count and subtotal after an optimistic change (the platform's numbers replace them soon). A
 * line whose price is not known yet makes the subtotal unknown too (shown as nothing, not as a sum that
 * leaves the line out).
 */
export function withTotals(cart: CartView, lines: LineView[]): CartView {
  const billed = lines.filter(counted).map((line) => line.totalPrice);
  const subtotal = billed.some((price) => price.amount === '') ? UNKNOWN_PRICE : sumMoney(billed);
  return { ...cart, lines, count: countOf(lines), subtotal };
}

/**
 * The subtotal as the page's `data-dropcart-subtotal` elements show it, or undefined before the shopper
 * has a cart: its currency is unknown then, and the page's own text (say "$0.00") stays rather than a
 * guessed currency. This also keeps Intl's first number format (~75 ms on a slow phone) out of boot.
 */
export function subtotalText(view: CartView, locale: string): string | undefined {
  return view.subtotal.formatted || view.currency
    ? formatMoney(view.subtotal, view.currency, locale)
    : undefined;
}
