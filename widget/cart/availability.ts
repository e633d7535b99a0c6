// A line the platform cannot sell as it is (sold out, no longer sold, fewer left than asked: Cart V1's
// `availability.status`, Cart V2's line `status` and `quantityInfo`, as the client normalizes them): the
// one change that makes it buyable, and how many of it the platform bills. The drawer shows the fix at the
// line and holds the checkout until no line needs one (the hosted checkout refuses such a cart).
import type { CartController } from './controller.ts';
import type { CartState, EstimateState } from './reducer.ts';
import type { LineView } from './view.ts';

export type LineFix = { kind: 'remove' } | { kind: 'reduce'; to: number };

/** The fix a line needs, or undefined when it can be bought as it is. */
export function lineFix(line: LineView): LineFix | undefined {
  if (line.availability === 'AVAILABLE') return undefined;
  if (line.availability !== 'PARTIALLY_AVAILABLE') return { kind: 'remove' };
  const left = line.availableQuantity ?? line.confirmedQuantity;
  if (left >= line.quantity) return undefined;
  return left > 0 ? { kind: 'reduce', to: left } : { kind: 'remove' };
}

/**
 * The line as the estimate of the cart as it is now sees it, when that says it cannot be bought and the
 * cart's last read said it could: the estimate validates the cart, a read does not always. Cart V2 reports
 * such a line with a `LINE_ITEMS_OUT_OF_STOCK` violation ("a line status plus a LINE_ITEMS_OUT_OF_STOCK
 * violation later", platform-2026.md §2.5) and both generations send the estimated cart with each line's
 * availability.
 */
function asEstimated(line: LineView, estimate: EstimateState, outOfStock: ReadonlySet<string>): LineView {
  if (line.pending || lineFix(line) || !estimate.data) return line;
  const estimated = estimate.data.cart.lines.find((other) => other.id === line.id);
  if (estimated && estimated.quantity === line.quantity && lineFix(estimated)) {
    const { availability, availableQuantity, confirmedQuantity, totalPrice } = estimated;
    return {
      ...line,
      availability,
      confirmedQuantity,
      totalPrice,
      ...(availableQuantity === undefined ? {} : { availableQuantity }),
    };
  }
  return outOfStock.has(line.id) ? { ...line, availability: 'NOT_AVAILABLE' } : line;
}

const estimatedLines = new WeakMap<LineView[], WeakMap<EstimateState, LineView[]>>();

/**
 * The cart's lines, each as the platform last said it can be bought: the cart's own word, or the estimate's
 * where the estimate of the cart as it is now (`ready`: no change since) found a line the cart still calls
 * available (asEstimated). What the drawer shows and what holds the checkout. The same array for the same
 * state, so it can be a store selector.
 */
export function linesOf({ view, estimate }: Pick<CartState, 'view' | 'estimate'>): LineView[] {
  if (estimate.status !== 'ready' || !estimate.data) return view.lines;
  const known = estimatedLines.get(view.lines)?.get(estimate);
  if (known) return known;
  const outOfStock = new Set(
    estimate.data.violations
      .filter((violation) => violation.severity === 'ERROR' && violation.code === 'LINE_ITEMS_OUT_OF_STOCK')
      .flatMap((violation) => violation.lineItemIds ?? []),
  );
  const seen = view.lines.map((line) => asEstimated(line, estimate, outOfStock));
  const lines = seen.every((line, index) => line === view.lines[index]) ? view.lines : seen;
  const byEstimate = estimatedLines.get(view.lines) ?? new WeakMap<EstimateState, LineView[]>();
  byEstimate.set(estimate, lines);
  estimatedLines.set(view.lines, byEstimate);
  return lines;
}

/**
 * The lines the hosted checkout would refuse. While there is one, checkout is held: the drawer's button
 * (CheckoutButton.tsx) and `Dropcart.checkout()` (checkout.ts) both ask this, so they never disagree.
 */
export function linesToFix(lines: readonly LineView[]): LineView[] {
  return lines.filter((line) => lineFix(line));
}

export function applyFix(
  cart: Pick<CartController, 'setQuantity' | 'remove'>,
  line: LineView,
): Promise<unknown> {
  const fix = lineFix(line);
  if (!fix) return Promise.resolve();
  return fix.kind === 'reduce' ? cart.setQuantity(line.id, fix.to) : cart.remove(line.id);
}

/**
 * How many of the line its amount pays for: Cart V2 bills the confirmed quantity (fewer than asked when
 * fewer are left), Cart V1 the quantity. Read from the amounts themselves, so the line never shows
 * "3 × $22.00" next to $44.00.
 */
export function billedQuantity(line: LineView): number {
  const { unitPrice, totalPrice } = line;
  if (unitPrice.amount === '' || totalPrice.amount === '') return line.quantity;
  const unit = Number(unitPrice.amount);
  const total = Number(totalPrice.amount);
  if (!(unit > 0) || !Number.isFinite(total)) return line.quantity;
  const count = Math.round(total / unit);
  return Math.abs(count * unit - total) < 0.005 ? count : line.quantity;
}
