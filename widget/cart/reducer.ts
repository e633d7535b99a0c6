// Every change of cart state goes through `reduceCart`, a reducer over a tagged union of actions (like
// TanStack Query's #dispatch). Optimistic changes are kept as a list on top of the last confirmed cart,
// so a confirmation or a rollback of one mutation leaves the others in flight untouched.

import type { CartTotals } from '../../src/index.ts';
import { timesQuantity } from '../money.ts';
import { sameItem } from './same-item.ts';
import { keepUnchangedLines, sameData } from './unchanged-lines.ts';
import type { CartView, LineView } from './view.ts';
import { EMPTY_CART, withTotals } from './view.ts';

export type CartChange =
  | {
      kind: 'add';
      line: LineView;
      /** The product's currency, for a cart that has none yet. */
      currency?: string;
    }
  | { kind: 'quantity'; lineId: string; quantity: number }
  | { kind: 'remove'; lineId: string };

export interface PendingChange {
  id: number;
  change: CartChange;
}

export interface EstimateState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The client's totals, as the platform estimated them. */
  data?: CartTotals;
  error?: string;
  /** The confirmed cart the estimate on its way (`loading`) or shown (`ready`) was asked for. */
  for?: CartView;
}

/**
 * What the platform did differently from what the shopper asked (an add it dropped, a quantity it capped),
 * told where the line is (`lineId`) or, for a line that is not there, where it would have been.
 */
export interface CartNotice {
  text: string;
  lineId?: string;
}

export interface CartState {
  status: 'loading' | 'ready' | 'error';
  /** The platform's last answer. */
  confirmed: CartView;
  /** Optimistic changes not answered yet, oldest first. */
  pending: PendingChange[];
  /** `confirmed` with `pending` applied: what the shopper sees. */
  view: CartView;
  /** The message of the last failure (a rollback or a refused request). */
  error?: string;
  /** Until the next change. */
  notice?: CartNotice;
  /**
   * Why the last coupon was refused, told under the coupon field (not also as a toast) while the cart is
   * shown; cleared by the next attempt. A new object each time, so the form can tell a new refusal.
   */
  couponRefusal?: { text: string };
  estimate: EstimateState;
}

export type CartAction =
  | { type: 'loaded'; cart: CartView }
  | { type: 'load-failed'; error: string }
  | { type: 'optimistic'; id: number; change: CartChange }
  | { type: 'confirmed'; id: number; cart: CartView }
  | { type: 'rolled-back'; id: number; error: string }
  | { type: 'discarded'; id: number }
  | { type: 'failed'; error: string }
  | { type: 'noticed'; notice: CartNotice }
  | { type: 'coupon-refused'; refusal?: { text: string } }
  | { type: 'estimate-started'; basis: CartView }
  | { type: 'estimated'; estimate: CartTotals; basis: CartView }
  | { type: 'estimate-failed'; error: string };

export const initialCartState: CartState = {
  status: 'loading',
  confirmed: EMPTY_CART,
  pending: [],
  view: EMPTY_CART,
  estimate: { status: 'idle' },
};

function withQuantity(line: LineView, quantity: number): LineView {
  return {
    ...line,
    quantity,
    confirmedQuantity: quantity,
    totalPrice: timesQuantity(line.unitPrice, quantity),
    pending: true,
  };
}

function applyChange(cart: CartView, change: CartChange): CartView {
  switch (change.kind) {
    case 'add': {
      const existing = cart.lines.find((line) => sameItem(line, change.line));
      const lines = existing
        ? cart.lines.map((line) =>
            line === existing ? withQuantity(line, line.quantity + change.line.quantity) : line,
          )
        : [...cart.lines, { ...change.line, pending: true }];
      return withTotals(
        cart.currency || !change.currency ? cart : { ...cart, currency: change.currency },
        lines,
      );
    }
    case 'quantity':
      return withTotals(
        cart,
        cart.lines.map((line) => (line.id === change.lineId ? withQuantity(line, change.quantity) : line)),
      );
    case 'remove':
      return withTotals(
        cart,
        cart.lines.filter((line) => line.id !== change.lineId),
      );
  }
}

/** The last estimate's numbers, kept (muted, with its shipping choices for the form) until the next one. */
const stale = (estimate: EstimateState): EstimateState =>
  estimate.data ? { status: 'idle', data: estimate.data } : { status: 'idle' };

/** An estimate shown for the confirmed cart, or on its way for it: none needs asking. */
export const isCurrent = (estimate: EstimateState): boolean =>
  estimate.status === 'ready' || estimate.status === 'loading';

/**
 * The platform answered `cart`. An estimate asked for this very cart (ready, or on its way) still holds: a
 * re-read that brings the same cart (another tab's ping, the live stream opening) neither blinks the totals
 * to "Updating" nor asks again. Any other no longer holds.
 */
function estimateAfter({ estimate }: CartState, cart: CartView): EstimateState {
  return isCurrent(estimate) && estimate.for && sameData(estimate.for, cart) ? estimate : stale(estimate);
}

function project(state: CartState, confirmed: CartView, pending: PendingChange[]): CartState {
  return {
    ...state,
    confirmed,
    pending,
    view: keepUnchangedLines(
      state.view,
      pending.reduce((cart, p) => applyChange(cart, p.change), confirmed),
    ),
  };
}

export function reduceCart(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'loaded':
      return {
        ...project(state, action.cart, state.pending),
        status: 'ready',
        estimate: estimateAfter(state, action.cart),
      };
    case 'load-failed':
      return { ...state, status: 'error', error: action.error };
    case 'optimistic': {
      // The same id again replaces the earlier change: rapid stepper clicks stay one pending change.
      // A new change also ends the last notice: it was about the change before.
      const others = state.pending.filter((p) => p.id !== action.id);
      const { notice: _told, ...rest } = state;
      return project(rest, state.confirmed, [...others, { id: action.id, change: action.change }]);
    }
    case 'confirmed':
      return {
        ...project(
          state,
          action.cart,
          state.pending.filter((p) => p.id !== action.id),
        ),
        status: 'ready',
        estimate: estimateAfter(state, action.cart),
      };
    case 'rolled-back':
      return {
        ...project(
          state,
          state.confirmed,
          state.pending.filter((p) => p.id !== action.id),
        ),
        error: action.error,
      };
    case 'discarded':
      return project(
        state,
        state.confirmed,
        state.pending.filter((p) => p.id !== action.id),
      );
    case 'failed':
      return { ...state, error: action.error };
    case 'noticed':
      return { ...state, notice: action.notice };
    case 'coupon-refused': {
      const { couponRefusal: _last, ...rest } = state;
      return action.refusal ? { ...rest, couponRefusal: action.refusal } : rest;
    }
    case 'estimate-started':
      return { ...state, estimate: { ...state.estimate, status: 'loading', for: action.basis } };
    case 'estimated':
      // Asked for a cart the platform has changed since: its numbers show as being updated, not as current.
      return {
        ...state,
        estimate: sameData(action.basis, state.confirmed)
          ? { status: 'ready', data: action.estimate, for: action.basis }
          : { status: 'idle', data: action.estimate },
      };
    case 'estimate-failed':
      return { ...state, estimate: { ...state.estimate, status: 'error', error: action.error } };
  }
}
