import { applyFix, lineFix } from '../cart/availability.ts';
import type { LineView } from '../cart/view.ts';
import { useWidget } from './context.ts';

/**
 * Says what is wrong with a line the store cannot sell as it is ("Sold out", "Only 2 left"), with the
 * one-click fix beside it (Remove, Reduce to 2), named with the product for screen readers.
 */
export function AvailabilityNotice({ line }: { line: LineView }) {
  const { cart, t } = useWidget();
  const fix = lineFix(line);
  if (!fix) return null;
  const text =
    fix.kind === 'reduce'
      ? t('availability.PARTIALLY_AVAILABLE', { available: fix.to })
      : line.availability === 'NOT_FOUND'
        ? t('availability.NOT_FOUND')
        : t('availability.NOT_AVAILABLE');
  return (
    <div className="warning" part="warning">
      <strong>{text}</strong>
      <button
        type="button"
        className="link-button"
        aria-label={
          fix.kind === 'reduce'
            ? t('availability.reduceLabel', { name: line.name, available: fix.to })
            : t('availability.removeLabel', { name: line.name, reason: text })
        }
        disabled={Boolean(line.pending)}
        onClick={() => void applyFix(cart, line).catch(() => undefined)}
      >
        {fix.kind === 'reduce'
          ? t('availability.fixReduce', { available: fix.to })
          : t('availability.fixRemove')}
      </button>
    </div>
  );
}
