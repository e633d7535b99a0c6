// The live bindings on the owner's own markup: an element's text kept equal to a product's price or stock.
import type { Translate } from '../i18n/index.ts';
import type { ProductSummary } from '../products.ts';
import { priceText } from './price-text.ts';
import { stockOf } from './stock-text.ts';

/** `data-dropcart-price`: the price in the shopper's locale, a range when the variants' prices differ. */
export function renderPrice(element: Element, summary: ProductSummary, locale: string): void {
  const text = priceText(summary, locale);
  if (text && element.textContent !== text) element.textContent = text;
}

/** `data-dropcart-stock`: "In stock", "Only 3 left" or "Sold out", and `data-dropcart-state` to style. */
export function renderStock(element: Element, summary: ProductSummary, t: Translate): void {
  const { state, text } = stockOf(summary, t);
  if (element.textContent !== text) element.textContent = text;
  if (element.getAttribute('data-dropcart-state') !== state)
    element.setAttribute('data-dropcart-state', state);
}
