import { MAX_QUANTITY } from '../cart/quantity.ts';
import type { LineView } from '../cart/view.ts';
import { useWidget } from './context.ts';

/** − quantity +, bounded by what the store has (`availableQuantity`). */
export function QuantityStepper({ line }: { line: LineView }) {
  const { cart, t } = useWidget();
  const unconfirmed = line.id.startsWith('pending-');
  const soldOut = line.availability === 'NOT_AVAILABLE' || line.availability === 'NOT_FOUND';
  const max = Math.min(line.availableQuantity ?? MAX_QUANTITY, MAX_QUANTITY);
  const change = (quantity: number) => void cart.setQuantity(line.id, quantity).catch(() => undefined);
  return (
    <fieldset className="stepper" part="stepper">
      <legend className="visually-hidden">{t('line.quantity', { name: line.name })}</legend>
      <button
        type="button"
        aria-label={t('line.decrease', { name: line.name })}
        disabled={unconfirmed || line.quantity <= 1}
        onClick={() => change(line.quantity - 1)}
      >
        −
      </button>
      <span className="stepper-value">{line.quantity}</span>
      <button
        type="button"
        aria-label={t('line.increase', { name: line.name })}
        disabled={unconfirmed || soldOut || line.quantity >= max}
        onClick={() => change(line.quantity + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
