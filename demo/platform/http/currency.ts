// The shopper's currency, per request. The platform answers a product's prices "in the site currency unless
// specified in the request's `x-wix-currency` header" (platform docs, platform-2026.md §1.2): the emulator
// takes the header for every call, converts at the store's fixed rate (`config.currencyRates`, units of the
// currency per US dollar) and leaves `amount`s in the site currency, as the wire's converted fields say. A
// currency the store does not offer is ignored (site currency). Each request runs in its own context
// (AsyncLocalStorage), so the money builders need no argument threaded through every answer.
import { AsyncLocalStorage } from 'node:async_hooks';
import { round2 } from '../catalog/money.ts';

export interface Conversion {
  currency: string;
  rate: number;
}

const current = new AsyncLocalStorage<Conversion | undefined>();

/** The conversion a request asks for: its `x-wix-currency`, when the store has a rate for it. */
export function conversionOf(
  header: string | string[] | undefined,
  rates: Readonly<Record<string, number>>,
): Conversion | undefined {
  const code = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  if (!code || !Object.hasOwn(rates, code)) return undefined;
  const rate = rates[code];
  return rate === undefined ? undefined : { currency: code, rate };
}

export const withConversion = <T>(conversion: Conversion | undefined, run: () => T): T =>
  current.run(conversion, run);

/** The shopper's currency of the request being answered: the site's (USD) without a conversion. */
export const shopperCurrency = (): string => current.getStore()?.currency ?? 'USD';

/** A site-currency amount in the shopper's currency, rounded to cents. */
export const converted = (n: number): number => round2(n * (current.getStore()?.rate ?? 1));

/** A shopper-currency amount as the platform's formatted text: `€11.25`. */
export const formatConverted = (n: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: shopperCurrency() }).format(n);
