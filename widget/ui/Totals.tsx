import { useId } from 'react';
import { useCart, useWidget } from './context.ts';
import { useMoney } from './format.ts';

/**
 * The estimate: subtotal, discount, shipping and tax when the platform calculated them, and the total.
 * Without a destination the platform calculates neither (the rows are left out, not shown as $0.00), and
 * Cart V2 has no list of delivery options: the shipping choice shows only when there is one to make.
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
  return (
    <section aria-labelledby={titleId} aria-busy={estimate.status === 'loading' || changing} part="totals">
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
        {data?.discount && (
          <>
            <dt>{t('totals.discount')}</dt>
            <dd>−{money(data.discount)}</dd>
          </>
        )}
        {data?.delivery && (
          <>
            <dt>{t('totals.shipping')}</dt>
            <dd>{money(data.delivery)}</dd>
          </>
        )}
        {data?.tax && (
          <>
            <dt>{t('totals.tax')}</dt>
            <dd>{money(data.tax)}</dd>
          </>
        )}
        {data && (
          <>
            <dt className="total">{t('totals.total')}</dt>
            <dd className="total">{money(data.total)}</dd>
          </>
        )}
      </dl>
      {later && <p className="muted">{later}</p>}
      {(estimate.status === 'loading' || changing || (estimate.status === 'idle' && estimate.data)) && (
        <p className="muted">{t('totals.updating')}</p>
      )}
      {estimate.status === 'error' && !changing && <p className="error-text">{estimate.error}</p>}
    </section>
  );
}
