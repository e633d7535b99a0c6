// What of the drawer's totals (Totals.tsx) needs the estimator, the destination store and the region
// names: where the order would go, the tax row's place and the shipping choice. Loaded once the cart shown
// has no change pending (Totals.tsx says why), so a first added line is drawn without this code.
import { useStore } from 'zustand';
import type { CartTotals } from '../../src/index.ts';
import type { Estimator } from '../cart/estimator.ts';
import { placeName } from '../cart/regions.ts';
import { useWidget } from './context.ts';
import { usePrice } from './format.ts';
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
