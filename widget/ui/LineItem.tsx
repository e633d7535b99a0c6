import type { LineView } from '../cart/view.ts';
import { AvailabilityNotice } from './AvailabilityNotice.tsx';
import { useWidget } from './context.ts';
import { useMoney } from './format.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

export function LineItem({ line }: { line: LineView }) {
  const { cart, t } = useWidget();
  const money = useMoney();
  const details = line.details.filter((detail) => detail.value);
  return (
    <li className="line" data-pending={line.pending ? 'true' : undefined} part="line">
      {line.imageUrl ? (
        <img src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className="placeholder" aria-hidden="true" />
      )}
      <div>
        <p className="line-name">{line.name}</p>
        {details.length > 0 && (
          <p className="line-details">
            {details.map((detail) => `${detail.name}: ${detail.value}`).join(', ')}
          </p>
        )}
        <p className="muted">{t('line.unitPrice', { price: money(line.unitPrice) })}</p>
        <QuantityStepper line={line} />
      </div>
      <div className="line-price">
        <div>{money(line.linePrice)}</div>
        <button
          type="button"
          className="icon-button"
          aria-label={t('line.remove', { name: line.name })}
          disabled={line.id.startsWith('pending-')}
          onClick={() => void cart.remove(line.id).catch(() => undefined)}
        >
          ×
        </button>
      </div>
      <AvailabilityNotice line={line} />
    </li>
  );
}
