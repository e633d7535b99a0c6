// What came back, compared with what was asked (issue 13, difference 2). The platform answers an add with
// 200 even when it leaves the item out of the cart or can sell fewer than asked, and caps a quantity
// change at the stock instead of refusing it: only the returned cart tells. `confirmedQuantity` is what can
// be bought (Cart V2's own field; for Cart V1 the client derives it from the quantity and availability).
import { sameItem, type WantedItem } from './same-item.ts';
import type { CartView, LineView } from './view.ts';

export type AddOutcome =
  /** All that was asked for can be bought. */
  | { kind: 'added'; line: LineView }
  /** Fewer can be bought than asked: `added` more than before (0 when the cart already held all there is). */
  | { kind: 'limited'; line: LineView; added: number }
  /** The line is there, but none of it can be bought (sold out, no longer sold). */
  | { kind: 'unavailable'; line: LineView }
  /** The platform left the item out of the cart. */
  | { kind: 'dropped' };

/** `before`: the platform's cart before the add; `after`: its answer. */
export function addOutcome(before: CartView, after: CartView, wanted: WantedItem, asked: number): AddOutcome {
  const line = after.lines.find((l) => sameItem(l, wanted));
  if (!line) return { kind: 'dropped' };
  if (line.availability === 'NOT_AVAILABLE' || line.availability === 'NOT_FOUND')
    return { kind: 'unavailable', line };
  const previous = before.lines.find((l) => l.id === line.id);
  const added = line.confirmedQuantity - (previous?.confirmedQuantity ?? 0);
  return added >= asked ? { kind: 'added', line } : { kind: 'limited', line, added: Math.max(0, added) };
}
