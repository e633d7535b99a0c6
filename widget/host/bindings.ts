// Keeps the host page's marked elements in step with the widget: item count, subtotal, signed-in state
// and sold-out buy buttons, including elements the page adds later (one MutationObserver).
import type { CartState } from '../cart/reducer.ts';
import type { Disposer } from '../disposer.ts';
import { formatMoney } from '../money.ts';
import type { ProductCache, ProductSummary } from '../products.ts';
import type { ReadableStore } from '../reducer-store.ts';
import type { SessionState } from '../session/store.ts';

export interface HostBindingDeps {
  doc: Document;
  cartStore: ReadableStore<CartState>;
  sessionStore: ReadableStore<SessionState>;
  products: Pick<ProductCache, 'peek' | 'prefetch' | 'subscribe'>;
  locale: string;
  disposer: Pick<Disposer, 'add' | 'signal'>;
}

function renderInto({ doc, cartStore, sessionStore, locale }: HostBindingDeps): void {
  const { view } = cartStore.getState();
  const count = String(view.count);
  for (const element of doc.querySelectorAll('[data-dropcart-count]'))
    if (element.textContent !== count) element.textContent = count;
  // Before the shopper has a cart its currency is unknown: the page's own text (say "$0.00") stays rather
  // than a guessed currency. This also keeps Intl's first number format (~75 ms on a slow phone) out of boot.
  if (view.subtotal.formatted || view.currency) {
    const subtotal = formatMoney(view.subtotal, view.currency, locale);
    for (const element of doc.querySelectorAll('[data-dropcart-subtotal]'))
      if (element.textContent !== subtotal) element.textContent = subtotal;
  }
  const { signedIn } = sessionStore.getState();
  for (const element of doc.querySelectorAll('[data-dropcart-session]'))
    element.toggleAttribute('data-dropcart-signed-in', signedIn);
}

function markSoldOut(doc: Document, summary: ProductSummary): void {
  for (const button of doc.querySelectorAll(`[data-dropcart-add="${CSS.escape(summary.id)}"]`)) {
    // A button with a variant or options is for one choice; whole-product stock says nothing about it.
    if (button.hasAttribute('data-dropcart-variant') || button.hasAttribute('data-dropcart-options'))
      continue;
    const soldOut = !summary.inStock;
    if (soldOut) button.setAttribute('data-dropcart-state', 'sold-out');
    else if (button.getAttribute('data-dropcart-state') === 'sold-out')
      button.removeAttribute('data-dropcart-state');
    if ('disabled' in button) (button as HTMLButtonElement).disabled = soldOut;
  }
}

function buyButtonIds(doc: Document): string[] {
  const ids = new Set<string>();
  for (const button of doc.querySelectorAll('[data-dropcart-add]')) {
    const id = button.getAttribute('data-dropcart-add')?.trim();
    if (id) ids.add(id);
  }
  return [...ids];
}

/**
 * Keeps count, subtotal and session elements up to date, and asks for the stock of the page's buy buttons
 * in one query (again whenever buttons are added), marking sold-out ones.
 */
export function bindHostElements(deps: HostBindingDeps): void {
  const { doc, cartStore, sessionStore, products, disposer } = deps;
  let scheduled = false;
  const refresh = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      if (!disposer.signal.aborted) renderInto(deps);
    });
  };
  refresh();
  disposer.add(cartStore.subscribe(refresh));
  disposer.add(sessionStore.subscribe(refresh));
  disposer.add(products.subscribe((summary) => markSoldOut(doc, summary)));

  const checkStock = (ids: string[]) => {
    for (const id of ids) {
      const known = products.peek(id);
      if (known) markSoldOut(doc, known);
    }
    // One query for all the buy buttons of the page; the cache marks them as answers arrive.
    void products.prefetch(ids);
  };
  const observer = new MutationObserver((records) => {
    refresh();
    if (records.some((record) => record.addedNodes.length > 0)) checkStock(buyButtonIds(doc));
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  disposer.add(() => observer.disconnect());
  // Alongside the cart's first load, so a click soon after boot finds its product known.
  checkStock(buyButtonIds(doc));
}
