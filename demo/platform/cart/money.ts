// Money on the wire. V1: MultiCurrencyPrice (protocol §6.3), every amount a string and formatted in USD.
// V2: ConvertedMoney (platform-2026.md §2.3), decimal strings with no formatted string at all. The store
// converts nothing, so `convertedAmount` equals `amount` (open question 13).
import { decimalString, formatUsd } from '../catalog/money.ts';

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
  const amount = decimalString(n);
  return { amount, convertedAmount: amount };
}
