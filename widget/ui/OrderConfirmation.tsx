// The thanks after the platform's checkout, with what was bought: its own chunk, loaded only on a return
// (CartContents.tsx), like the return's code (cart/return.ts).
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { formatMoney, type Money } from '../money.ts';
import { useUi, useWidget } from './context.ts';
import css from './OrderConfirmation.css?inline';

/**
 * Shown once after the platform's checkout sent the shopper back with `?orderId=`. The order id is the
 * platform's GUID, never what the shopper sees in e-mails and the account page (the number, #10002), and
 * neither the number nor the order can be read here: the orders API (`getOrder`, `searchOrders`) needs
 * `ECOM.READ_ORDERS` and serves apps only (`@applicableIdentity APP` in `@wix/auto_sdk_ecom_orders`), not a
 * visitor's or a member's token. So the text names neither, says where the number is, and lists what the
 * cart held when the shopper left for checkout (cart/hand-off.ts). Focus moves to its heading.
 */
export default function OrderConfirmation() {
  const { ui, t, locale, adoptStyles } = useWidget();
  const orderId = useUi((state) => state.orderId);
  const bought = useUi((state) => state.bought);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => adoptStyles(css), [adoptStyles]);
  useEffect(() => {
    if (orderId) heading.current?.focus({ preventScroll: true });
  }, [orderId]);
  if (!orderId) return null;
  const money = (amount: Money) => formatMoney(amount, bought?.currency ?? '', locale);
  return (
    <section className="confirmation" aria-labelledby={titleId} part="confirmation">
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {t('order.title')}
      </h3>
      <p>{t('order.placed')}</p>
      {bought && bought.lines.length > 0 && (
        <>
          <ul className="bought" aria-label={t('totals.title')}>
            {bought.lines.map((line, index) => (
              // The lines as they were: nothing reorders them, and two may share a name.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, shown once
              <li key={index}>
                <span className="bought-name">{line.name}</span>
                {line.details && <span className="muted">{line.details}</span>}
                <span className="muted">
                  {t('line.billedUnits', { count: line.quantity, price: money(line.unitPrice) })}
                </span>
                <span className="bought-price">{money(line.price)}</span>
              </li>
            ))}
          </ul>
          <p className="bought-total">
            <span>{bought.total.estimated ? t('totals.total') : t('totals.subtotal')}</span>
            <span>{money(bought.total.amount)}</span>
          </p>
        </>
      )}
      <button type="button" className="button secondary" onClick={() => ui.dismissOrder()}>
        {t('order.dismiss')}
      </button>
    </section>
  );
}
