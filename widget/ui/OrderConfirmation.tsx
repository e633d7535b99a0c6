import { useId } from 'react';
import { useUi, useWidget } from './context.ts';

/**
 * Shown once after the platform's checkout sent the shopper back with `?orderId=`. The order id is the
 * platform's GUID, never what the shopper sees in e-mails and the account page (the number, #10002), and
 * the number cannot be read here: the orders API (`getOrder`, `searchOrders`) needs `ECOM.READ_ORDERS` and
 * serves apps only (`@applicableIdentity APP` in `@wix/auto_sdk_ecom_orders`), not a visitor's or a
 * member's token. So the text names neither, and says where the number is.
 */
export function OrderConfirmation() {
  const { ui, t } = useWidget();
  const orderId = useUi((state) => state.orderId);
  const titleId = useId();
  if (!orderId) return null;
  const dismiss = () => ui.dismissOrder();
  return (
    <section className="confirmation" aria-labelledby={titleId} part="confirmation">
      <h3 id={titleId}>{t('order.title')}</h3>
      <p>{t('order.placed')}</p>
      <button type="button" className="button secondary" onClick={dismiss}>
        {t('order.dismiss')}
      </button>
    </section>
  );
}
