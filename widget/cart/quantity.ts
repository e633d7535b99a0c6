// The quantity limits of one cart line, shared by the API, the buy buttons' attributes and the stepper.

/** The most of one item a single request may ask for. */
export const MAX_QUANTITY = 999;

/** A whole number from `min` to MAX_QUANTITY. */
export function validQuantity(quantity: unknown, min: number): quantity is number {
  return (
    typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= min && quantity <= MAX_QUANTITY
  );
}
