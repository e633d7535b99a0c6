// The coupon's form, or the applied coupon's chip, at the end of the drawer's body: drawn once the cart's
// first frame has painted (drawn-later.ts, CartContents.tsx), with the styles only it uses.
import { type FormEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Money } from '../money.ts';
import css from './CouponForm.css?inline';
import { useCart, useWidget } from './context.ts';
import { useMoney } from './format.ts';
import { useFormStyles } from './forms.ts';
import { Spinner } from './Spinner.tsx';

export function CouponForm() {
  const { cart, cartStore, t, adoptStyles } = useWidget();
  useFormStyles();
  useLayoutEffect(() => adoptStyles(css), [adoptStyles]);
  const coupon = useCart((state) => state.view.coupon);
  // The cart names the coupon only; what it takes off is in the totals, once they are current.
  const current = useCart((state) =>
    state.estimate.status === 'ready' && state.pending.length === 0 ? state.estimate : undefined,
  );
  // While new totals are on their way (a quantity changed), the chip keeps the amount it showed, as the
  // totals keep their numbers, instead of losing it and coming back: only for the same coupon.
  const kept = useRef<{ code: string; amount: Money | undefined }>(undefined);
  if (coupon && current) kept.current = { code: coupon.code, amount: current.data?.discount };
  const discount = current
    ? current.data?.discount
    : coupon && kept.current?.code === coupon.code
      ? kept.current.amount
      : undefined;
  const money = useMoney();
  const [code, setCode] = useState('');
  // An empty code (or a refusal the store did not keep) is told here; the platform's refusal comes from the cart store (controller.ts), so one
  // applied through the API while the cart is open shows here too, and never also as a toast.
  const [localError, setLocalError] = useState('');
  const refusal = useCart((state) => state.couponRefusal);
  // The refusal the shopper has since typed over: it is about the code that was there.
  const [editedAway, setEditedAway] = useState<{ text: string }>();
  const error = localError || (refusal && refusal !== editedAway ? refusal.text : '');
  const [working, setWorking] = useState(false);
  // The coupon stays on the cart until the platform has taken it off: its remove button turns busy meanwhile.
  const [removing, setRemoving] = useState(false);
  const inputId = useId();
  const errorId = useId();
  // Applying replaces the field with the coupon chip and removing does the reverse: focus follows to the
  // control that took the place of the one the shopper used, instead of dropping to the page.
  const moveFocus = useRef(false);
  // Stable, so React calls it only when its element mounts (a new callback would run on every render).
  const focusIfMoved = useCallback((element: HTMLElement | null) => {
    if (element && moveFocus.current) {
      moveFocus.current = false;
      element.focus();
    }
  }, []);
  // The form ends the scrolling body, right above the footer: an error shown under the field is scrolled
  // into view instead of staying hidden behind the totals.
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);

  if (coupon)
    return (
      <p className="coupon" part="coupon">
        <span className="chip">
          {discount ? `${coupon.code} (−${money(discount)})` : coupon.code}
          <button
            type="button"
            className="chip-remove"
            aria-label={t('coupon.remove', { code: coupon.code })}
            aria-busy={removing}
            ref={focusIfMoved}
            onClick={() => {
              if (removing) return;
              moveFocus.current = true;
              setRemoving(true);
              void cart
                .removeCoupon()
                .catch(() => {
                  moveFocus.current = false;
                })
                .finally(() => setRemoving(false));
            }}
          >
            {removing ? <Spinner /> : '×'}
          </button>
        </span>
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setLocalError(t('coupon.empty'));
    setWorking(true);
    setLocalError('');
    moveFocus.current = true;
    try {
      await cart.applyCoupon(code);
      setCode('');
    } catch {
      moveFocus.current = false;
      // The controller told the refusal in the shopper's words (cart/coupon-refusal.ts) through the store;
      // should the cart have been closed meanwhile, it was a toast, and this field says it again when seen.
      if (!cartStore.getState().couponRefusal)
        setLocalError(cartStore.getState().error ?? t('coupon.notAccepted'));
    } finally {
      setWorking(false);
    }
  };

  return (
    <form className="panel" onSubmit={submit} part="coupon">
      <label htmlFor={inputId}>{t('coupon.label')}</label>
      <div className="coupon">
        <input
          id={inputId}
          className="field-input"
          ref={focusIfMoved}
          value={code}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setLocalError('');
            setEditedAway(refusal);
          }}
        />
        {/* The ring over the word, which stays (unseen, still the button's name): Apply keeps its width. */}
        <button type="submit" className="button secondary apply" disabled={working} aria-busy={working}>
          <span className={working ? 'under-spinner' : undefined}>{t('coupon.apply')}</span>
          {working && <Spinner />}
        </button>
      </div>
      {/* Always there, so what appears in it is read out (politely); also the field's description. */}
      <p id={errorId} ref={errorRef} className="error-text coupon-error" aria-live="polite">
        {error}
      </p>
    </form>
  );
}
