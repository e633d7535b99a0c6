// Dollar amounts: the store's currency is USD. Cents are rounded half away from zero, as a till does.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const round2 = (n: number): number => Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;

/** `12.5` → `"$12.50"`. */
export const formatUsd = (n: number): string => usd.format(round2(n));

/** The platform's decimal string for an amount: `12.5` → `"12.5"`, `12` → `"12"`. */
export const decimalString = (n: number): string => String(round2(n));
