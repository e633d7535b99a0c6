import { useId } from 'react';
import { useUi, useWidget } from './context.ts';

/** Shown once after the platform's checkout sent the shopper back with `?orderId=`. */
export function OrderConfirmation() {
  const { ui, t } = useWidget();
  const orderId = useUi((state) => state.orderId);
  const titleId = useId();
  if (!orderId) return null;
  const dismiss = () => ui.dispatch({ type: 'order-dismissed' });
  return (
    <section className="confirmation" aria-labelledby={titleId} part="confirmation">
      <h3 id={titleId}>{t('order.title')}</h3>
      <p>{t('order.number', { orderId })}</p>
      <button type="button" className="button secondary" onClick={dismiss}>
        {t('order.dismiss')}
      </button>
    </section>
  );
}
