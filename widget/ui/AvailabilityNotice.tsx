import type { LineView } from '../cart/view.ts';
import { useWidget } from './context.ts';

/** Says what is wrong with a line the store cannot fully deliver, with the one-click fix. */
export function AvailabilityNotice({ line }: { line: LineView }) {
  const { cart, t } = useWidget();
  const status = line.availability;
  if (status === 'AVAILABLE') return null;
  const available = line.availableQuantity ?? line.confirmedQuantity;
  const canReduce = status === 'PARTIALLY_AVAILABLE' && available > 0;
  const fix = () =>
    void (canReduce ? cart.setQuantity(line.id, available) : cart.remove(line.id)).catch(() => undefined);
  return (
    <div className="warning" part="warning">
      <span>
        {status === 'PARTIALLY_AVAILABLE'
          ? t('availability.PARTIALLY_AVAILABLE', { available })
          : t(`availability.${status}`)}
      </span>
      <button type="button" className="link-button" onClick={fix}>
        {canReduce ? t('availability.fixSet', { available }) : t('availability.fixRemove')}
      </button>
    </div>
  );
}
