// The lowest price and the price range of a product's variants, shared by both catalog generations.
import { moneyToNumber } from '../cart/money.ts';
import type { Money } from '../types/cart.ts';

interface Priced {
  price: Money;
  compareAtPrice?: Money;
}

/** The variant with the lowest selling price (its compare-at price comes with it), or undefined for none. */
export function cheapest<T extends Priced>(variants: T[]): T | undefined {
  let best: T | undefined;
  for (const v of variants) if (!best || moneyToNumber(v.price) < moneyToNumber(best.price)) best = v;
  return best;
}

/** The lowest and highest selling price, only when they differ. */
export function priceRange(variants: Priced[]): { min: Money; max: Money } | undefined {
  const low = cheapest(variants);
  let high: Priced | undefined;
  for (const v of variants) if (!high || moneyToNumber(v.price) > moneyToNumber(high.price)) high = v;
  return low && high && moneyToNumber(low.price) !== moneyToNumber(high.price)
    ? { min: low.price, max: high.price }
    : undefined;
}
