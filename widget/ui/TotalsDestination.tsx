// What of the drawer's totals (Totals.tsx) needs the estimator, the destination store and the region
// names: where the order would go, the estimate's rows with the tax row's place, and the shipping choice.
// Loaded once the cart shown has no change pending (Totals.tsx says why), so a first added line is drawn
// without this code: until it is in, no estimate is there to draw.
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import type { CartTotals } from '../../src/index.ts';
import type { Estimator } from '../cart/estimator.ts';
import { placeName } from '../cart/regions.ts';
import type { Translate } from '../i18n/index.ts';
import { useWidget } from './context.ts';
import { useMoney, usePrice } from './format.ts';
import { useCartDestination, useShipToStyles } from './ShipTo.tsx';

export { ShipTo } from './ShipTo.tsx';

/** "Tax (New York)" once the destination is known, from the shopper or the cart's own address. */
export function TaxLabel({ estimator }: { estimator: Estimator }) {
  const { locale, t } = useWidget();
  const saved = useStore(estimator.destination, (state) => state.destination);
  const fromCart = useCartDestination();
  const where = saved ?? fromCart;
  return where
    ? t('totals.taxFor', { place: placeName(locale, where.country, where.subdivision) })
    : t('totals.tax');
}

/**
 * Cart V1 lists the shipping options for the destination; Cart V2 has no list (platform-2026.md §2.4), so
 * the choice shows only when there is one to make.
 */
export function ShippingChoice({ estimator, data }: { estimator: Estimator; data: CartTotals }) {
  useShipToStyles();
  const { t } = useWidget();
  const price = usePrice();
  const chosen = useStore(estimator.destination, (state) => state.shipping?.code);
  const options = data.deliveryOptions ?? [];
  if (options.length <= 1) return null;
  const selected = chosen ?? data.selectedDelivery?.code;
  return (
    <fieldset className="shipping">
      <legend>{t('totals.shippingOptions')}</legend>
      {options.map((option) => (
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
  );
}

/**
 * The estimate's rows under the subtotal: the discount, and unless the checkout is held (`held`: only the
 * subtotal and a discount are for a cart that can be bought) shipping and tax when the platform calculated
 * them (left out, not shown as $0.00), and the total.
 */
export function EstimateRows({
  estimator,
  data,
  held,
}: {
  estimator: Estimator;
  data: CartTotals;
  held: boolean;
}) {
  const { t } = useWidget();
  const money = useMoney();
  const price = usePrice();
  const row = (label: ReactNode, value: string, className?: string) => (
    <>
      <dt className={className}>{label}</dt>
      <dd className={className}>{value}</dd>
    </>
  );
  return (
    <>
      {data.discount && row(t('totals.discount'), `−${money(data.discount)}`)}
      {!held && (
        <>
          {data.delivery && row(t('totals.shipping'), price(data.delivery))}
          {data.tax && row(<TaxLabel estimator={estimator} />, money(data.tax))}
          {row(t('totals.total'), money(data.total), 'total')}
        </>
      )}
    </>
  );
}

/** What the estimate left for checkout, for the totals' note: undefined when it calculated everything. */
export function leftForCheckout(data: CartTotals, t: Translate): string | undefined {
  if (!data.delivery && !data.tax) return t('totals.atCheckout');
  if (!data.delivery) return t('totals.shippingAtCheckout');
  if (!data.tax) return t('totals.taxAtCheckout');
  return undefined;
}
