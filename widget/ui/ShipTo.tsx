import { Suspense, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { checkDestination, isProblem } from '../cart/check-destination.ts';
import type { Destination } from '../cart/destination.ts';
import type { Estimator } from '../cart/estimator.ts';
import { placeName } from '../cart/regions.ts';
import { useCart, useWidget } from './context.ts';
import css from './ShipTo.css?inline';

/** "New York, 10001" / "Deutschland, 10115": where the totals are for, in the shopper's language. */
export function describeDestination(locale: string, where: Destination): string {
  const place = placeName(locale, where.country, where.subdivision);
  return where.postalCode ? `${place}, ${where.postalCode}` : place;
}

/** The cart's own delivery address (given elsewhere) as a destination, when it names a country. */
export function useCartDestination(): Destination | undefined {
  const address = useCart((state) => state.estimate.data?.cart.deliveryAddress ?? state.view.deliveryAddress);
  return useMemo(() => {
    if (!address?.country) return undefined;
    const checked = checkDestination({
      country: address.country,
      subdivision: address.subdivision,
      postalCode: address.postalCode,
    });
    return isProblem(checked) ? { country: address.country } : checked;
  }, [address]);
}

/**
 * The styles of the ship-to form and of the shipping choice: loaded with the destination's code
 * (TotalsDestination.tsx), not the drawer's, as the first cart draws neither. The form renders only in ShipTo.
 */
export function useShipToStyles(): void {
  const { adoptStyles } = useWidget();
  useLayoutEffect(() => adoptStyles(css), [adoptStyles]);
}

const suggestedDestination = (country: string | undefined): Destination | undefined =>
  country ? { country } : undefined;

/**
 * The compact "Ship to" of the cart: where the order would go, with a button to change it; the form
 * (country, the region where the country needs one, postal code) opens in place, prefilled with the last
 * destination or the country of the shopper's locale. Nothing is sent until the shopper confirms.
 */
export function ShipTo({ estimator, editing: asked = false }: { estimator: Estimator; editing?: boolean }) {
  useShipToStyles();
  const { locale, t, parts } = useWidget();
  const { ShipToForm } = parts;
  const prefetchForm = () => void ShipToForm.preload();
  const saved = useStore(estimator.destination, (state) => state.destination);
  const fromCart = useCartDestination();
  const current = saved ?? fromCart;
  // Open at once when the shopper asked for the form before this code was in (Totals.tsx).
  const [editing, setEditing] = useState(asked);
  const summaryId = useId();
  // Closing the form puts focus back on the button that opened it, not on the page.
  const returnFocus = useRef(false);
  const focusIfReturning = useCallback((element: HTMLButtonElement | null) => {
    if (element && returnFocus.current) {
      returnFocus.current = false;
      element.focus();
    }
  }, []);

  const summary = (
    <p className="ship-to" part="ship-to">
      {current ? (
        <span id={summaryId}>
          {t('shipTo.legend')}: <strong>{describeDestination(locale, current)}</strong>
        </span>
      ) : null}
      <button
        ref={focusIfReturning}
        type="button"
        className="link-button"
        // "Change" alone says little to a screen reader: it also hears what it changes.
        aria-describedby={current ? summaryId : undefined}
        // The form's code, fetched when the shopper is about to use it (it opens in place on the click).
        onPointerEnter={prefetchForm}
        onFocus={prefetchForm}
        onClick={() => setEditing(true)}
      >
        {current ? t('shipTo.change') : t('shipTo.add')}
      </button>
    </p>
  );
  if (!editing) return summary;

  // Until the form's code is in (fetched as the pointer or focus came to the button), the summary stays.
  return (
    <Suspense fallback={summary}>
      <ShipToForm.Component
        initial={current ?? suggestedDestination(estimator.destination.suggestedCountry())}
        onDone={(where) => {
          if (where) estimator.setDestination(where);
          returnFocus.current = true;
          setEditing(false);
        }}
      />
    </Suspense>
  );
}
