import { useId } from 'react';
import { useCart, useWidget } from './context.ts';
import { useMoney } from './format.ts';

/** A row kept in place while the estimate is computed: its height, without a label or a stale number. */
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

/**
 * The estimate: subtotal, discount, shipping and tax when the platform calculated them, and the total.
 * Without a destination the platform calculates neither (the rows are left out, not shown as $0.00), and
 * Cart V2 has no list of delivery options: the shipping choice shows only when there is one to make.
 *
 * Its height does not change while an estimate is computed (no layout shift when it arrives): the rows of
 * the last estimate (or a total row, before the first) stay as placeholders, and one note line always
 * says what is happening (updating, the error, what is left for checkout).
 */
export function Totals() {
  const { estimator, t } = useWidget();
  const money = useMoney();
  const estimate = useCart((state) => state.estimate);
  const subtotal = useCart((state) => state.view.subtotal);
  const changing = useCart((state) => state.pending.length > 0);
  const selected = useCart((state) => state.shipping?.code ?? state.estimate.data?.selectedDelivery?.code);
  const titleId = useId();
  // Numbers only from a current estimate; the shipping choices stay while a new one is computed.
  const data = estimate.status === 'ready' && !changing ? estimate.data : undefined;
  const failed = estimate.status === 'error' && !changing;
  // The rows shown: the current estimate's, else the last one's shape.
  const shape = data ?? estimate.data;
  const shippingOptions = estimate.data?.deliveryOptions ?? [];
  const choose = (code: string, carrierId: string | undefined) => estimator.selectShipping(code, carrierId);
  const later = data
    ? !data.delivery && !data.tax
      ? t('totals.atCheckout')
      : !data.delivery
        ? t('totals.shippingAtCheckout')
        : !data.tax
          ? t('totals.taxAtCheckout')
          : undefined
    : undefined;
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
    <section aria-labelledby={titleId} aria-busy={!data && !failed} part="totals">
      <h3 id={titleId} className="visually-hidden">
        {t('totals.title')}
      </h3>
      {shippingOptions.length > 1 && (
        <fieldset className="shipping">
          <legend>{t('totals.shippingOptions')}</legend>
          {shippingOptions.map((option) => (
            <label key={`${option.carrierId ?? ''}:${option.code}`} className="radio">
              <input
                type="radio"
                name="dropcart-shipping"
                value={option.code}
                checked={selected === option.code}
                onChange={() => choose(option.code, option.carrierId)}
              />
              <span>
                {option.title} ({money(option.price)})
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <dl className="totals">
        <dt>{t('totals.subtotal')}</dt>
        <dd>{money(data?.subtotal ?? subtotal)}</dd>
        {shape?.discount && row(t('totals.discount'), data?.discount && `−${money(data.discount)}`)}
        {shape?.delivery && row(t('totals.shipping'), data?.delivery && money(data.delivery))}
        {shape?.tax && row(t('totals.tax'), data?.tax && money(data.tax))}
        {row(t('totals.total'), data && money(data.total), 'total')}
      </dl>
      {failed ? (
        <p className="totals-note error-text">{estimate.error}</p>
      ) : (
        <p className="totals-note muted">{data ? (later ?? '\u00a0') : t('totals.updating')}</p>
      )}
    </section>
  );
}
