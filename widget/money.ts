import type { Money } from '../src/index.ts';

export type { Money } from '../src/index.ts';

/** A price not known yet (an optimistic line of a product the widget has not read): shown as nothing. */
export const UNKNOWN_PRICE: Money = { amount: '' };

/**
 * The platform's formatted text when it sent one (Cart V1, the catalogs), else `Intl.NumberFormat` in the
 * cart's currency and the shopper's locale (Cart V2 formats nothing). An unknown price is ''.
 */
export function formatMoney(money: Money | undefined, currency: string, locale: string): string {
  if (!money || money.amount === '') return '';
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
  if (unit.amount === '') return UNKNOWN_PRICE;
  const cents = Math.round(Number(unit.amount) * 100) * quantity;
  return { amount: (cents / 100).toFixed(2) };
}

export function sumMoney(values: Money[]): Money {
  const cents = values.reduce((total, money) => total + Math.round(Number(money.amount) * 100), 0);
  return { amount: (cents / 100).toFixed(2) };
}
