// Money on the wire. V1: MultiCurrencyPrice (protocol §6.3), every amount a string and formatted in USD.
// V2: ConvertedMoney (platform-2026.md §2.3), decimal strings with no formatted string at all, written as a
// recorded live answer writes them (platform-2026.md §6a): two decimals (`"24999.00"`), and a few zero totals
// as a bare `"0"` (`zero`). `convertedAmount` is the amount in the shopper's currency (`x-wix-currency`,
// http/currency.ts); without one it equals `amount`.
import { decimalString, formatUsd, round2 } from '../catalog/money.ts';
import { converted, formatConverted } from '../http/currency.ts';

export interface MultiCurrencyPrice {
  amount: string;
  convertedAmount: string;
  formattedAmount: string;
  formattedConvertedAmount: string;
}

export function price(n: number): MultiCurrencyPrice {
  return {
    amount: decimalString(n),
    convertedAmount: decimalString(converted(n)),
    formattedAmount: formatUsd(n),
    formattedConvertedAmount: formatConverted(converted(n)),
  };
}

export interface ConvertedMoney {
  amount: string;
  convertedAmount: string;
}

export function money(n: number): ConvertedMoney {
  return { amount: round2(n).toFixed(2), convertedAmount: converted(n).toFixed(2) };
}

/**
 * A summary total the live answer writes as a bare `"0"` when nothing is charged (`priceSummary.discount`,
 * `.delivery`, `.additionalFees`), and with two decimals otherwise.
 */
export function moneyOrZero(n: number): ConvertedMoney {
  return round2(n) === 0 ? { amount: '0', convertedAmount: '0' } : money(n);
}
