// The picture of a cart line. A live Cart V2 line can come without `attributes.image` (a recorded live
// answer has none: platform-2026.md §6a, open question 6), so the drawer joins the product's own picture
// from the catalog, as Wix's recipe does: from the summary the widget already has, else from one query for
// every such line of the cart (useCatalogImages). Until then, or when the catalog has none, the line shows
// the product's initial (LineItem.tsx), never an empty box.
import { useEffect, useReducer } from 'react';
import type { LineView } from '../cart/view.ts';
import { useWidget } from './context.ts';

const isWebUrl = (url: string | undefined): url is string => !!url && /^https?:/.test(url);

/** The line's own picture, else the catalog's picture of its product (re-rendered when that arrives). */
export function useLineImage(line: LineView): string | undefined {
  const { products } = useWidget();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const own = isWebUrl(line.image?.url) ? line.image?.url : undefined;
  const { productId } = line;
  const catalog = own ? undefined : products.peek(productId)?.image?.url;
  useEffect(() => {
    if (own) return undefined;
    // Only when the picture differs from the one this render drew: the stream's first open reads every
    // product again, and each row of a long cart drawn again for its unchanged picture held up the shopper's
    // next change (the bench's scale rows).
    const changed = (url: string | undefined) => url !== catalog && rerender();
    changed(products.peek(productId)?.image?.url); // read between this render and its effect
    return products.subscribe((summary) => {
      if (summary.id === productId) changed(summary.image?.url);
    });
  }, [own, catalog, productId, products]);
  return own ?? (isWebUrl(catalog) ? catalog : undefined);
}

/** Reads, in one query, the products of the lines that have no picture and whose product is not known. */
export function useCatalogImages(lines: readonly LineView[]): void {
  const { products } = useWidget();
  const wanted = [
    ...new Set(
      lines
        .filter((l) => !l.pending && !isWebUrl(l.image?.url) && !products.peek(l.productId))
        .map((l) => l.productId),
    ),
  ].join(',');
  useEffect(() => {
    // A product the catalog no longer returns is remembered as missing and not asked for again.
    if (wanted) void products.prefetch(wanted.split(',')).catch(() => undefined);
  }, [wanted, products]);
}

/** The first letter of a product's name (a whole code point: an emoji stays whole). */
export function initialOf(name: string): string {
  const first = [...name.trim()][0] ?? '';
  return first.toLocaleUpperCase();
}
