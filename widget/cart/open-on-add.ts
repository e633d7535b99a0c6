// An accepted add opens the cart, unless the button or the call said otherwise (`openOnAdd`) or a close
// came after it: after the click's paint, so the page answers the click at once and the drawer mounts in
// the next frame. A shopper's add from a buy button that keeps it closed says so once the platform has
// added it: a small message "Added: Organic Cotton Tee" with "View cart" (issue 27: before, only the
// page's count changed).
import type { Disposer } from '../disposer.ts';
import { afterNextPaint } from '../host/after-paint.ts';
import type { Translate } from '../i18n/index.ts';
import type { Notifier } from '../notify.ts';
import type { UiStore } from '../ui-store.ts';
import type { CartController } from './controller.ts';

export function openCartOnAdd({
  cart,
  ui,
  win,
  disposer,
  openOnAdd,
  notify,
  t,
}: {
  cart: Pick<CartController, 'subscribeAdded'>;
  ui: Pick<UiStore, 'openDrawer' | 'getState'>;
  notify: Pick<Notifier, 'toast'>;
  t: Translate;
  win: Window;
  disposer: Pick<Disposer, 'add' | 'setTimeout' | 'signal'>;
  /** The widget's default (`data-open-on-add`), which a button or a call may override. */
  openOnAdd: boolean;
}): void {
  disposer.add(
    cart.subscribeAdded(({ request, added }) => {
      // The latest of the page's and the shopper's wishes wins: a close asked for after the add (the page's
      // `Dropcart.close()` in the same task, Escape) keeps the cart closed.
      const { closes } = ui.getState();
      if (request.openOnAdd ?? openOnAdd)
        afterNextPaint(win, disposer, () => {
          if (!disposer.signal.aborted && ui.getState().closes === closes) ui.openDrawer();
        });
      // The page's own script that keeps the cart closed tells its shoppers itself.
      else if (request.byShopper)
        void added.then((name) => {
          // The add's own announcement (cart/add.ts) has told screen readers already.
          if (name && !disposer.signal.aborted && !ui.getState().drawerOpen)
            notify.toast(t('toast.added', { name }), 'info', { action: 'open-cart', announced: true });
        });
    }),
  );
}
