// V3 money: a decimal string, plus the formatted amount only when the caller asked for `CURRENCY`.
import { decimalString, formatUsd } from '../money.ts';
import type { V3Money } from './wire.ts';

/** The store's currency (the emulator's store sells in USD). */
export const STORE_CURRENCY = 'USD';

export const v3Money = (amount: number, withCurrency: boolean): V3Money => ({
  amount: decimalString(amount),
  ...(withCurrency ? { formattedAmount: formatUsd(amount) } : {}),
});
