// The quantity limits of one cart line, shared by the API, the buy buttons' attributes and the stepper.

/** The most of one item a single request may ask for. */
export const MAX_QUANTITY = 999;

/** A whole number from `min` to MAX_QUANTITY. */
export function validQuantity(quantity: unknown, min: number): quantity is number {
  return (
    typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= min && quantity <= MAX_QUANTITY
  );
}

/**
 * A quantity the shopper typed (the drawer's field, a product card's): made whole and kept from 1 to `max`;
 * `undefined` when it is no number at all, for the field to say so and show the quantity it had.
 */
export function typedQuantity(typed: string, max: number): number | undefined {
  const value = Number(typed.trim());
  if (typed.trim() === '' || !Number.isFinite(value)) return undefined;
  return Math.min(max, Math.max(1, Math.trunc(value)));
}
