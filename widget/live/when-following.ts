// The live event stream is opened only once there is something on the page to keep live: a cart with
// lines, or a product the widget has read for a card, price or stock on the page. A visit that has
// neither opens no connection (a visit without a cart costs nothing). Nor does its code come before the
// adds on their way are answered, the UI has drawn them and the browser is idle: a first cart's line
// draws without it (design.md §4, test/browser/first-cart-bytes.test.ts), and the stream's first open
// reads the cart and the products again, so nothing that changed meanwhile is missed.
import type { CartController } from '../cart/controller.ts';
import type { CartState } from '../cart/reducer.ts';
import type { Disposer } from '../disposer.ts';
import { CARDS_SELECTOR } from '../host/cards-scan.ts';
import { whenIdle } from '../host/first-activity.ts';
import type { ProductCache } from '../products.ts';
import type { ReadableStore } from '../reducer-store.ts';

export interface WhenFollowingDeps {
  win: Window;
  cartStore: ReadableStore<CartState>;
  cart: Pick<CartController, 'idle'>;
  products: Pick<ProductCache, 'subscribe'>;
  disposer: Pick<Disposer, 'add' | 'setTimeout' | 'signal'>;
  /** Resolves once the UI that started loading has rendered (ui-loader.ts `PrepareUi`). */
  uiSettled(): Promise<void>;
}

/**
 * Calls `start` once, when the cart first has lines or a product shown beyond its buy buttons is read:
 * after the adds on their way, and the UI that shows them, in an idle moment; never after `destroy()`.
 */
export function whenThereIsSomethingToFollow(
  { win, cartStore, cart, products, disposer, uiSettled }: WhenFollowingDeps,
  start: () => void,
): void {
  const stops: Array<() => void> = [];
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const stop of stops.splice(0)) stop();
    quiet();
  };
  // The adds on their way answered, the UI's code in, a frame drawn with them and the browser idle; an add
  // that began meanwhile (its line shows before its request is queued) goes first, and the check again.
  const quiet = () =>
    void cart
      .idle()
      .then(uiSettled)
      .then(() =>
        win.requestAnimationFrame(() =>
          whenIdle(win, disposer, () => (cartStore.getState().pending.length > 0 ? quiet() : start())),
        ),
      );
  if (cartStore.getState().view.lines.length > 0) {
    go();
    return;
  }
  // A product read, only where the page shows what the stream keeps live beyond the buy buttons (cards,
  // prices, stock: cards-scan.ts); the buttons' sold-out marks are read again when it first opens.
  stops.push(products.subscribe(() => win.document.querySelector(CARDS_SELECTOR) && go()));
  stops.push(
    cartStore.subscribe((state) => {
      if (state.view.lines.length > 0) go();
    }),
  );
  disposer.add(() => {
    for (const stop of stops.splice(0)) stop();
  });
}
