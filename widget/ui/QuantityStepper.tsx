import { useId, useState } from 'react';
import { MAX_QUANTITY } from '../cart/quantity.ts';
import type { LineView } from '../cart/view.ts';
import { useWidget } from './context.ts';
import { QuantityField } from './QuantityField.tsx';

/**
 * − quantity +, bounded by what the store has (`availableQuantity`), the quantity typeable between them
 * (QuantityField.tsx). At the stock limit `+` says why it does nothing ("Only 2 left", shown and read with
 * the button) instead of only greying out: it stays focusable (`aria-disabled`), so a keyboard or
 * screen-reader user reaches it and hears the reason. The note beside the stepper is a live region, so
 * what it says about a typed quantity (capped, or no number) is read out too.
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
  // What the field said about the last typed quantity, until the next change.
  const [typedNote, setTypedNote] = useState<string>();
  const change = (quantity: number) => void cart.setQuantity(line.id, quantity).catch(() => undefined);
  const step = (quantity: number) => {
    setTypedNote(undefined);
    change(quantity);
  };
  const note =
    typedNote ??
    (atStock ? t('availability.PARTIALLY_AVAILABLE', { available: line.availableQuantity ?? 0 }) : undefined);
  return (
    <fieldset className="stepper" part="stepper">
      <legend className="visually-hidden">{t('line.quantity', { name: line.name })}</legend>
      <button
        type="button"
        data-control="decrease"
        aria-label={t('line.decrease', { name: line.name })}
        disabled={unconfirmed || line.quantity <= 1}
        onClick={() => step(line.quantity - 1)}
      >
        −
      </button>
      <QuantityField line={line} max={max} noteId={hintId} onNote={setTypedNote} onChange={change} />
      <button
        type="button"
        data-control="increase"
        aria-label={t('line.increase', { name: line.name })}
        disabled={!atStock && (unconfirmed || soldOut || line.quantity >= max)}
        aria-disabled={atStock ? true : undefined}
        aria-describedby={atStock ? hintId : undefined}
        onClick={() => {
          if (!atStock) step(line.quantity + 1);
        }}
      >
        +
      </button>
      <span id={hintId} className="stepper-limit" part="stepper-limit" aria-live="polite">
        {note}
      </span>
    </fieldset>
  );
}
