// Keeps the host page's marked elements in step with the widget: item count, subtotal, signed-in state,
// the member's name and sold-out (or pre-order) buy buttons, including elements the page adds later (one
// MutationObserver). Until the platform has answered, they keep what they show: the page's own text, or
// the last known values the loader showed from the widget's hints (loader/hint.ts, no flash on a reload).
import type { CartState } from '../cart/reducer.ts';
import { subtotalText } from '../cart/view.ts';
import type { Disposer } from '../disposer.ts';
import type { ProductCache, ProductSummary } from '../products.ts';
import type { ReadableStore } from '../reducer-store.ts';
import type { SessionState } from '../session/store.ts';

export interface HostBindingDeps {
  doc: Document;
  cartStore: ReadableStore<CartState>;
  sessionStore: ReadableStore<SessionState>;
  products: Pick<ProductCache, 'peek' | 'prefetch' | 'subscribe'>;
  locale: string;
  disposer: Pick<Disposer, 'add' | 'signal' | 'setTimeout'>;
  /** The page's own texts the loader replaced by its hints (loader/hint.ts). */
  pageText?: ReadonlyMap<Element, string | null> | undefined;
}

/** Shows `text` in the elements of `selector`, or, when there is none to show, the page's own text. */
type Show = (selector: string, text: string | undefined) => void;

function showing(doc: Document, pageText: HostBindingDeps['pageText']): Show {
  // Each element's own text, from before the loader or the widget first wrote into it.
  const own = new WeakMap<Element, string | null>(pageText ?? []);
  return (selector, text) => {
    for (const element of doc.querySelectorAll(selector)) {
      if (text === undefined && !own.has(element)) continue;
      if (!own.has(element)) own.set(element, element.textContent);
      const shown = text ?? own.get(element) ?? '';
      if (element.textContent !== shown) element.textContent = shown;
    }
  };
}

function renderInto({ doc, cartStore, sessionStore, locale }: HostBindingDeps, show: Show): void {
  const { view, status, pending } = cartStore.getState();
  // Before the platform's first answer, the empty cart is not the shopper's: a count of 0 there was the
  // flash of the wrong state on every reload. A change of the shopper's own is shown at once.
  if (status === 'ready' || pending.length > 0) {
    show('[data-dropcart-count]', String(view.count));
    show('[data-dropcart-subtotal]', subtotalText(view, locale));
  }
  const { signedIn, name } = sessionStore.getState();
  for (const element of doc.querySelectorAll('[data-dropcart-session]'))
    element.toggleAttribute('data-dropcart-signed-in', signedIn);
  // The member's name once the platform told it; until then (and signed out) the page's own text.
  show('[data-dropcart-member-name]', signedIn && name ? name : undefined);
}

/** Marks one buy button by its product's stock (not one for a variant or with options: see below). */
function markButton(button: Element, summary: ProductSummary): void {
  // A button with a variant or options is for one choice; whole-product stock says nothing about it.
  if (button.hasAttribute('data-dropcart-variant') || button.hasAttribute('data-dropcart-options')) return;
  const soldOut = !summary.inStock;
  // Out of stock but taking pre-orders (Catalog V3): still buyable, marked for the owner's label or style.
  const state = soldOut ? 'sold-out' : summary.availability === 'PREORDER' ? 'preorder' : undefined;
  const marked = button.getAttribute('data-dropcart-state');
  if (state) button.setAttribute('data-dropcart-state', state);
  else if (marked === 'sold-out' || marked === 'preorder') button.removeAttribute('data-dropcart-state');
  if ('disabled' in button) (button as HTMLButtonElement).disabled = soldOut;
}

const BUY = '[data-dropcart-add]';

/** Buttons added within this time of each other are asked for in one query. */
export const BATCH_MS = 50;

/** The buy buttons in `node` (itself or inside it): the work is that of the added nodes, not the page. */
function buyButtonsIn(node: Node): Element[] {
  if (!(node instanceof Element)) return [];
  const inside = node.querySelectorAll(BUY);
  if (!node.matches(BUY)) return [...inside];
  return [node, ...inside];
}

/** The events that say a shopper is here and using the page (the first one starts the stock query). */
const ENGAGED = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'];

/**
 * Whether the shopper scrolled the page before we listened. (A click before we were there is replayed by
 * the loader and reads its own product; a pointer merely resting over the page is not enough either:
 * the next move tells. User activation cannot tell: automation grants it without a shopper.)
 */
function engagedAlready(doc: Document): boolean {
  return (doc.defaultView?.scrollY ?? 0) > 0;
}

/**
 * Keeps count, subtotal and session elements up to date, and marks sold-out buy buttons, including
 * buttons the page adds later. The page's load costs no request: the stock of the buttons is asked for
 * once the shopper engages with the page (moves the pointer, touches, scrolls, types), in one query for
 * every button seen until then and one per batch of buttons added afterwards. The work per added button
 * is constant: only added nodes are looked at, and each product's buttons are kept until its answer.
 */
export function bindHostElements(deps: HostBindingDeps): void {
  const { doc, cartStore, sessionStore, products, disposer } = deps;
  const show = showing(doc, deps.pageText);
  let scheduled = false;
  const refresh = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      if (!disposer.signal.aborted) renderInto(deps, show);
    });
  };
  refresh();
  disposer.add(cartStore.subscribe(refresh));
  disposer.add(sessionStore.subscribe(refresh));

  // Buttons of products not answered yet, by product: marked when the answer comes.
  const waiting = new Map<string, Element[]>();
  // Products to ask for in the next query.
  const unasked = new Set<string>();
  let engaged = false;
  let asking = false;
  const ask = () => {
    if (!engaged || asking || unasked.size === 0) return;
    asking = true;
    // One query for the buttons of the batches a page adds in a short while (an infinite scroll's).
    disposer.setTimeout(() => {
      asking = false;
      if (disposer.signal.aborted) return;
      const ids = [...unasked];
      unasked.clear();
      void products.prefetch(ids);
    }, BATCH_MS);
  };
  const track = (buttons: Element[]) => {
    for (const button of buttons) {
      const id = button.getAttribute('data-dropcart-add')?.trim();
      if (!id) continue;
      const known = products.peek(id);
      if (known) {
        markButton(button, known);
        continue;
      }
      const list = waiting.get(id);
      if (list) list.push(button);
      else {
        waiting.set(id, [button]);
        unasked.add(id);
      }
    }
    ask();
  };
  disposer.add(
    products.subscribe((summary) => {
      const buttons = waiting.get(summary.id);
      if (buttons) {
        waiting.delete(summary.id);
        for (const button of buttons) markButton(button, summary);
      }
      // A product answered again (a live event, a read for the popover): its buttons, wherever they are.
      else
        for (const button of doc.querySelectorAll(`[data-dropcart-add="${CSS.escape(summary.id)}"]`))
          markButton(button, summary);
    }),
  );

  const observer = new MutationObserver((records) => {
    refresh();
    for (const record of records) for (const node of record.addedNodes) track(buyButtonsIn(node));
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  disposer.add(() => observer.disconnect());
  track([...doc.querySelectorAll(BUY)]);

  const engage = () => {
    if (engaged) return;
    engaged = true;
    for (const type of ENGAGED) doc.removeEventListener(type, engage, true);
    ask();
  };
  if (engagedAlready(doc)) {
    engage();
    return;
  }
  for (const type of ENGAGED) doc.addEventListener(type, engage, { capture: true, passive: true });
  disposer.add(() => {
    for (const type of ENGAGED) doc.removeEventListener(type, engage, true);
  });
}
