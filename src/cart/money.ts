/**
 * A money string from the wire (`"10.50"`, or a MultiCurrencyPrice) as a number, for arithmetic and
 * comparisons; keep the string (or `formattedAmount`) for display. Returns NaN for a non-numeric value.
 */
export function moneyToNumber(value: string | { amount: string } | undefined | null): number {
  const text = typeof value === 'string' ? value : value?.amount;
  if (text === undefined || text.trim() === '') return Number.NaN;
  return Number(text);
}
