import { useId } from 'react';
import { applyFix, linesOf, linesToFix } from '../cart/availability.ts';
import { useCart, useUi, useWidget } from './context.ts';
import { Spinner } from './Spinner.tsx';

/**
 * Check out, held while a line cannot be bought as it is (the hosted checkout would refuse the cart): the
 * note above says why, with every line's fix one click away, and is read out politely when it appears.
 * A held button stays focusable (`aria-disabled`), so its explanation can be reached and heard.
 */
export function CheckoutButton() {
  const { cart, checkout, t } = useWidget();
  const lines = useCart(linesOf);
  const working = useUi((state) => state.checkingOut);
  const noteId = useId();
  const toFix = linesToFix(lines);
  const held = toFix.length > 0;
  const fixAll = () => {
    for (const line of toFix) void applyFix(cart, line).catch(() => undefined);
  };
  return (
    <>
      <p id={noteId} className="checkout-held" aria-live="polite">
        {held && (
          <>
            <span>{t('checkout.held')}</span>{' '}
            <button
              type="button"
              className="link-button"
              disabled={toFix.some((line) => line.pending)}
              onClick={fixAll}
            >
              {t('checkout.fixAll')}
            </button>
          </>
        )}
      </p>
      <button
        type="button"
        className="button wide"
        part="checkout"
        disabled={lines.length === 0 || working}
        aria-disabled={held ? true : undefined}
        aria-describedby={held ? noteId : undefined}
        aria-busy={working}
        onClick={() => {
          if (!held) void checkout().catch(() => undefined);
        }}
      >
        {working && <Spinner />}
        {working ? t('checkout.working') : t('checkout.button')}
      </button>
    </>
  );
}
