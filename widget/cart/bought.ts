// What the order confirmation lists (hand-off.ts, `Bought`): the cart as the shopper saw it when they left
// for checkout, taken at the hand-off (checkout.ts, loaded on the first checkout), and read back on the
// return (return.ts), where anything that is not in its shape is left out: the tab's storage is the
// page's scripts' to write too.
import type { Money } from '../money.ts';
import { billedQuantity } from './availability.ts';
import type { Bought } from './hand-off.ts';
import type { CartState } from './reducer.ts';
import { counted } from './view.ts';

export function boughtOf({ view, estimate }: Pick<CartState, 'view' | 'estimate'>): Bought {
  const estimated = estimate.status === 'ready' && estimate.data !== undefined;
  return {
    currency: view.currency,
    // The lines the checkout bills: one it cannot sell is not bought.
    lines: view.lines.filter(counted).map((line) => ({
      name: line.name,
      details: line.details
        .filter((detail) => detail.value)
        .map((detail) => `${detail.name}: ${detail.value}`)
        .join(', '),
      quantity: billedQuantity(line),
      unitPrice: line.unitPrice,
      price: line.totalPrice,
    })),
    total: { estimated, amount: (estimated && estimate.data?.total) || view.subtotal },
  };
}

const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' && value !== null && typeof (value as Money).amount === 'string';

/** `Bought` as stored, or undefined when it is not one. */
export function readBought(value: unknown): Bought | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { currency, lines, total } = value as Partial<Bought>;
  if (typeof currency !== 'string' || !Array.isArray(lines) || !isMoney(total?.amount)) return undefined;
  const whole = lines.every(
    (line: Bought['lines'][number] | null) =>
      typeof line?.name === 'string' &&
      typeof line.details === 'string' &&
      Number.isInteger(line.quantity) &&
      isMoney(line.unitPrice) &&
      isMoney(line.price),
  );
  return whole
    ? { currency, lines, total: { estimated: total.estimated === true, amount: total.amount } }
    : undefined;
}
