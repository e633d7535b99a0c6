// The cards' chunk (loaded by host/cards-scan.ts only on pages that have them): product cards
// (`data-dropcart-product`) and live price and stock bindings (`data-dropcart-price`, `-stock`). Their
// products are read when the first of them comes near the viewport, all of the page's in one query
// (the product cache's, shared with the buy buttons), and those added later when they come near. They
// follow the product cache, which the live stream refreshes (widget/live), so a stock change shows.
import type { Disposer } from '../disposer.ts';
import type { Activate } from '../host/clicks.ts';
import type { TextPart, Translate } from '../i18n/index.ts';
import type { ProductCache, ProductSummary } from '../products.ts';
import { renderPrice, renderStock } from './bindings.ts';
import { type CardFrame, frameCard } from './card-frame.ts';

export interface CardsDeps {
  doc: Document;
  products: Pick<ProductCache, 'peek' | 'prefetch' | 'subscribe' | 'withVariants'>;
  t: Translate;
  /**
   * The texts (`Translator.loadUi`): the cards' and the stock bindings' words are the `cards` part, a
   * card's choices (ui/options/ProductChoices.tsx) the `options` part's.
   */
  loadTexts(part: TextPart): Promise<void>;
  locale: string;
  theme: string;
  /** What a buy button's click does: the cards add through it (the controller, the options popover). */
  activate: Activate;
  prepareUi(): void;
  disposer: Pick<Disposer, 'add' | 'signal' | 'setTimeout'>;
}

const KINDS = ['product', 'price', 'stock'] as const;
const SELECTOR = KINDS.map((kind) => `[data-dropcart-${kind}]`).join(',');

/** Elements that come this close to the viewport have their product read. */
const NEAR = '400px';

export function followCards(deps: CardsDeps): void {
  const { doc, products, disposer } = deps;
  const elements = new Map<string, Set<Element>>();
  const frames = new WeakMap<Element, CardFrame>();
  const unread = new Set<string>();
  let anyNear = false;
  let texts: Promise<void> | undefined;
  let cards: Promise<typeof import('./render-cards.tsx')> | undefined;

  // A card or binding may name its product by slug; the product cache knows products by id.
  const idOfSlug = new Map<string, string>();
  const lookup = (key: string) => products.peek(key) ?? products.peek(idOfSlug.get(key) ?? '');
  const render = (element: Element, summary: ProductSummary) => {
    for (const kind of KINDS) {
      const key = element.getAttribute(`data-dropcart-${kind}`)?.trim();
      if (key !== summary.id && key !== summary.slug) continue;
      if (kind === 'price') renderPrice(element, summary, deps.locale);
      else {
        texts ??= Promise.all([deps.loadTexts('cards'), deps.loadTexts('options')]).then(
          () => undefined,
          () => undefined,
        );
        void texts.then(() => {
          if (disposer.signal.aborted) return;
          if (kind === 'stock') renderStock(element, summary, deps.t);
          else renderCard(element, summary);
        });
      }
    }
  };
  const renderCard = (element: Element, summary: ProductSummary) => {
    const frame = frames.get(element);
    if (!frame) return;
    cards ??= import('./render-cards.tsx');
    cards.then(
      (module) => {
        if (!disposer.signal.aborted) module.renderCard(frame, summary, deps);
      },
      (error: unknown) => console.error('[dropcart] the product cards could not be shown', error),
    );
  };

  const ask = () => {
    if (!anyNear || unread.size === 0) return;
    const ids = [...unread];
    unread.clear();
    void products.prefetch(ids).then(() => {
      const unknown = ids.filter((key) => !lookup(key));
      if (unknown.length > 0)
        console.error(
          `[dropcart] no product of this store has the id or slug ${unknown.map((id) => `"${id}"`).join(', ')} (or it could not be read): those product cards and bindings keep the page's content.`,
        );
    });
  };
  const near = new IntersectionObserver(
    (entries) => {
      let someNear = false;
      for (const entry of entries)
        if (entry.isIntersecting) {
          someNear = true;
          near.unobserve(entry.target);
        }
      if (!someNear) return;
      // The first time: every product of the page so far, in one query; later ones as they come near.
      anyNear = true;
      ask();
    },
    { rootMargin: NEAR },
  );
  disposer.add(() => near.disconnect());

  const track = (element: Element) => {
    for (const kind of KINDS) {
      const key = element.getAttribute(`data-dropcart-${kind}`)?.trim();
      if (key === undefined) continue;
      if (!key) {
        console.error(
          `[dropcart] data-dropcart-${kind} needs a product id or slug; the element was left as it is.`,
        );
        continue;
      }
      const list = elements.get(key) ?? new Set();
      elements.set(key, list);
      if (list.has(element)) continue;
      list.add(element);
      if (kind === 'product' && !frames.has(element)) {
        const frame = frameCard(element);
        if (frame) frames.set(element, frame);
      }
      const known = lookup(key);
      if (known) render(element, known);
      else {
        unread.add(key);
        near.observe(element);
      }
    }
  };
  disposer.add(
    products.subscribe((summary) => {
      idOfSlug.set(summary.slug, summary.id);
      const named = [...(elements.get(summary.id) ?? []), ...(elements.get(summary.slug) ?? [])];
      for (const element of new Set(named)) render(element, summary);
    }),
  );
  const scan = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(SELECTOR)) track(node);
    for (const element of node.querySelectorAll(SELECTOR)) track(element);
  };
  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) scan(node);
    // Elements come near one by one as the page grows (an infinite scroll): asked for in one query.
    disposer.setTimeout(ask, 0);
  });
  added.observe(doc.documentElement, { childList: true, subtree: true });
  disposer.add(() => added.disconnect());
  scan(doc.documentElement);
}
