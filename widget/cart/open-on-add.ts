// An accepted add opens the cart, unless the button or the call said otherwise (`openOnAdd`): after the
// click's paint, so the page answers the click at once and the drawer mounts in the next frame.
import type { Disposer } from '../disposer.ts';
import { afterNextPaint } from '../host/after-paint.ts';
import type { UiStore } from '../ui-store.ts';
import type { CartController } from './controller.ts';

export function openCartOnAdd({
  cart,
  ui,
  win,
  disposer,
  openOnAdd,
}: {
  cart: Pick<CartController, 'subscribeAdded'>;
  ui: Pick<UiStore, 'openDrawer'>;
  win: Window;
  disposer: Pick<Disposer, 'add' | 'setTimeout' | 'signal'>;
  /** The widget's default (`data-open-on-add`), which a button or a call may override. */
  openOnAdd: boolean;
}): void {
  disposer.add(
    cart.subscribeAdded((request) => {
      if (request.openOnAdd ?? openOnAdd)
        afterNextPaint(win, disposer, () => {
          if (!disposer.signal.aborted) ui.openDrawer();
        });
    }),
  );
}
