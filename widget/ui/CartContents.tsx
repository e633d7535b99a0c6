import { lazy, Suspense, useEffect } from 'react';
import { linesOf } from '../cart/availability.ts';
import type { Rise } from './added-moment.ts';
import { useCart, useUi, useWidget } from './context.ts';
import { useDrawerLater } from './drawer-later-hook.ts';
import { LineItem } from './LineItem.tsx';
import { useCatalogImages } from './line-image.ts';

// Only on a return from checkout: a chunk of its own.
const OrderConfirmation = lazy(() => import('./OrderConfirmation.tsx'));

/** `rise`: the lines just added or raised, which highlight (added-moment.ts). */
export function CartContents({ rise }: { rise: Rise }) {
  const { cart, t, ui } = useWidget();
  const status = useCart((state) => state.status);
  // Each as the platform last said it can be bought (the estimate may know better than the last read).
  const lines = useCart(linesOf);
  useCatalogImages(lines);
  // Shown lines can be changed: the code that changes them comes once they are on screen (design.md §4).
  const shown = lines.length > 0;
  const settled = useCart((state) => state.pending.length === 0);
  // The coupon's form, last in the body: it comes once the lines have painted as the platform confirmed
  // them (a first add's line with its name), moving nothing, as the totals' estimate does (Totals.tsx).
  const later = useDrawerLater(shown && settled);
  useEffect(() => {
    if (shown) cart.prepareChanges();
  }, [shown, cart]);
  const error = useCart((state) => (state.status === 'error' ? state.error : undefined));
  // An add the platform left out of the cart: told where its line would have been.
  const notice = useCart((state) => (state.notice && !state.notice.lineId ? state.notice.text : undefined));
  // Right after an order the thanks is what the empty cart shows, with its own "Continue shopping"; a new
  // line means the shopper has moved on: the past order's list would read as part of this cart.
  const thanking = useUi((state) => state.orderId !== undefined);
  useEffect(() => {
    if (shown && thanking) ui.dismissOrder();
  }, [shown, thanking, ui]);
  return (
    <>
      {thanking && (
        <Suspense fallback={null}>
          <OrderConfirmation />
        </Suspense>
      )}
      {status === 'loading' && lines.length === 0 && <p className="muted">{t('cart.loading')}</p>}
      {status === 'error' && lines.length === 0 && (
        <div className="panel">
          <p className="error-text">
            {t('cart.loadFailed')} {error}
          </p>
          <button
            type="button"
            className="button secondary"
            onClick={() => void cart.load().catch(() => undefined)}
          >
            {t('cart.retry')}
          </button>
        </div>
      )}
      {status === 'ready' && lines.length === 0 && !thanking && (
        <div className="empty-state" part="empty">
          <p className="empty-title">{t('cart.empty')}</p>
          <p className="muted">{t('cart.emptyHint')}</p>
          {/* Closes as every other way out does: focus goes back to what opened the drawer. */}
          <button type="button" className="button" onClick={() => ui.closeDrawer()}>
            {t('cart.continue')}
          </button>
        </div>
      )}
      {lines.length > 0 && (
        <ul className="lines">
          {lines.map((line) => (
            <LineItem key={line.id} line={line} added={rise.lines.has(line.id) ? rise.moment : 0} />
          ))}
        </ul>
      )}
      {notice && (
        <div className="warning" part="warning">
          <span>{notice}</span>
        </div>
      )}
      {later && lines.length > 0 && <later.CouponForm />}
    </>
  );
}
