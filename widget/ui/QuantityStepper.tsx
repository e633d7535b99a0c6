import { useId } from 'react';
import { MAX_QUANTITY } from '../cart/quantity.ts';
import type { LineView } from '../cart/view.ts';
import { useWidget } from './context.ts';

/**
 * − quantity +, bounded by what the store has (`availableQuantity`). At the stock limit `+` says why it does
 * nothing ("Only 2 left", shown and read with the button) instead of only greying out: it stays focusable
 * (`aria-disabled`), so a keyboard or screen-reader user reaches it and hears the reason.
 */
export function QuantityStepper({ line }: { line: LineView }) {
  const { cart, t } = useWidget();
  const hintId = useId();
  const unconfirmed = line.id.startsWith('pending-');
  const soldOut = line.availability === 'NOT_AVAILABLE' || line.availability === 'NOT_FOUND';
  const max = Math.min(line.availableQuantity ?? MAX_QUANTITY, MAX_QUANTITY);
  // A line already short of stock says so in its availability notice; this is for a line that is not.
  const atStock =
    !unconfirmed &&
    line.availability === 'AVAILABLE' &&
    line.availableQuantity !== undefined &&
    line.quantity >= line.availableQuantity;
  const change = (quantity: number) => void cart.setQuantity(line.id, quantity).catch(() => undefined);
  return (
    <fieldset className="stepper" part="stepper">
      <legend className="visually-hidden">{t('line.quantity', { name: line.name })}</legend>
      <button
        type="button"
        data-control="decrease"
        aria-label={t('line.decrease', { name: line.name })}
        disabled={unconfirmed || line.quantity <= 1}
        onClick={() => change(line.quantity - 1)}
      >
        −
      </button>
      <span className="stepper-value">{line.quantity}</span>
      <button
        type="button"
        data-control="increase"
        aria-label={t('line.increase', { name: line.name })}
        disabled={!atStock && (unconfirmed || soldOut || line.quantity >= max)}
        aria-disabled={atStock ? true : undefined}
        aria-describedby={atStock ? hintId : undefined}
        onClick={() => {
          if (!atStock) change(line.quantity + 1);
        }}
      >
        +
      </button>
      {atStock && (
        <span id={hintId} className="stepper-limit" part="stepper-limit">
          {t('availability.PARTIALLY_AVAILABLE', { available: line.availableQuantity ?? 0 })}
        </span>
      )}
    </fieldset>
  );
}
