import { type KeyboardEvent, useState } from 'react';
import { MAX_QUANTITY } from '../cart/quantity.ts';
import { typedQuantity } from '../cart/typed-quantity.ts';
import type { LineView } from '../cart/view.ts';
import { useWidget } from './context.ts';

/**
 * The line's quantity between − and +, typeable (as the Buy Button's is): the shopper's number goes to the
 * cart once, on Enter or on leaving the field, as one quantity change like a click of the stepper. Beyond
 * what the store has it takes the most there is and says "Only n left"; what is no number is not sent: the
 * field shows the quantity again and says why, in the stepper's note (`noteId`, read out when it changes).
 * A text field with a numeric keyboard, not `type="number"`, which would empty itself on letters instead.
 */
export function QuantityField({
  line,
  max,
  noteId,
  onNote,
  onChange,
}: {
  line: LineView;
  max: number;
  noteId: string;
  onNote(note: string | undefined): void;
  onChange(quantity: number): void;
}) {
  const { t } = useWidget();
  // What the shopper is typing, until it is committed; the line's quantity otherwise.
  const [draft, setDraft] = useState<string>();
  const commit = () => {
    if (draft === undefined) return;
    setDraft(undefined);
    const quantity = typedQuantity(draft, max);
    if (quantity === undefined) return onNote(t('line.quantityNotNumber'));
    const capped = quantity < (typedQuantity(draft, MAX_QUANTITY) ?? 0);
    onNote(
      capped && line.availableQuantity !== undefined
        ? t('availability.PARTIALLY_AVAILABLE', { available: line.availableQuantity })
        : undefined,
    );
    if (quantity !== line.quantity) onChange(quantity);
  };
  return (
    <input
      className="stepper-value"
      data-control="quantity"
      inputMode="numeric"
      autoComplete="off"
      value={draft ?? String(line.quantity)}
      disabled={line.id.startsWith('pending-')}
      aria-label={t('line.quantity', { name: line.name })}
      aria-describedby={noteId}
      onChange={(event) => {
        setDraft(event.target.value);
        onNote(undefined);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        commit();
      }}
      onBlur={commit}
    />
  );
}
