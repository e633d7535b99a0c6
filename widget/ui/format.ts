import type { Money } from '../money.ts';
import { formatMoney } from '../money.ts';
import { useCart, useWidget } from './context.ts';

/** Formats money in the cart's currency and the shopper's locale. */
export function useMoney(): (money: Money | undefined) => string {
  const { locale } = useWidget();
  const currency = useCart((state) => state.view.currency);
  return (money) => formatMoney(money, currency, locale);
}

/** A price in the totals: "Free" for nothing to pay. */
export function usePrice(): (value: Money) => string {
  const { t } = useWidget();
  const money = useMoney();
  return (value) => (Number(value.amount) === 0 ? t('totals.free') : money(value));
}
