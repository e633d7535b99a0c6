// MultiCurrencyPrice (protocol §6.3): every amount a string, formatted in USD; the store converts nothing.
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
