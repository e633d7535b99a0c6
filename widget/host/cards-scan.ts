// Whether the page has product cards or live price/stock bindings. Their code (widget/cards/) is a chunk
// of its own, loaded only on such pages: this check is what every other page pays, one selector query at
// boot and a look at the nodes the page adds later.
import type { CardsDeps } from '../cards/index.ts';

/** The host elements the cards' chunk serves (docs/embedding.md, "Product cards and live prices"). */
export const CARDS_SELECTOR = '[data-dropcart-product],[data-dropcart-price],[data-dropcart-stock]';

const hasCards = (node: Node): boolean =>
  node instanceof Element && (node.matches(CARDS_SELECTOR) || node.querySelector(CARDS_SELECTOR) !== null);

/** Loads the cards' chunk once: now when the page has a card or binding, else when it adds the first one. */
export function whenCardsAppear(deps: CardsDeps): void {
  const { doc, disposer } = deps;
  const start = () =>
    import('../cards/index.ts').then(
      (cards) => disposer.signal.aborted || cards.followCards(deps),
      (error: unknown) => console.error('[dropcart] the product cards could not be loaded', error),
    );
  if (doc.querySelector(CARDS_SELECTOR)) {
    void start();
    return;
  }
  const observer = new MutationObserver((records) => {
    if (!records.some((record) => [...record.addedNodes].some(hasCards))) return;
    observer.disconnect();
    void start();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  disposer.add(() => observer.disconnect());
}
