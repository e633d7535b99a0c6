// A typed quantity, apart from quantity.ts: that module is in the widget's first load (the API checks its
// quantities at boot), this is only for the fields that take typing (the drawer's, a product card's), which
// load later.

/**
 * A quantity the shopper typed (the drawer's field, a product card's): made whole and kept from 1 to `max`;
 * `undefined` when it is no number at all, for the field to say so and show the quantity it had.
 */
export function typedQuantity(typed: string, max: number): number | undefined {
  const value = Number(typed.trim());
  if (typed.trim() === '' || !Number.isFinite(value)) return undefined;
  return Math.min(max, Math.max(1, Math.trunc(value)));
}
