// Money on the wire. V1: MultiCurrencyPrice (protocol §6.3), every amount a string and formatted in USD.
// V2: ConvertedMoney (platform-2026.md §2.3), decimal strings with no formatted string at all, written as a
// recorded live answer writes them (platform-2026.md §6a): two decimals (`"24999.00"`), and a few zero totals
// as a bare `"0"` (`zero`). The store converts nothing, so `convertedAmount` equals `amount` (open question 13).
import { decimalString, formatUsd, round2 } from '../catalog/money.ts';

export interface MultiCurrencyPrice {
  amount: string;
  convertedAmount: string;
  formattedAmount: string;
  formattedConvertedAmount: string;
}

export function price(n: number): MultiCurrencyPrice {
  const amount = decimalString(n);
  const formatted = formatUsd(n);
  return { amount, convertedAmount: amount, formattedAmount: formatted, formattedConvertedAmount: formatted };
}

export interface ConvertedMoney {
  amount: string;
  convertedAmount: string;
}

export function money(n: number): ConvertedMoney {
  const amount = round2(n).toFixed(2);
  return { amount, convertedAmount: amount };
}

/**
 * A summary total the live answer writes as a bare `"0"` when nothing is charged (`priceSummary.discount`,
 * `.delivery`, `.additionalFees`), and with two decimals otherwise.
 */
export function moneyOrZero(n: number): ConvertedMoney {
  return round2(n) === 0 ? { amount: '0', convertedAmount: '0' } : money(n);
}
