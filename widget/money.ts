/** A price as the platform sends it: a decimal string, and its own formatting when it gave one. */
export interface Money {
  amount: string;
  formatted?: string;
}

/** The platform's `formattedAmount` when present, else `Intl.NumberFormat` in the shopper's locale. */
export function formatMoney(money: Money | undefined, currency: string, locale: string): string {
  if (!money) return '';
  if (money.formatted) return money.formatted;
  const value = Number(money.amount);
  if (!Number.isFinite(value)) return money.amount;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency || 'USD' }).format(value);
  } catch {
    return value.toFixed(2);
  }
}

/** Multiplies a decimal string in cents, so 0.1 * 3 stays 0.30 (no platform formatting: it is our estimate). */
export function timesQuantity(unit: Money, quantity: number): Money {
  const cents = Math.round(Number(unit.amount) * 100) * quantity;
  return { amount: (cents / 100).toFixed(2) };
}

export function sumMoney(values: Money[]): Money {
  const cents = values.reduce((total, money) => total + Math.round(Number(money.amount) * 100), 0);
  return { amount: (cents / 100).toFixed(2) };
}
