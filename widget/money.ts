import type { Money } from '../src/index.ts';

export type { Money } from '../src/index.ts';

/** A price not known yet (an optimistic line of a product the widget has not read): shown as nothing. */
export const UNKNOWN_PRICE: Money = { amount: '' };

/**
 * The amount in the cart's currency, formatted for the shopper's locale with `Intl.NumberFormat` ("49,00 $"
 * in German): the platform's formatted text (Cart V1, the catalogs) is in the store's locale, so it is used
 * only when the currency is unknown. An unknown price is ''.
 */
export function formatMoney(money: Money | undefined, currency: string, locale: string): string {
  if (!money || money.amount === '') return '';
  if (!currency && money.formatted) return money.formatted;
  const value = Number(money.amount);
  if (!Number.isFinite(value)) return money.amount;
  try {
    return currencyFormat(locale, currency || 'USD').format(value);
  } catch {
    return value.toFixed(2);
  }
}

// A formatter is costly to make (the first of a page loads the browser's locale data, about 25 ms; each
// later one a fraction of a millisecond, for every price of a 200-line cart): one per locale and currency.
const formats = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}\n${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
}

/**
 * Makes the page's first number format, whose cost is the browser's locale data (about 20 ms, 80 on a slow
 * phone), not the currency: a later formatter for the real currency takes a fraction of a millisecond. For
 * a moment the shopper waits on the network anyway, so that the first prices shown do not pay for it.
 */
export function warmUpMoneyFormat(locale: string): void {
  try {
    currencyFormat(locale, 'USD');
  } catch {
    // A locale Intl refuses: formatMoney falls back to plain numbers for it too.
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
