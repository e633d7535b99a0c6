// When the cart is first read from the platform. A visit without a cart costs nothing: with no cart known
// to exist (cart-hint.ts) and none possible elsewhere (a member's from another device), the
// cart is taken as empty without a request, and read when the shopper opens it. An add needs no read
// first: its answer is the whole cart.
import type { Disposer } from '../disposer.ts';
import type { ReadableStore } from '../reducer-store.ts';
import type { UiState } from '../ui-store.ts';
import type { CartHint } from './cart-hint.ts';
import type { CartController } from './controller.ts';

export interface FirstLoadDeps {
  cart: Pick<CartController, 'load' | 'assumeNone' | 'subscribeAdded'>;
  hint: Pick<CartHint, 'known'>;
  /**
   * A cart the hint cannot know of may exist: a signed-in member's (from another device), or the one this
   * tab handed to checkout (whose return needs the platform's word, instance.ts).
   */
  mayExistElsewhere: boolean;
  ui: Pick<ReadableStore<UiState>, 'getState' | 'subscribe'>;
  disposer: Pick<Disposer, 'add'>;
}

/** Starts the first read (or takes the cart as empty); the first in the cart's queue. */
export function startFirstLoad({ cart, hint, mayExistElsewhere, ui, disposer }: FirstLoadDeps): void {
  let read = hint.known() || mayExistElsewhere;
  const load = () => void cart.load().catch(() => undefined); // the controller shows a failure
  if (read) load();
  else void cart.assumeNone().catch(() => undefined);
  const opened = () => {
    if (read || !ui.getState().drawerOpen) return;
    read = true;
    load();
  };
  if (!read) disposer.add(ui.subscribe(opened));
  // An add's answer is the whole cart: opening the cart after one needs no read.
  if (!read)
    disposer.add(
      cart.subscribeAdded(() => {
        read = true;
      }),
    );
  opened();
}
