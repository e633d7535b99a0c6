// A product's price as the shopper reads it: in their locale, a range when its variants' prices differ.
import { formatMoney } from '../money.ts';
import type { ProductSummary } from '../products.ts';

/** "$20.00", or "$20.00 – $30.00" (Intl's own range format for the locale) when the variants differ. */
export function priceText(summary: ProductSummary, locale: string): string {
  const currency = summary.currency ?? '';
  const range = summary.priceRange;
  if (!range) return formatMoney(summary.price, currency, locale);
  const [min, max] = [Number(range.min.amount), Number(range.max.amount)];
  if (currency && Number.isFinite(min) && Number.isFinite(max))
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).formatRange(min, max);
    } catch {
      // A locale or currency Intl refuses: the two prices as formatMoney says them.
    }
  return `${formatMoney(range.min, currency, locale)} – ${formatMoney(range.max, currency, locale)}`;
}
