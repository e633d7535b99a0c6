import type { Money } from '../money.ts';
import { formatMoney } from '../money.ts';
import { useCart, useWidget } from './context.ts';

/** Formats money in the cart's currency and the shopper's locale. */
export function useMoney(): (money: Money | undefined) => string {
  const { locale } = useWidget();
  const currency = useCart((state) => state.view.currency);
  return (money) => formatMoney(money, currency, locale);
}
