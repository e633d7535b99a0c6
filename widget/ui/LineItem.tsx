import { memo } from 'react';
import type { LineView } from '../cart/view.ts';
import { AvailabilityNotice } from './AvailabilityNotice.tsx';
import { useCart, useUi, useWidget } from './context.ts';
import { useMoney } from './format.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

/** Memoised: a cart change re-renders only the rows whose line changed (see cart/unchanged-lines.ts). */
export const LineItem = memo(function LineItem({ line }: { line: LineView }) {
  const { cart, t } = useWidget();
  const money = useMoney();
  // Memoised rows miss the drawer's re-render when another language's texts arrive: follow it here.
  useUi((state) => state.language);
  // What the platform did with the shopper's last change of this line (a quantity it capped), unless the
  // line's own availability warning says it already.
  const notice = useCart((state) =>
    state.notice?.lineId === line.id && line.availability === 'AVAILABLE' ? state.notice.text : undefined,
  );
  const details = line.details.filter((detail) => detail.value);
  const image = line.image?.url;
  const unitPrice = money(line.unitPrice);
  return (
    <li className="line" data-pending={line.pending ? 'true' : undefined} part="line">
      {image && /^https?:/.test(image) ? (
        <img src={image} alt="" width={64} height={64} loading="lazy" />
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
        {unitPrice && <p className="muted">{t('line.unitPrice', { price: unitPrice })}</p>}
        <QuantityStepper line={line} />
      </div>
      <div className="line-price">
        <div>{money(line.totalPrice)}</div>
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
      {notice && (
        <div className="warning" part="warning">
          <span>{notice}</span>
        </div>
      )}
    </li>
  );
});
