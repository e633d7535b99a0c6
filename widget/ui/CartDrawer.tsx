import { lazy, Suspense, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useReplay, useRise } from './added-moment.ts';
import { CartContents } from './CartContents.tsx';
import { CheckoutButton } from './CheckoutButton.tsx';
import { useCart, useUi, useWidget } from './context.ts';
import { useDrawerLater } from './drawer-later-hook.ts';
import { SessionArea } from './SessionArea.tsx';
import { Totals } from './Totals.tsx';
import { useFocusKeeper } from './use-focus-keeper.ts';
import { useModal } from './use-modal.ts';
import { useTopLayer } from './use-top-layer.ts';
import { useUiStyles } from './use-ui-styles.ts';

/**
 * Above the totals when the owner set `freeShippingOver`. Asked for here, not in parts.ts: the UI loader
 * and render.ts, which the first load carries, would carry its import too, and only the drawer needs it.
 */
const FreeShippingHint = lazy(() => import('./FreeShippingHint.tsx'));

/**
 * The slide-out cart: a modal dialog at the right edge (full width on narrow screens), in the top layer
 * with its backdrop, so a host page's `transform` or `filter` on an ancestor cannot resize or move it.
 * Its header and footer are plain elements: a `<header>` or `<footer>` here would be a second banner or
 * contentinfo landmark of the host page. Loaded on demand.
 */
export default function CartDrawer() {
  useUiStyles();
  const { t, ui, parts, freeShippingOver, adoptStyles } = useWidget();
  const { SignInPanel } = parts;
  // The exit comes after the first cart (drawer-later.ts), read at closing: a new ref callback would hide
  // the layer and show it again.
  const later = useDrawerLater(useCart((state) => state.status === 'ready' && state.pending.length === 0));
  const exit = useRef(later?.playExit);
  exit.current = later?.playExit;
  useLayoutEffect(() => {
    if (later) adoptStyles(later.exitCss);
  }, [later, adoptStyles]);
  const showLayer = useTopLayer();
  const layer = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return undefined;
      const hide = showLayer(element);
      return () => {
        exit.current?.(element);
        hide?.();
      };
    },
    [showLayer],
  );
  const ref = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const signInOpen = useUi((state) => state.signInOpen);
  // The sign-in panel's own title for its view ("Create an account"), else "Sign in".
  const [signInTitle, setSignInTitle] = useState<string>();
  const hasLines = useCart((state) => state.view.lines.length > 0);
  const count = useCart((state) => state.view.count);
  const rise = useRise();
  const badgeRef = useRef<HTMLSpanElement>(null);
  useReplay(badgeRef, rise.moment, 'data-bumped');
  const close = useCallback(() => ui.closeDrawer(), [ui]);
  useModal(ref, close);
  useFocusKeeper(ref, headingRef);
  return (
    <div ref={layer} className="layer" popover="manual">
      <div className="backdrop" part="backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={ref}
        className="drawer"
        part="drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="drawer-header" part="header">
          {/* Focus opens here (a keyboard add lands in the cart, not on its first button) and comes back
              here when the control that had it goes away with nothing near to take it. */}
          <h2 id={titleId} ref={headingRef} tabIndex={-1} data-autofocus={signInOpen ? undefined : ''}>
            {signInOpen ? (signInTitle ?? t('signin.title')) : t('cart.title')}
          </h2>
          {/* Beside the title, not in it: the dialog's name stays "Your cart" while the count changes. */}
          {!signInOpen && count > 0 && (
            <span ref={badgeRef} className="count-badge" part="count">
              <span aria-hidden="true">{count}</span>
              <span className="visually-hidden">{t('cart.count', { count })}</span>
            </span>
          )}
          <SessionArea />
          <button type="button" className="icon-button" aria-label={t('cart.close')} onClick={close}>
            ×
          </button>
        </div>
        <div className="drawer-body">
          {signInOpen ? (
            <Suspense fallback={<p className="muted">{t('signin.working')}</p>}>
              <SignInPanel onClose={() => ui.closeSignIn()} onTitle={setSignInTitle} />
            </Suspense>
          ) : (
            <CartContents rise={rise} />
          )}
        </div>
        {!signInOpen && hasLines && (
          <div className="drawer-footer" part="footer">
            {freeShippingOver !== undefined && (
              // Nothing in its place while its code loads: the totals below are what matters.
              <Suspense fallback={null}>
                <FreeShippingHint />
              </Suspense>
            )}
            <Totals />
            <CheckoutButton />
          </div>
        )}
      </div>
    </div>
  );
}
