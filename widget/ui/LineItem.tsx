import { memo, useRef } from 'react';
import { billedQuantity } from '../cart/availability.ts';
import { counted, type LineView } from '../cart/view.ts';
import { timesQuantity } from '../money.ts';
import { AvailabilityNotice } from './AvailabilityNotice.tsx';
import { useReplay } from './added-moment.ts';
import { useCart, useUi, useWidget } from './context.ts';
import { useMoney } from './format.ts';
import { initialOf, useLineImage } from './line-image.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import { Spinner } from './Spinner.tsx';

interface Props {
  line: LineView;
  /** The moment this line was just added or raised (added-moment.ts), which it highlights for; 0: none. */
  added: number;
}

/** Memoised: a cart change re-renders only the rows whose line changed (see cart/unchanged-lines.ts). */
export const LineItem = memo(function LineItem({ line: given, added }: Props) {
  const { cart, t } = useWidget();
  const row = useRef<HTMLLIElement>(null);
  useReplay(row, added, 'data-added');
  const money = useMoney();
  // Memoised rows miss the drawer's re-render when another language's texts arrive: follow it here.
  useUi((state) => state.language);
  // An add whose product is not read yet has no name (cart/optimistic.ts): "Adding…" in the texts there
  // are now, not in those there were when the click was taken (a first visit's, before its texts came).
  const line = given.name || !given.pending ? given : { ...given, name: t('line.adding') };
  // What the platform did with the shopper's last change of this line (a quantity it capped), unless the
  // line's own availability warning says it already.
  const notice = useCart((state) =>
    state.notice?.lineId === line.id && line.availability === 'AVAILABLE' ? state.notice.text : undefined,
  );
  const details = line.details.filter((detail) => detail.value);
  const image = useLineImage(line);
  const unitPrice = money(line.unitPrice);
  // A line the platform cannot sell is not in the subtotal: its amount is shown struck through, whatever the
  // platform put in it (Cart V1 keeps price × quantity there, Cart V2 zero), so no number contradicts another.
  const billed = counted(line);
  // Fewer billed than the quantity (Cart V2 bills what is left): say so, not "$22.00 each" beside $44.00.
  const billedCount = billed ? billedQuantity(line) : line.quantity;
  return (
    <li
      ref={row}
      className="line"
      data-pending={line.pending ? 'true' : undefined}
      aria-busy={line.pending ? true : undefined}
      part="line"
    >
      <span className="line-thumb">
        {image ? (
          <img src={image} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <span className="placeholder placeholder-initial" aria-hidden="true">
            {initialOf(line.name)}
          </span>
        )}
        {/* An add or a quantity on its way to the platform: over the thumbnail, so nothing moves. */}
        {line.pending && (
          <span className="line-busy">
            <Spinner />
          </span>
        )}
      </span>
      <div>
        <p className="line-name">{line.name}</p>
        {details.length > 0 && (
          <p className="line-details">
            {details.map((detail) => `${detail.name}: ${detail.value}`).join(', ')}
          </p>
        )}
        {unitPrice && (
          <p className="muted">
            {billedCount === line.quantity
              ? t('line.unitPrice', { price: unitPrice })
              : t('line.billedUnits', { count: billedCount, price: unitPrice })}
          </p>
        )}
        <QuantityStepper line={line} />
      </div>
      <div className="line-price">
        {billed ? (
          <div>{money(line.totalPrice)}</div>
        ) : (
          <div>
            <s className="line-unbilled">{money(timesQuantity(line.unitPrice, line.quantity))}</s>
            <span className="visually-hidden"> {t('line.notCounted')}</span>
          </div>
        )}
        {/* A word, not a ×: the × closes the cart (issue 27); the name says which line it takes away. */}
        <button
          type="button"
          className="link-button line-remove"
          data-control="remove"
          aria-label={t('line.remove', { name: line.name })}
          disabled={line.id.startsWith('pending-')}
          onClick={() => void cart.remove(line.id).catch(() => undefined)}
        >
          {t('line.removeShort')}
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
