import { useId } from 'react';
import { useStore } from 'zustand';
import type { CartTotals, Money } from '../../src/index.ts';
import { linesOf, linesToFix } from '../cart/availability.ts';
import { placeName } from '../cart/regions.ts';
import type { Translate } from '../i18n/index.ts';
import { useCart, useWidget } from './context.ts';
import { useMoney } from './format.ts';
import { ShipTo, useCartDestination } from './ShipTo.tsx';

/** A row kept in place while the first estimate is computed: its height, without a label or a number. */
function Placeholder({ total = false }: { total?: boolean }) {
  const className = total ? 'total placeholder' : 'placeholder';
  return (
    <>
      <dt className={className} aria-hidden="true">
        {'\u00a0'}
      </dt>
      <dd className={className} aria-hidden="true">
        {'\u00a0'}
      </dd>
    </>
  );
}

/** What the footer's note says comes later: all but the subtotal while held, else what the estimate left out. */
function laterNote(held: boolean, data: CartTotals | undefined, t: Translate): string | undefined {
  if (held) return t('totals.held');
  if (!data) return undefined;
  if (!data.delivery && !data.tax) return t('totals.atCheckout');
  if (!data.delivery) return t('totals.shippingAtCheckout');
  if (!data.tax) return t('totals.taxAtCheckout');
  return undefined;
}

/**
 * The estimate for the shopper's destination (ShipTo): subtotal, discount, shipping and tax when the
 * platform calculated them, and the total. Without a destination the platform calculates neither (the rows
 * are left out, not shown as $0.00, and the note says they come at checkout). Cart V1 lists the shipping
 * options for the destination; Cart V2 has no list (platform-2026.md §2.4), so the choice shows only when
 * there is one to make.
 *
 * While a new estimate is computed the footer keeps the last one's numbers, in the muted colour and `aria-busy`, and
 * its note says "Updating totals…": no row shrinks or jumps on every quantity change. Before the first
 * estimate, placeholders hold the rows' place.
 *
 * While a line cannot be bought as it is (the checkout is held, CheckoutButton), the platform's shipping,
 * tax and total are for a cart nobody can buy: shipping and tax over a $0.00 subtotal when every line is
 * sold out. Only the subtotal (and a discount) shows then, and the note says the rest comes once the lines
 * are fixed.
 */
export function Totals() {
  const { estimator, locale, t } = useWidget();
  const money = useMoney();
  const estimate = useCart((state) => state.estimate);
  const subtotal = useCart((state) => state.view.subtotal);
  const changing = useCart((state) => state.pending.length > 0);
  const held = useCart((state) => linesToFix(linesOf(state)).length > 0);
  const chosen = useStore(estimator.destination, (state) => state.shipping?.code);
  const saved = useStore(estimator.destination, (state) => state.destination);
  const fromCart = useCartDestination();
  const where = saved ?? fromCart;
  const titleId = useId();
  const failed = estimate.status === 'error' && !changing;
  const updating = !failed && (estimate.status !== 'ready' || changing);
  // The last estimate's numbers, also while the next is computed; none after a failure.
  const data = failed ? undefined : estimate.data;
  const selected = chosen ?? data?.selectedDelivery?.code;
  const shippingOptions = data?.deliveryOptions ?? [];
  const price = (value: Money) => (Number(value.amount) === 0 ? t('totals.free') : money(value));
  const taxLabel = where
    ? t('totals.taxFor', { place: placeName(locale, where.country, where.subdivision) })
    : t('totals.tax');
  const later = laterNote(held, data, t);
  const row = (label: string, value: string | undefined, className?: string) =>
    data && value !== undefined ? (
      <>
        <dt className={className}>{label}</dt>
        <dd className={className}>{value}</dd>
      </>
    ) : (
      <Placeholder total={className === 'total'} />
    );
  return (
    <section aria-labelledby={titleId} aria-busy={updating} part="totals">
      <h3 id={titleId} className="visually-hidden">
        {t('totals.title')}
      </h3>
      <ShipTo />
      {shippingOptions.length > 1 && !held && (
        <fieldset className="shipping">
          <legend>{t('totals.shippingOptions')}</legend>
          {shippingOptions.map((option) => (
            <label key={`${option.carrierId ?? ''}:${option.code}`} className="radio">
              <input
                type="radio"
                name="dropcart-shipping"
                value={option.code}
                checked={selected === option.code}
                onChange={() => estimator.selectShipping(option.code, option.carrierId)}
              />
              <span>
                {option.title} ({price(option.price)})
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <dl className={updating && data ? 'totals updating' : 'totals'}>
        <dt>{t('totals.subtotal')}</dt>
        <dd>{money(data?.subtotal ?? subtotal)}</dd>
        {data?.discount && row(t('totals.discount'), `−${money(data.discount)}`)}
        {!held && (
          <>
            {data?.delivery && row(t('totals.shipping'), price(data.delivery))}
            {data?.tax && row(taxLabel, money(data.tax))}
            {row(t('totals.total'), data && money(data.total), 'total')}
          </>
        )}
      </dl>
      {failed ? (
        <p className="totals-note error-text">{estimate.error}</p>
      ) : (
        <p className="totals-note muted">{updating ? t('totals.updating') : (later ?? '\u00a0')}</p>
      )}
    </section>
  );
}
