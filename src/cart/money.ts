import type { Money } from '../types/cart.ts';

/**
 * A money string from the wire (`"10.50"`, or a MultiCurrencyPrice) as a number, for arithmetic and
 * comparisons; keep the string (or `formattedAmount`) for display. Returns NaN for a non-numeric value.
 */
export function moneyToNumber(value: string | { amount: string } | undefined | null): number {
  const text = typeof value === 'string' ? value : value?.amount;
  if (text === undefined || text.trim() === '') return Number.NaN;
  return Number(text);
}

/** A platform money object as our Money: the amount, and the platform's formatted text where it sent one. */
export function money(amount: string | undefined | null, formatted?: string | null): Money {
  return formatted ? { amount: amount || '0', formatted } : { amount: amount || '0' };
}

/** Whether an amount is something other than zero (a charge or a discount that applies). */
export const nonZero = (value: Money | undefined): value is Money => !!value && moneyToNumber(value) !== 0;
